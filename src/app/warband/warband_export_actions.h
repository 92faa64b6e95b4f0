// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "builder/warband_export.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

namespace ddm {
class WarbandDocument;
}

namespace ddm::gui {

class AppSettings;
class WarbandPrompts;

// A warband's exports for the workspace: the text formats to a file or the clipboard, the roster
// as a PDF or on paper. Where no file is given the prompts ask for one (in the last export folder);
// failures are shown through the prompts. Each returns the status message of its success, or
// nothing when it was cancelled or failed.
class WarbandExportActions {
    Q_DECLARE_TR_FUNCTIONS(ddm::gui::WarbandExportActions)

public:
    WarbandExportActions(AppSettings& settings, QWidget* parent);

    std::optional<QString> exportText(const WarbandDocument& document, ExportFormat format, QString path,
                                      WarbandPrompts& prompts) const;
    std::optional<QString> exportPdf(const WarbandDocument& document, QString path,
                                     WarbandPrompts& prompts) const;
    QString copy(const WarbandDocument& document, ExportFormat format) const;
    bool print(const WarbandDocument& document) const;

private:
    AppSettings& m_settings;
    QWidget* m_parent;
};

} // namespace ddm::gui
