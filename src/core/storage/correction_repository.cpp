// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/correction_repository.h"

#include "storage/card_database.h"
#include "storage/creature_stats.h"
#include "storage/creature_validation.h"
#include "storage/sql_query.h"
#include "storage/sql_values.h"

namespace ddm {
namespace {

// The correction columns in the order write and read use: the stats, then the rest.
QStringList correctionColumns()
{
    QStringList columns;
    for (const StatColumn& stat : kStatColumns)
        columns.append(QString::fromLatin1(stat.column));
    columns << QStringLiteral("champion_rating") << QStringLiteral("movement") << QStringLiteral("alignment")
            << QStringLiteral("factions") << QStringLiteral("size") << QStringLiteral("collector_number")
            << QStringLiteral("rarity");
    return columns;
}

template <typename Enum> QVariant wordOrNull(const std::optional<Enum>& value)
{
    return value ? QVariant(sqlWord(*value)) : QVariant();
}

QVariantList correctionValues(const CreatureCorrection& correction)
{
    QVariantList values;
    for (const StatColumn& stat : kStatColumns)
        values.append(sqlValue(correction.*stat.correction));
    values << sqlValue(correction.championRating) << wordOrNull(correction.movement)
           << wordOrNull(correction.alignment)
           << (correction.factions ? QVariant(static_cast<int>(correction.factions->toInt())) : QVariant())
           << sqlValue(correction.size)
           << (correction.collectorNumber ? QVariant(*correction.collectorNumber) : QVariant())
           << sqlValue(correction.rarity);
    return values;
}

CreatureCorrection correctionFromRow(const QSqlQuery& row)
{
    CreatureCorrection correction;
    int column = 0;
    for (const StatColumn& stat : kStatColumns)
        correction.*stat.correction = optionalInt(row.value(column++));
    correction.championRating = optionalInt(row.value(column++));
    const QVariant movement = row.value(column++);
    if (!movement.isNull())
        correction.movement = parseMovementMode(movement.toString());
    const QVariant alignment = row.value(column++);
    if (!alignment.isNull())
        correction.alignment = parseAlignment(alignment.toString());
    const QVariant factions = row.value(column++);
    if (!factions.isNull())
        correction.factions = Factions::fromInt(factions.toUInt());
    correction.size = sizeFromSql(row.value(column++));
    const QVariant collectorNumber = row.value(column++);
    if (!collectorNumber.isNull())
        correction.collectorNumber = collectorNumber.toString();
    correction.rarity = rarityFromSql(row.value(column++));
    return correction;
}

} // namespace

CorrectionRepository::CorrectionRepository(const CardDatabase& database)
    : m_database(database)
{
}

EditResult CorrectionRepository::setCorrection(const QString& name, const QString& set,
                                               const CreatureCorrection& correction)
{
    if (std::optional<EditError> error = validateCorrection(correction))
        return {0, error};
    if (correction.isEmpty())
        return clearCorrection(name, set);
    QSqlQuery query(m_database.connection());
    if (std::optional<EditError> error =
            execute(query,
                    QStringLiteral("SELECT id, name, set_name FROM catalog.creature WHERE name = ? COLLATE "
                                   "NOCASE AND set_name = ? COLLATE NOCASE"),
                    {name.trimmed(), set.trimmed()}))
        return {0, error};
    if (!query.next()) {
        return {0, EditError{EditErrorCode::NotFound, QStringLiteral("name"),
                             QStringLiteral("the catalog has no card \"%1\" in set \"%2\"")
                                 .arg(name.trimmed(), set.trimmed())}};
    }
    const qint64 id = query.value(0).toLongLong();
    // Stored under the catalog's spelling, which is what the view joins on.
    QVariantList values{query.value(1), query.value(2)};
    query.finish();
    values.append(correctionValues(correction));
    const QStringList columns =
        QStringList{QStringLiteral("name"), QStringLiteral("set_name")} + correctionColumns();
    const QStringList placeholders(columns.size(), QStringLiteral("?"));
    if (std::optional<EditError> error =
            execute(query,
                    QStringLiteral("INSERT OR REPLACE INTO creature_correction (%1) VALUES (%2)")
                        .arg(columns.join(QStringLiteral(", ")), placeholders.join(QStringLiteral(", "))),
                    values))
        return {0, error};
    return {id, std::nullopt};
}

EditResult CorrectionRepository::clearCorrection(const QString& name, const QString& set)
{
    QSqlQuery query(m_database.connection());
    if (std::optional<EditError> error =
            execute(query,
                    QStringLiteral("DELETE FROM creature_correction WHERE name = ? COLLATE NOCASE AND "
                                   "set_name = ? COLLATE NOCASE"),
                    {name.trimmed(), set.trimmed()}))
        return {0, error};
    return {};
}

std::optional<CreatureCorrection> CorrectionRepository::correction(const QString& name,
                                                                   const QString& set) const
{
    QSqlQuery rows = selectRows(m_database.connection(),
                                QStringLiteral("SELECT %1 FROM creature_correction WHERE name = ? COLLATE "
                                               "NOCASE AND set_name = ? COLLATE NOCASE")
                                    .arg(correctionColumns().join(QStringLiteral(", "))),
                                {name.trimmed(), set.trimmed()});
    if (!rows.next())
        return std::nullopt;
    return correctionFromRow(rows);
}

QList<CardCorrection> CorrectionRepository::allCorrections() const
{
    // name and set_name come after the correction columns, so correctionFromRow reads the row as is.
    QSqlQuery rows = selectRows(m_database.connection(),
                                QStringLiteral("SELECT %1, name, set_name FROM creature_correction ORDER BY "
                                               "name COLLATE NOCASE, set_name COLLATE NOCASE")
                                    .arg(correctionColumns().join(QStringLiteral(", "))));
    const int nameColumn = int(correctionColumns().size());
    QList<CardCorrection> corrections;
    while (rows.next()) {
        corrections.append({rows.value(nameColumn).toString(), rows.value(nameColumn + 1).toString(),
                            correctionFromRow(rows)});
    }
    return corrections;
}

std::optional<CreatureCorrection> CorrectionRepository::catalogValues(const QString& name,
                                                                      const QString& set) const
{
    QSqlQuery rows =
        selectRows(m_database.connection(),
                   QStringLiteral("SELECT %1 FROM catalog.creature WHERE name = ? COLLATE NOCASE "
                                  "AND set_name = ? COLLATE NOCASE")
                       .arg(correctionColumns().join(QStringLiteral(", "))),
                   {name.trimmed(), set.trimmed()});
    if (!rows.next())
        return std::nullopt;
    return correctionFromRow(rows);
}

} // namespace ddm
