#include "catalog/card_lookup.h"

namespace ddm {

InMemoryCardLookup::InMemoryCardLookup(QList<Creature> creatures, QList<Item> items)
{
    for (const Creature& creature : creatures)
        addCreature(creature);
    for (const Item& item : items)
        addItem(item);
}

void InMemoryCardLookup::addCreature(const Creature& creature)
{
    m_creatures[creature.name.toLower()].append(creature);
}

void InMemoryCardLookup::addItem(const Item& item) { m_items[item.name.toLower()].append(item); }

QList<Creature> InMemoryCardLookup::creaturesNamed(const QString& name) const
{
    return m_creatures.value(name.trimmed().toLower());
}

QList<Item> InMemoryCardLookup::itemsNamed(const QString& name) const
{
    return m_items.value(name.trimmed().toLower());
}

} // namespace ddm
