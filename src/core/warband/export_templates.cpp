// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/export_templates.h"

#include <QtGlobal>

namespace ddm::ExportTemplate {

const char* const kCard = QT_TRANSLATE_NOOP("WarbandExport", "%1 (%2)");
const char* const kCost = QT_TRANSLATE_NOOP("WarbandExport", "%1, cost %2");
const char* const kCopies = QT_TRANSLATE_NOOP("WarbandExport", "%1 x %2");
const char* const kItems = QT_TRANSLATE_NOOP("WarbandExport", "%1, with %2");
const char* const kHeader = QT_TRANSLATE_NOOP("WarbandExport", "%1, %2, %3");
const char* const kHeaderWithMap = QT_TRANSLATE_NOOP("WarbandExport", "%1, %2, %3, map: %4");
const char* const kLimits = QT_TRANSLATE_NOOP("WarbandExport", "Points: %1 of %2. Creatures: %3 of %4.");
const char* const kCreatures = QT_TRANSLATE_NOOP("WarbandExport", "Creatures");
const char* const kUnassignedItems = QT_TRANSLATE_NOOP("WarbandExport", "Unassigned items");
const char* const kLegality = QT_TRANSLATE_NOOP("WarbandExport", "Legality");
const char* const kNotes = QT_TRANSLATE_NOOP("WarbandExport", "Notes");

} // namespace ddm::ExportTemplate
