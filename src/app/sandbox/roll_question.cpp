// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/roll_question.h"

#include "sandbox/side_label.h"

#include <QCoreApplication>

namespace ddm::gui {
namespace {

class QuestionText {
    Q_DECLARE_TR_FUNCTIONS(RollQuestion)
};

// "A1 Human Sellsword"; the id alone when the battle has no such creature.
QString creatureName(const Battle& battle, const QString& id)
{
    const Combatant* combatant = battle.combatant(id);
    return combatant ? QStringLiteral("%1 %2").arg(id, combatant->card.name) : id;
}

QString question(const RollNeeded& needed, const Battle& battle)
{
    const QString roller = creatureName(battle, needed.roller);
    const QString target = creatureName(battle, needed.target);
    switch (needed.purpose) {
    case RollPurpose::Attack:
        if (needed.roller.isEmpty())
            return QuestionText::tr("Roll the pit's follow-up attack against %1, who falls in").arg(target);
        return QuestionText::tr("Roll the attack: %1 attacks %2 with %3").arg(roller, target, needed.power);
    case RollPurpose::Concealment:
        if (needed.roller.isEmpty())
            return QuestionText::tr("Roll for concealment: the pit's follow-up attack on %1 may still miss")
                .arg(target);
        return QuestionText::tr("Roll for concealment: %1's hit on %2 may still miss").arg(roller, target);
    case RollPurpose::Initiative:
        if (const std::optional<Side> side = parseSide(needed.roller))
            return QuestionText::tr("Roll initiative for %1").arg(sideLabel(battle.setup(), *side));
        break;
    case RollPurpose::SavingThrow:
        return QuestionText::tr("Roll a saving throw for %1, whose turn ends").arg(roller);
    case RollPurpose::Confusion:
        return QuestionText::tr("Roll for %1: it is Confused as its turn begins").arg(roller);
    case RollPurpose::DangerousTerrain:
        return QuestionText::tr("Roll for %1: it ends its turn on dangerous terrain").arg(roller);
    case RollPurpose::Survival:
        return QuestionText::tr("Roll for %1's %2: it would be destroyed").arg(roller, needed.power);
    case RollPurpose::ChampionOrder:
    case RollPurpose::WanderingMonster:
        break;
    }
    return QuestionText::tr("Roll for %1").arg(roller);
}

} // namespace

QString rollQuestion(const RollNeeded& needed, const QString& rule, const Battle& battle)
{
    return QuestionText::tr("%1 (rule %2)").arg(question(needed, battle), rule);
}

} // namespace ddm::gui
