// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/line_of_sight.h"
#include "engine/battle_view.h"
#include "powers/retaliation.h"

#include <QList>
#include <QString>

namespace ddm {

// Whether `viewer` can see `target` (1002.3) as the creatures stand: a Blinded viewer sees nothing
// (901.1); an Invisible target (804.4.f) or a hiding one (707.6.a) is unseen except by Blindsight
// in range, which also looks through smoke (707.2.a). `check.rule` says what decided.
// `ignoreInvisible`: the power ignores invisibility (card text).
SightCheck creatureSight(const BattleView& view, const QString& viewer, const QString& target, bool ignoreInvisible = false);
// The same towards a square (the origin square of an area attack, 609.2).
SightCheck squareSight(const BattleView& view, const QString& viewer, Square square);

// The card's situational standing powers that hold where the creature stands now ("Invisible to
// nonadjacent enemies while adjacent to a wall", "Has Conceal 6 while adjacent to a wall"), less those
// nullified while it is inactive (800.4.a).
QList<SituationalPower> situationalPowersHeld(const BattleView& view, const QString& id);

// 613.1: whether `attacker` flanks `target`, with the allies that can flank: active ones, not
// prevented by a condition. The geometry is the board's (board/flanking.h).
bool isFlanking(const BattleView& view, const QString& attacker, const QString& target);

} // namespace ddm
