#pragma once

#include "powers/attack_power.h"

#include <QStringList>

namespace ddm {

// What of an understood attack power the engine does not run (yet): each entry names a feature,
// "a stat modifier on the target", so the refusal tells the players what to resolve by hand.
// Empty when the engine runs all of it. Whether the power's text was understood at all is
// AttackPower::understood().
QStringList unsupportedFeatures(const AttackPower& power);

// Recharge triggers the engine watches for (703.5.a); the others are left to the players.
bool rechargeIsWatched(RechargeTrigger trigger);

// Everything of the power the players still resolve by hand: the unsupported features, and a
// recharge the engine does not watch for. What `ddm-tool parse-report` counts against a power.
QStringList runGaps(const AttackPower& power);

} // namespace ddm
