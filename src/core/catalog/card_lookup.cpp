// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/card_lookup.h"

namespace ddm {

QHash<QString, QList<Creature>> CardLookup::creaturesWithNames(const QStringList& names) const
{
    QHash<QString, QList<Creature>> found;
    for (const QString& name : names) {
        QList<Creature> creatures = creaturesNamed(name);
        if (!creatures.isEmpty())
            found.insert(cardNameKey(name), std::move(creatures));
    }
    return found;
}

InMemoryCardLookup::InMemoryCardLookup(QList<Creature> creatures, QList<Item> items)
{
    for (const Creature& creature : creatures)
        addCreature(creature);
    for (const Item& item : items)
        addItem(item);
}

void InMemoryCardLookup::addCreature(const Creature& creature)
{
    m_creatures[cardNameKey(creature.name)].append(creature);
}

void InMemoryCardLookup::addItem(const Item& item)
{
    m_items[cardNameKey(item.name)].append(item);
}

QList<Creature> InMemoryCardLookup::creaturesNamed(const QString& name) const
{
    return m_creatures.value(cardNameKey(name));
}

QList<Item> InMemoryCardLookup::itemsNamed(const QString& name) const
{
    return m_items.value(cardNameKey(name));
}

} // namespace ddm
