// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog_browser.h"

#include "catalog/catalog_item_delegate.h"
#include "catalog/filter_completer.h"
#include "catalog/query_error_text.h"
#include "catalog/query_help_menu.h"
#include "catalog/saved_filters_panel.h"
#include "common/app_session.h"
#include "common/view_layout.h"
#include "models/catalog_filter_proxy.h"
#include "models/catalog_search.h"
#include "models/catalog_table_model.h"
#include "models/saved_filter_model.h"
#include "storage/saved_filter_repository.h"

#include "ui_catalog_browser.h"

#include <QApplication>
#include <QHeaderView>
#include <QInputDialog>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QTextCharFormat>

#include <algorithm>

namespace ddm::gui {
namespace {

constexpr int kFilterDelayMs = 30;   // keystrokes closer than this are filtered once
constexpr int kRecentDelayMs = 2000; // a filter left alone this long was used, not passed through

// Initial column widths in average character widths; the user resizes from there.
constexpr int kColumnChars[CatalogTableModel::ColumnCount] = {26, 16, 5, 6, 6, 17, 10, 6, 5, 9, 8, 5, 10, 7};

} // namespace

CatalogBrowser::CatalogBrowser(AppSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_ui(std::make_unique<Ui::CatalogBrowser>())
    , m_savedFilterRepository(std::make_unique<SavedFilterRepository>(session.database()))
    , m_model(new CatalogTableModel(&session.cards(), &session.collection(), this))
    , m_proxy(new CatalogFilterProxy(this))
    , m_savedFilters(new SavedFilterModel(m_savedFilterRepository.get(), this))
    , m_recentMenu(new QMenu(this))
{
    m_ui->setupUi(this);
    m_proxy->setSourceModel(m_model);
    m_completer = new FilterCompleter(m_ui->filterEdit, [this] { return vocabulary(); });
    m_ui->filterEdit->setToolTip(QueryHelpMenu::syntaxSummary());
    m_ui->filterEdit->installEventFilter(this);

    auto* help = new QueryHelpMenu(this);
    m_ui->filterHelpButton->setMenu(help);
    connect(help, &QueryHelpMenu::exampleChosen, this, &CatalogBrowser::setFilterText);
    m_recentMenu->setObjectName(QStringLiteral("recentFiltersMenu"));
    m_ui->recentFiltersButton->setMenu(m_recentMenu);
    connect(m_recentMenu, &QMenu::aboutToShow, this, &CatalogBrowser::fillRecentMenu);

    m_filterDelay.setSingleShot(true);
    m_filterDelay.setInterval(kFilterDelayMs);
    connect(&m_filterDelay, &QTimer::timeout, this, &CatalogBrowser::applyFilter);
    m_recentDelay.setSingleShot(true);
    m_recentDelay.setInterval(kRecentDelayMs);
    connect(&m_recentDelay, &QTimer::timeout, this, &CatalogBrowser::commitRecentFilter);
    connect(m_ui->filterEdit, &QLineEdit::textChanged, &m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_ui->filterEdit, &QLineEdit::returnPressed, this, [this] {
        m_filterDelay.stop();
        applyFilter();
        commitRecentFilter();
        view()->setFocus(Qt::OtherFocusReason);
        if (!view()->currentIndex().isValid() && m_proxy->rowCount() > 0)
            view()->setCurrentIndex(m_proxy->index(0, CatalogTableModel::Name));
    });

    connect(m_ui->onlyOwnedToggle, &QCheckBox::toggled, this, [this](bool onlyOwned) {
        m_proxy->setOnlyOwned(onlyOwned);
        m_session.settings().setValue(SettingKey::OnlyOwned, onlyOwned);
        updateStatus();
    });

    m_ui->savedFiltersPanel->setModel(m_savedFilters);
    connect(m_ui->savedFiltersPanel, &SavedFiltersPanel::applyRequested, this,
            &CatalogBrowser::setFilterText);
    connect(m_ui->savedFiltersPanel, &SavedFiltersPanel::saveRequested, this,
            &CatalogBrowser::askNameAndSave);

    setUpView();
    connectSession();
    m_model->reload();
    m_ui->onlyOwnedToggle->setChecked(m_session.settings().flag(SettingKey::OnlyOwned));
    setFilterText(m_session.settings().string(SettingKey::LastFilter));
    // The widths, order and sort of the columns and the splitter the player left, over the defaults.
    ViewLayout::keep(this, QStringLiteral("catalog"), m_session.settings());
}

CatalogBrowser::~CatalogBrowser() = default;

void CatalogBrowser::setUpView()
{
    QTableView* table = m_ui->catalogView;
    table->setModel(m_proxy);
    table->setItemDelegate(new CatalogItemDelegate(table));
    table->sortByColumn(CatalogTableModel::Name, Qt::AscendingOrder);
    // Fixed row heights: the view never measures 1,900 rows.
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    const int charWidth = fontMetrics().averageCharWidth();
    for (int column = 0; column < CatalogTableModel::ColumnCount; ++column)
        table->setColumnWidth(column, kColumnChars[column] * charWidth);
    table->installEventFilter(this);
    // The table gets the room; the saved filters sit below it, small until the user drags them up.
    m_ui->browserSplitter->setStretchFactor(0, 1);
    m_ui->browserSplitter->setStretchFactor(1, 0);
    m_ui->browserSplitter->setSizes({600, 120});
    connect(table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CatalogBrowser::followCurrentRow);
    connect(table, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        // A double-click on an editable cell (Owned) opens its editor: recording the collection
        // must never add the creature to the open warband as well.
        if (index.flags().testFlag(Qt::ItemIsEditable))
            return;
        emit creatureActivated(index.data(CatalogTableModel::CreatureIdRole).toLongLong());
    });
    connect(m_model, &CatalogTableModel::ownedCountRejected, this,
            [this](qint64, const QString& message) { m_ui->statusLabel->setText(message); });
}

void CatalogBrowser::connectSession()
{
    connect(&m_session, &AppSession::catalogReplaced, this, &CatalogBrowser::reload);
    connect(&m_session, &AppSession::cardsChanged, this, &CatalogBrowser::reload);
    connect(m_model, &CatalogTableModel::ownedCountEdited, this,
            [this](qint64, const QString& name, const QString& set, int) {
                m_session.notifyCollectionChanged(name, set);
            });
    connect(&m_session, &AppSession::collectionChanged, this,
            [this](const QString& name, const QString& set) {
                m_model->refreshOwned(name, set);
                // "Only what I own" follows by itself; a filter on owned counts must ask again.
                if (m_lastGoodQuery.contains(QLatin1String("owned"), Qt::CaseInsensitive))
                    applyLastGoodFilter();
                updateStatus();
            });
}

QAbstractItemView* CatalogBrowser::view() const
{
    return m_ui->catalogView;
}

QList<qint64> CatalogBrowser::selectedCreatureIds() const
{
    QModelIndexList rows = m_ui->catalogView->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QList<qint64> ids;
    for (const QModelIndex& row : rows)
        ids.append(row.data(CatalogTableModel::CreatureIdRole).toLongLong());
    return ids;
}

std::optional<Creature> CatalogBrowser::creature(qint64 id) const
{
    const Creature* found = m_model->creature(id);
    return found ? std::optional<Creature>(*found) : std::nullopt;
}

QString CatalogBrowser::filterText() const
{
    return m_ui->filterEdit->text();
}

bool CatalogBrowser::onlyOwned() const
{
    return m_ui->onlyOwnedToggle->isChecked();
}

int CatalogBrowser::shownCount() const
{
    return m_proxy->rowCount();
}

void CatalogBrowser::focusFilter()
{
    m_ui->filterEdit->setFocus(Qt::ShortcutFocusReason);
    m_ui->filterEdit->selectAll();
}

void CatalogBrowser::setOnlyOwned(bool onlyOwned)
{
    m_ui->onlyOwnedToggle->setChecked(onlyOwned);
}

void CatalogBrowser::setFilterText(const QString& query)
{
    m_ui->filterEdit->setText(query);
    m_filterDelay.stop();
    applyFilter();
}

bool CatalogBrowser::selectCreature(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return false;
    const QModelIndex source = m_model->index(row, CatalogTableModel::Name);
    if (!m_proxy->mapFromSource(source).isValid()) {
        setOnlyOwned(false);
        setFilterText(QString());
    }
    const QModelIndex index = m_proxy->mapFromSource(source);
    m_ui->catalogView->setCurrentIndex(index);
    m_ui->catalogView->scrollTo(index);
    return index.isValid();
}

void CatalogBrowser::reload()
{
    const qint64 current = m_currentId;
    m_model->reload();
    applyLastGoodFilter();
    m_completer->forgetVocabulary();
    const int row = m_model->rowOf(current);
    const QModelIndex index =
        row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, CatalogTableModel::Name));
    if (index.isValid()) {
        m_ui->catalogView->setCurrentIndex(index);
        m_ui->catalogView->scrollTo(index);
    }
    followCurrentRow();
}

void CatalogBrowser::applyFilter()
{
    const QString query = m_ui->filterEdit->text();
    const CatalogSearchResult result = searchCatalog(m_session.cards(), query);
    m_filterIsGood = result.ok();
    m_ui->savedFiltersPanel->setSaveEnabled(m_filterIsGood && !query.trimmed().isEmpty());
    if (result.error) {
        m_recentDelay.stop();
        showFilterError(*result.error, query); // the table keeps the last good results
        return;
    }
    hideFilterError();
    if (result.everything)
        m_proxy->matchAll();
    else
        m_proxy->setMatchingIds(result.ids);
    m_lastGoodQuery = query;
    m_session.settings().setValue(SettingKey::LastFilter, query);
    if (query.trimmed().isEmpty())
        m_recentDelay.stop();
    else
        m_recentDelay.start();
    updateStatus();
}

void CatalogBrowser::applyLastGoodFilter()
{
    const CatalogSearchResult result = searchCatalog(m_session.cards(), m_lastGoodQuery);
    if (result.everything || result.error)
        m_proxy->matchAll();
    else
        m_proxy->setMatchingIds(result.ids);
    updateStatus();
}

void CatalogBrowser::showFilterError(const QueryError& error, const QString& query)
{
    m_ui->filterError->setText(QueryErrorText::html(error, query));
    m_ui->filterError->setToolTip(error.message);
    m_ui->filterError->show();
    markCulprit(error.position, qMax(1, error.length));
}

void CatalogBrowser::hideFilterError()
{
    m_ui->filterError->hide();
    m_ui->filterError->clear();
    markCulprit(0, 0);
}

// QLineEdit has no API for formatting part of its text; an input-method event with no text but a
// format range underlines the culprit in place (its start counts from the cursor).
void CatalogBrowser::markCulprit(int start, int length)
{
    QList<QInputMethodEvent::Attribute> attributes;
    if (length > 0) {
        QTextCharFormat format;
        format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        attributes.append(QInputMethodEvent::Attribute(
            QInputMethodEvent::TextFormat, start - m_ui->filterEdit->cursorPosition(), length, format));
    }
    QInputMethodEvent event(QString(), attributes);
    QCoreApplication::sendEvent(m_ui->filterEdit, &event);
}

void CatalogBrowser::commitRecentFilter()
{
    m_recentDelay.stop();
    const QString query = m_lastGoodQuery.trimmed();
    if (m_filterIsGood && !query.isEmpty())
        m_session.settings().pushRecent(SettingKey::RecentFilters, query);
}

void CatalogBrowser::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_session.settings().stringList(SettingKey::RecentFilters);
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent filters"))->setEnabled(false);
    for (const QString& query : recent) {
        QAction* action =
            m_recentMenu->addAction(QString(query).replace(QLatin1Char('&'), QLatin1String("&&")));
        connect(action, &QAction::triggered, this, [this, query] { setFilterText(query); });
    }
}

void CatalogBrowser::askNameAndSave()
{
    bool accepted = false;
    const QString name = QInputDialog::getText(this, tr("Save filter"),
                                               tr("Save the filter “%1” as:").arg(m_ui->filterEdit->text()),
                                               QLineEdit::Normal, QString(), &accepted);
    if (accepted)
        saveCurrentFilter(name);
}

bool CatalogBrowser::saveCurrentFilter(const QString& name)
{
    const QString query = m_ui->filterEdit->text();
    if (!m_filterIsGood || query.trimmed().isEmpty()) {
        m_ui->statusLabel->setText(tr("Only a good, non-empty filter can be saved."));
        return false;
    }
    const EditResult result = m_savedFilters->save(name, query);
    if (!result.ok()) {
        m_ui->statusLabel->setText(tr("The filter was not saved: %1").arg(result.error->message));
        return false;
    }
    m_ui->savedFiltersPanel->setCurrentRow(m_savedFilters->rowOfName(name));
    commitRecentFilter();
    return true;
}

bool CatalogBrowser::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (watched == m_ui->filterEdit && key == Qt::Key_Down && !m_completer->popup()->isVisible()) {
        // From the filter straight into the results.
        view()->setFocus(Qt::OtherFocusReason);
        if (!view()->currentIndex().isValid() && m_proxy->rowCount() > 0)
            view()->setCurrentIndex(m_proxy->index(0, CatalogTableModel::Name));
        return true;
    }
    // Enter in an owned-count editor reaches the view too, once the editor lets it through.
    const QWidget* focus = QApplication::focusWidget();
    const bool editing = focus && m_ui->catalogView->viewport()->isAncestorOf(focus);
    if (watched == m_ui->catalogView && (key == Qt::Key_Return || key == Qt::Key_Enter) && !editing) {
        activateSelection();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void CatalogBrowser::activateSelection()
{
    QList<qint64> ids = selectedCreatureIds();
    if (ids.isEmpty() && m_currentId != 0)
        ids.append(m_currentId);
    for (qint64 id : ids)
        emit creatureActivated(id);
}

void CatalogBrowser::followCurrentRow()
{
    const QModelIndex current = m_ui->catalogView->currentIndex();
    const qint64 id = current.isValid() ? current.data(CatalogTableModel::CreatureIdRole).toLongLong() : 0;
    if (id == m_currentId)
        return;
    m_currentId = id;
    emit currentCreatureChanged(id);
}

void CatalogBrowser::updateStatus()
{
    m_ui->statusLabel->setText(
        tr("%1 of %n creature(s)", nullptr, m_model->rowCount()).arg(m_proxy->rowCount()));
}

QueryCompletion CatalogBrowser::vocabulary() const
{
    QStringList setNames;
    for (const SetSummary& set : m_session.cards().sets())
        setNames.append(set.name);
    return QueryCompletion(m_session.cards().keywords(), setNames);
}

void CatalogBrowser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        m_ui->filterEdit->setToolTip(QueryHelpMenu::syntaxSummary());
        updateStatus();
    }
    QWidget::changeEvent(event);
}

} // namespace ddm::gui
