// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"
#include "rules/rules_history.h"
#include "rules/rules_item_id.h"
#include "rules/rules_search.h"

#include <QTimer>
#include <QUrl>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QTextBrowser;

namespace Ui {
class RulesBrowser;
}

namespace ddm::gui {

class AppSession;
class RulesSearchResultsModel;
class RulesTreeModel;

// The rules reference: a game selector, the documents as a tree ("documentTree"), a search box
// with live results ("searchEdit", "searchResults"; Enter jumps to a number or opens the best hit),
// and the reading pane ("readingPane") with links, sub-rules, backlinks and the other documents'
// versions. Back/forward (Alt+Left/Right), bookmarks (kept in the settings), zoom (Ctrl++, Ctrl+-,
// Ctrl+0, kept too) and "Copy link" (ddm://rule/611.3, which jump() and the app open again) work
// while the browser has focus. Links it does not open itself (ddm://card/…) go out through
// linkActivated(). Follows the session: reads the rules again after an import.
class RulesBrowser : public QWidget {
    Q_OBJECT

public:
    explicit RulesBrowser(AppSession& session, QWidget* parent = nullptr);
    ~RulesBrowser() override;

    // The entry or term shown; empty before anything is opened and on a "not found" page.
    std::optional<RulesItemId> currentItem() const { return m_current; }
    RulesGame game() const;
    QTextBrowser* readingPane() const;
    RulesTreeModel* treeModel() const { return m_tree; }
    RulesSearchResultsModel* searchResults() const { return m_results; }

public slots:
    // Opens an entry or a term and records it in the history. What does not exist gets a page that
    // says so and offers what is near (false).
    bool open(const ddm::RulesItemId& item);
    // Opens what a judge typed (a number in any spelling, an id, a ddm:// URL, a term: RulesJump);
    // text that is none of them opens the best search hit. False when nothing was opened.
    bool jump(const QString& text);
    void setGame(ddm::RulesGame game);
    void focusSearch();
    void back();
    void forward();
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void copyLink();
    void toggleBookmark();

signals:
    void linkActivated(const QUrl& url);

protected:
    void changeEvent(QEvent* event) override;

private:
    QAction* addBrowserAction(const char* objectName, const QList<QKeySequence>& shortcuts);
    QAction* action(const char* objectName) const;
    void setUpActions();
    void connectParts();
    bool render(const RulesItemId& item);
    void showPage(const QString& html, const std::optional<RulesItemId>& item);
    void followLink(const QUrl& url);
    QList<RulesSearchHit> search(const QString& text) const;
    void runSearch();
    void openResult(const QModelIndex& index);
    void treeCurrentChanged(const QModelIndex& index);
    void selectInTree(const RulesItemId& item);
    void setZoom(int steps);
    void updateActions();
    void reloadRules();
    void retranslate();

    AppSession& m_session;
    std::unique_ptr<Ui::RulesBrowser> m_ui;
    RulesTreeModel* m_tree;
    RulesSearchResultsModel* m_results;
    QTimer m_searchDelay; // searches once typing pauses
    RulesHistory m_history;
    std::optional<RulesItemId> m_current;
    qreal m_basePointSize = 0;
    int m_zoom = 0;
};

} // namespace ddm::gui
