// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/attack_situation.h"

namespace ddm {

AttackSituation attackSituationFor(const AttackPower& power)
{
    AttackSituation situation;
    situation.kind = power.kind;
    situation.defence = power.defence;
    situation.bonus = power.bonus;
    situation.automaticHit = power.automaticHit;
    situation.criticalFrom = power.criticalFrom;
    situation.noCritical = power.noCritical;
    return situation;
}

} // namespace ddm
