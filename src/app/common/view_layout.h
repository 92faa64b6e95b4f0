// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace ddm::gui {

class AppSettings;

// The layout a player leaves in a window, kept across sessions: the position of each splitter and
// the widths, order and sort of each table's or tree's columns under `root` (by object name), and for
// a main window its docks, toolbars and size. `scope` names the window ("warbandEditor", "sandbox"),
// so windows of one kind share a layout: the last one closed sets it for the next one opened.
namespace ViewLayout {

// Restores what was saved for `scope` over `root`'s defaults (call once it has its models and default
// sizes) and saves `root`'s layout each time it is hidden: its window closed, its tab left, the app
// quit. `settings` must outlive `root`.
void keep(QWidget* root, const QString& scope, AppSettings& settings);

} // namespace ViewLayout

} // namespace ddm::gui
