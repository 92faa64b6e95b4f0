// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRegularExpression>

namespace ddm::effect_patterns {

// The phrases an attack's effects are made of, for EffectReader. Each consumes the spaces after it.
const QRegularExpression& damage();     // "5 + 15 cold damage", "10 damage each", "target takes 10 damage"
const QRegularExpression& bareDamage(); // "5 cold + 5 fire + 5 necrotic." (no "damage" before the full stop)
const QRegularExpression&
damageChoice();                      // "20 fire damage OR 20 cold damage", "30 necrotic OR 30 fire damage"
const QRegularExpression& ongoing(); // "ongoing 5 poison damage", "5 ongoing poison damage"
const QRegularExpression& damageThenOngoing(); // "10 + 25 ongoing poison damage": 10 now, 25 ongoing
const QRegularExpression& condition();         // "Slowed", "target is Dazed"
const QRegularExpression&
qualifiedCondition(); // "Undead or Fey targets are Immobilized", "target of level 4 or lower is Dazed"
const QRegularExpression& attackerCondition(); // "this creature is Dazed"
const QRegularExpression&
conditionUpgrade(); // "if already Slowed, target is instead Immobilized", "a Dazed target is Stunned instead"
const QRegularExpression& instead();          // the "instead" after an upgrade's duration
const QRegularExpression& modifier();         // "target has -2 Attack", "-4 to all defenses", "Speed -2"
const QRegularExpression& statisticList();    // splits a modifier's "Reflex, Fortitude and Will"
const QRegularExpression& attackerModifier(); // "this creature has +2 AC"
const QRegularExpression& attackerPowers();   // "this creature has Flight and Insubstantial"
const QRegularExpression& cannotHeal();       // "target cannot heal or gain HP"
const QRegularExpression& attackerResistAll(); // "this creature has Resist 10 All"
const QRegularExpression& forced();           // "push target up to 2 squares", "teleport target 3 squares"
const QRegularExpression& attackerMove();     // "this creature shifts up to 2 squares"
const QRegularExpression& attackerHeals();    // "this creature heals 10 HP"
const QRegularExpression& attackerDamage();   // "this creature takes 10 damage"
const QRegularExpression& nearbyDamage();     // "each enemy adjacent to target takes 5 fire damage"
const QRegularExpression& nearbyDamageTo();   // "10 damage to each creature adjacent to target"
const QRegularExpression& allyHealing();      // "1 adjacent ally heals 20 HP"
const QRegularExpression& targetProvokes();   // "target provokes opportunity attacks"
const QRegularExpression& pullAdjacent();     // "pull target adjacent to this creature"
const QRegularExpression& movementProvokes(); // "this movement provokes opportunity attacks"
const QRegularExpression& ignores();          // "ignore Insubstantial", "ignores Resist"
const QRegularExpression& critical();         // "scores criticals on rolls of natural 19+"
const QRegularExpression& reroll();           // "reroll once on miss", "re-roll once"
const QRegularExpression& followUp();         // "Followup:", "Followup; Followup:"
const QRegularExpression&
furtherAttack();                        // "make a Claw attack against the same target (maximum 2 per turn)"
const QRegularExpression& onCritical(); // "on a critical hit,": what follows is added on a critical
const QRegularExpression& onMiss();     // "; on miss, 10 poison damage": what follows happens on a miss
const QRegularExpression& onHit();      // "On a hit, make a Bolt attack": more of the hit
// An item with its outcome after it, "Slowed (save ends) on miss", "10 ongoing damage on a critical
// hit", "20 fire only on miss", matched against the item alone: captures the item (1) and "miss"
// (2) or none (a critical).
const QRegularExpression& outcomeSuffix();
const QRegularExpression& afterAll();     // "after all attacks are resolved"
const QRegularExpression& optionPhrase(); // a phrase up to the next separator, to try as a header option
const QRegularExpression& until();        // "until end of its next turn"
const QRegularExpression& untilDamaged(); // "until it takes damage"
const QRegularExpression& recharge();     // "RECHARGE …": ends the outcome
const QRegularExpression& separator();    // ",", ";", "and", "&"

// The patterns an effect item can start with: after a comma or a lower-case "and", one of these
// means a new item begins (EffectReader cuts unknown fragments there).
const QList<const QRegularExpression*>& itemStarts();

} // namespace ddm::effect_patterns
