// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/creature_space.h"

#include <QList>

namespace ddm {

// The geometry of flanking (CRG 613.1).

// Whether some line between the centre of a square of `attacker` and the centre of a square of
// `ally` passes through opposite edges or opposite corners of `target`'s space.
bool flankingLine(const Space& attacker, const Space& ally, const Space& target);

// 613.1: `attacker` flanks `target` when it is adjacent to it and one of `allies` (the spaces of
// the allies that can flank: active ones, the engine decides) is also adjacent to it with a
// flanking line between them.
bool flanks(const Space& attacker, const Space& target, const QList<Space>& allies);

} // namespace ddm
