// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/collection_repository.h"

#include "storage/card_database.h"
#include "storage/sql_query.h"
#include "storage/sql_values.h"

namespace ddm {

CollectionRepository::CollectionRepository(const CardDatabase& database)
    : m_database(database)
{
}

int CollectionRepository::ownedCount(const QString& name, const QString& set) const
{
    QSqlQuery rows = selectRows(
        m_database.connection(),
        QStringLiteral(
            "SELECT owned FROM collection WHERE name = ? COLLATE NOCASE AND set_name = ? COLLATE NOCASE"),
        {name.trimmed(), set.trimmed()});
    return rows.next() ? rows.value(0).toInt() : 0;
}

EditResult CollectionRepository::setOwnedCount(const QString& name, const QString& set, int count)
{
    if (count < 0) {
        return {0, EditError{EditErrorCode::OutOfRange, QStringLiteral("owned"),
                             QStringLiteral("owned must be 0 or more (was %1)").arg(count)}};
    }
    QSqlQuery query(m_database.connection());
    if (std::optional<EditError> error =
            execute(query,
                    QStringLiteral("SELECT id, name, set_name FROM card WHERE name = ? COLLATE NOCASE AND "
                                   "set_name = ? COLLATE NOCASE"),
                    {name.trimmed(), set.trimmed()}))
        return {0, error};
    if (!query.next()) {
        return {
            0,
            EditError{
                EditErrorCode::NotFound, QStringLiteral("name"),
                QStringLiteral("there is no card \"%1\" in set \"%2\"").arg(name.trimmed(), set.trimmed())}};
    }
    const qint64 id = query.value(0).toLongLong();
    // Stored under the card's own spelling, which is what the view joins on.
    const QVariantList key{query.value(1), query.value(2)};
    query.finish();
    const std::optional<EditError> error =
        count == 0
            ? execute(query, QStringLiteral("DELETE FROM collection WHERE name = ? AND set_name = ?"), key)
            : execute(query,
                      QStringLiteral(
                          "INSERT OR REPLACE INTO collection (name, set_name, owned) VALUES (?, ?, ?)"),
                      key + QVariantList{count});
    return error ? EditResult{0, error} : EditResult{id, std::nullopt};
}

QList<OwnedCount> CollectionRepository::ownedCounts() const
{
    QList<OwnedCount> counts;
    // In each set by collector number, as collectors sort their binders; unnumbered cards by name.
    QSqlQuery rows = selectRows(
        m_database.connection(),
        QStringLiteral(
            "SELECT o.name, o.set_name, o.owned, card.collector_number, card.rarity FROM collection AS o "
            "LEFT JOIN card ON card.name = o.name AND card.set_name = o.set_name WHERE o.owned > 0 "
            "ORDER BY o.set_name COLLATE NOCASE, card.collector_number IS NULL, "
            "CAST(card.collector_number AS INTEGER), o.name COLLATE NOCASE"));
    while (rows.next())
        counts.append({rows.value(0).toString(), rows.value(1).toString(), rows.value(2).toInt(),
                       textFromSql(rows.value(3)), rarityFromSql(rows.value(4))});
    return counts;
}

EditResult CollectionRepository::setOwnedCounts(const QList<OwnedCount>& counts, CollectionUpdate update)
{
    const std::optional<EditError> error = inTransaction(m_database.connection(), [&]() {
        if (update == CollectionUpdate::Replace) {
            QSqlQuery query(m_database.connection());
            if (std::optional<EditError> cleared =
                    execute(query, QStringLiteral("DELETE FROM collection"), {}))
                return cleared;
        }
        for (const OwnedCount& owned : counts) {
            const EditResult stored = setOwnedCount(owned.name, owned.set, owned.count);
            if (!stored.ok())
                return stored.error;
        }
        return std::optional<EditError>();
    });
    return error ? EditResult{0, error} : EditResult{};
}

} // namespace ddm
