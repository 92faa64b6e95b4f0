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

} // namespace ddm
