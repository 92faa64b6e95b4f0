// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_workspace.h"

#include "builder/missing_copies.h"
#include "builder/warband_document.h"
#include "common/app_session.h"
#include "common/autosave_keeper.h"
#include "common/view_layout.h"
#include "board/map_library.h"
#include "listimport/list_import.h"
#include "storage/card_repository.h"
#include "warband/missing_copies_dialog.h"
#include "warband/warband_editor.h"
#include "warband/warband_file.h"
#include "warband/warband_prompts.h"

#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QUndoGroup>
#include <QUndoStack>

namespace ddm::gui {
namespace {

// The kind of a warband's autosave (AutosaveFolder).
const QString kWarbandAutosave = QStringLiteral("warband");

constexpr qsizetype kErrorsShown = 12;

QString fileProblems(const QList<WarbandFileError>& errors)
{
    QStringList lines;
    for (const WarbandFileError& error : errors.mid(0, kErrorsShown))
        lines.append(error.toString());
    if (errors.size() > kErrorsShown)
        lines.append(QCoreApplication::translate("WarbandWorkspace", "... and %n more problem(s)", nullptr,
                                                 int(errors.size() - kErrorsShown)));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

WarbandWorkspace::WarbandWorkspace(AppSession& session, QWidget* parent)
    : QTabWidget(parent)
    , m_session(session)
    , m_cards(session.cards())
    , m_undoGroup(new QUndoGroup(this))
    , m_prompts(std::make_unique<WarbandPrompts>(this))
    , m_exports(session.settings(), this)
{
    setObjectName(QStringLiteral("warbandTabs"));
    setTabsClosable(true);
    setMovable(true);
    setDocumentMode(true);
    connect(this, &QTabWidget::tabCloseRequested, this, &WarbandWorkspace::closeTab);
    connect(this, &QTabWidget::currentChanged, this, &WarbandWorkspace::showCurrent);
    connect(&session, &AppSession::catalogReplaced, this, &WarbandWorkspace::reloadCards);
    connect(&session, &AppSession::cardsChanged, this, &WarbandWorkspace::reloadCards);
    connect(&session, &AppSession::legalityPreferencesChanged, this, [this] {
        for (int index = 0; index < count(); ++index)
            editorAt(index)->setMaps(m_session.maps()); // the known maps may have changed
        reloadCards();
    });
}

WarbandWorkspace::~WarbandWorkspace() = default;

WarbandEditor* WarbandWorkspace::editorAt(int index) const
{
    return qobject_cast<WarbandEditor*>(widget(index));
}

WarbandEditor* WarbandWorkspace::currentEditor() const
{
    return editorAt(currentIndex());
}

WarbandDocument* WarbandWorkspace::currentDocument() const
{
    WarbandEditor* editor = currentEditor();
    return editor ? editor->document() : nullptr;
}

QStringList WarbandWorkspace::recentFiles() const
{
    return m_session.settings().stringList(SettingKey::RecentWarbands);
}

void WarbandWorkspace::setPrompts(std::unique_ptr<WarbandPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

WarbandEditor* WarbandWorkspace::newWarband()
{
    return newWarbandOf(Warband{}.points);
}

WarbandEditor* WarbandWorkspace::newWarbandOf(int points)
{
    Warband warband;
    warband.points = points;
    return addEditor(std::make_unique<WarbandDocument>(m_cards, m_session.legality(), warband));
}

WarbandEditor* WarbandWorkspace::addEditor(std::unique_ptr<WarbandDocument> document, const QString& slot)
{
    auto* editor = new WarbandEditor(std::move(document), this);
    editor->setMaps(m_session.maps());
    keepAutosave(editor, slot.isEmpty() ? AutosaveFolder::newSlot(kWarbandAutosave) : slot);
    m_undoGroup->addStack(editor->undoStack());
    connect(editor, &WarbandEditor::ruleActivated, this, &WarbandWorkspace::ruleActivated);
    connect(editor, &WarbandEditor::statusMessage, this, &WarbandWorkspace::statusMessage);
    connect(editor, &WarbandEditor::creatureSelected, this, &WarbandWorkspace::creatureSelected);
    const auto update = [this, editor] { updateTab(editor); };
    connect(editor->document(), &WarbandDocument::changed, this, update);
    connect(editor->document(), &WarbandDocument::modifiedChanged, this, update);
    connect(editor->document(), &WarbandDocument::filePathChanged, this, update);
    setCurrentIndex(addTab(editor, QString()));
    // Only now: making the new tab current hid the one before, which saved the layout it was left in.
    ViewLayout::keep(editor, QStringLiteral("warbandEditor"), m_session.settings());
    updateTab(editor);
    return editor;
}

void WarbandWorkspace::keepAutosave(WarbandEditor* editor, const QString& slot)
{
    const WarbandDocument* document = editor->document();
    auto* keeper = new AutosaveKeeper(
        AutosaveFolder(m_session.database().dataDirectory()), slot,
        [document]() -> std::optional<Autosave> {
            if (!document->isModified())
                return std::nullopt;
            return Autosave{
                {}, kWarbandAutosave, document->filePath(), WarbandFile::write(document->warband())};
        },
        editor);
    connect(document, &WarbandDocument::changed, keeper, &AutosaveKeeper::scheduleWrite);
    connect(document, &WarbandDocument::modifiedChanged, keeper, &AutosaveKeeper::scheduleWrite);
    connect(document, &WarbandDocument::filePathChanged, keeper, &AutosaveKeeper::scheduleWrite);
    connect(keeper, &AutosaveKeeper::failed, this, [this](const QString& problem) {
        emit statusMessage(tr("Cannot keep an autosave: %1").arg(problem));
    });
}

int WarbandWorkspace::restoreAutosaves(const QList<Autosave>& autosaves)
{
    int restored = 0;
    for (const Autosave& autosave : autosaves) {
        if (autosave.kind != kWarbandAutosave)
            continue;
        const WarbandReadResult read = WarbandFile::readDraft(autosave.content);
        if (!read.ok()) {
            m_prompts->showError(
                tr("Cannot restore warband"),
                tr("The autosave %1 was not restored:\n%2").arg(autosave.slot, fileProblems(read.errors)));
            continue;
        }
        // The file may be open already (handed over by another start while the question was asked):
        // its unchanged tab gives way to the restored warband.
        if (const int open = autosave.originalPath.isEmpty() ? -1 : indexOfFile(autosave.originalPath);
            open >= 0 && !editorAt(open)->document()->isModified())
            closeTab(open);
        auto document = std::make_unique<WarbandDocument>(m_cards, m_session.legality(), read.warband,
                                                          autosave.originalPath);
        // Unsaved against the file it came from, if that still reads; else against nothing: never saved.
        Warband saved;
        if (!autosave.originalPath.isEmpty()) {
            if (const WarbandReadResult file = WarbandFile::load(autosave.originalPath); file.ok())
                saved = file.warband;
        }
        document->setSavedWarband(saved);
        addEditor(std::move(document), autosave.slot);
        ++restored;
    }
    return restored;
}

void WarbandWorkspace::updateTab(WarbandEditor* editor)
{
    const int index = indexOf(editor);
    if (index < 0)
        return;
    const WarbandDocument* document = editor->document();
    QString name = document->displayName();
    name.replace(QLatin1Char('&'), QStringLiteral("&&")); // not a mnemonic
    setTabText(index, document->isModified() ? name + QLatin1Char('*') : name);
    setTabToolTip(index, document->filePath().isEmpty() ? tr("Not saved yet")
                                                        : QDir::toNativeSeparators(document->filePath()));
    if (editor == currentEditor()) {
        window()->setWindowModified(document->isModified());
        emit currentTitleChanged();
    }
}

QString WarbandWorkspace::currentTitle() const
{
    const WarbandDocument* document = currentDocument();
    if (!document)
        return {};
    const QString file = QFileInfo(document->filePath()).fileName();
    return file.isEmpty() || document->displayName() == QFileInfo(file).completeBaseName()
               ? document->displayName()
               : tr("%1 (%2)").arg(document->displayName(), file);
}

void WarbandWorkspace::showCurrent(int index)
{
    WarbandEditor* editor = editorAt(index);
    m_undoGroup->setActiveStack(editor ? editor->undoStack() : nullptr);
    window()->setWindowModified(editor && editor->document()->isModified());
    emit currentDocumentChanged(editor ? editor->document() : nullptr);
    emit currentTitleChanged();
}

int WarbandWorkspace::indexOfFile(const QString& path) const
{
    for (int index = 0; index < count(); ++index) {
        const QString open = editorAt(index)->document()->filePath();
        if (!open.isEmpty() && QFileInfo(open) == QFileInfo(path))
            return index;
    }
    return -1;
}

bool WarbandWorkspace::openFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (const int open = indexOfFile(absolute); open >= 0) {
        setCurrentIndex(open);
        return true;
    }
    const WarbandReadResult result = WarbandFile::load(absolute);
    if (!result.ok()) {
        m_prompts->showError(tr("Cannot open warband"),
                             tr("%1 was not opened:\n%2")
                                 .arg(QDir::toNativeSeparators(absolute), fileProblems(result.errors)));
        if (!QFileInfo::exists(absolute))
            forgetFile(absolute);
        return false;
    }
    WarbandEditor* editor =
        addEditor(std::make_unique<WarbandDocument>(m_cards, m_session.legality(), result.warband, absolute));
    rememberFile(absolute);
    m_session.settings().setValue(SettingKey::LastWarbandDirectory, QFileInfo(absolute).absolutePath());
    const QString name = editor->document()->displayName();
    emit statusMessage(
        editor->document()->resolved().isFullyResolved()
            ? tr("Opened %1.").arg(name)
            : tr("Opened %1: some cards are not in the catalog; they are kept and marked unknown.")
                  .arg(name));
    return true;
}

bool WarbandWorkspace::openDialog()
{
    const QString path = m_prompts->openFileName(
        tr("Open warband"), m_session.settings().string(SettingKey::LastWarbandDirectory),
        tr("Warbands (*.json);;All files (*)"));
    return !path.isEmpty() && openFile(path);
}

namespace {
// A posted list is a page of text; a far larger file or clipboard is not one.
constexpr qsizetype kMaxListCharacters = 1 << 20;
} // namespace

bool WarbandWorkspace::importListFile(const QString& path)
{
    const QString file =
        path.isEmpty()
            ? m_prompts->openFileName(tr("Import a warband list"),
                                      m_session.settings().string(SettingKey::LastWarbandDirectory),
                                      tr("Lists (*.txt *.md *.bbcode);;All files (*)"))
            : path;
    if (file.isEmpty())
        return false;
    QFile input(file);
    if (!input.open(QIODevice::ReadOnly)) {
        m_prompts->showError(tr("Cannot import list"),
                             tr("%1: %2").arg(QDir::toNativeSeparators(file), input.errorString()));
        return false;
    }
    const QByteArray content = input.read(kMaxListCharacters + 1);
    if (content.size() > kMaxListCharacters) {
        m_prompts->showError(
            tr("Cannot import list"),
            tr("%1 is larger than 1 MB: not a warband list.").arg(QDir::toNativeSeparators(file)));
        return false;
    }
    return importListText(QString::fromUtf8(content));
}

bool WarbandWorkspace::pasteList()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        emit statusMessage(tr("The clipboard holds no text to read as a warband list."));
        return false;
    }
    if (text.size() > kMaxListCharacters) {
        emit statusMessage(tr("The clipboard holds more than a page of text: not a warband list."));
        return false;
    }
    return importListText(text);
}

bool WarbandWorkspace::importListText(const QString& text)
{
    ListImportOptions options;
    options.mapNames = m_session.maps().names();
    // With powers: the check of stated against built counts Mob and the other card rules.
    const ListImporter importer(m_session.cards().allCreatures());
    const ListImport imported = importer.read(text, options);
    const std::optional<Warband> warband =
        m_prompts->reviewList(imported, [&importer, &imported, &options](const QList<ListLine>& lines) {
            return importer.withLines(imported, lines, options);
        });
    if (!warband)
        return false;
    WarbandEditor* editor =
        addEditor(std::make_unique<WarbandDocument>(m_cards, m_session.legality(), *warband));
    editor->document()->setSavedWarband({}); // never saved: closing asks
    emit statusMessage(tr("Imported a list of %n creature(s).", nullptr, int(warband->creatures.size())));
    return true;
}

bool WarbandWorkspace::save()
{
    WarbandEditor* editor = currentEditor();
    return editor && saveEditor(editor, {});
}

bool WarbandWorkspace::saveAs(const QString& path)
{
    WarbandEditor* editor = currentEditor();
    if (!editor)
        return false;
    const QString target = path.isEmpty() ? askWarbandPath(tr("Save warband as")) : path;
    return !target.isEmpty() && saveEditor(editor, target);
}

// A warband file names its faction unless the scenario is sealed booster: a file without one would
// not open again, so the save is refused with what to do.
bool WarbandWorkspace::saveEditor(WarbandEditor* editor, QString path)
{
    WarbandDocument* document = editor->document();
    if (!document->warband().faction && document->warband().scenario != Scenario::SealedBooster) {
        setCurrentWidget(editor);
        m_prompts->showError(
            tr("Cannot save warband"),
            tr("Choose a faction for \"%1\" before saving: a warband file names its faction, "
               "except in the sealed-booster scenario.")
                .arg(document->displayName()));
        return false;
    }
    if (path.isEmpty())
        path = document->filePath();
    if (path.isEmpty()) {
        setCurrentWidget(editor);
        path = askWarbandPath(tr("Save warband"));
        if (path.isEmpty())
            return false;
    }
    path = QFileInfo(path).absoluteFilePath();
    const WarbandSaveResult result = WarbandFile::save(document->warband(), path);
    if (!result.ok()) {
        m_prompts->showError(tr("Cannot save warband"),
                             tr("The warband was not saved.\n%1").arg(result.error));
        return false;
    }
    document->setFilePath(path);
    document->markSaved();
    editor->undoStack()->setClean();
    rememberFile(path);
    m_session.settings().setValue(SettingKey::LastWarbandDirectory, QFileInfo(path).absolutePath());
    emit statusMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString WarbandWorkspace::askWarbandPath(const QString& caption)
{
    return askFileToWrite(*m_prompts, m_session.settings(), SettingKey::LastWarbandDirectory, caption,
                          currentDocument()->displayName(), QStringLiteral("json"), tr("Warbands (*.json)"));
}

bool WarbandWorkspace::askToSaveBeforeClosing(WarbandEditor* editor)
{
    if (!editor->document()->isModified())
        return true;
    setCurrentWidget(editor);
    switch (m_prompts->askToSave(editor->document()->displayName())) {
    case SaveAnswer::Save:
        return saveEditor(editor, {});
    case SaveAnswer::Discard:
        return true;
    case SaveAnswer::Cancel:
        break;
    }
    return false;
}

bool WarbandWorkspace::closeTab(int index)
{
    WarbandEditor* editor = editorAt(index);
    if (!editor || !askToSaveBeforeClosing(editor))
        return false;
    removeTab(indexOf(editor));
    m_undoGroup->removeStack(editor->undoStack());
    delete editor;
    return true;
}

bool WarbandWorkspace::closeCurrentTab()
{
    return closeTab(currentIndex());
}

bool WarbandWorkspace::maybeCloseAll()
{
    for (int index = 0; index < count(); ++index) {
        if (!askToSaveBeforeClosing(editorAt(index)))
            return false;
    }
    return true;
}

void WarbandWorkspace::addCreatures(const QList<qint64>& ids)
{
    WarbandEditor* editor = currentEditor();
    if (!editor)
        editor = newWarband();
    editor->addCreatures(ids);
}

void WarbandWorkspace::removeSelected()
{
    if (WarbandEditor* editor = currentEditor())
        editor->removeSelected();
}

bool WarbandWorkspace::exportAs(ExportFormat format, const QString& path)
{
    const WarbandDocument* document = currentDocument();
    const std::optional<QString> done =
        document ? m_exports.exportText(*document, format, path, *m_prompts) : std::nullopt;
    if (done)
        emit statusMessage(*done);
    return done.has_value();
}

bool WarbandWorkspace::exportText(const QString& path)
{
    return exportAs(ExportFormat::PlainText, path);
}

bool WarbandWorkspace::exportBBCode(const QString& path)
{
    return exportAs(ExportFormat::BBCode, path);
}

bool WarbandWorkspace::exportMarkdown(const QString& path)
{
    return exportAs(ExportFormat::Markdown, path);
}

bool WarbandWorkspace::exportPdf(const QString& path)
{
    const WarbandDocument* document = currentDocument();
    const std::optional<QString> done =
        document ? m_exports.exportPdf(*document, path, *m_prompts) : std::nullopt;
    if (done)
        emit statusMessage(*done);
    return done.has_value();
}

void WarbandWorkspace::copyExport(ExportFormat format)
{
    if (const WarbandDocument* document = currentDocument())
        emit statusMessage(m_exports.copy(*document, format));
}

bool WarbandWorkspace::print()
{
    const WarbandDocument* document = currentDocument();
    return document && m_exports.print(*document);
}

void WarbandWorkspace::showMissingCopies()
{
    const WarbandDocument* document = currentDocument();
    if (!document)
        return;
    auto* dialog = new MissingCopiesDialog(MissingCopies::check(document->resolved(), m_session.collection()),
                                           document->displayName(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void WarbandWorkspace::reloadCards()
{
    m_cards.clear();
    for (int index = 0; index < count(); ++index)
        editorAt(index)->document()->reloadCards();
}

void WarbandWorkspace::rememberFile(const QString& path)
{
    m_session.settings().pushRecent(SettingKey::RecentWarbands, path);
    emit recentFilesChanged(recentFiles());
}

void WarbandWorkspace::forgetFile(const QString& path)
{
    QStringList files = recentFiles();
    if (files.removeAll(path) == 0)
        return;
    m_session.settings().setValue(SettingKey::RecentWarbands, files);
    emit recentFilesChanged(files);
}

void WarbandWorkspace::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        for (int index = 0; index < count(); ++index)
            updateTab(editorAt(index));
    }
    QTabWidget::changeEvent(event);
}

} // namespace ddm::gui
