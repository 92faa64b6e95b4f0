#include "powers/card_profile.h"

#include "powers/ability_parser.h"
#include "powers/attack_parser.h"

namespace ddm {
namespace {

// The entries a power added from `from` on: whether they came from a special power (800.4.a).
template <typename Entry> void markSpecial(QList<Entry>& entries, qsizetype from, bool special)
{
    for (qsizetype i = from; i < entries.size(); ++i)
        entries[i].fromSpecialPowers = special;
}

} // namespace

CardProfile parseCard(const Creature& creature)
{
    CardProfile profile;
    profile.abilities.flight = creature.movement == MovementMode::Flight;
    profile.abilities.burrow = creature.movement == MovementMode::Burrow;
    profile.readings.resize(creature.powers.size());

    // Abilities first: a melee attack that prints no reach uses the card's Reach N.
    for (qsizetype i = 0; i < creature.powers.size(); ++i) {
        const Power& power = creature.powers.at(i);
        PowerReading& reading = profile.readings[i];
        reading.type = power.type;
        if (power.type == PowerType::Ability || power.type == PowerType::Special) {
            // A power is applied whole or not at all: half a power would mislead the engine.
            CreatureAbilities candidate = profile.abilities;
            reading.leftovers = readAbilities(power.text, candidate);
            if (reading.understood()) {
                // A special power's bonuses are nullified while its creature is inactive (800.4.a).
                const bool special = power.type == PowerType::Special;
                markSpecial(candidate.modifiers, profile.abilities.modifiers.size(), special);
                markSpecial(candidate.auras, profile.abilities.auras.size(), special);
                markSpecial(candidate.retaliations, profile.abilities.retaliations.size(), special);
                markSpecial(candidate.auraDamage, profile.abilities.auraDamage.size(), special);
                for (qsizetype a = profile.abilities.auras.size(); a < candidate.auras.size(); ++a)
                    candidate.auras[a].power = power.name().isEmpty() ? power.text : power.name();
                profile.abilities = candidate;
            }
        } else if (power.type == PowerType::Champion) {
            reading.leftovers = {power.text};
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
        if (!reading.understood())
            profile.byHand.append(power);
    }
    return profile;
}

} // namespace ddm
