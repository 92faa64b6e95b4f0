#include "powers/static_modifier.h"

namespace ddm {

QString modifierConditionText(ModifierCondition condition)
{
    switch (condition) {
    case ModifierCondition::WhileBloodied:
        return QStringLiteral("while bloodied");
    case ModifierCondition::WhileNotBloodied:
        return QStringLiteral("while not bloodied");
    case ModifierCondition::TargetBloodied:
        return QStringLiteral("against a bloodied target");
    case ModifierCondition::Charging:
        return QStringLiteral("on a charge");
    case ModifierCondition::NearAlly:
        return QStringLiteral("near an ally");
    case ModifierCondition::TargetIs:
        return QStringLiteral("against some targets");
    }
    return {};
}

} // namespace ddm
