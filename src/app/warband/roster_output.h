// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

class QPagedPaintDevice;
class QWidget;

namespace ddm::gui {

// Writing the warband's exports. Each returns the reason it failed, or nothing.
class RosterOutput {
public:
    // Text through QSaveFile: the old file stays unless the new one was written completely.
    static std::optional<QString> writeText(const QString& path, const QString& text);
    // The roster as a one-page PDF, written atomically.
    static std::optional<QString> writePdf(const QString& path, const QString& rosterHtml);
    // Asks for a printer and prints the roster; false when the user cancelled.
    static bool print(const QString& rosterHtml, QWidget* parent);
    // Lays the roster out on the first page of `device`, shrunk to fit it when it is longer.
    static void paintRoster(QPagedPaintDevice& device, const QString& rosterHtml);
};

} // namespace ddm::gui
