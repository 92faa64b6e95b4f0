// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

// CRG 804.4.e: a d20 for each save-ends effect at the end of the affected creature's turn.
enum class SaveOutcome {
    Fails,  // 1-9: the effect stays
    Ends,   // 10-19: that effect ends
    EndsAll // 20: every save-ends effect on the creature ends
};

SaveOutcome judgeSavingThrow(int roll);
QString saveOutcomeKey(SaveOutcome outcome); // "fails", "ends", "ends-all"

} // namespace ddm
