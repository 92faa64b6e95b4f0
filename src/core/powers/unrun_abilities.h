#pragma once

#include "powers/creature_abilities.h"

#include <QStringList>

namespace ddm {

// The static abilities the parser reads but the engine does not apply yet, named as the cards word
// them, among those `after` grants beyond `before`. A power granting one is resolved by hand and
// does not count as run (CardProfile, parse-report): reading a rule is not running it. Each engine
// handler that lands takes its line out.
QStringList unrunAbilities(const CreatureAbilities& before, const CreatureAbilities& after);

} // namespace ddm
