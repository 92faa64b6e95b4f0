// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Invented cards and maps for the sandbox tests: two small warbands whose attacks the power parser
// reads, on a 10 x 6 map with start areas at the short edges; a Scout and a Wandering Monster for
// the set-up.

#include "board/battle_map.h"
#include "catalog/card_lookup.h"
#include "engine/battle_setup.h"
#include "warband/warband.h"

namespace ddm::test {

inline Creature inventedCreature(const QString& name, int speed, int hp, int ac, const QString& attack)
{
    Creature creature;
    creature.name = name;
    creature.set = QStringLiteral("Test Set");
    creature.cost = 10;
    creature.level = 3;
    creature.speed = speed;
    creature.hp = hp;
    creature.ac = ac;
    creature.fort = 12;
    creature.ref = 12;
    creature.will = 12;
    creature.alignment = Alignment::Unaligned;
    creature.factions = Faction::Wild;
    creature.powers = {Power{PowerType::Attack, attack, std::nullopt}};
    return creature;
}

// The creature with one SPECIAL power more.
inline Creature withSpecial(Creature creature, const QString& special)
{
    creature.powers.append(Power{PowerType::Special, special, std::nullopt});
    return creature;
}

inline InMemoryCardLookup inventedCards()
{
    InMemoryCardLookup cards;
    Creature swordsman = inventedCreature(QStringLiteral("Test Swordsman"), 6, 40, 15,
                                          QStringLiteral("Jagged Blade: +8 vs. AC; 10 damage."));
    swordsman.powers.append(Power{PowerType::Attack, QStringLiteral("Dizzying Pommel: +20 vs. Will; 5 damage AND Dazed (save ends)."),
                                  std::nullopt});
    cards.addCreature(swordsman);
    cards.addCreature(inventedCreature(QStringLiteral("Test Brute"), 5, 50, 14,
                                       QStringLiteral("Heavy Club: +6 vs. AC; 15 damage.")));
    Creature scout = inventedCreature(QStringLiteral("Test Scout"), 7, 30, 16, QStringLiteral("Quick Knife: +7 vs. AC; 5 damage."));
    scout.powers.append(Power{PowerType::Ability, QStringLiteral("Scout"), std::nullopt});
    cards.addCreature(scout);
    Creature wanderer = inventedCreature(QStringLiteral("Test Wanderer"), 4, 60, 13, QStringLiteral("Slam: +5 vs. AC; 10 damage."));
    wanderer.powers.append(Power{PowerType::Ability, QStringLiteral("Wandering Monster"), std::nullopt});
    cards.addCreature(wanderer);
    Creature drake = inventedCreature(QStringLiteral("Test Wyrmling"), 6, 50, 16, QStringLiteral("Bite: +8 vs. AC; 10 damage."));
    drake.powers.append(Power{PowerType::Attack, QStringLiteral("Frost Line: (line 6) +12 vs. Reflex; 10 cold damage."), std::nullopt});
    drake.powers.append(Power{PowerType::Attack, QStringLiteral("Ember Cone: (small cone) +12 vs. Reflex; 10 fire damage."), std::nullopt});
    cards.addCreature(drake);
    cards.addCreature(inventedCreature(QStringLiteral("Test Ogre"), 6, 60, 15,
                                       QStringLiteral("Shoving Club: +8 vs. AC; 10 damage AND push 1 square.")));
    Creature caster = inventedCreature(QStringLiteral("Test Caster"), 6, 40, 15, QStringLiteral("Staff: +5 vs. AC; 5 damage."));
    caster.powers.append(Power{PowerType::Attack,
                               QStringLiteral("Fire Bolt: (range 6) +8 vs. Reflex; 15 fire damage. RECHARGE as a move action."), 1});
    cards.addCreature(caster);
    Creature duelist = inventedCreature(QStringLiteral("Test Duelist"), 6, 40, 15, QStringLiteral("Jab: +8 vs. AC; 5 damage."));
    duelist.powers.append(Power{PowerType::Attack, QStringLiteral("Hook: +8 vs. AC; 10 damage."), std::nullopt});
    duelist.powers.append(
        Power{PowerType::Attack, QStringLiteral("Flurry: Make 2 {m} attacks against a single target."), std::nullopt});
    cards.addCreature(duelist);
    Creature medic = inventedCreature(QStringLiteral("Test Medic"), 6, 40, 15, QStringLiteral("Mace: +8 vs. AC; 5 damage."));
    medic.powers.append(Power{PowerType::Attack,
                              QStringLiteral("Healing Strike: +8 vs. AC; 10 damage. Hit or miss, 1 adjacent ally heals 20 HP."),
                              std::nullopt});
    cards.addCreature(medic);
    Creature grappler = inventedCreature(QStringLiteral("Test Grappler"), 6, 50, 15,
                                         QStringLiteral("Grab: +8 vs. AC; 5 damage AND make a Heave attack against that enemy."));
    grappler.powers.append(Power{PowerType::Attack, QStringLiteral("Heave: +8 vs. AC; 5 damage AND push 1 square."), std::nullopt});
    cards.addCreature(grappler);
    Creature giant = inventedCreature(QStringLiteral("Test Giant"), 8, 120, 17,
                                      QStringLiteral("Huge Fist: +10 vs. AC; 20 damage."));
    giant.size = CreatureSize::Huge;
    cards.addCreature(giant);
    cards.addCreature(inventedCreature(
        QStringLiteral("Test Cleaver"), 6, 50, 15,
        QStringLiteral("Cleave: +8 vs. AC; 10 damage AND repeat this attack against a different target (once per turn).")));
    Creature axeman = inventedCreature(QStringLiteral("Test Axeman"), 6, 40, 15,
                                       QStringLiteral("Axe: +8 vs. AC; 10 damage."));
    axeman.powers.append(
        Power{PowerType::Special,
              QStringLiteral(
                  "Cleave: Immediate, when this creature's {m} attack destroys an enemy; make a {b} attack."),
              std::nullopt});
    cards.addCreature(axeman);
    cards.addCreature(inventedCreature(QStringLiteral("Test Flamer"), 6, 40, 15,
                                       QStringLiteral("Fire Sword: +8 vs. AC; 10 fire damage.")));
    cards.addCreature(
        withSpecial(inventedCreature(QStringLiteral("Test Salamander"), 6, 50, 15,
                                     QStringLiteral("Tail: +6 vs. AC; 5 damage.")),
                    QStringLiteral("Heatsoak: Use when this creature takes fire damage: it has +2 AC "
                                   "until end of round.")));
    cards.addCreature(
        withSpecial(inventedCreature(QStringLiteral("Test Shieldbearer"), 6, 50, 15,
                                     QStringLiteral("Spear: +6 vs. AC; 5 damage.")),
                    QStringLiteral("Shield Wall: Use when this creature is targeted by an attack: Redirect "
                                   "that attack to an adjacent ally.")));
    Creature horde = inventedCreature(QStringLiteral("Test Horde"), 6, 40, 14,
                                      QStringLiteral("Bite: +6 vs. AC; 5 damage."));
    horde.powers.append(
        Power{PowerType::Special,
              QStringLiteral("Gnashing Horde: Use when an enemy ends its turn adjacent to this "
                             "creature: That enemy takes 5 damage."),
              std::nullopt});
    cards.addCreature(horde);
    Creature lancer = inventedCreature(QStringLiteral("Test Lancer"), 6, 40, 15,
                                       QStringLiteral("Spear: +6 vs. AC; 5 damage."));
    lancer.powers.append(Power{PowerType::Attack,
                               QStringLiteral("Lance Charge: (usable on charge) +6 vs. AC; 20 damage."),
                               std::nullopt});
    cards.addCreature(lancer);
    Creature skirmisher = inventedCreature(QStringLiteral("Test Shifter"), 6, 30, 15,
                                           QStringLiteral("Spear: +6 vs. AC; 10 damage."));
    skirmisher.powers.append(
        Power{PowerType::Special, QStringLiteral("Shifty: Minor action: Shift 1."), std::nullopt});
    cards.addCreature(skirmisher);
    Creature netter = inventedCreature(QStringLiteral("Test Netter"), 6, 30, 15,
                                       QStringLiteral("Net: +20 vs. AC; Immobilized."));
    netter.powers.append(Power{PowerType::Special,
                               QStringLiteral("Quick Net: Minor action: Make 1 Net attack."), std::nullopt});
    cards.addCreature(netter);
    for (const QString& mode : {QStringLiteral("Flight"), QStringLiteral("Burrow")}) {
        Creature mover = inventedCreature(QStringLiteral("Test %1 Mover").arg(mode), 6, 30, 15,
                                          QStringLiteral("Spear: +6 vs. AC; 10 damage."));
        mover.powers.append(
            Power{PowerType::Special,
                  QStringLiteral("Leap: Minor action: Move up to its current speed with %1.").arg(mode),
                  std::nullopt});
        cards.addCreature(mover);
    }
    Creature captain = inventedCreature(QStringLiteral("Test Captain"), 6, 40, 15,
                                        QStringLiteral("Sabre: +8 vs. AC; 10 damage."));
    captain.championRating = 1;
    captain.powers.append(Power{
        PowerType::Champion,
        QStringLiteral("Use at start of round. Allies have +2 Attack until end of round."), std::nullopt});
    cards.addCreature(captain);
    cards.addCreature(withSpecial(inventedCreature(QStringLiteral("Test Sentry"), 5, 40, 15,
                                                   QStringLiteral("Pike: +7 vs. AC; 10 damage.")),
                                  QStringLiteral("Watchful: Can make an opportunity attack against an "
                                                 "adjacent enemy that shifts.")));
    cards.addCreature(withSpecial(inventedCreature(QStringLiteral("Test Tumbler"), 5, 30, 16,
                                                   QStringLiteral("Dagger: +6 vs. AC; 5 damage.")),
                                  QStringLiteral("Tumble: This creature's movement does not provoke "
                                                 "opportunity attacks on its turn.")));
    cards.addCreature(
        withSpecial(inventedCreature(QStringLiteral("Test Distractor"), 5, 30, 16,
                                     QStringLiteral("Slam: +6 vs. AC; 5 damage.")),
                    QStringLiteral("Distractor: Adjacent enemies may not make opportunity attacks.")));
    cards.addCreature(
        withSpecial(inventedCreature(QStringLiteral("Test Stalker"), 5, 30, 16,
                                     QStringLiteral("Slam: +6 vs. AC; 5 damage.")),
                    QStringLiteral("Hunted Prey: Use during setup: Choose 1 enemy. This creature "
                                   "has +2 Attack vs. that enemy until end of battle.")));
    return cards;
}

// 10 x 6, a wall at (5,0) and (5,1), start areas two columns wide at the short edges.
inline BattleMap inventedBattleMap()
{
    BattleMap map(10, 6);
    map.setName(QStringLiteral("Test Field"));
    map.setTerrain({5, 0}, Terrain::Wall);
    map.setTerrain({5, 1}, Terrain::Wall);
    map.addStartArea(Side::A, QRect(QPoint(0, 0), QPoint(1, 5)));
    map.addStartArea(Side::B, QRect(QPoint(8, 0), QPoint(9, 5)));
    map.addVictoryArea(AreaSide::Both, QRect(QPoint(4, 2), QPoint(5, 3)));
    return map;
}

// A battle set up face to face: A1 (Swordsman) at (4,4), B1 (Brute) at (5,4), adjacent.
inline BattleSetup adjacentSetup(const CardLookup& cards)
{
    BattleSetup setup;
    setup.map = inventedBattleMap();
    setup.points = 100;
    setup.creatures = {CreatureSetup{QStringLiteral("A1"), Side::A, cards.creaturesNamed(QStringLiteral("Test Swordsman")).first(),
                                     Square{4, 4}, std::nullopt},
                       CreatureSetup{QStringLiteral("B1"), Side::B, cards.creaturesNamed(QStringLiteral("Test Brute")).first(),
                                     Square{5, 4}, std::nullopt}};
    return setup;
}

inline Warband inventedWarband(const QString& title, const QStringList& names)
{
    Warband warband;
    warband.title = title;
    warband.points = 100;
    warband.faction = Faction::Wild;
    for (const QString& name : names)
        warband.creatures.append(WarbandEntry{name, QString(), {}});
    return warband;
}

} // namespace ddm::test
