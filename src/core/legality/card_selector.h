// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "catalog/game_enums.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// The creatures a card's construction rule speaks of, as parsed from a noun phrase of its text:
// "Non-Evil Giant", "Evil Arcane creature" + "of level 8 or higher", "Hobgoblin or Troglodyte
// champion", "Human, Elf, or Dwarf" + "from the Civilization faction", "a Cleric of Gruumsh".
// Every field narrows the selection; an empty field selects everything.
struct CardSelector {
    QStringList keywords;                  // one of them; a plural ("Goblins") also matches the singular
    QString name;                          // a card name, compared with the card's name and its Unique name
    std::optional<Alignment> alignment;    // effective alignment must be this
    std::optional<Alignment> notAlignment; // effective alignment must not be this ("Non-Evil")
    std::optional<CreatureSize> size;      // the card's size must be this
    Factions factions;                     // the card must belong to one of them
    bool championsOnly = false;
    std::optional<int> minLevel;
    std::optional<int> maxCost; // printed cost

    bool operator==(const CardSelector&) const = default;
};

// A size condition cannot be decided when the card has no size (the catalog has none): the match
// is then `AssumingSize`, and each rule decides whether to give the warband the benefit of the doubt.
enum class SelectorMatch { No, Yes, AssumingSize };

// `alignment` is the card's effective alignment in the warband; `uniqueName` its uniqueNameOf().
SelectorMatch matchSelector(const CardSelector& selector, const Creature& card, Alignment alignment,
                            const QString& uniqueName);

// Reads a noun phrase of card text. Leading articles, Good/Evil/Non-Evil, a size word, and a head
// noun (creature, champion, ally; singular or plural) are recognised; the words left, split at
// commas and "or", are keywords. An article followed by words and no head noun names a card
// ("a Cleric of Gruumsh"). Returns nothing for an empty phrase.
std::optional<CardSelector> parseSelector(const QString& phrase);

// The selection in words, singular: "non-Evil Giant creature", "Evil Arcane creature of level 8 or
// higher", "Cleric of Gruumsh".
QString describeSelector(const CardSelector& selector);

} // namespace ddm
