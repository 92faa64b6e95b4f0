// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/battle_log.h"

#include "engine/action.h"
#include "engine/action_result.h"

namespace ddm {

QString logEventKey(LogEvent event)
{
    switch (event) {
    case LogEvent::SetUp:
        return QStringLiteral("set-up");
    case LogEvent::RoundStarted:
        return QStringLiteral("round-started");
    case LogEvent::Initiative:
        return QStringLiteral("initiative");
    case LogEvent::TurnStarted:
        return QStringLiteral("turn-started");
    case LogEvent::Moved:
        return QStringLiteral("moved");
    case LogEvent::Charged:
        return QStringLiteral("charged");
    case LogEvent::OpportunityAttack:
        return QStringLiteral("opportunity-attack");
    case LogEvent::Attack:
        return QStringLiteral("attack");
    case LogEvent::Damage:
        return QStringLiteral("damage");
    case LogEvent::ConditionAdded:
        return QStringLiteral("condition-added");
    case LogEvent::ConditionEnded:
        return QStringLiteral("condition-ended");
    case LogEvent::OngoingDamage:
        return QStringLiteral("ongoing-damage");
    case LogEvent::SavingThrow:
        return QStringLiteral("saving-throw");
    case LogEvent::ForcedMovement:
        return QStringLiteral("forced-movement");
    case LogEvent::Terrain:
        return QStringLiteral("terrain");
    case LogEvent::Recharged:
        return QStringLiteral("recharged");
    case LogEvent::PowerUsed:
        return QStringLiteral("power-used");
    case LogEvent::Eliminated:
        return QStringLiteral("eliminated");
    case LogEvent::VictoryPoints:
        return QStringLiteral("victory-points");
    case LogEvent::TurnEnded:
        return QStringLiteral("turn-ended");
    case LogEvent::RoundEnded:
        return QStringLiteral("round-ended");
    case LogEvent::GameOver:
        return QStringLiteral("game-over");
    case LogEvent::Refused:
        return QStringLiteral("refused");
    case LogEvent::ByHand:
        return QStringLiteral("by-hand");
    }
    return {};
}

QString actionKindKey(ActionKind kind)
{
    switch (kind) {
    case ActionKind::Initiative:
        return QStringLiteral("initiative");
    case ActionKind::Move:
        return QStringLiteral("move");
    case ActionKind::Shift:
        return QStringLiteral("shift");
    case ActionKind::Squeeze:
        return QStringLiteral("squeeze");
    case ActionKind::Charge:
        return QStringLiteral("charge");
    case ActionKind::Attack:
        return QStringLiteral("attack");
    case ActionKind::HealingFont:
        return QStringLiteral("healing-font");
    case ActionKind::End:
        return QStringLiteral("end");
    case ActionKind::Recharge:
        return QStringLiteral("recharge");
    case ActionKind::Use:
        return QStringLiteral("use");
    }
    return {};
}

QString actionErrorKindKey(ActionErrorKind kind)
{
    switch (kind) {
    case ActionErrorKind::Illegal:
        return QStringLiteral("illegal");
    case ActionErrorKind::BadInput:
        return QStringLiteral("bad-input");
    case ActionErrorKind::MissingRoll:
        return QStringLiteral("missing-roll");
    case ActionErrorKind::UnusedRoll:
        return QStringLiteral("unused-roll");
    case ActionErrorKind::ByHand:
        return QStringLiteral("by-hand");
    }
    return {};
}

QString attackOutcomeKey(AttackOutcome outcome)
{
    switch (outcome) {
    case AttackOutcome::None:
        return {};
    case AttackOutcome::Miss:
        return QStringLiteral("miss");
    case AttackOutcome::Hit:
        return QStringLiteral("hit");
    case AttackOutcome::Critical:
        return QStringLiteral("critical");
    case AttackOutcome::MissInstead:
        return QStringLiteral("miss-instead");
    }
    return {};
}

} // namespace ddm
