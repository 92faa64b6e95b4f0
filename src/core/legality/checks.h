// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "legality/construction_state.h"
#include "legality/legality_report.h"

#include <QString>
#include <QStringList>

namespace ddm {

class MapLibrary;

// The checks LegalityChecker runs, one construction rule each, in report order. Each appends
// what it finds to the report's violations or warnings.
void checkUnknownCards(const ConstructionState& state, LegalityReport& report);
void checkFormat(const ConstructionState& state,
                 LegalityReport& report); // empty, points, creatures, max cost, 108.2.b
void checkFaction(const ConstructionState& state, LegalityReport& report);   // 101.1 with card permissions
void checkAlignment(const ConstructionState& state, LegalityReport& report); // 105.2.c
void checkUnique(const ConstructionState& state, LegalityReport& report);    // 707.13.a, 203.2.a
void checkSize(const ConstructionState& state, LegalityReport& report);      // 105.2.b
void checkMap(const ConstructionState& state, const MapLibrary* maps, LegalityReport& report); // 101.1-101.6
void checkItems(const ConstructionState& state, LegalityReport& report);     // Guild 2011
void checkCardRules(const ConstructionState& state, LegalityReport& report); // Forbid, Require

// Helpers shared by the checks.
Violation makeViolation(ViolationCode code, const QString& rule, const QString& message,
                        QStringList arguments, QStringList cards = {}, Severity severity = Severity::Error);
QString joinNames(const QStringList& names);     // for messages: "A, B and C"; "A, B; C, D; and E"
QString argumentList(const QStringList& values); // for arguments: "A; B; C" (names hold commas)
QString cardRuleReference(const QString& card);  // "card: Graz'zt"
// Adds `card` to the one warning that says `source`'s rule was applied assuming an unknown size.
void noteAssumedSize(LegalityReport& report, const WarbandMember& source, const CardRule& rule,
                     const QString& card);

} // namespace ddm
