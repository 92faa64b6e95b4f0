#pragma once

#include <QString>

namespace ddm::gui {

enum class Theme { System, Light, Dark };

QString themeKey(Theme theme); // "system", "light", "dark": stored in the settings
Theme themeFromKey(const QString& key);

// Applies the theme to the whole application through its palette, so every widget, the stat card and
// the board take their colours from it. No widget hard-codes a colour.
void applyTheme(Theme theme);

} // namespace ddm::gui
