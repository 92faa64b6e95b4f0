// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/app_settings.h"
#include "listimport/list_import.h"
#include "warband/warband.h"

#include <QString>
#include <QStringList>

#include <optional>

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
    // An existing file to open, with `caption` and `filter` as QFileDialog takes them; empty when
    // cancelled.
    virtual QString openFileName(const QString& caption, const QString& directory, const QString& filter);
    // A file to write; empty when cancelled. `filter` as QFileDialog takes it.
    virtual QString saveFileName(const QString& caption, const QString& suggestion, const QString& filter);
    // After a crash: whether to restore the unsaved `documents` ("Goblin Rush", "a battle on
    // Broken Watchtower") the autosaves hold; false discards them.
    virtual bool askToRestore(const QStringList& documents);
    // A posted list read (ListImporter): the player reviews what each item became and may change the
    // doubtful ones, each change read again by `reread` (valid only during the call: it refers to the
    // caller's reader); the warband to open, or nullopt when cancelled.
    virtual std::optional<Warband> reviewList(const ListImport& imported, const ListRereading& reread);

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
