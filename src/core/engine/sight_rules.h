#pragma once

#include "board/line_of_sight.h"
#include "engine/battle_view.h"

#include <QString>

namespace ddm {

// Whether `viewer` can see `target` (1002.3) as the creatures stand: a Blinded viewer sees nothing
// (901.1); an Invisible target (804.4.f) or a hiding one (707.6.a) is unseen except by Blindsight
// in range, which also looks through smoke (707.2.a). `check.rule` says what decided.
// `ignoreInvisible`: the power ignores invisibility (card text).
SightCheck creatureSight(const BattleView& view, const QString& viewer, const QString& target, bool ignoreInvisible = false);
// The same towards a square (the origin square of an area attack, 609.2).
SightCheck squareSight(const BattleView& view, const QString& viewer, Square square);

// 613.1: `attacker` flanks `target` when an active ally of it that can flank is also adjacent to the
// target and a line between the centres of a square of each passes through opposite edges or
// opposite corners of the target's space.
bool isFlanking(const BattleView& view, const QString& attacker, const QString& target);

// The geometry of 613.1 alone, for tests: whether some centre-to-centre line between the two
// spaces crosses `target` through opposite edges or corners.
bool flankingLine(const Space& attacker, const Space& ally, const Space& target);

} // namespace ddm
