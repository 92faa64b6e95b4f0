// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/card_rule.h"

namespace ddm {

QString cardRuleKindKey(CardRuleKind kind)
{
    switch (kind) {
    case CardRuleKind::AllowCreatures:
        return QStringLiteral("allow-creatures");
    case CardRuleKind::AllowFromFaction:
        return QStringLiteral("allow-from-faction");
    case CardRuleKind::AllowSelf:
        return QStringLiteral("allow-self");
    case CardRuleKind::CreatureLimit:
        return QStringLiteral("creature-limit");
    case CardRuleKind::Mob:
        return QStringLiteral("mob");
    case CardRuleKind::SetupAddition:
        return QStringLiteral("setup-addition");
    case CardRuleKind::Forbid:
        return QStringLiteral("forbid");
    case CardRuleKind::Require:
        return QStringLiteral("require");
    case CardRuleKind::CostReduction:
        return QStringLiteral("cost-reduction");
    case CardRuleKind::ConditionalAlignment:
        return QStringLiteral("conditional-alignment");
    case CardRuleKind::UniqueAllowance:
        return QStringLiteral("unique-allowance");
    case CardRuleKind::FreeItems:
        return QStringLiteral("free-items");
    }
    return {};
}

} // namespace ddm
