#include "engine/attack_support.h"

namespace ddm {

QStringList unsupportedFeatures(const AttackPower& power)
{
    QStringList gaps;
    if (power.shape == AreaShape::Line || power.shape == AreaShape::SmallCone ||
        power.shape == AreaShape::LargeCone)
        gaps.append(QStringLiteral("laying a %1 template").arg(areaShapeName(power.shape).toLower()));
    return gaps;
}

} // namespace ddm
