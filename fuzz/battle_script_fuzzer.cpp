// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the battle script reader and the engine behind it. Scripts name a few invented cards
// (their power text is ours) covering melee, ranged, burst, blast, line, cone and area attacks,
// push, ongoing damage and conditions, attacks with a move and further attacks, healing allies,
// targets that provoke, a power recharged as a move action, and a Wandering Monster for the
// set-up's roll. Invariants: reading never crashes; a script that reads cleanly plays without
// crashing, every refusal carries a message, and the recorded history replays to an equal state
// and log.

#include "catalog/card_lookup.h"
#include "engine/battle.h"
#include "engine/battle_script.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

namespace {

using namespace ddm;

Creature card(const char* name, int cost, int speed, int hp, QStringList powers, MovementMode movement = MovementMode::Normal)
{
    Creature creature;
    creature.name = QString::fromUtf8(name);
    creature.set = QStringLiteral("Fuzz Set");
    creature.cost = cost;
    creature.level = 5;
    creature.speed = speed;
    creature.hp = hp;
    creature.ac = 18;
    creature.fort = 15;
    creature.ref = 15;
    creature.will = 15;
    creature.movement = movement;
    creature.factions = Faction::Wild;
    for (const QString& text : powers)
        creature.powers.append({PowerType::Attack, text, {}});
    return creature;
}

const InMemoryCardLookup& cards()
{
    static const InMemoryCardLookup lookup = [] {
        InMemoryCardLookup cards;
        cards.addCreature(card("Fuzz Knight", 20, 6, 50,
                               {QStringLiteral("Sword: +10 vs. AC; 15 damage."),
                                QStringLiteral("Shield Bash: +8 vs. Fortitude; 5 damage AND push 1 square.")}));
        cards.addCreature(card("Fuzz Archer", 12, 6, 30,
                               {QStringLiteral("Dagger: +6 vs. AC; 5 damage."),
                                QStringLiteral("Longbow: (range 8) +8 vs. AC; 10 damage.")}));
        cards.addCreature(card("Fuzz Mage", 25, 6, 35,
                               {QStringLiteral("Staff: +5 vs. AC; 5 damage."),
                                QStringLiteral("Flame Ring: (burst 2) +9 vs. Reflex; 10 fire damage AND 5 ongoing fire damage (save ends)."),
                                QStringLiteral("Frost Cone: (blast 3) +9 vs. Fortitude; 10 cold damage AND Slowed."),
                                QStringLiteral("Star Fall: (radius 1 within 10) +9 vs. Reflex; 15 damage AND Dazed.")}));
        cards.addCreature(card("Fuzz Bat", 6, 8, 10, {QStringLiteral("Bite: +6 vs. AC; 5 damage AND Immobilized (save ends).")},
                               MovementMode::Flight));
        cards.addCreature(card("Fuzz Drake", 30, 6, 60,
                               {QStringLiteral("Claw: +9 vs. AC; 10 damage."),
                                QStringLiteral("Spark Line: (line 5) +9 vs. Reflex; 10 lightning damage."),
                                QStringLiteral("Chill Breath: (small cone) +8 vs. Fortitude; 10 cold damage AND Slowed."),
                                QStringLiteral("Roar: (large cone) +7 vs. Will; 5 thunder damage AND push 1 square.")}));
        Creature ooze = card("Fuzz Ooze", 8, 3, 40, {QStringLiteral("Slam: +5 vs. AC; 10 damage.")});
        ooze.powers.append({PowerType::Ability, QStringLiteral("Wandering Monster"), {}});
        cards.addCreature(ooze);
        Creature dervish = card("Fuzz Dervish", 18, 7, 40,
                                {QStringLiteral("Scimitar: +9 vs. AC; 10 damage."),
                                 QStringLiteral("Whirl: Move up to 3 squares, then attack an adjacent target: +8 vs. AC; 5 damage "
                                                "AND make this attack again (maximum 2 per turn)."),
                                 QStringLiteral("Rally Strike: +8 vs. AC; 5 damage. Hit or miss, 1 adjacent ally heals 10 HP."),
                                 QStringLiteral("Taunting Blow: +8 vs. Will; 5 damage AND target provokes opportunity attacks.")});
        dervish.powers.append({PowerType::Attack, QStringLiteral("Dart: (range 6) +7 vs. AC; 5 damage. Recharge as a move action."), 1});
        cards.addCreature(dervish);
        return cards;
    }();
    return lookup;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const ScriptReadResult read = BattleScriptReader::read(bytes, cards());
    for (const ScriptError& error : read.errors) {
        if (error.message.isEmpty())
            std::abort();
    }
    if (!read.ok())
        return 0;

    const Battle::Replay played = Battle::replay(read.script.setup, read.script.actions);
    if (played.error && played.error->message.isEmpty())
        std::abort();
    const Battle::Replay again = Battle::replay(read.script.setup, played.battle.history());
    if (again.error || !(again.battle.state() == played.battle.state()) || !(again.battle.log() == played.battle.log()))
        std::abort();
    return 0;
}
