// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/recharge_clause.h"

#include <QRegularExpression>

namespace ddm {
namespace {

struct Form {
    QRegularExpression pattern;
    RechargeTrigger trigger;
};

Form form(const char* regex, RechargeTrigger trigger)
{
    return {QRegularExpression(QStringLiteral("^(?:%1)\\.?$").arg(QLatin1String(regex)),
                               QRegularExpression::CaseInsensitiveOption),
            trigger};
}

// The catalog words one trigger many ways; each form lists the wordings it has.
const QList<Form>& forms()
{
    static const QList<Form> table{
        form("when (?:this creature )?(?:is )?first (?:becomes? |becoming )?bloodied|when this creature "
             "(?:first becomes|is first) bloodied",
             RechargeTrigger::FirstBloodied),
        form("as a move action", RechargeTrigger::MoveAction),
        form("as a minor action", RechargeTrigger::MinorAction),
        // A replaces attack action takes the attack action too (413.1): the same cost.
        form("as an? (?:replaces )?attack action", RechargeTrigger::AttackAction),
        form("at (?:the )?start of this creature's turn if no enem(?:y is|ies are) adjacent to it",
             RechargeTrigger::StartOfTurnNoAdjacent),
        form("at (?:the )?end of this creature's turn if no enem(?:y is|ies are) adjacent to it",
             RechargeTrigger::EndOfTurnNoAdjacent),
        form("when this creature hits with an? \\{m\\} attack", RechargeTrigger::HitsWithMelee),
        form("when this creature hits with an? \\{r\\} attack", RechargeTrigger::HitsWithRanged),
        form("when this creature misses with an? \\{m\\} attack", RechargeTrigger::MissesWithMelee),
        form("when this creature misses with an? \\{b\\} attack", RechargeTrigger::MissesWithBasic),
        form("when this creature hits with an? \\{b\\} attack", RechargeTrigger::HitsWithBasic),
        form("when this creature (?:destroys an enemy|reduces an enemy to 0 HP)",
             RechargeTrigger::DestroysEnemy),
        form("when this (?:power|attack) (?:reduces (?:a target|an enemy) to 0 HP|destroys (?:a target|an "
             "enemy))",
             RechargeTrigger::AttackDestroys),
        form("when this creature destroys a stunned enemy", RechargeTrigger::DestroysStunnedEnemy),
        form("when this creature destroys a stunned creature", RechargeTrigger::DestroysStunnedCreature),
        form("when a weakened creature is destroyed", RechargeTrigger::WeakenedDestroyed),
        form("when an enemy ends its turn adjacent to this creature", RechargeTrigger::EnemyEndsTurnAdjacent),
        form("when this creature causes an enemy to become bloodied", RechargeTrigger::BloodiesEnemy),
        form("when this creature causes an enemy to become bloodied with an attack",
             RechargeTrigger::BloodiesEnemyWithAttack),
        form("when this creature moves at least 3 squares on its turn", RechargeTrigger::MovesThreeSquares),
        form("when this creature is missed by an? \\{m\\} attack", RechargeTrigger::MissedByMelee),
        form("when this creature (?:takes damage|is damaged)", RechargeTrigger::TakesDamage),
        form("when this creature is hit by an? \\{m\\} attack", RechargeTrigger::HitByMelee),
        form("when an ally is destroyed", RechargeTrigger::AllyDestroyed),
        form("when an enemy is destroyed", RechargeTrigger::EnemyDestroyed),
        form("when this attack hits", RechargeTrigger::AttackHits),
        form("when this attack misses|when this creature misses with this attack",
             RechargeTrigger::AttackMisses),
        form("at (?:the )?start of this creature's turn if no enem(?:y|ies) can see it"
             "|when no enem(?:y|ies) can see this creature at (?:the )?start of its turn",
             RechargeTrigger::StartOfTurnUnseen),
        form("at (?:the )?end of this creature's turn if no enem(?:y|ies) can see it",
             RechargeTrigger::EndOfTurnUnseen),
        form("at (?:the )?end of this creature's turn if (?:it|this creature) did not move (?:on "
             ")?(?:that|this) turn",
             RechargeTrigger::EndOfTurnNoMove),
        form("at (?:the )?end of this creature's turn if (?:it|this creature) did not (?:make an )?attack "
             "(?:on "
             ")?(?:that|this) turn",
             RechargeTrigger::EndOfTurnNoAttack),
        form("at (?:the )?end of this creature's turn if it occupies (?:a|one of your) victory areas?",
             RechargeTrigger::EndOfTurnInVictoryArea),
        form("when this creature is hit by an attack", RechargeTrigger::HitByAttack),
        form("when this creature is missed by an attack", RechargeTrigger::MissedByAttack),
        form("when (?:this creature is )?damaged by an (?:enemy|attack)", RechargeTrigger::DamagedByEnemy),
        form("(?:when|at (?:the )?start of (?:this creature's )?turn if) no (?:creature is|creatures "
             "are|enem(?:y "
             "is|ies are)) "
             "affected by this (?:power|attack)",
             RechargeTrigger::NoneAffected),
    };
    return table;
}

} // namespace

std::optional<RechargeCondition> parseRechargeCondition(const QString& condition, const QString& powerName)
{
    static const QRegularExpression usesPower(
        QStringLiteral("^when this creature uses ([A-Z][\\w' -]*?)\\.?$"));
    QString trimmed = condition.trimmed();
    trimmed.replace(QChar(0x2019), QLatin1Char('\'')); // "this creature’s turn": the printed apostrophe
    if (!powerName.isEmpty()) { // "affected by this creature's Rope" is "affected by this power"
        const QRegularExpression ownName(QStringLiteral("\\baffected by (?:this creature's )?%1\\.?$")
                                             .arg(QRegularExpression::escape(powerName)));
        trimmed.replace(ownName, QStringLiteral("affected by this power"));
    }
    for (const Form& candidate : forms()) {
        if (candidate.pattern.match(trimmed).hasMatch())
            return RechargeCondition{candidate.trigger, {}};
    }
    // A named power, capitalised as on the card: "when this creature uses Stone Form".
    if (const QRegularExpressionMatch match = usesPower.match(trimmed); match.hasMatch())
        return RechargeCondition{RechargeTrigger::UsesPower, match.captured(1)};
    return std::nullopt;
}

SpecialRecharge splitSpecialRecharge(const QString& text)
{
    if (!text.contains(QLatin1String("recharge"), Qt::CaseInsensitive))
        return {text, std::nullopt, true}; // most powers: spared the pattern
    static const QRegularExpression sentence(
        QStringLiteral("^(?<text>.+?)\\.\\s+recharge\\b(?<condition>.+)$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = sentence.match(text.trimmed());
    if (!match.hasMatch())
        return {text, std::nullopt, true};
    const std::optional<RechargeCondition> condition =
        parseRechargeCondition(match.captured(QStringLiteral("condition")));
    // Triggers about an attack power's own use or a recharge action are the attacks' alone.
    static const QList<RechargeTrigger> attacksOnly{
        RechargeTrigger::MoveAction, RechargeTrigger::MinorAction,   RechargeTrigger::AttackAction,
        RechargeTrigger::AttackHits, RechargeTrigger::AttackMisses,  RechargeTrigger::NoneAffected,
        RechargeTrigger::UsesPower,  RechargeTrigger::AttackDestroys};
    if (!condition || attacksOnly.contains(condition->trigger))
        return {text, std::nullopt, false};
    return {match.captured(QStringLiteral("text")), condition->trigger, true};
}

} // namespace ddm
