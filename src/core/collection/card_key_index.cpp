// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/card_key_index.h"

namespace ddm {

QString cardLookupKey(const QString& name, const QString& set)
{
    // A unit separator cannot occur in a card name, so no two (name, set) pairs share a key.
    return name.trimmed().toCaseFolded() + QChar(0x1F) + set.trimmed().toCaseFolded();
}

CardKeyIndex::CardKeyIndex(const QList<Creature>& creatures)
{
    m_cards.reserve(creatures.size());
    for (const Creature& creature : creatures)
        add(creature.name, creature.set);
}

void CardKeyIndex::add(const QString& name, const QString& set)
{
    m_cards.insert(cardLookupKey(name, set), {name, set});
}

std::optional<CardKey> CardKeyIndex::find(const QString& name, const QString& set) const
{
    const auto found = m_cards.constFind(cardLookupKey(name, set));
    return found == m_cards.cend() ? std::nullopt : std::optional<CardKey>(*found);
}

} // namespace ddm
