// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/app_settings.h"

#include <QString>
#include <QStringList>

class QWidget;

namespace ddm::gui {

enum class SaveAnswer { Save, Discard, Cancel };

// The questions the warband workspace asks the user: whether to save before closing, which file,
// and what went wrong. The defaults are message boxes and file dialogs; tests replace them with
// answers of their own (WarbandWorkspace::setPrompts).
class WarbandPrompts {
public:
    explicit WarbandPrompts(QWidget* parent = nullptr)
        : m_parent(parent)
    {
    }
    virtual ~WarbandPrompts() = default;

    // "The warband has unsaved changes": Save, Discard or Cancel.
    virtual SaveAnswer askToSave(const QString& warbandName);
    virtual void showError(const QString& title, const QString& message);
    // An existing file to open; empty when cancelled.
    virtual QString openFileName(const QString& directory);
    // A file to write; empty when cancelled. `filter` as QFileDialog takes it.
    virtual QString saveFileName(const QString& caption, const QString& suggestion, const QString& filter);
    // After a crash: whether to restore the unsaved `documents` ("Goblin Rush", "a battle on
    // Broken Watchtower") the autosaves hold; false discards them.
    virtual bool askToRestore(const QStringList& documents);

protected:
    QWidget* parent() const { return m_parent; }

private:
    QWidget* m_parent;
};

// Asks for a file to write, starting in `startDirectory` when given, else the folder `directoryKey`
// remembers, else the home folder, named after `baseName` (characters file systems refuse become
// "_"). Adds `suffix` when the user typed none and remembers the folder. Empty when cancelled.
QString askFileToWrite(WarbandPrompts& prompts, AppSettings& settings, SettingKey directoryKey,
                       const QString& caption, const QString& baseName, const QString& suffix,
                       const QString& filter, const QString& startDirectory = {});

} // namespace ddm::gui
