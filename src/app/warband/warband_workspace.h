// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "builder/card_cache.h"
#include "builder/warband_document.h" // complete for the signal's meta type
#include "builder/warband_export.h"
#include "storage/autosave_folder.h"
#include "warband/warband_export_actions.h"

#include <QList>
#include <QStringList>
#include <QTabWidget>

#include <memory>

class QUndoGroup;

namespace ddm::gui {

class AppSession;
class WarbandEditor;
class WarbandPrompts;

// The open warbands, one tab each ("warbandTabs"): new, open, save, close with a prompt for
// unsaved work, recent files, exports (text, BBCode, Markdown to a file or the clipboard; PDF;
// print) and "can I field this?". Each warband has its own undo stack in undoGroup(); the main
// window's Undo and Redo actions come from the group. A tab's title ends in "*" while its warband
// has unsaved changes, and the window is marked modified (its title needs the "[*]" placeholder).
// Cards resolve through one cache, renewed when the session's catalog or cards change. Each warband
// with unsaved changes has an autosave in the data directory (AutosaveKeeper).
class WarbandWorkspace : public QTabWidget {
    Q_OBJECT

public:
    // The session must be open.
    explicit WarbandWorkspace(AppSession& session, QWidget* parent = nullptr);
    ~WarbandWorkspace() override;

    QUndoGroup* undoGroup() const { return m_undoGroup; }
    WarbandEditor* editorAt(int index) const;
    WarbandEditor* currentEditor() const;
    WarbandDocument* currentDocument() const;
    // The current warband as the window's title names it: "Night Pack (night.json)", "Untitled
    // warband"; empty when none is open.
    QString currentTitle() const;
    QStringList recentFiles() const; // most recent first
    // Replaces the message boxes and file dialogs, e.g. with a test's answers.
    void setPrompts(std::unique_ptr<WarbandPrompts> prompts);
    // For the main window's close event: offers to save each warband with unsaved changes. False
    // when the user cancelled (or a save failed): the application keeps running.
    bool maybeCloseAll();
    WarbandPrompts& prompts() const { return *m_prompts; }
    // Opens the warbands of `autosaves` (others are left alone) as they were when the app stopped,
    // unsaved, each keeping its autosave; a file the autosave came from is where Save writes. Returns
    // how many opened.
    int restoreAutosaves(const QList<Autosave>& autosaves);

public slots:
    WarbandEditor* newWarband();
    WarbandEditor* newWarbandOf(int points); // of that format (warbandFormats())
    // A damaged file is refused with the reason and opens nothing; a file already open is shown.
    bool openFile(const QString& path);
    bool openDialog();
    // A warband list as players post it, from a file (empty: asks for one), the clipboard or text:
    // read, reviewed (WarbandPrompts::reviewList) and opened in a new, unsaved tab.
    bool importListFile(const QString& path = {});
    bool pasteList();
    bool importListText(const QString& text);
    bool save();                           // asks for a file the first time
    bool saveAs(const QString& path = {}); // empty: asks
    bool closeTab(int index);              // asks first when the warband has unsaved changes
    bool closeCurrentTab();
    void addCreatures(const QList<qint64>& ids); // to the current warband; starts one if none is open
    void removeSelected();
    // Exports of the current warband to a file (empty path: asks for one).
    bool exportText(const QString& path = {});
    bool exportBBCode(const QString& path = {});
    bool exportMarkdown(const QString& path = {});
    bool exportPdf(const QString& path = {});
    void copyExport(ddm::ExportFormat format); // to the clipboard, for pasting into a forum post
    bool print();
    void showMissingCopies();
    void reloadCards(); // after the catalog or the custom cards changed

signals:
    void currentDocumentChanged(ddm::WarbandDocument* document); // nullptr when none is open
    void ruleActivated(const QString& rule);
    void statusMessage(const QString& message);
    void creatureSelected(qint64 id);
    void recentFilesChanged(const QStringList& files);
    void currentTitleChanged(); // another warband, or the current one renamed or saved elsewhere

protected:
    void changeEvent(QEvent* event) override;

private:
    // `slot`: its autosave's, when it is restored from one; empty: a new one.
    WarbandEditor* addEditor(std::unique_ptr<WarbandDocument> document, const QString& slot = {});
    void keepAutosave(WarbandEditor* editor, const QString& slot);
    bool saveEditor(WarbandEditor* editor, QString path);
    bool exportAs(ExportFormat format, const QString& path);
    QString askWarbandPath(const QString& caption);
    bool askToSaveBeforeClosing(WarbandEditor* editor);
    void updateTab(WarbandEditor* editor);
    void showCurrent(int index);
    int indexOfFile(const QString& path) const;
    void rememberFile(const QString& path);
    void forgetFile(const QString& path);

    AppSession& m_session;
    CardCache m_cards;
    QUndoGroup* m_undoGroup;
    std::unique_ptr<WarbandPrompts> m_prompts;
    WarbandExportActions m_exports;
};

} // namespace ddm::gui
