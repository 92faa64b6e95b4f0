// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/damage_bonus.h"
#include "engine/action_context.h"
#include "engine/attack_sequence.h"
#include "engine/triggered_powers.h"

#include <QStringList>

#include <array>

namespace ddm {

// Champion powers (216, 217, 703.6): used with a response naming "champion N" (1-based in the card's
// Champion block) at their moment, each use marking off one of the champion's Champion Power Uses.

// Why the champion cannot use the power now: inactive (703.2), no use left (216.2, 701.2), or used
// already in this window (301.3, 703.6.a); none when it can.
std::optional<QString> championPowerUnavailable(ActionContext& context, const ChampionPower& power,
                                                const QString& id);
// Marks off one of the champion's Champion Power Uses for the power (703.6) and logs the use with
// what it does (`what`), and the creature it is about (`other`), if any.
void spendChampionUse(ActionContext& context, const ChampionPower& power, const QString& id,
                      const QString& what, const QString& other = {});

// The name responses use for the power: "champion 2" (216, 217.1: it prints none).
QString championUseName(const ChampionPower& power);
// The names its responses may use: "champion 1", … for each champion power the engine runs.
QStringList championUseNames(const Combatant& combatant);

// 302.1: the champion powers used at the start of the round, before the initiative roll, in set-up
// order; an unused one that could be used is offered (ActionResult::offers). Returns the extra d20s
// each side rolls for initiative this round.
std::array<int, 2> useStartOfRoundPowers(ActionContext& context);

// 402.1: the creature's champion powers used at the start of its turn, after its turn's start
// effects; an unused one that could be used is offered.
void useStartOfTurnPowers(ActionContext& context, const QString& id);

// 415.2.c: the champion powers used when an ally hits, in set-up order: their damage goes to the
// hit's bonuses (806.4), what they do to its target to its riders, and "That ally heals 10 HP" heals
// the ally at once. One that could be used and is not is offered.
void answerAllyHit(ActionContext& context, const Strike& strike, HitAnswer& answer);

// The champion powers used when `id` has taken damage of the types `types` ("Use when an enemy takes
// necrotic damage: That enemy is Weakened (save ends)"): their states go on it at once. One that could
// be used and is not is offered.
void answerDamageTakenByChampions(ActionContext& context, const QString& id, const QList<DamageType>& types);

// The bonuses effects gave the creature that last `until` the end of the round (305) or of the turn
// (404.1) end.
void endGrantedModifiers(ActionContext& context, const QString& id, EffectDuration until);

} // namespace ddm
