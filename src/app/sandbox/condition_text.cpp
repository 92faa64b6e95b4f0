// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/condition_text.h"

#include <QCoreApplication>

namespace ddm::gui {

namespace {

class ConditionText {
    Q_DECLARE_TR_FUNCTIONS(ConditionText)
};

} // namespace

QString conditionLabel(Condition condition)
{
    switch (condition) {
    case Condition::Blinded:
        return ConditionText::tr("Blinded");
    case Condition::Confused:
        return ConditionText::tr("Confused");
    case Condition::Dazed:
        return ConditionText::tr("Dazed");
    case Condition::Dominated:
        return ConditionText::tr("Dominated");
    case Condition::Enervated:
        return ConditionText::tr("Weakened");
    case Condition::Helpless:
        return ConditionText::tr("Helpless");
    case Condition::Immobilized:
        return ConditionText::tr("Immobilized");
    case Condition::Slowed:
        return ConditionText::tr("Slowed");
    case Condition::Stunned:
        return ConditionText::tr("Stunned");
    case Condition::Invisible:
        return ConditionText::tr("Invisible");
    case Condition::Marked:
        return ConditionText::tr("Marked");
    case Condition::Petrified:
        return ConditionText::tr("Petrified");
    case Condition::GrantingCombatAdvantage:
        return ConditionText::tr("Grants combat advantage");
    }
    return conditionName(condition);
}

QString conditionBadge(Condition condition)
{
    if (condition == Condition::GrantingCombatAdvantage)
        return ConditionText::tr("CA", "badge: grants combat advantage");
    // Two letters of the translated name, so badges follow the language.
    return conditionLabel(condition).left(2);
}

} // namespace ddm::gui
