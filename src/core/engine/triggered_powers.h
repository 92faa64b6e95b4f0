// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/attack_situation.h"
#include "combat/damage_bonus.h"
#include "engine/action_context.h"
#include "engine/attack_sequence.h"

namespace ddm {

// Powers that answer events (TriggeredPower): the optional ones by the action's responses, the
// automatic ones by themselves.

// Refuses responses that name no optional triggered power or champion power ("champion N") of
// their creature, before anything happens.
void checkResponses(ActionContext& context);

// The moment of each creature destroyed by an enemy since the last call (DestroyedEnemy): the
// destroyer's powers that answer it apply, an optional one only with its response (and otherwise
// is offered, ActionResult::offers). An attack they make draws its d20s from `dice`.
void answerDestroyedEnemies(ActionContext& context, DiceSource& dice);

// The attacker's own powers that answer its hit ("when this creature hits with a {m} attack", 415.2.c):
// their bonus damage, for the hit's damage (806.4), and what else they do, for after the hit's own
// effects. Optional ones only with a response; otherwise offered.
struct HitAnswer {
    QList<DamageBonus> bonuses;
    QList<const AttackEffects*> riders;
    QList<const TriggeredPower*> ownEffects; // its heals and moves: once the attack is resolved
};
// `critical`: the hit is a critical one, which "scores a critical" powers answer (604.6); `natural`: its
// d20, which "if the attack roll was a natural 17-20" powers answer (none for a hit without a roll).
HitAnswer answerOwnHit(ActionContext& context, const Strike& strike, bool critical,
                       std::optional<int> natural);

// What the target's answers to an attack did to it: the attack misses instead, the attacked defence is
// higher for it, its damage lower.
struct DefenceAnswer {
    bool missesInstead = false;
    bool normalHitInstead = false; // a critical hit is a normal hit (card text)
    int defenceBonus = 0;          // to the attacked defence, for this attack (603.2 answers only)
    QList<DamageBonus> reductions; // negative bonuses to the hit's damage
};

// Other creatures' powers that answer the turn of `id` as it starts (after its start-of-turn damage,
// 402.1) or ends (404.1): "Use when an enemy starts its turn adjacent to this creature: That enemy
// takes 10 cold damage", "(Aura 3) Enemies that start their turn in aura … are Slowed until end of
// turn", "Immediate, when an adjacent enemy activates, make a {b} attack against that enemy"; or, with
// TriggerEvent::NeighbourEnters, its move into a square ("when a charging enemy moves into a square
// adjacent to this creature"), once it stands there. Optional
// ones only with a response; otherwise offered. `which`: those that take control of the turn
// (Dominated, Confused), which resolve before any other effect of its start (402.1.a), the others, or
// all. False when `id` is no longer in play.
enum class NeighbourEffects { Control, Others, All };
bool answerNeighbourTurn(ActionContext& context, const QString& id, TriggerEvent event,
                         NeighbourEffects which);

// The target's powers that answer the hit ("when this creature is hit by a {m} attack", 415.2.c),
// before its damage: the hit may become a miss, lose some damage, cost the attacker damage or be
// struck back at; a `critical` one may become a normal hit ("when a critical is scored against this
// creature"). Optional ones only with a response; otherwise offered.
DefenceAnswer answerHitBy(ActionContext& context, const Strike& strike, bool critical, DiceSource& dice);

// The attacker's powers used as it declares the attack ("Use when this creature declares a {m}
// attack: +5 Attack on that attack"), before the roll: their bonuses join the attack's. Returns what
// they add to a hit ("if that attack hits, target also has ongoing 5 poison damage"), for the caller
// to apply if it hits. Optional ones only with a response; otherwise offered.
QList<const AttackEffects*> answerDeclaredAttack(ActionContext& context, const Strike& strike,
                                                 AttackSituation& situation);

// The powers that answer the target's designation (603.2), before the roll: first the target's own
// ("Immediate, when this creature is targeted by an attack; teleport 6 squares", "that attack
// misses", "+4 AC against that attack", "-10 damage on that attack"), then its allies' ("Use when an
// enemy targets an adjacent ally with an attack: Redirect that attack to this creature" changes the
// strike's target; "… makes a {b} attack against that enemy" strikes the attacker first), redirects
// last (603.2.a). Attacks they make take d20s from `dice`. Optional ones only with a response;
// otherwise offered.
DefenceAnswer answerTargeted(ActionContext& context, Strike& strike, DiceSource& dice);

// Redirects answering a hit (card text), after the target's other answers: the target's own ("Use when
// this creature is hit by a {m} or {r} attack: Redirect that attack to a Minotaur ally adjacent to this
// creature"), else an ally's ("Use when an adjacent ally is hit with a {m} or {r} attack: That attack hits
// this creature instead"). The hit, not rolled again, is the new target's. Optional ones only with a
// response; otherwise offered.
void answerHitRedirects(ActionContext& context, Strike& strike, DiceSource& dice);

// Once the attack is resolved: the own effects of the attacker's powers that answered its hit
// ("Use after this creature hits with a {m} attack: This creature shifts"), then its powers used
// "after this creature makes a {m} attack".
void answerAttackResolved(ActionContext& context, const Strike& strike, const HitAnswer& hit);

// The target's powers that answer a miss ("when an enemy misses this creature with a {m} attack"),
// after the miss: they strike back at that enemy, move the creature or hurt that enemy. Optional ones
// only with a response; otherwise offered. An attack they make draws its d20s from `dice`.
void answerMiss(ActionContext& context, const Strike& strike, DiceSource& dice);

// The target's powers that answer an attack against it once that attack is resolved, hit or miss
// (Retributive Strike; Snapping Rebuke only after a hit): they strike back at that enemy.
void answerAttackedBy(ActionContext& context, const Strike& strike, bool hit, DiceSource& dice);

// Reassembling Bones: a power of the creature that leaves it in play with some HP instead of destroyed
// (card text, 109.1), with a use left. True when one did: the destruction does not happen.
// `byDamage`: its hit points reached 0 (a power that answers only that, "would be reduced to 0 HP", does
// not answer a destruction by other means, such as Fragile's).
bool survivesDestruction(ActionContext& context, const QString& id, bool byDamage);

// Its powers answering damage of the types `types` it has just taken ("Whenever this creature takes
// cold damage, it is Slowed"), `source` the creature that dealt it (empty for terrain), then the
// champions' ("Use when an enemy takes necrotic damage"). Optional ones only with a response;
// otherwise offered.
void answerDamageTaken(ActionContext& context, const QString& id, const QList<DamageType>& types,
                       const QString& source);

// The creature's own powers that answer its destruction ("when this creature is destroyed"), before
// it leaves the map (415.2.b; the caller marks it ActionContext::startDestruction first, so nothing
// damages it again meanwhile): never optional, whatever immediate action it took (415.1.a, 415.3).
// `destroyer`: the creature whose damage destroyed it, if any. An attack they make draws its d20s
// from the action's rolls.
void answerDestruction(ActionContext& context, const QString& id, const QString& destroyer);

// Each creature's powers used "at end of round" (305.1), after the victory points: "Conjuration: Place
// this creature within 6 squares of an Arcane ally". With a response in the action that ends the
// round (a place's square in its "forced"); otherwise offered.
void answerEndOfRound(ActionContext& context);

// The creature's powers used "at start of this creature's turn", after its turn's start effects
// (402.1): with a response in the action that begins the turn; otherwise offered.
void answerStartOfTurn(ActionContext& context, const QString& id);
// …and "at end of this creature's turn", "when this creature ends its turn occupying difficult terrain", as
// its turn ends (404.1): with a response in the action that ends the turn; otherwise offered.
void answerEndOfTurn(ActionContext& context, const QString& id);

} // namespace ddm
