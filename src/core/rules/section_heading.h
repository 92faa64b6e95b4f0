// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace ddm {

// A heading that text extracted from a PDF ran into its first sentence: "Moving By taking a move
// action…", "Cover Cover makes it harder…", "Point Limit: A standard battle…". The title is the run of
// capitalised words (and small joining words) before the sentence starts; the sentence starts at a
// word that typically opens one ("A", "The", "When" …), at the heading's first word repeated, after
// a colon, or one word before the first lower-case word.
struct RunInHeading {
    QString title;
    QString rest;      // the paragraph after the title; empty for a heading on its own line
    bool label = false; // "Point Limit:": a labelled paragraph inside a section rather than a section
};

std::optional<RunInHeading> runInHeading(const QString& paragraph);

} // namespace ddm
