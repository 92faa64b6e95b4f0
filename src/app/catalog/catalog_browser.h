// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "query/query_completion.h"

#include <QList>
#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>

class QAbstractItemView;
class QMenu;

namespace Ui {
class CatalogBrowser;
}

namespace ddm {
class CatalogFilterProxy;
class CatalogTableModel;
class SavedFilterModel;
class SavedFilterRepository;
struct QueryError;
} // namespace ddm

namespace ddm::gui {

class AppSession;
class FilterCompleter;

// The catalog browser: a filter box with the query language (completion, examples, an inline
// message at the culprit of a malformed filter, which keeps the last good results), the sortable
// creature table ("catalogView") with an "only what I own" toggle, saved and recent filters and an
// "N of M creatures" status. Follows the session: reloads on catalogReplaced/cardsChanged, updates
// owned counts on collectionChanged, and reports owned-count edits through the session.
//
// For the main window: connect creatureActivated to "add to the current warband" and
// currentCreatureChanged to the card view, which reads the card (creature(id) gives the table's
// card without a query, its powers left out);
// bind Ctrl+F to focusFilter(). Enter and double-click in the table activate; the table drags
// creature ids (models/creature_mime.h).
class CatalogBrowser : public QWidget {
    Q_OBJECT

public:
    explicit CatalogBrowser(AppSession& session, QWidget* parent = nullptr);
    ~CatalogBrowser() override;

    QAbstractItemView* view() const;
    // The selected creatures in the order the table shows them.
    QList<qint64> selectedCreatureIds() const;
    qint64 currentCreatureId() const { return m_currentId; }
    // A creature of the loaded catalog, without asking the database.
    std::optional<Creature> creature(qint64 id) const;
    QString filterText() const;
    bool onlyOwned() const;
    int shownCount() const;

public slots:
    void focusFilter();
    void setOnlyOwned(bool onlyOwned);
    // Puts `query` in the filter box and applies it at once.
    void setFilterText(const QString& query);
    // Makes the creature current (and so shown on the stat card), clearing the filter and the
    // "only what I own" toggle if they hide it. False when the catalog does not have it.
    bool selectCreature(qint64 id);
    // Saves the filter in the box under `name` (replacing a filter of that name); false when the
    // box holds no good filter or the database refused, with the reason shown.
    bool saveCurrentFilter(const QString& name);
    // Reads the catalog again and re-applies the filter (after an import or a custom-card edit).
    void reload();

signals:
    void creatureActivated(qint64 id);
    void currentCreatureChanged(qint64 id); // 0: no creature is current

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void setUpView();
    void connectSession();
    void applyFilter();
    void applyLastGoodFilter();
    void showFilterError(const QueryError& error, const QString& query);
    void hideFilterError();
    void markCulprit(int start, int length);
    void commitRecentFilter();
    void fillRecentMenu();
    void askNameAndSave();
    void activateSelection();
    void followCurrentRow();
    void updateStatus();
    QueryCompletion vocabulary() const;

    AppSession& m_session;
    std::unique_ptr<Ui::CatalogBrowser> m_ui;
    std::unique_ptr<SavedFilterRepository> m_savedFilterRepository;
    CatalogTableModel* m_model;
    CatalogFilterProxy* m_proxy;
    SavedFilterModel* m_savedFilters;
    FilterCompleter* m_completer;
    QMenu* m_recentMenu;
    QTimer m_filterDelay; // applies the filter once typing pauses briefly
    QTimer m_recentDelay; // a good filter left alone for a while counts as used
    QString m_lastGoodQuery;
    bool m_filterIsGood = true;
    qint64 m_currentId = 0;
};

} // namespace ddm::gui
