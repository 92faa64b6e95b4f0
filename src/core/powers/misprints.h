// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

// The catalog's power texts were typed and scanned by hand: words misspelt ("Refex", "creture"),
// split by a lost ligature ("Petrifi ed"), a letter o for a zero ("1o damage"), a parenthesis
// lost or doubled ("DEF Ref)", "(radius 1 within 10))", "(save ends."). Repairs them, once, before
// the grammar reads the text, so no pattern of the grammar needs to know a misprint.
QString repairMisprints(const QString& text);

} // namespace ddm
