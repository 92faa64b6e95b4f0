// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Invented cards for the builder tests, a cache over them that counts the lookups it passes on, and
// short ways to write entries.

#include "builder/card_cache.h"
#include "builder/warband_document.h"
#include "legality/legality_checker.h"

#include "program_maps.h"

#include <QStringList>

namespace ddm::test {

inline Creature fixtureCreature(qint64 id, const char* name, const char* set, int cost, Factions factions,
                                Alignment alignment = Alignment::Unaligned, const QStringList& keywords = {})
{
    Creature card;
    card.id = id;
    card.name = QString::fromUtf8(name);
    card.set = QString::fromUtf8(set);
    card.cost = cost;
    card.level = 1 + cost / 10;
    card.hp = 10 + cost;
    card.factions = factions;
    card.alignment = alignment;
    card.keywords = keywords;
    card.size = CreatureSize::Medium;
    return card;
}

// "Test Twin" is in two sets; "Test Ancient Wyrm" costs more than a 200-point creature may.
inline QList<Creature> fixtureCreatures()
{
    return {
        fixtureCreature(1, "Test Goblin Sneak", "Invented Set A", 5, Faction::Wild, Alignment::Evil),
        fixtureCreature(2, "Test Sky Hawk", "Invented Set B", 4, Faction::Wild | Faction::Borderlands),
        fixtureCreature(3, "Test Ancient Wyrm", "Invented Set B", 160, Faction::Wild, Alignment::Evil),
        fixtureCreature(4, "Test Twin", "Invented Set A", 10, Faction::Wild),
        fixtureCreature(5, "Test Twin", "Invented Set B", 12, Faction::Wild),
        fixtureCreature(6, "Test Paladin", "Invented Set A", 30, Faction::Civilization, Alignment::Good,
                        {QStringLiteral("Unique")}),
    };
}

// The fixture cards, with every lookup by name counted.
class CountingLookup final : public CardLookup {
public:
    CountingLookup()
        : m_cards(fixtureCreatures())
    {
    }

    QList<Creature> creaturesNamed(const QString& name) const override
    {
        ++lookups;
        return m_cards.creaturesNamed(name);
    }
    QList<Item> itemsNamed(const QString& name) const override
    {
        ++lookups;
        return m_cards.itemsNamed(name);
    }
    QList<Creature> creatures(const QList<qint64>& ids) const
    {
        QList<Creature> found;
        const QList<Creature> all = fixtureCreatures();
        for (qint64 id : ids) {
            for (const Creature& card : all) {
                if (card.id == id)
                    found.append(card);
            }
        }
        return found;
    }

    mutable int lookups = 0;

private:
    InMemoryCardLookup m_cards;
};

// Everything a document needs, kept alive together.
struct BuilderFixture {
    CountingLookup lookup;
    CardCache cache{lookup, [this](const QList<qint64>& ids) { return lookup.creatures(ids); }};
    LegalityChecker checker;

    BuilderFixture() { checker.setMaps(programMaps()); }

    Warband wildWarband(const QStringList& names = {}) const
    {
        Warband warband;
        warband.title = QStringLiteral("Test Pack");
        warband.points = 200;
        warband.faction = Faction::Wild;
        warband.map = mapFor(warband.points);
        for (const QString& name : names)
            warband.creatures.append({name, {}, {}});
        return warband;
    }
};

inline WarbandEntry entry(const char* name, const char* set = "", const QStringList& items = {})
{
    return {QString::fromUtf8(name), QString::fromUtf8(set), items};
}

inline QStringList codesOf(const QList<Violation>& violations)
{
    QStringList codes;
    for (const Violation& violation : violations)
        codes.append(violationCodeKey(violation.code));
    return codes;
}

} // namespace ddm::test
