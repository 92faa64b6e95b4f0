// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ddm::cli {

// Every ddm-tool command answers a question. 0: yes / found (an empty list of hits is still 0);
// 1: no (an illegal warband, a rule that does not exist); 2: the question cannot be answered (bad
// usage, unreadable or malformed input, unknown card, missing database).
enum class ExitCode { Yes = 0, No = 1, Error = 2 };

} // namespace ddm::cli
