// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/hit_points.h"

#include <algorithm>

namespace ddm {

bool isBloodied(const HitPoints& hitPoints)
{
    return !hitPoints.neverBloodied && hitPoints.current <= bloodiedThreshold(hitPoints.starting);
}

bool isDamaged(const HitPoints& hitPoints)
{
    return hitPoints.current < hitPoints.starting;
}

bool isDestroyed(const HitPoints& hitPoints)
{
    return hitPoints.current <= 0;
}

HitPointChange takeDamage(const HitPoints& hitPoints, int damage)
{
    HitPointChange change;
    change.before = hitPoints;
    change.after = hitPoints;
    if (damage <= 0)
        return change;
    change.absorbed = std::clamp(hitPoints.temporary, 0, damage);
    change.lost = damage - change.absorbed;
    change.after.temporary -= change.absorbed;
    change.after.current -= change.lost;
    change.becameBloodied = !isBloodied(hitPoints) && isBloodied(change.after);
    change.destroyed = change.lost > 0 && isDestroyed(change.after);
    return change;
}

Healing heal(const HitPoints& hitPoints, int amount)
{
    Healing healing;
    healing.after = hitPoints;
    if (!isDamaged(hitPoints)) {
        healing.nullified = true;
        healing.rule = QStringLiteral("808.1.b");
        return healing;
    }
    amount = std::max(amount, 0);
    healing.after.current = std::min(hitPoints.starting, hitPoints.current + amount);
    healing.healed = healing.after.current - hitPoints.current;
    healing.rule = healing.after.current == hitPoints.current + amount ? QStringLiteral("808.1")
                                                                       : QStringLiteral("808.1.a");
    return healing;
}

} // namespace ddm
