// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chosen_attacks.h"

#include "engine/battle_effects.h"

#include <QStringList>

namespace ddm {

QList<const AttackPower*> meleeAttackChoices(const Combatant& combatant, const AttackPower& power)
{
    QList<const AttackPower*> choices;
    for (const AttackPower& attack : combatant.profile.attacks) {
        const bool makesOthers = attack.basicAttacks || attack.meleeAttacks || !attack.madeAttack.isEmpty();
        if (&attack == &power || attack.kind != AttackKind::Melee || makesOthers || attack.useLimit ||
            attack.chargeOnly || attack.opportunityAttackOnly)
            continue;
        choices.append(&attack);
    }
    return choices;
}

QList<const AttackPower*> chosenMeleeAttacks(ActionContext& context, const QString& attacker,
                                             const AttackPower& power, const QList<int>& named,
                                             qsizetype attacks)
{
    const Combatant& combatant = context.combatant(attacker);
    const QList<const AttackPower*> choices = meleeAttackChoices(combatant, power);
    QStringList names;
    for (const AttackPower* choice : choices)
        names.append(QStringLiteral("%1 (%2)").arg(choice->name).arg(choice->index));
    const QString offered =
        names.isEmpty() ? QStringLiteral("it has none") : names.join(QStringLiteral(", "));
    if (named.isEmpty()) {
        if (choices.size() != 1) {
            ActionError error{ActionErrorKind::BadInput,
                              QStringLiteral("made: %1 makes %2 melee attacks of %3's choice: name them (%4)")
                                  .arg(power.name)
                                  .arg(attacks)
                                  .arg(attacker, offered),
                              QString()};
            if (!choices.isEmpty()) {
                MadeAttackNeeded needed{attacker, power.name, {}, {}};
                for (const AttackPower* choice : choices) {
                    needed.attacks.append(choice->index);
                    needed.names.append(choice->name);
                }
                error.madeAttack = needed;
            }
            ActionContext::refuse(error);
        }
        return QList<const AttackPower*>(attacks, choices.first());
    }
    if (named.size() != 1 && named.size() != attacks)
        ActionContext::refuse(
            ActionErrorKind::BadInput,
            QStringLiteral("made: %1 makes %2 attacks: name one attack for all, or one each")
                .arg(power.name)
                .arg(attacks));
    QList<const AttackPower*> made;
    for (qsizetype i = 0; i < attacks; ++i) {
        const int index = named.size() == 1 ? named.first() : named.at(i);
        const auto chosen = std::find_if(choices.cbegin(), choices.cend(),
                                         [&](const AttackPower* choice) { return choice->index == index; });
        if (chosen == choices.cend())
            ActionContext::illegal(
                QStringLiteral("made: attack %1 is not one of the melee attacks %2 may make with %3 (%4)")
                    .arg(index)
                    .arg(creatureLabel(context, attacker), power.name, offered),
                QStringLiteral("109.1"));
        if (!(*chosen)->understood())
            ActionContext::refuse(
                ActionErrorKind::ByHand,
                QStringLiteral("%1's %2 makes %3 attacks, which the engine cannot run: resolve by hand")
                    .arg(creatureLabel(context, attacker), power.name, (*chosen)->name));
        made.append(*chosen);
    }
    return made;
}

} // namespace ddm
