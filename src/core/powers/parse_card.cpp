// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/card_profile.h"

#include "powers/ability_parser.h"
#include "powers/activated_power.h"
#include "powers/attack_parser.h"
#include "powers/champion_power.h"
#include "powers/recharge_clause.h"
#include "powers/triggered_power.h"

#include <algorithm>

namespace ddm {
namespace {

// The entries a power added from `from` on: whether they came from a special power (800.4.a).
template <typename Entry> void markSpecial(QList<Entry>& entries, qsizetype from, bool special)
{
    for (qsizetype i = from; i < entries.size(); ++i)
        entries[i].fromSpecialPowers = special;
}

// A flag this power set, from a special power or not (800.4.a).
void markSpecialFlag(CardFlag& flag, const CardFlag& before, bool special)
{
    if (flag.held && !before.held)
        flag.fromSpecialPowers = special;
}

// A power's name, its text without a RECHARGE clause (`whole`), and that text after the name (`body`). A
// power that prints no name may still hold a colon: "Use when …: This creature heals 20 HP."
struct PowerWords {
    QString name;
    SpecialRecharge whole;
    QString body;
};

PowerWords wordsOf(const Power& power)
{
    PowerWords words{power.name(), splitSpecialRecharge(power.text), {}};
    words.body = words.name.isEmpty()
                     ? words.whole.text
                     : words.whole.text.mid(words.whole.text.indexOf(QLatin1Char(':')) + 1).trimmed();
    return words;
}

// The power read whole as one that answers an event of the battle, with its use boxes and recharge; none
// when a word is not understood, it makes an attack the card does not have, or it restates a bloodied
// threshold other than 804.4.d's (Savage Frenzy: the engine judges by that one).
std::optional<TriggeredPower> triggeredPowerOf(const Power& power, const PowerWords& words,
                                               const QStringList& attackNames, int hitPoints)
{
    if (!words.whole.readable)
        return std::nullopt;
    std::optional<TriggeredPower> triggered = readTriggeredPower(words.name, words.body);
    if (!triggered && !words.name.isEmpty())
        triggered = readTriggeredPower(QString(), words.whole.text);
    if (!triggered ||
        (!triggered->namedAttack.isEmpty() &&
         !attackNames.contains(triggered->namedAttack, Qt::CaseInsensitive)) ||
        (triggered->statedBloodiedAt > 0 && triggered->statedBloodiedAt != bloodiedThreshold(hitPoints)))
        return std::nullopt;
    triggered->useLimit = power.useLimit;
    triggered->recharge = words.whole.trigger;
    return triggered;
}

// A special power that answers an event, one used as an action of its own or one used at set-up,
// read whole in place of the static reading: `candidate` becomes the abilities `before` it with that
// power added.
// A power that makes "a Sting attack" is read only when the card has that attack.
void readTriggeredOrActivated(const Power& power, const QStringList& attackNames, int hitPoints,
                              const CreatureAbilities& before, CreatureAbilities& candidate,
                              PowerReading& reading)
{
    const PowerWords words = wordsOf(power);
    const QString& name = words.name;
    const SpecialRecharge& whole = words.whole;
    const QString& body = words.body;
    if (!whole.readable)
        return;
    if (std::optional<TriggeredPower> triggered = triggeredPowerOf(power, words, attackNames, hitPoints)) {
        candidate = before;
        candidate.triggered.append(*triggered);
        reading.leftovers.clear();
        return;
    }
    std::optional<ActivatedPower> activated = readActivatedPower(name, body);
    if (activated && activated->attack && !activated->attack->named.isEmpty() &&
        !attackNames.contains(activated->attack->named, Qt::CaseInsensitive))
        activated.reset();
    if (activated &&
        std::any_of(activated->rechargesAttacks.cbegin(), activated->rechargesAttacks.cend(),
                    [&](const QString& named) { return !attackNames.contains(named, Qt::CaseInsensitive); }))
        activated.reset(); // "RECHARGE Fireball" on a card with no Fireball attack
    if (activated) {
        activated->useLimit = power.useLimit;
        activated->recharge = whole.trigger;
        candidate = before;
        candidate.activated.append(*activated);
        reading.leftovers.clear();
        return;
    }
    if (const std::optional<SetupEffect> setup = readSetupEffect(body)) {
        candidate = before;
        candidate.setupPowers.append({name, power.text, *setup});
        reading.leftovers.clear();
    } else if (const std::optional<SetupEffect> unnamed = readSetupEffect(whole.text)) {
        candidate = before;
        candidate.setupPowers.append({whole.text, power.text, *unnamed});
        reading.leftovers.clear();
    }
}

// An ABILITY worded as an event's answer ("Whenever this creature takes fire damage, it has -2 Attack …"):
// it applies by itself, never at a player's word, and no condition nullifies it (800.4.a names special
// powers only).
void readTriggeredAbility(const Power& power, const QStringList& attackNames, int hitPoints,
                          const CreatureAbilities& before, CreatureAbilities& candidate,
                          PowerReading& reading)
{
    std::optional<TriggeredPower> triggered = triggeredPowerOf(power, wordsOf(power), attackNames, hitPoints);
    if (!triggered || triggered->optional)
        return;
    triggered->ability = true;
    candidate = before;
    candidate.triggered.append(*triggered);
    reading.leftovers.clear();
}

// A power the engine cannot run, listed with its moment when its words name one.
void noteMoment(CardProfile& profile, const QString& name, const QString& text)
{
    if (const std::optional<PowerMoment> moment = powerMomentOf(text))
        profile.byHandAtMoments.append({name, *moment});
}

} // namespace

CardProfile parseCard(const Creature& creature)
{
    CardProfile profile;
    profile.abilities.flight = creature.movement == MovementMode::Flight;
    profile.abilities.burrow = creature.movement == MovementMode::Burrow;
    profile.readings.resize(creature.powers.size());
    int championPowers = 0;
    QStringList attackNames;
    for (const Power& power : creature.powers) {
        if (power.type == PowerType::Attack)
            attackNames.append(power.name());
    }

    // Abilities first: a melee attack that prints no reach uses the card's Reach N.
    for (qsizetype i = 0; i < creature.powers.size(); ++i) {
        const Power& power = creature.powers.at(i);
        PowerReading& reading = profile.readings[i];
        reading.type = power.type;
        if (power.type == PowerType::Ability || power.type == PowerType::Special) {
            // A power is applied whole or not at all: half a power would mislead the engine.
            CreatureAbilities candidate = profile.abilities;
            reading.leftovers = readAbilities(power.text, candidate);
            if (!reading.understood() && power.type == PowerType::Special)
                readTriggeredOrActivated(power, attackNames, creature.hp, profile.abilities, candidate,
                                         reading);
            else if (!reading.understood())
                readTriggeredAbility(power, attackNames, creature.hp, profile.abilities, candidate, reading);
            if (reading.understood()) {
                // A special power's bonuses are nullified while its creature is inactive (800.4.a).
                const bool special = power.type == PowerType::Special;
                markSpecial(candidate.modifiers, profile.abilities.modifiers.size(), special);
                markSpecial(candidate.auras, profile.abilities.auras.size(), special);
                markSpecial(candidate.advantages, profile.abilities.advantages.size(), special);
                markSpecial(candidate.retaliations, profile.abilities.retaliations.size(), special);
                markSpecial(candidate.terrainDamage, profile.abilities.terrainDamage.size(), special);
                markSpecial(candidate.idleDamage, profile.abilities.idleDamage.size(), special);
                markSpecial(candidate.situational, profile.abilities.situational.size(), special);
                markSpecialFlag(candidate.savesAtStartOfTurn, profile.abilities.savesAtStartOfTurn, special);
                markSpecialFlag(candidate.holdsAdjacentAreas, profile.abilities.holdsAdjacentAreas, special);
                markSpecialFlag(candidate.doublesFirstElimination, profile.abilities.doublesFirstElimination,
                                special);
                markSpecialFlag(candidate.shiftsIgnoringDifficultTerrain,
                                profile.abilities.shiftsIgnoringDifficultTerrain, special);
                markSpecialFlag(candidate.untargetableByRangedBesideEnemy,
                                profile.abilities.untargetableByRangedBesideEnemy, special);
                for (qsizetype a = profile.abilities.auras.size(); a < candidate.auras.size(); ++a)
                    candidate.auras[a].power = power.name().isEmpty() ? power.text : power.name();
                profile.abilities = candidate;
            }
        } else if (power.type == PowerType::Champion) {
            ++championPowers;
            if (std::optional<ChampionPower> champion = readChampionPower(power.text)) {
                champion->number = championPowers;
                profile.champion.append(*champion);
            } else {
                reading.leftovers = {power.text};
                noteMoment(profile, QStringLiteral("champion power %1").arg(championPowers), power.text);
            }
        }
    }
    for (qsizetype i = 0; i < creature.powers.size(); ++i) {
        const Power& power = creature.powers.at(i);
        PowerReading& reading = profile.readings[i];
        if (power.type == PowerType::Attack) {
            AttackPower attack = parseAttackPower(power.text, profile.abilities.reach);
            attack.index = int(profile.attacks.size()) + 1;
            attack.useLimit = power.useLimit;
            reading.leftovers = attack.leftovers;
            profile.attacks.append(attack);
        }
        if (reading.understood())
            continue;
        profile.byHand.append(power);
        // An attack the engine cannot run is refused with "resolve by hand" when it is made; a
        // champion power was noted with its number.
        if (power.type == PowerType::Attack || power.type == PowerType::Champion)
            continue;
        // A power that prints no name may still hold a colon after its timing: "Use at end of round:".
        const QString printed = power.name();
        noteMoment(profile, printed.isEmpty() || powerMomentOf(printed) ? power.text : printed, power.text);
    }
    return profile;
}

} // namespace ddm
