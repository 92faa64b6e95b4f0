// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_export_actions.h"

#include "builder/warband_document.h"
#include "common/app_settings.h"
#include "warband/roster_output.h"
#include "warband/warband_prompts.h"

#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>

namespace ddm::gui {
namespace {

// An export of a saved warband starts beside its file, where its player keeps it.
QString documentFolder(const WarbandDocument& document)
{
    return document.filePath().isEmpty() ? QString() : QFileInfo(document.filePath()).absolutePath();
}

} // namespace

WarbandExportActions::WarbandExportActions(AppSettings& settings, QWidget* parent)
    : m_settings(settings)
    , m_parent(parent)
{
}

std::optional<QString> WarbandExportActions::exportText(const WarbandDocument& document, ExportFormat format,
                                                        QString path, WarbandPrompts& prompts) const
{
    if (path.isEmpty()) {
        const QString filter = format == ExportFormat::Markdown ? tr("Markdown (*.md)")
                               : format == ExportFormat::BBCode ? tr("BBCode for forums (*.bbcode *.txt)")
                                                                : tr("Text files (*.txt)");
        path = askFileToWrite(prompts, m_settings, SettingKey::LastExportDirectory, tr("Export warband"),
                              document.displayName(), WarbandExport::fileSuffix(format), filter,
                              documentFolder(document));
        if (path.isEmpty())
            return std::nullopt;
    }
    const QString text = WarbandExport::text(document.resolved(), document.report(), format);
    if (const std::optional<QString> error = RosterOutput::writeText(path, text)) {
        prompts.showError(tr("Cannot export warband"), *error);
        return std::nullopt;
    }
    return tr("Exported %1 to %2.").arg(document.displayName(), QDir::toNativeSeparators(path));
}

std::optional<QString> WarbandExportActions::exportPdf(const WarbandDocument& document, QString path,
                                                       WarbandPrompts& prompts) const
{
    if (path.isEmpty()) {
        path = askFileToWrite(prompts, m_settings, SettingKey::LastExportDirectory,
                              tr("Export roster as PDF"), document.displayName(), QStringLiteral("pdf"),
                              tr("PDF (*.pdf)"), documentFolder(document));
        if (path.isEmpty())
            return std::nullopt;
    }
    const QString html = WarbandExport::rosterHtml(document.resolved(), document.report());
    if (const std::optional<QString> error = RosterOutput::writePdf(path, html)) {
        prompts.showError(tr("Cannot export warband"), *error);
        return std::nullopt;
    }
    return tr("Exported %1 to %2.").arg(document.displayName(), QDir::toNativeSeparators(path));
}

QString WarbandExportActions::copy(const WarbandDocument& document, ExportFormat format) const
{
    QGuiApplication::clipboard()->setText(
        WarbandExport::text(document.resolved(), document.report(), format));
    return tr("Copied %1 to the clipboard.").arg(document.displayName());
}

bool WarbandExportActions::print(const WarbandDocument& document) const
{
    return RosterOutput::print(WarbandExport::rosterHtml(document.resolved(), document.report()), m_parent);
}

} // namespace ddm::gui
