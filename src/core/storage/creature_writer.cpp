// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/creature_writer.h"

#include "storage/creature_stats.h"
#include "storage/sql_values.h"

#include <QSqlError>

namespace ddm {
namespace {

QString insertStatement(CreatureTable table)
{
    QStringList columns{QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("set_name")};
    for (const StatColumn& stat : kStatColumns)
        columns.append(QString::fromLatin1(stat.column));
    columns << QStringLiteral("movement") << QStringLiteral("champion_rating") << QStringLiteral("alignment")
            << QStringLiteral("factions") << QStringLiteral("size") << QStringLiteral("collector_number")
            << QStringLiteral("rarity");
    if (table == CreatureTable::Catalog)
        columns << QStringLiteral("size_source"); // a custom card's size is the user's own
    const QStringList placeholders(columns.size(), QStringLiteral("?"));
    return QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
        .arg(table == CreatureTable::Catalog ? QStringLiteral("creature") : QStringLiteral("custom_creature"),
             columns.join(QStringLiteral(", ")), placeholders.join(QStringLiteral(", ")));
}

} // namespace

CreatureWriter::CreatureWriter(const QSqlDatabase& database, CreatureTable table)
    : m_table(table)
    , m_creature(database)
    , m_details(database, table == CreatureTable::Catalog ? kCatalogCreatureDetails : kCustomCreatureDetails)
{
    m_creature.prepare(insertStatement(table));
}

qint64 CreatureWriter::insert(const Creature& creature, qint64 rowId)
{
    int column = 0;
    m_creature.bindValue(column++, rowId > 0 ? QVariant(rowId) : QVariant());
    m_creature.bindValue(column++, creature.name);
    m_creature.bindValue(column++, creature.set);
    for (const StatColumn& stat : kStatColumns)
        m_creature.bindValue(column++, creature.*stat.creature);
    m_creature.bindValue(column++, sqlWord(creature.movement));
    m_creature.bindValue(column++, sqlValue(creature.championRating));
    m_creature.bindValue(column++, sqlWord(creature.alignment));
    m_creature.bindValue(column++, static_cast<int>(creature.factions.toInt()));
    m_creature.bindValue(column++, sqlValue(creature.size));
    m_creature.bindValue(column++, sqlText(creature.collectorNumber));
    m_creature.bindValue(column++, sqlValue(creature.rarity));
    if (m_table == CreatureTable::Catalog)
        m_creature.bindValue(column++, sqlValue(creature.sizeSource));
    if (!m_creature.exec()) {
        m_error = QStringLiteral("\"%1\" (%2): %3")
                      .arg(creature.name, creature.set, m_creature.lastError().databaseText());
        return 0;
    }
    const qint64 id = m_creature.lastInsertId().toLongLong();
    if (!m_details.write(id, creature.keywords, creature.powers)) {
        m_error = QStringLiteral("\"%1\" (%2): %3").arg(creature.name, creature.set, m_details.lastError());
        return 0;
    }
    return id;
}

} // namespace ddm
