// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "catalog/power.h"
#include "powers/attack_power.h"
#include "powers/champion_power.h"
#include "powers/creature_abilities.h"
#include "powers/power_moment.h"

#include <QList>
#include <QStringList>

namespace ddm {

// How one of the card's powers was read: understood when all of its text became structure. The
// engine applies every structure the parser produces (each CreatureAbilities field has its handler,
// each with a scripted battle in tst_battle_rules), so understood powers are run powers.
struct PowerReading {
    PowerType type = PowerType::Special;
    QStringList leftovers; // the fragments no rule read, verbatim
    bool understood() const { return leftovers.isEmpty(); }
};

// A power the engine cannot run whose words name when it is used: the battle log tells the players
// to resolve it by hand at that moment.
struct TimedHandPower {
    QString name; // its printed name, its whole text when it prints none, or "champion power N"
    PowerMoment moment = PowerMoment::StartOfRound;
};

// What the engine knows about a card: its attacks and static abilities as structure, and the
// powers it cannot run, which the players resolve by hand from the printed text.
struct CardProfile {
    QList<AttackPower> attacks; // every ATTACK power, understood or not (see AttackPower::understood)
    CreatureAbilities abilities;
    QList<ChampionPower> champion; // the champion powers the engine runs
    QList<Power> byHand;          // powers the engine cannot run: shown to the players as text
    QList<TimedHandPower> byHandAtMoments; // those of them whose words name their moment
    QList<PowerReading> readings; // one per card power, in card order
};

// Reads every power of the card. ABILITY and SPECIAL powers that grant static abilities fill
// `abilities` (Flight and Burrow also come from the card's movement mode); every ATTACK power
// becomes an AttackPower; a CHAMPION power the engine runs becomes a ChampionPower; a power not
// wholly understood is also listed in byHand.
CardProfile parseCard(const Creature& creature);

} // namespace ddm
