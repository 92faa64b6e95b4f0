// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/cover.h"
#include "combat/attack_resolution.h"
#include "combat/attack_situation.h"
#include "engine/action_context.h"
#include "powers/attack_power.h"

#include <QString>

#include <optional>

namespace ddm {

// One attack of an attack action against one target (CRG 604-605) and what it does.
struct Strike {
    QString attacker;
    const AttackPower* power = nullptr;
    QString target;
    CoverMethod cover = CoverMethod::Melee;
    Space coverOrigin;   // the attacker's space, or the area's origin square
    bool charge = false; // +1 (413.3.a)
    QString label;       // how the log names the attack: "Greatsword", "an opportunity attack (Claw)"
    // Cones and lines: cover is checked from this origin point instead (611.5).
    std::optional<GridPoint> originPoint = std::nullopt;
    // The power's "after all attacks are resolved" effects wait for the caller, which makes several
    // attacks (makeAttack); a lone attack (a charge's, an opportunity attack) applies them at once.
    bool deferAfterAll = false;
    // Added to the target's AC for this attack: "+5 AC against opportunity attacks" (card text).
    int targetAcBonus = 0;
    bool opportunity = false; // an opportunity attack (612)
    // A close or area attack's targets, all of them ("that attack has only 1 target"); empty for an
    // attack of one target.
    QStringList areaTargets = {};
    // A redirected attack's new target where it is no legal target: the space it is treated as
    // standing in for cover (603.2.b).
    std::optional<Space> standIn = std::nullopt;
};

struct StrikeResult {
    bool rolled = false; // an attack roll was made (103.3.c)
    bool hit = false;
    bool critical = false;
    QString target; // the creature attacked: the designated one, or the one it was redirected to (603.2)
};

// One attack of an action against one target and how it went, for what follows all the attacks.
struct StrikeRecord {
    QString target;
    const AttackPower* power = nullptr; // the power whose roll it was (a made basic attack's, …)
    StrikeResult result;
};

// Rolls the attack from `dice` with every modifier the board and the states give (604.1: cover,
// combat advantage, flanking, charge, terrain), rolling twice or again on a miss when the power
// says so, then applies the outcome (604.7, 604.8): the hit's effects and a critical hit's extra
// ones, the miss's, the hit-or-miss ones, and a follow-up attack after a hit (604.7.b) with the same
// modifiers (604.1.b).
StrikeResult resolveStrike(ActionContext& context, const Strike& strike, DiceSource& dice);

// "d20 12 +11 = 23 vs AC 20: hit (total)", for the log.
QString describeAttackRoll(const AttackResult& result, Defence defence, int bonus);

} // namespace ddm
