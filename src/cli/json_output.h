// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "legality/legality_report.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ddm::cli {

// The JSON shapes `ddm-tool ... --json` prints; scripts depend on their field names.
QJsonObject violationToJson(const Violation& violation);  // {"code", "rule", "message", "cards"}
QJsonObject reportToJson(const LegalityReport& report, int pointLimit);
QJsonObject creatureToJson(const Creature& creature);     // {"name", "set", "cost", ...}

} // namespace ddm::cli
