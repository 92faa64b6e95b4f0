// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The templates of the warband export's lines and headings, in the "WarbandExport" translation
// context: the export writes with them (WarbandExport) and the list reader reads them back
// (ExportLines), so both follow one wording in every language.

namespace ddm::ExportTemplate {

inline constexpr char kContext[] = "WarbandExport";

extern const char* const kCard;          // "%1 (%2)": name, set
extern const char* const kCost;          // "%1, cost %2": card, cost
extern const char* const kCopies;        // "%1 x %2": count, line
extern const char* const kItems;         // "%1, with %2": line, items joined by "; "
extern const char* const kHeader;        // "%1, %2, %3": format, faction, scenario
extern const char* const kHeaderWithMap; // "%1, %2, %3, map: %4"
extern const char* const kLimits;        // "Points: %1 of %2. Creatures: %3 of %4."
extern const char* const kCreatures;     // the section headings
extern const char* const kUnassignedItems;
extern const char* const kLegality;
extern const char* const kNotes;

} // namespace ddm::ExportTemplate
