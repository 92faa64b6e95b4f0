// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "legality/violation.h"

#include <QString>

namespace ddm {

// A violation as a translated sentence, built from its code and arguments (legality_report.h lists
// them per code). Card rules keep the checker's English message: it quotes the card's own words.
// Any violation whose arguments are not what its code documents falls back to that message too.
class ViolationText {
public:
    static QString text(const Violation& violation);
    // "Legal", or "Not legal: 3 problems", translated.
    static QString verdict(bool legal, int violationCount);
};

} // namespace ddm
