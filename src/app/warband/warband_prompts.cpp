// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_prompts.h"

#include "warband/list_import_dialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace ddm::gui {

SaveAnswer WarbandPrompts::askToSave(const QString& warbandName)
{
    QMessageBox box(
        QMessageBox::Warning, QCoreApplication::translate("WarbandPrompts", "Unsaved changes"),
        QCoreApplication::translate("WarbandPrompts", "The warband \"%1\" has changes that are not saved.")
            .arg(warbandName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_parent);
    box.setObjectName(QStringLiteral("saveChangesPrompt"));
    box.setInformativeText(QCoreApplication::translate("WarbandPrompts", "Save them before closing?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return SaveAnswer::Save;
    case QMessageBox::Discard:
        return SaveAnswer::Discard;
    default:
        return SaveAnswer::Cancel;
    }
}

std::optional<Warband> WarbandPrompts::reviewList(const ListImport& imported, const ListRereading& reread)
{
    ListImportDialog dialog(imported, reread, m_parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.warband();
}

bool WarbandPrompts::askToRestore(const QStringList& documents)
{
    QMessageBox box(QMessageBox::Question,
                    QCoreApplication::translate("WarbandPrompts", "Restore unsaved work"),
                    QCoreApplication::translate(
                        "WarbandPrompts", "DDM Companion did not close properly. Unsaved work was kept:"),
                    QMessageBox::NoButton, m_parent);
    box.setObjectName(QStringLiteral("restorePrompt"));
    box.setInformativeText(documents.join(QLatin1Char('\n')));
    QPushButton* restore =
        box.addButton(QCoreApplication::translate("WarbandPrompts", "&Restore"), QMessageBox::AcceptRole);
    box.addButton(QCoreApplication::translate("WarbandPrompts", "&Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore;
}

void WarbandPrompts::showError(const QString& title, const QString& message)
{
    QMessageBox::warning(m_parent, title, message);
}

QString WarbandPrompts::openFileName(const QString& caption, const QString& directory, const QString& filter)
{
    return QFileDialog::getOpenFileName(m_parent, caption, directory, filter);
}

QString WarbandPrompts::saveFileName(const QString& caption, const QString& suggestion, const QString& filter)
{
    return QFileDialog::getSaveFileName(m_parent, caption, suggestion, filter);
}

QString askFileToWrite(WarbandPrompts& prompts, AppSettings& settings, SettingKey directoryKey,
                       const QString& caption, const QString& baseName, const QString& suffix,
                       const QString& filter, const QString& startDirectory)
{
    QString name = baseName;
    static const QString refused = QStringLiteral("/\\:*?\"<>|");
    for (QChar& c : name) {
        if (refused.contains(c))
            c = QLatin1Char('_');
    }
    // Where the user works: the given folder, else the one last used for this, else home (never the
    // process's working directory, which may be anywhere).
    QString directory = startDirectory.isEmpty() ? settings.string(directoryKey) : startDirectory;
    if (directory.isEmpty())
        directory = QDir::homePath();
    const QString suggestion = QDir(directory).filePath(name + QLatin1Char('.') + suffix);
    QString path = prompts.saveFileName(caption, suggestion, filter);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    settings.setValue(directoryKey, QFileInfo(path).absolutePath());
    return path;
}

} // namespace ddm::gui
