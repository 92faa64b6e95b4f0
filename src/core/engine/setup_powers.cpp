// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/setup_powers.h"

#include "engine/battle_effects.h"
#include "engine/champion_powers.h"
#include "engine/group_membership.h"
#include "engine/initiative.h"
#include "engine/response_choice.h"
#include "engine/setup_roll.h"
#include "engine/setup_rules.h"

#include <algorithm>

namespace ddm {
namespace {

// A power used at set-up as the engine meets it: a special power or a champion power.
struct SetupUse {
    QString name; // as responses name it
    QString text; // what the player reads when it is offered
    const SetupEffect* effect = nullptr;
    const ChampionPower* champion = nullptr; // none: a special power
};

QList<SetupUse> usesOf(const Combatant& combatant)
{
    QList<SetupUse> uses;
    for (const SetupPower& power : combatant.profile.abilities.setupPowers)
        uses.append({power.name, power.text, &power.effect, nullptr});
    for (const ChampionPower& power : combatant.profile.champion) {
        if (power.timing == ChampionTiming::SetUp)
            uses.append({championUseName(power), power.text, &power.setup, &power});
    }
    return uses;
}

bool chooses(const SetupEffect& effect)
{
    return effect.againstChosenEnemy || !effect.resistChoices.isEmpty();
}

// What the power may choose from now: each enemy in play, or one of its damage types.
QStringList choicesOf(ActionContext& context, const QString& id, const SetupEffect& effect)
{
    QStringList choices;
    if (effect.againstChosenEnemy) {
        for (const QString& other : context.creaturesInPlay()) {
            if (context.areEnemies(id, other))
                choices.append(other);
        }
    }
    for (const DamageType type : effect.resistChoices)
        choices.append(damageTypeName(type));
    return choices;
}

// The response's choice, as the power may make it now.
QString takeChoice(ActionContext& context, qsizetype response, const SetupUse& use,
                   const QStringList& choices)
{
    if (!chooses(*use.effect)) {
        if (!context.action().responses.at(response).choice.isEmpty())
            ActionContext::refuse(
                ActionErrorKind::BadInput,
                QStringLiteral("responses[%1].choice: %2 chooses nothing").arg(response).arg(use.name));
        return {};
    }
    return takeResponseChoice(context, response, use.name, choices, QStringLiteral("102.2"));
}

// What the power does, for the log.
QString effectText(ActionContext& context, const SetupEffect& effect, const QStringList& reached,
                   const QString& choice)
{
    if (effect.resist > 0)
        return QStringLiteral("Resist %1 %2 until end of battle").arg(effect.resist).arg(choice);
    const QString who =
        reached.isEmpty() ? QStringLiteral("no creature") : reached.join(QStringLiteral(", "));
    if (effect.bonuses.isEmpty())
        return QStringLiteral("its effect on %1").arg(who);
    if (effect.untilAttacked)
        return QStringLiteral("%1 gain(s) its bonuses until attacked").arg(who);
    return effect.againstChosenEnemy ? QStringLiteral("%1 gain(s) its bonuses against %2 until end of battle")
                                           .arg(who, creatureLabel(context, choice))
                                     : QStringLiteral("%1 gain(s) its bonuses until end of battle").arg(who);
}

// Its effect on each creature it names now. Two creatures' uses of one power are identical effects:
// a creature holding the bonus already gains it no more (706.2.a).
void applyEffect(ActionContext& context, const QString& id, const SetupUse& use, const QString& choice)
{
    const SetupEffect& effect = *use.effect;
    const QString against = effect.againstChosenEnemy ? choice : QString();
    QStringList reached;
    for (const QString& other : context.creaturesInPlay()) {
        if (!inGroup(context, effect.recipients, id, other))
            continue;
        CreatureState& creature = context.creature(other);
        if (!effect.bonuses.isEmpty() && creature.holdsGrantedFrom(use.name, against))
            continue;
        for (const StaticModifier& bonus : effect.bonuses)
            creature.granted.append(
                {bonus, use.name, EffectDuration::Permanent, against, effect.untilAttacked});
        if (effect.resist > 0) {
            int& resist = creature.chosenResist[parseDamageType(choice).value_or(DamageType::Untyped)];
            resist = std::max(resist, effect.resist); // 706.2.b: a power it has already is had once
        }
        reached.append(other);
    }
    const QString what = effectText(context, effect, reached, choice);
    if (use.champion)
        spendChampionUse(context, *use.champion, id, what);
    else
        context.log(
            LogEvent::PowerUsed,
            QStringLiteral("%1 uses %2 at set-up: %3").arg(creatureLabel(context, id), use.name, what),
            QStringLiteral("102.2"), id);
    for (const QString& other : reached)
        applyConditions(context, other, effect.states.conditions, {}, id, effect.states.modifiers);
}

// Uses the power when a response names it; offers it otherwise, when it could be used.
void takeUse(ActionContext& context, const QString& id, const SetupUse& use)
{
    const std::optional<QString> problem =
        use.champion ? championPowerUnavailable(context, *use.champion, id) : std::nullopt;
    const QStringList choices = choicesOf(context, id, *use.effect);
    const std::optional<qsizetype> response = context.takeResponse(id, use.name);
    if (!response) {
        if (!problem && (choices.size() > 0 || !chooses(*use.effect)))
            context.offer({.actor = id,
                           .power = use.name,
                           .event = TriggerEvent::SetUp,
                           .text = use.text,
                           .championPower = use.champion ? use.champion->number : 0,
                           .choices = choices});
        return;
    }
    if (problem)
        ActionContext::illegal(QStringLiteral("responses[%1]: %2").arg(*response).arg(*problem),
                               QStringLiteral("703.6"));
    applyEffect(context, id, use, takeChoice(context, *response, use, choices));
    if (const std::optional<qsizetype> again = context.takeResponse(id, use.name))
        ActionContext::illegal(QStringLiteral("responses[%1]: %2 uses %3 once, at set-up")
                                   .arg(*again)
                                   .arg(creatureLabel(context, id), use.name),
                               QStringLiteral("102.2"));
}

bool declaresAny(ActionContext& context, Side side)
{
    const QList<Response>& responses = context.action().responses;
    return std::any_of(responses.cbegin(), responses.cend(), [&](const Response& response) {
        return context.creature(response.actor).side == side &&
               setupUseNames(context.combatant(response.actor)).contains(response.use, Qt::CaseInsensitive);
    });
}

// 801.6: the side whose champion has the lower Champion rating first, a side without one having the
// lower (110.3.a); otherwise, when both sides use powers at set-up, the lower d20, rerolled on a tie
// (801.6.a). When only one side does, the order decides nothing: Player 2's first, as it set up first
// (102.6).
std::array<Side, 2> lowestChampionOrder(ActionContext& context)
{
    const std::array<std::optional<int>, 2> ratings = setupChampionRatings(context.setup().creatures);
    if (const std::optional<Side> higher = championAdvantage(ratings))
        return {opponentOf(*higher), *higher};
    if (!declaresAny(context, Side::A) || !declaresAny(context, Side::B))
        return setupOrder(context.setup().player1());
    QList<DieRoll> rolls;
    for (;;) {
        const int a = context.roll(context.dice(),
                                   {.purpose = RollPurpose::ChampionOrder, .roller = sideName(Side::A)});
        const int b = context.roll(context.dice(),
                                   {.purpose = RollPurpose::ChampionOrder, .roller = sideName(Side::B)});
        rolls += {{a, RollPurpose::ChampionOrder}, {b, RollPurpose::ChampionOrder}};
        if (a == b)
            continue;
        const Side first = a < b ? Side::A : Side::B;
        context
            .log(LogEvent::PowerUsed,
                 QStringLiteral("set-up powers in lowest champion order: side A rolls %1, side B rolls %2; "
                                "side %3's first")
                     .arg(a)
                     .arg(b)
                     .arg(sideName(first)),
                 QStringLiteral("801.6.a"))
            .rolls = rolls;
        return {first, opponentOf(first)};
    }
}

} // namespace

QStringList setupUseNames(const Combatant& combatant)
{
    QStringList names;
    for (const SetupUse& use : usesOf(combatant))
        names.append(use.name);
    return names;
}

void useSetupPowers(ActionContext& context)
{
    for (const Side side : lowestChampionOrder(context)) {
        for (const QString& id : context.creaturesInPlay()) {
            if (context.creature(id).side != side)
                continue;
            for (const SetupUse& use : usesOf(context.combatant(id)))
                takeUse(context, id, use);
        }
    }
}

} // namespace ddm
