// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "legality/legality_report.h"
#include "warband/resolved_warband.h"

#include <QString>

namespace ddm {

enum class ExportFormat { PlainText, BBCode, Markdown };

// The warband as text for forums and mail: title, format, faction, scenario, points and creatures
// used against their limits, the creatures with their costs and items (identical entries as one
// line with a count), the legality verdict with each problem and its rule, and the notes.
// Translated. rosterHtml() is the printable roster: the same on one page, with each creature's
// stat block.
class WarbandExport {
public:
    static QString text(const ResolvedWarband& warband, const LegalityReport& report, ExportFormat format);
    static QString rosterHtml(const ResolvedWarband& warband, const LegalityReport& report);
    // The usual file name suffix: "txt", "bbcode", "md".
    static QString fileSuffix(ExportFormat format);
};

} // namespace ddm
