// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/item_repository.h"

#include "storage/card_database.h"
#include "storage/card_details.h"
#include "storage/creature_validation.h"
#include "storage/sql_query.h"
#include "storage/sql_values.h"

namespace ddm {

ItemRepository::ItemRepository(const CardDatabase& database)
    : m_database(database)
{
}

EditResult ItemRepository::addItem(const Item& item)
{
    return store(item, 0);
}

EditResult ItemRepository::updateItem(const Item& item)
{
    if (item.id <= 0)
        return {0, EditError{EditErrorCode::NotFound, {}, QStringLiteral("no item has id %1").arg(item.id)}};
    return store(item, item.id);
}

// Adds (id 0) or replaces an item, keeping its id: the row goes and comes back with its details.
EditResult ItemRepository::store(const Item& item, qint64 id)
{
    if (std::optional<EditError> error = validateItem(item))
        return {0, error};
    const QString name = item.name.trimmed();
    // An item without a set has set "" (not NULL, which would match nothing).
    const QString set = item.set.trimmed().isEmpty() ? QStringLiteral("") : item.set.trimmed();
    const QSqlDatabase connection = m_database.connection();
    qint64 storedId = id;
    const std::optional<EditError> error = inTransaction(connection, [&]() -> std::optional<EditError> {
        QSqlQuery query(connection);
        if (id > 0) {
            if (std::optional<EditError> failed =
                    execute(query, QStringLiteral("DELETE FROM item WHERE id = ?"), {id}))
                return failed;
            if (query.numRowsAffected() == 0)
                return EditError{EditErrorCode::NotFound, {}, QStringLiteral("no item has id %1").arg(id)};
        }
        if (std::optional<EditError> failed = execute(
                query,
                QStringLiteral(
                    "SELECT 1 FROM item WHERE name = ? COLLATE NOCASE AND set_name = ? COLLATE NOCASE"),
                {name, set}))
            return failed;
        if (query.next()) {
            return EditError{EditErrorCode::Clash, QStringLiteral("name"),
                             QStringLiteral("another item is named \"%1\" in set \"%2\"").arg(name, set)};
        }
        query.finish();
        if (std::optional<EditError> failed = execute(
                query,
                QStringLiteral(
                    "INSERT INTO item (id, name, set_name, cost, min_level, max_level, factions, alignments) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                {id > 0 ? QVariant(id) : QVariant(), name, set, item.cost, item.minLevel,
                 sqlValue(item.maxLevel), static_cast<int>(item.factions.toInt()),
                 alignmentBits(item.alignments)}))
            return failed;
        storedId = query.lastInsertId().toLongLong();
        DetailWriter details(connection, kItemDetails);
        if (!details.write(storedId, item.keywords, item.powers))
            return EditError{EditErrorCode::Database, {}, details.lastError()};
        return std::nullopt;
    });
    return error ? EditResult{0, error} : EditResult{storedId, std::nullopt};
}

EditResult ItemRepository::removeItem(qint64 id)
{
    QSqlQuery query(m_database.connection());
    if (std::optional<EditError> error =
            execute(query, QStringLiteral("DELETE FROM item WHERE id = ?"), {id}))
        return {0, error};
    if (query.numRowsAffected() == 0)
        return {0, EditError{EditErrorCode::NotFound, {}, QStringLiteral("no item has id %1").arg(id)}};
    return {id, std::nullopt};
}

QList<Item> ItemRepository::allItems() const
{
    return load({}, {});
}

QList<Item> ItemRepository::itemsNamed(const QString& name) const
{
    return load(QStringLiteral("item.name = ? COLLATE NOCASE"), {name.trimmed()});
}

QList<Item> ItemRepository::load(const QString& whereSql, const QVariantList& bindings) const
{
    const QSqlDatabase connection = m_database.connection();
    const QString where = whereSql.isEmpty() ? QString() : QStringLiteral(" WHERE ") + whereSql;
    QList<Item> items;
    QSqlQuery rows = selectRows(
        connection,
        QStringLiteral("SELECT id, name, set_name, cost, min_level, max_level, factions, alignments "
                       "FROM item%1 ORDER BY name COLLATE NOCASE, set_name COLLATE NOCASE")
            .arg(where),
        bindings);
    while (rows.next()) {
        Item item;
        item.id = rows.value(0).toLongLong();
        item.name = rows.value(1).toString();
        item.set = rows.value(2).toString();
        item.cost = rows.value(3).toInt();
        item.minLevel = rows.value(4).toInt();
        item.maxLevel = optionalInt(rows.value(5));
        item.factions = Factions::fromInt(rows.value(6).toUInt());
        item.alignments = alignmentsFromBits(rows.value(7).toInt());
        items.append(item);
    }
    loadDetails(items, connection, kItemDetails,
                whereSql.isEmpty() ? QString() : QStringLiteral("SELECT id FROM item") + where, bindings);
    return items;
}

} // namespace ddm
