// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/damage_bonus.h"

namespace ddm {

QString damageBonusRule(DamageBonusReason reason)
{
    switch (reason) {
    case DamageBonusReason::Effect:
    case DamageBonusReason::SneakAttack:
        return QStringLiteral("806.4");
    case DamageBonusReason::DangerousTerrain:
        return QStringLiteral("1008.2");
    }
    return {};
}

} // namespace ddm
