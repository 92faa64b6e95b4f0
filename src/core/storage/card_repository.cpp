// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_repository.h"

#include "storage/card_database.h"
#include "storage/card_details.h"
#include "storage/creature_stats.h"
#include "storage/item_repository.h"
#include "storage/sql_query.h"
#include "storage/sql_values.h"

#include <QFileInfo>
#include <QHash>

namespace ddm {
namespace {

const QString kDefaultOrder = QStringLiteral("card.name COLLATE NOCASE, card.set_name COLLATE NOCASE");

// The columns creatureFromRow() reads, in its order.
QString cardColumns()
{
    QStringList columns{QStringLiteral("id"), QStringLiteral("origin"), QStringLiteral("name"),
                        QStringLiteral("set_name")};
    for (const StatColumn& stat : kStatColumns)
        columns.append(QString::fromLatin1(stat.column));
    columns << QStringLiteral("movement") << QStringLiteral("champion_rating") << QStringLiteral("alignment")
            << QStringLiteral("factions") << QStringLiteral("size") << QStringLiteral("collector_number")
            << QStringLiteral("rarity") << QStringLiteral("size_source");
    return QStringLiteral("card.") + columns.join(QStringLiteral(", card."));
}

Creature creatureFromRow(const QSqlQuery& row)
{
    Creature creature;
    int column = 0;
    creature.id = row.value(column++).toLongLong();
    creature.origin =
        row.value(column++).toString() == QLatin1String("custom") ? CardOrigin::Custom : CardOrigin::Catalog;
    creature.name = row.value(column++).toString();
    creature.set = row.value(column++).toString();
    for (const StatColumn& stat : kStatColumns)
        creature.*stat.creature = row.value(column++).toInt();
    creature.movement = parseMovementMode(row.value(column++).toString()).value_or(MovementMode::Normal);
    creature.championRating = optionalInt(row.value(column++));
    creature.alignment = parseAlignment(row.value(column++).toString()).value_or(Alignment::Unaligned);
    creature.factions = Factions::fromInt(row.value(column++).toUInt());
    creature.size = sizeFromSql(row.value(column++));
    creature.collectorNumber = textFromSql(row.value(column++));
    creature.rarity = rarityFromSql(row.value(column++));
    creature.sizeSource = factSourceFromSql(row.value(column++));
    return creature;
}

QString where(const QString& whereSql)
{
    return whereSql.isEmpty() ? QString() : QStringLiteral(" WHERE (%1)").arg(whereSql);
}

} // namespace

CardRepository::CardRepository(const CardDatabase& database)
    : m_database(database)
{
}

QList<Creature> CardRepository::load(const QString& whereSql, const QVariantList& bindings,
                                     Details details) const
{
    const QSqlDatabase connection = m_database.connection();
    QList<Creature> creatures;
    QSqlQuery rows = selectRows(connection,
                                QStringLiteral("SELECT %1 FROM card%2 ORDER BY %3")
                                    .arg(cardColumns(), where(whereSql), kDefaultOrder),
                                bindings);
    while (rows.next())
        creatures.append(creatureFromRow(rows));

    const QString ofCards =
        whereSql.isEmpty() ? QString() : QStringLiteral("SELECT card.id FROM card") + where(whereSql);
    loadDetails(creatures, connection, kCardViewDetails, ofCards, bindings, details == Details::All);
    return creatures;
}

QList<Creature> CardRepository::creaturesNamed(const QString& name) const
{
    return load(QStringLiteral("card.name = ? COLLATE NOCASE"), {name.trimmed()});
}

QHash<QString, QList<Creature>> CardRepository::creaturesWithNames(const QStringList& names) const
{
    QHash<QString, QList<Creature>> found;
    if (names.isEmpty())
        return found;
    QVariantList trimmed;
    for (const QString& name : names)
        trimmed.append(name.trimmed());
    // One placeholder a name: a warband's few dozen names are far below SQLite's limit of variables.
    const QString placeholders = QStringLiteral("?,").repeated(trimmed.size()).chopped(1);
    const QList<Creature> creatures =
        load(QStringLiteral("card.name COLLATE NOCASE IN (%1)").arg(placeholders), trimmed);
    for (const Creature& creature : creatures)
        found[cardNameKey(creature.name)].append(creature);
    return found;
}

QList<Item> CardRepository::itemsNamed(const QString& name) const
{
    return ItemRepository(m_database).itemsNamed(name);
}

std::optional<Creature> CardRepository::creature(qint64 id) const
{
    const QList<Creature> found = load(QStringLiteral("card.id = ?"), {id});
    return found.isEmpty() ? std::nullopt : std::optional<Creature>(found.first());
}

QList<Creature> CardRepository::creatures(const QList<qint64>& ids) const
{
    if (ids.isEmpty())
        return {};
    QStringList numbers;
    for (qint64 id : ids)
        numbers.append(QString::number(id));
    // The ids are written into the statement: SQLite takes a list of constants (not a bound array, nor
    // a subquery) into each arm of the card view's UNION ALL and finds catalog cards by their key.
    // Being numbers formatted here, they need no quoting; the statement grows by a few bytes an id,
    // far below SQLite's million-byte limit even for the whole catalog.
    const QList<Creature> found =
        load(QStringLiteral("card.id IN (%1)").arg(numbers.join(QLatin1Char(','))), {});
    QHash<qint64, qsizetype> indexOf;
    for (qsizetype i = 0; i < found.size(); ++i)
        indexOf.insert(found.at(i).id, i);
    QList<Creature> ordered;
    ordered.reserve(ids.size());
    for (qint64 id : ids) {
        const auto index = indexOf.constFind(id);
        if (index != indexOf.cend())
            ordered.append(found.at(*index));
    }
    return ordered;
}

QList<Creature> CardRepository::allCreatures(Details details) const
{
    return load({}, {}, details);
}

QList<qint64> CardRepository::creatureIds(const QString& whereSql, const QVariantList& bindings,
                                          const QString& orderBy) const
{
    QList<qint64> ids;
    QSqlQuery rows = selectRows(m_database.connection(),
                                QStringLiteral("SELECT card.id FROM card%1 ORDER BY %2")
                                    .arg(where(whereSql), orderBy.isEmpty() ? kDefaultOrder : orderBy),
                                bindings);
    while (rows.next())
        ids.append(rows.value(0).toLongLong());
    return ids;
}

int CardRepository::creatureCount() const
{
    QSqlQuery rows = selectRows(m_database.connection(), QStringLiteral("SELECT COUNT(*) FROM card"));
    return rows.next() ? rows.value(0).toInt() : 0;
}

QList<SetSummary> CardRepository::sets() const
{
    QList<SetSummary> sets;
    QSqlQuery rows =
        selectRows(m_database.connection(),
                   QStringLiteral("SELECT set_name, COUNT(*), SUM(owned > 0), SUM(owned) FROM card "
                                  "GROUP BY set_name ORDER BY set_name COLLATE NOCASE"));
    while (rows.next())
        sets.append(
            {rows.value(0).toString(), rows.value(1).toInt(), rows.value(2).toInt(), rows.value(3).toInt()});
    return sets;
}

QStringList CardRepository::keywords() const
{
    QStringList keywords;
    QSqlQuery rows =
        selectRows(m_database.connection(),
                   QStringLiteral("SELECT MIN(keyword) FROM card_keyword GROUP BY keyword COLLATE NOCASE "
                                  "ORDER BY 1 COLLATE NOCASE"));
    while (rows.next())
        keywords.append(rows.value(0).toString());
    return keywords;
}

bool CatalogInfo::sourceIsThere() const
{
    const QFileInfo source(sourceFile);
    return source.isAbsolute() && source.isFile();
}

CatalogInfo CardRepository::catalogInfo() const
{
    QHash<QString, QString> values;
    QSqlQuery rows =
        selectRows(m_database.connection(), QStringLiteral("SELECT key, value FROM catalog.import_info"));
    while (rows.next())
        values.insert(rows.value(0).toString(), rows.value(1).toString());
    CatalogInfo info;
    info.sourceFile = values.value(QStringLiteral("source_file"));
    info.importedAt = QDateTime::fromString(values.value(QStringLiteral("imported_at")), Qt::ISODate);
    info.creatureCount = values.value(QStringLiteral("creature_count")).toInt();
    info.setCount = values.value(QStringLiteral("set_count")).toInt();
    return info;
}

} // namespace ddm
