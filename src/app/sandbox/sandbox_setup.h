#pragma once

#include "board/position_check.h"
#include "engine/battle_setup.h"
#include "warband/resolved_warband.h"

#include <QString>
#include <QStringList>

namespace ddm::gui {

// A battle set up from two warbands and a map, with what could not be taken over.
struct SandboxSetup {
    BattleSetup setup;
    QStringList problems; // translated sentences: unresolved cards, creatures without room
};

// Builds the battle: side A is the player's own warband, side B the opponent. Each creature with a
// card gets an id (A1, A2, ... in warband order) and a place in its side's start area (CRG 102.6.a),
// big creatures first so they find room. The point size and scenario are side A's warband's.
SandboxSetup buildSandboxSetup(const ResolvedWarband& sideA, const ResolvedWarband& sideB, const BattleMap& map);

// Moves a creature to another set-up position before the battle begins, if that is legal (entirely
// in its side's start area, no wall or statue, no other creature). The check says why not.
PositionCheck moveInSetup(BattleSetup& setup, const QString& id, Square topLeft);

// Every creature of the setup placed anew in its start area, as buildSandboxSetup does. Returns the
// ids of those that found no room (they keep their old squares).
QStringList placeInStartAreas(BattleSetup& setup);

} // namespace ddm::gui
