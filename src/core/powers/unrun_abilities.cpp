#include "powers/unrun_abilities.h"

namespace ddm {

QStringList unrunAbilities(const CreatureAbilities& before, const CreatureAbilities& after)
{
    QStringList unrun;
    const auto check = [&](bool granted, const char* name) {
        if (granted)
            unrun.append(QString::fromLatin1(name));
    };
    check(after.invisibleUntilAttacks != before.invisibleUntilAttacks, "invisible until it attacks");
    check(after.halfDamageFromMeleeAndRanged != before.halfDamageFromMeleeAndRanged,
          "half damage from {m} and {r} attacks");
    check(after.evasion != before.evasion, "takes no damage from attacks that miss");
    check(after.healedByDamage != before.healedByDamage, "heals when dealt damage of a type");
    check(after.immuneGaze != before.immuneGaze, "immune to gaze powers");
    check(after.movesThroughEnemies != before.movesThroughEnemies, "moves through enemies");
    check(after.forestWalk != before.forestWalk, "forest terrain does not affect its movement");
    check(after.ignoresDifficultTerrain != before.ignoresDifficultTerrain,
          "difficult terrain does not affect its movement");
    check(after.cannotShift != before.cannotShift, "cannot shift");
    check(after.shiftSquares != before.shiftSquares, "shifts N squares");
    check(after.neverBloodied != before.neverBloodied, "never considered bloodied");
    return unrun;
}

} // namespace ddm
