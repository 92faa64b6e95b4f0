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
