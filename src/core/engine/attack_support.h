#pragma once

#include "powers/attack_power.h"

#include <QStringList>

namespace ddm {

// What of an understood attack power the engine does not run (yet): each entry names a feature,
// "laying a line template", so the refusal tells the players what to resolve by hand and
// `ddm-tool parse-report` counts it against the power. Empty when the engine runs all of it
// (every recharge trigger included, 703.5.a). Whether the power's text was understood at all is
// AttackPower::understood().
QStringList unsupportedFeatures(const AttackPower& power);

} // namespace ddm
