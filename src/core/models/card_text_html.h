// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace ddm {

// Card text as HTML: escaped, attack icons written as words ("{b}{m}" -> "Basic Melee", in bold, so
// no brace is left for the reader to decode), and, when `linkTerms`, the glossary terms as
// ddm://glossary/ links. No colours: the view's palette decides.
QString cardTextToHtml(QStringView text, bool linkTerms);

// The readable word for one icon code as the catalog writes it between braces ("m", "R", "basic");
// empty for a code that is not an icon.
QString iconWord(QStringView code);

} // namespace ddm
