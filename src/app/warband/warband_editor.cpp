// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_editor.h"

#include "warband/display_names.h"
#include "builder/violation_model.h"
#include "builder/violation_text.h"
#include "builder/warband_document.h"
#include "builder/warband_edits.h"
#include "builder/warband_entry_model.h"
#include "warband/warband_undo_command.h"

#include "ui_warband_editor.h"

#include "common/item_view_clicks.h"
#include "common/map_problems_text.h"
#include "common/theme.h"

#include <QApplication>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QSignalBlocker>
#include <QUndoStack>

#include <algorithm>

namespace ddm::gui {
namespace {

using Column = WarbandEntryModel::Column;

// Shows used against limit; over the limit the text says by how much and turns bold, so it reads in
// any theme without a colour of its own.
void showUsage(QProgressBar* bar, int used, int limit, const QString& within, const QString& over)
{
    bar->setRange(0, std::max({used, limit, 1}));
    bar->setValue(used);
    const bool overLimit = used > limit;
    bar->setFormat(overLimit ? over : within);
    QFont font = bar->font();
    font.setBold(overLimit);
    bar->setFont(font);
    bar->setProperty("overLimit", overLimit);
    // Its own palette only while over: back within the limit it follows the theme again.
    QPalette palette = QApplication::palette(bar);
    if (overLimit)
        palette.setColor(QPalette::Highlight, warningColour(palette));
    bar->setPalette(palette);
}

// "Not legal: 2 problems" reads as the warband's state: bold, in the warning colour; "Legal" plainly.
void showVerdict(QLabel* label, const QString& verdict, bool legal)
{
    label->setText(verdict);
    QFont font = label->font();
    font.setBold(!legal);
    label->setFont(font);
    QPalette palette = QApplication::palette(label);
    if (!legal)
        palette.setColor(QPalette::WindowText, warningColour(palette));
    label->setPalette(palette);
}

void selectCombo(QComboBox* combo, const QVariant& data)
{
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(std::max(0, combo->findData(data)));
}

QString mapChoiceText(const KnownMap& map)
{
    const QString size = !map.size                    ? WarbandEditor::tr("size not marked")
                         : *map.size == MapSize::Full ? WarbandEditor::tr("full size")
                                                      : WarbandEditor::tr("half size");
    switch (map.origin) {
    case KnownMap::Origin::User:
        return WarbandEditor::tr("%1 (%2, your map)").arg(map.name, size);
    case KnownMap::Origin::Shipped:
        return WarbandEditor::tr("%1 (%2, sample map)").arg(map.name, size);
    case KnownMap::Origin::Official:
        return WarbandEditor::tr("%1 (%2, official map)").arg(map.name, size);
    }
    return map.name;
}

} // namespace

WarbandEditor::WarbandEditor(std::unique_ptr<WarbandDocument> document, QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::WarbandEditor>())
    , m_document(document.release())
    , m_undoStack(new QUndoStack(this))
    , m_entryModel(new WarbandEntryModel(m_document, this))
    , m_violationModel(new ViolationModel(this))
{
    m_document->setParent(this);
    m_document->setEditHandler(
        [this](const WarbandEdit& edit) { m_undoStack->push(new WarbandUndoCommand(m_document, edit)); });
    m_ui->setupUi(this);
    m_mapToolTip = m_ui->mapCombo->toolTip();
    fillChoices();
    setUpViews();
    connectInputs();
    connect(m_document, &WarbandDocument::changed, this, &WarbandEditor::refresh);
    refresh();
}

WarbandEditor::~WarbandEditor() = default;

void WarbandEditor::fillChoices()
{
    m_ui->pointsCombo->clear();
    for (const WarbandFormat& format : warbandFormats())
        m_ui->pointsCombo->addItem(formatDisplayName(format.points), format.points);
    m_ui->factionCombo->clear();
    m_ui->factionCombo->addItem(factionDisplayName(std::nullopt), QVariant());
    for (Faction faction : allFactions())
        m_ui->factionCombo->addItem(factionDisplayName(faction), int(faction));
    m_ui->scenarioCombo->clear();
    for (Scenario scenario : allScenarios())
        m_ui->scenarioCombo->addItem(scenarioDisplayName(scenario), int(scenario));
}

void WarbandEditor::setMaps(const MapLibrary& maps)
{
    m_maps = maps.maps();
    m_ui->mapCombo->setToolTip(withMapProblems(m_mapToolTip, maps));
    fillMapChoices();
}

void WarbandEditor::fillMapChoices()
{
    QComboBox* combo = m_ui->mapCombo;
    const QSignalBlocker blocker(combo);
    combo->clear();
    combo->addItem(tr("(No map)"), QString());
    const QString chosen = m_document->warband().map;
    int current = 0;
    for (const KnownMap& map : std::as_const(m_maps)) {
        if (map.name.compare(chosen, Qt::CaseInsensitive) == 0)
            current = combo->count();
        combo->addItem(mapChoiceText(map), map.name);
    }
    if (!chosen.isEmpty() && current == 0) {
        current = combo->count();
        combo->addItem(tr("%1 (not a map DDM Companion knows)").arg(chosen), chosen);
    }
    combo->setCurrentIndex(current);
}

void WarbandEditor::setUpViews()
{
    QTableView* entries = m_ui->entryView;
    entries->setModel(m_entryModel);
    entries->setSelectionBehavior(QAbstractItemView::SelectRows);
    entries->setSelectionMode(QAbstractItemView::ExtendedSelection);
    entries->setDragDropMode(QAbstractItemView::DragDrop);
    entries->setDefaultDropAction(Qt::CopyAction);
    entries->setDragDropOverwriteMode(false);
    entries->setDropIndicatorShown(true);
    entries->verticalHeader()->hide();
    entries->setWordWrap(false);
    entries->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    entries->horizontalHeader()->setSectionResizeMode(int(Column::Name), QHeaderView::Stretch);
    entries->installEventFilter(this);

    QTreeView* violations = m_ui->violationView;
    violations->setModel(m_violationModel);
    violations->header()->setSectionResizeMode(int(ViolationModel::Column::Rule),
                                               QHeaderView::ResizeToContents);
    violations->header()->setStretchLastSection(true);
    m_ui->splitter->setStretchFactor(0, 3);
    m_ui->splitter->setStretchFactor(1, 1);
    m_ui->splitter->setStretchFactor(2, 1);
}

void WarbandEditor::connectInputs()
{
    connect(m_ui->titleEdit, &QLineEdit::textEdited, this, [this](const QString& text) {
        m_document->perform(WarbandEdits::setTitle(m_document->warband(), text));
    });
    connect(m_ui->notesEdit, &QPlainTextEdit::textChanged, this, [this] {
        m_document->perform(WarbandEdits::setNotes(m_document->warband(), m_ui->notesEdit->toPlainText()));
    });
    connect(m_ui->pointsCombo, &QComboBox::activated, this, [this] {
        m_document->perform(
            WarbandEdits::setPoints(m_document->warband(), m_ui->pointsCombo->currentData().toInt()));
    });
    connect(m_ui->factionCombo, &QComboBox::activated, this, [this] {
        const QVariant data = m_ui->factionCombo->currentData();
        const std::optional<Faction> faction =
            data.isValid() ? std::optional(Faction(data.toUInt())) : std::nullopt;
        m_document->perform(WarbandEdits::setFaction(m_document->warband(), faction));
    });
    connect(m_ui->scenarioCombo, &QComboBox::activated, this, [this] {
        m_document->perform(WarbandEdits::setScenario(m_document->warband(),
                                                      Scenario(m_ui->scenarioCombo->currentData().toInt())));
    });
    connect(m_ui->mapCombo, &QComboBox::activated, this, [this] {
        m_document->perform(
            WarbandEdits::setMap(m_document->warband(), m_ui->mapCombo->currentData().toString()));
    });
    connect(m_ui->addCopyButton, &QToolButton::clicked, this, &WarbandEditor::addCopy);
    connect(m_ui->removeCopyButton, &QToolButton::clicked, this, &WarbandEditor::removeCopy);
    connect(m_ui->moveUpButton, &QToolButton::clicked, this, &WarbandEditor::moveUp);
    connect(m_ui->moveDownButton, &QToolButton::clicked, this, &WarbandEditor::moveDown);
    connect(m_ui->itemsButton, &QToolButton::clicked, this, &WarbandEditor::editItems);
    connect(m_ui->removeButton, &QToolButton::clicked, this, &WarbandEditor::removeSelected);
    connect(m_ui->entryView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WarbandEditor::updateButtons);
    connect(m_ui->entryView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                emit creatureSelected(current.data(WarbandEntryModel::CreatureIdRole).toLongLong());
            });
    // A click on a violation opens its rule, as does Enter.
    onClickOrEnter(m_ui->violationView, this, [this](const QModelIndex& index) {
        const QString rule = index.data(ViolationModel::RuleRole).toString();
        if (!rule.isEmpty())
            emit ruleActivated(rule);
    });
}

void WarbandEditor::refresh()
{
    const Warband& warband = m_document->warband();
    if (m_ui->titleEdit->text() != warband.title)
        m_ui->titleEdit->setText(warband.title);
    if (m_ui->notesEdit->toPlainText() != warband.notes) {
        const QSignalBlocker blocker(m_ui->notesEdit);
        m_ui->notesEdit->setPlainText(warband.notes);
    }
    selectCombo(m_ui->pointsCombo, warband.points);
    selectCombo(m_ui->factionCombo, warband.faction ? QVariant(int(*warband.faction)) : QVariant());
    selectCombo(m_ui->scenarioCombo, int(warband.scenario));
    fillMapChoices();
    m_violationModel->setReport(m_document->report());
    refreshBars();
    updateButtons();
}

void WarbandEditor::refreshBars()
{
    const LegalityReport& report = m_document->report();
    const int points = m_document->warband().points;
    showUsage(m_ui->pointsBar, report.points, points,
              tr("%1 of %n point(s)", nullptr, points).arg(report.points),
              tr("%1 of %n point(s): %2 over the limit", nullptr, points)
                  .arg(report.points)
                  .arg(report.points - points));
    showUsage(m_ui->creaturesBar, report.creatureCount, report.creatureLimit,
              tr("%1 of %n creature(s)", nullptr, report.creatureLimit).arg(report.creatureCount),
              tr("%1 of %n creature(s): %2 over the limit", nullptr, report.creatureLimit)
                  .arg(report.creatureCount)
                  .arg(report.creatureCount - report.creatureLimit));
    const QString verdict = ViolationText::verdict(report.legal, int(report.violations.size()));
    showVerdict(m_ui->verdictLabel, verdict, report.legal);
    if (!m_announcedVerdict.isEmpty() && m_announcedVerdict != verdict) {
        m_announcedVerdict.clear();
        emit statusMessage(QString());
    }
}

void WarbandEditor::updateButtons()
{
    const bool selected = !selectedRows().isEmpty();
    for (QToolButton* button : {m_ui->addCopyButton, m_ui->removeCopyButton, m_ui->moveUpButton,
                                m_ui->moveDownButton, m_ui->itemsButton, m_ui->removeButton})
        button->setEnabled(selected);
}

QList<int> WarbandEditor::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex& index : m_ui->entryView->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

int WarbandEditor::currentRow() const
{
    const QModelIndex current = m_ui->entryView->currentIndex();
    if (current.isValid() && m_ui->entryView->selectionModel()->isRowSelected(current.row()))
        return current.row();
    const QList<int> rows = selectedRows();
    return rows.isEmpty() ? -1 : rows.first();
}

void WarbandEditor::addCreatures(const QList<qint64>& ids)
{
    const int first = m_document->entryCount();
    const int added = m_document->addCreatures(ids);
    if (added == 0) {
        emit statusMessage(tr("No creature to add."));
        return;
    }
    m_ui->entryView->scrollTo(m_entryModel->index(m_entryModel->rowOf(first + added - 1), int(Column::Name)));
    const LegalityReport& report = m_document->report();
    m_announcedVerdict = ViolationText::verdict(report.legal, int(report.violations.size()));
    emit statusMessage(tr("Added %n creature(s). %1", nullptr, added).arg(m_announcedVerdict));
}

void WarbandEditor::removeSelected()
{
    const QList<int> rows = selectedRows();
    if (!m_document->perform(
            WarbandEdits::removeEntries(m_document->warband(), m_entryModel->entriesOf(rows))))
        return;
    // Keep the keyboard in the list: the row after the removed ones becomes current.
    const int next = std::min(rows.first(), m_entryModel->rowCount() - 1);
    if (next >= 0)
        makeCurrent(next);
}

void WarbandEditor::changeCopies(int delta)
{
    const QList<int> copies = m_entryModel->entriesOf(currentRow());
    if (copies.isEmpty())
        return;
    m_document->perform(
        WarbandEdits::setCopies(m_document->warband(), copies.first(), int(copies.size()) + delta));
}

void WarbandEditor::addCopy()
{
    changeCopies(1);
}

void WarbandEditor::removeCopy()
{
    changeCopies(-1);
}

void WarbandEditor::shift(int delta)
{
    m_document->perform(
        WarbandEdits::shiftEntries(m_document->warband(), m_entryModel->entriesOf(selectedRows()), delta));
}

void WarbandEditor::moveUp()
{
    shift(-1);
}

void WarbandEditor::moveDown()
{
    shift(1);
}

void WarbandEditor::editItems()
{
    // Items belong to one creature: of several copies, the last gets them and becomes a row of its own
    // after the others, which keep their row.
    const QList<int> copies = m_entryModel->entriesOf(currentRow());
    if (copies.isEmpty())
        return;
    const int row = copies.last();
    const WarbandEntry& entry = m_document->warband().creatures.at(row);
    const QString label =
        copies.size() > 1
            ? tr("Items assigned to one %1 of the %n copies, one per line:", nullptr, int(copies.size()))
                  .arg(entry.name)
            : tr("Items assigned to %1, one per line:").arg(entry.name);
    bool ok = false;
    const QString text =
        QInputDialog::getMultiLineText(this, tr("Items"), label, entry.items.join(QLatin1Char('\n')), &ok);
    if (!ok || !m_document->perform(
                   WarbandEdits::setItems(m_document->warband(), row, text.split(QLatin1Char('\n')))))
        return;
    makeCurrent(m_entryModel->rowOf(row));
}

// The row becomes the one selected; the name column is current, so typing finds by name.
void WarbandEditor::makeCurrent(int row)
{
    m_ui->entryView->selectionModel()->setCurrentIndex(m_entryModel->index(row, int(Column::Name)),
                                                       QItemSelectionModel::ClearAndSelect |
                                                           QItemSelectionModel::Rows);
}

// The list's own keys win over the main window's shortcuts while it has the focus.
bool WarbandEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_ui->entryView ||
        (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride))
        return QWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool control = key->modifiers().testFlag(Qt::ControlModifier);
    void (WarbandEditor::*action)() = nullptr;
    if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace)
        action = &WarbandEditor::removeSelected;
    else if (key->key() == Qt::Key_Plus)
        action = &WarbandEditor::addCopy;
    else if (key->key() == Qt::Key_Minus)
        action = &WarbandEditor::removeCopy;
    else if (control && key->key() == Qt::Key_Up)
        action = &WarbandEditor::moveUp;
    else if (control && key->key() == Qt::Key_Down)
        action = &WarbandEditor::moveDown;
    if (!action)
        return QWidget::eventFilter(watched, event);
    event->accept();
    if (event->type() == QEvent::KeyPress)
        (this->*action)();
    return true;
}

void WarbandEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        fillChoices();
        refresh();
    }
    if (event->type() == QEvent::PaletteChange)
        refreshBars(); // the warning colour of the new theme
    QWidget::changeEvent(event);
}

} // namespace ddm::gui
