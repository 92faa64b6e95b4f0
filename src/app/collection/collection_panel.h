// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class QSortFilterProxyModel;

namespace Ui {
class CollectionPanel;
}

namespace ddm {
class SetCompletionModel;
enum class CollectionImportMode;
} // namespace ddm

namespace ddm::gui {

class AppSession;

// The collection dock's body ("collectionPanel"): the totals ("totalsLabel": N of M creatures owned,
// K copies), how complete each set is ("setCompletionView", sortable) and the CSV import and export
// ("importCsvButton", "exportCsvButton"). Owned counts are edited in the catalog table; the panel
// follows the session's collectionChanged, cardsChanged and catalogReplaced.
//
// For the MainWindow: importCollectionCsv() and exportCollectionCsv() are the File menu's actions.
// Import opens "collectionImportDialog" (file and mode), imports in one transaction and then shows
// "collectionImportReport" listing the bad rows by line. Export opens a file dialog
// ("exportCsvDialog") and writes every owned card atomically. Both dialogs are window-modal and
// return at once (open(), not exec()).
class CollectionPanel : public QWidget {
    Q_OBJECT

public:
    explicit CollectionPanel(AppSession& session, QWidget* parent = nullptr);
    ~CollectionPanel() override;

    SetCompletionModel* setCompletionModel() const { return m_model; }

public slots:
    void refresh();
    // Whether the panel's dock tab is in front (QDockWidget::visibilityChanged): a covered panel
    // reads the sets only when its tab comes to the front.
    void setInView(bool inView);
    void importCollectionCsv();
    void exportCollectionCsv();
    // Lists one set's cards with their owned counts ("setCardsDialog"); a double-click or Enter on a
    // set's row opens it.
    void openSet(const QString& set);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void catchUp(); // refreshes what changed while out of sight, once in sight
    void importFile(const QString& path, CollectionImportMode mode);
    void exportTo(const QString& path);
    QString lastDirectory() const;
    void rememberDirectory(const QString& path);

    std::unique_ptr<Ui::CollectionPanel> m_ui;
    AppSession& m_session;
    SetCompletionModel* m_model;
    QSortFilterProxyModel* m_proxy;
    bool m_inView = true;
    bool m_stale = true; // the sets changed while the panel was out of sight
};

} // namespace ddm::gui
