// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

class QPalette;

namespace ddm::gui {

enum class Theme { System, Light, Dark };

QString themeKey(Theme theme); // "system", "light", "dark": stored in the settings
Theme themeFromKey(const QString& key);

// Applies the theme to the whole application through its palette, so every widget, the stat card and
// the board take their colours from it. No widget hard-codes a colour.
void applyTheme(Theme theme);

// The colour of a problem (an over-limit bar, "Not legal"): a red that reads on the palette's window
// colour, light or dark. Always with words beside it: red alone is lost on many readers.
QColor warningColour(const QPalette& palette);

} // namespace ddm::gui
