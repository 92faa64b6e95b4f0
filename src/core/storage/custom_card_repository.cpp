// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/custom_card_repository.h"

#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "storage/creature_validation.h"
#include "storage/creature_writer.h"
#include "storage/sql_query.h"

namespace ddm {
namespace {

// Custom cards are rows of custom_creature; the `card` view shows them with the id negated.
qint64 rowIdOf(qint64 cardId)
{
    return -cardId;
}
qint64 cardIdOf(qint64 rowId)
{
    return -rowId;
}

EditError notFound(qint64 cardId)
{
    return {EditErrorCode::NotFound, {}, QStringLiteral("no custom card has id %1").arg(cardId)};
}

// Custom cards have negative ids; catalog cards are corrected, not edited or removed.
std::optional<EditError> checkCustomId(qint64 cardId)
{
    if (cardId > 0) {
        return EditError{EditErrorCode::NotCustom,
                         {},
                         QStringLiteral("card %1 is a catalog card: correct it instead").arg(cardId)};
    }
    if (cardId == 0)
        return notFound(cardId);
    return std::nullopt;
}

// The name and set of custom card `cardId` (its current spelling), or NotFound.
std::optional<EditError> findCustom(QSqlQuery& query, qint64 cardId, QString& name, QString& set)
{
    if (std::optional<EditError> error =
            execute(query, QStringLiteral("SELECT name, set_name FROM custom_creature WHERE id = ?"),
                    {rowIdOf(cardId)}))
        return error;
    if (!query.next())
        return notFound(cardId);
    name = query.value(0).toString();
    set = query.value(1).toString();
    query.finish();
    return std::nullopt;
}

} // namespace

CustomCardRepository::CustomCardRepository(const CardDatabase& database)
    : m_database(database)
{
}

EditResult CustomCardRepository::addCustomCreature(const Creature& creature)
{
    return store(creature, 0);
}

EditResult CustomCardRepository::updateCustomCreature(const Creature& creature)
{
    if (std::optional<EditError> error = checkCustomId(creature.id))
        return {0, error};
    return store(creature, creature.id);
}

// Adds (cardId 0) or replaces a custom card, keeping its id: the row goes and comes back with its details.
EditResult CustomCardRepository::store(const Creature& input, qint64 cardId)
{
    Creature creature = input;
    creature.name = creature.name.trimmed();
    creature.set = creature.set.trimmed();
    if (std::optional<EditError> error = validateCreature(creature))
        return {0, error};

    const QSqlDatabase connection = m_database.connection();
    qint64 rowId = rowIdOf(cardId);
    const std::optional<EditError> error = inTransaction(connection, [&]() -> std::optional<EditError> {
        QSqlQuery query(connection);
        QString oldName;
        QString oldSet;
        if (cardId != 0) {
            if (std::optional<EditError> failed = findCustom(query, cardId, oldName, oldSet))
                return failed;
        }
        if (std::optional<EditError> failed =
                execute(query,
                        QStringLiteral("SELECT origin FROM card WHERE name = ? COLLATE NOCASE AND set_name = "
                                       "? COLLATE NOCASE AND id <> ?"),
                        {creature.name, creature.set, cardId}))
            return failed;
        if (query.next()) {
            const bool catalog = query.value(0).toString() == QLatin1String("catalog");
            return EditError{
                EditErrorCode::Clash, QStringLiteral("name"),
                QStringLiteral("%1 \"%2\" already exists in set \"%3\"")
                    .arg(catalog ? QStringLiteral("the catalog card") : QStringLiteral("a custom card"),
                         creature.name, creature.set)};
        }
        query.finish();
        if (cardId != 0) {
            if (std::optional<EditError> failed =
                    execute(query, QStringLiteral("DELETE FROM custom_creature WHERE id = ?"), {rowId}))
                return failed;
            if (std::optional<EditError> failed =
                    execute(query,
                            QStringLiteral("UPDATE OR REPLACE collection SET name = ?, set_name = ? WHERE "
                                           "name = ? AND set_name = ?"),
                            {creature.name, creature.set, oldName, oldSet}))
                return failed;
        }
        CreatureWriter writer(connection, CreatureTable::Custom);
        rowId = writer.insert(creature, rowId);
        if (rowId == 0)
            return EditError{EditErrorCode::Database, {}, writer.lastError()};
        return std::nullopt;
    });
    return error ? EditResult{0, error} : EditResult{cardIdOf(rowId), std::nullopt};
}

EditResult CustomCardRepository::removeCustomCreature(qint64 id)
{
    if (std::optional<EditError> error = checkCustomId(id))
        return {0, error};
    const QSqlDatabase connection = m_database.connection();
    const std::optional<EditError> error = inTransaction(connection, [&]() -> std::optional<EditError> {
        QSqlQuery query(connection);
        QString name;
        QString set;
        if (std::optional<EditError> failed = findCustom(query, id, name, set))
            return failed;
        if (std::optional<EditError> failed =
                execute(query, QStringLiteral("DELETE FROM custom_creature WHERE id = ?"), {rowIdOf(id)}))
            return failed;
        return execute(query, QStringLiteral("DELETE FROM collection WHERE name = ? AND set_name = ?"),
                       {name, set});
    });
    return error ? EditResult{0, error} : EditResult{id, std::nullopt};
}

QList<Creature> CustomCardRepository::customCreatures() const
{
    const CardRepository cards(m_database);
    return cards.creatures(cards.creatureIds(QStringLiteral("card.origin = ?"), {QStringLiteral("custom")}));
}

std::optional<Creature> CustomCardRepository::customCreature(const QString& name, const QString& set) const
{
    const CardRepository cards(m_database);
    const QList<qint64> ids =
        cards.creatureIds(QStringLiteral("card.origin = ? AND card.name = ? COLLATE NOCASE AND card.set_name = ? "
                                         "COLLATE NOCASE"),
                          {QStringLiteral("custom"), name.trimmed(), set.trimmed()});
    if (ids.isEmpty())
        return std::nullopt;
    return cards.creature(ids.first());
}

} // namespace ddm
