// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/custom_cards_transfer.h"

#include "storage/card_database.h"
#include "storage/correction_repository.h"
#include "storage/custom_card_repository.h"
#include "storage/item_repository.h"
#include "storage/sql_query.h"

namespace ddm {
namespace {

std::optional<Item> storedItem(const ItemRepository& items, const Item& item)
{
    for (const Item& stored : items.itemsNamed(item.name)) {
        if (stored.set.compare(item.set.trimmed(), Qt::CaseInsensitive) == 0)
            return stored;
    }
    return std::nullopt;
}

QString entry(const char* section, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(QLatin1String(section)).arg(index);
}

// Stores the cards one by one, counting what it did and collecting every refusal.
class Importer {
public:
    explicit Importer(const CardDatabase& database)
        : m_custom(database)
        , m_items(database)
        , m_corrections(database)
    {
    }

    void store(const CustomCards& cards, CustomCardsImportResult& result)
    {
        for (qsizetype i = 0; i < cards.creatures.size(); ++i) {
            Creature creature = cards.creatures.at(i);
            const std::optional<Creature> stored = m_custom.customCreature(creature.name, creature.set);
            creature.id = stored ? stored->id : 0;
            const EditResult edit =
                stored ? m_custom.updateCustomCreature(creature) : m_custom.addCustomCreature(creature);
            count(edit, entry("creatures", i), stored ? result.updatedCreatures : result.addedCreatures, result);
        }
        for (qsizetype i = 0; i < cards.items.size(); ++i) {
            Item item = cards.items.at(i);
            const std::optional<Item> stored = storedItem(m_items, item);
            item.id = stored ? stored->id : 0;
            const EditResult edit = stored ? m_items.updateItem(item) : m_items.addItem(item);
            count(edit, entry("items", i), stored ? result.updatedItems : result.addedItems, result);
        }
        for (qsizetype i = 0; i < cards.corrections.size(); ++i) {
            const CardCorrection& card = cards.corrections.at(i);
            count(m_corrections.setCorrection(card.name, card.set, card.correction), entry("corrections", i),
                  result.correctedCards, result);
        }
    }

private:
    static void count(const EditResult& edit, const QString& where, int& counter, CustomCardsImportResult& result)
    {
        if (edit.ok())
            ++counter;
        else
            result.errors.append({where, edit.error->message});
    }

    CustomCardRepository m_custom;
    ItemRepository m_items;
    CorrectionRepository m_corrections;
};

} // namespace

CustomCardsImportResult CustomCardsTransfer::importCards(const CardDatabase& database, const CustomCards& cards)
{
    CustomCardsImportResult result;
    Importer importer(database);
    // Each repository edit nests in this transaction; a refused card is undone alone, so the others
    // are still checked and every refusal is listed before all of it is rolled back.
    const std::optional<EditError> error =
        inTransaction(database.connection(), [&]() -> std::optional<EditError> {
            importer.store(cards, result);
            if (result.ok())
                return std::nullopt;
            return EditError{EditErrorCode::Database, {}, QStringLiteral("some cards were refused")};
        });
    if (!error)
        return result;
    if (result.ok()) // the transaction itself failed
        result.errors.append({{}, error->message});
    return CustomCardsImportResult{0, 0, 0, 0, 0, result.errors};
}

CustomCards CustomCardsTransfer::exportCards(const CardDatabase& database)
{
    CustomCards cards;
    cards.creatures = CustomCardRepository(database).customCreatures();
    cards.items = ItemRepository(database).allItems();
    cards.corrections = CorrectionRepository(database).allCorrections();
    return cards;
}

} // namespace ddm
