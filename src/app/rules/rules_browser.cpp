// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_browser.h"

#include "common/app_session.h"
#include "common/item_view_clicks.h"
#include "common/view_layout.h"
#include "rules/linked_text_html.h"
#include "rules/rich_text_delegate.h"
#include "rules/rules_bookmarks.h"
#include "rules/rules_bookmarks_menu.h"
#include "rules/rules_jump.h"
#include "rules/rules_page_html.h"
#include "rules/rules_repository.h"
#include "rules/rules_search_results_model.h"
#include "rules/rules_tree_model.h"

#include "ui_rules_browser.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>

#include <algorithm>

namespace ddm::gui {
namespace {

constexpr int kSearchDelayMs = 150; // keystrokes closer than this are searched once
constexpr int kSearchLimit = 50;
constexpr int kMaxZoom = 20;      // steps of one point
constexpr qreal kMinPointSize = 5;
constexpr qreal kDefaultPointSize = 10;

enum SidebarPage { TreePage = 0, SearchPage = 1 };

} // namespace

RulesBrowser::RulesBrowser(AppSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_ui(std::make_unique<Ui::RulesBrowser>())
    , m_tree(new RulesTreeModel(this))
    , m_results(new RulesSearchResultsModel(this))
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("rulesBrowser"));
    m_ui->documentTree->setModel(m_tree);
    m_ui->searchResults->setModel(m_results);
    m_ui->searchResults->setItemDelegate(
        new RichTextDelegate(RulesSearchResultsModel::HtmlRole, m_ui->searchResults));
    m_ui->browserSplitter->setStretchFactor(0, 1);
    m_ui->browserSplitter->setStretchFactor(1, 3);
    m_ui->gameCombo->addItem(QString(), int(RulesGame::Ddm));
    m_ui->gameCombo->addItem(QString(), int(RulesGame::BattleAxe));
    m_searchDelay.setSingleShot(true);
    m_searchDelay.setInterval(kSearchDelayMs);
    m_basePointSize = m_ui->readingPane->font().pointSizeF();
    if (m_basePointSize <= 0) // a font sized in pixels
        m_basePointSize = kDefaultPointSize;

    setUpActions();
    connectParts();
    m_tree->setRules(&m_session.rules());
    setZoom(m_session.settings().value(SettingKey::RulesZoom).toInt());
    retranslate();
    ViewLayout::keep(this, QStringLiteral("rules"), m_session.settings());
}

RulesBrowser::~RulesBrowser() = default;

QAction* RulesBrowser::addBrowserAction(const char* objectName, const QList<QKeySequence>& shortcuts)
{
    auto* action = new QAction(this);
    action->setObjectName(QString::fromLatin1(objectName));
    action->setShortcuts(shortcuts);
    // Alt+Left or Ctrl+0 mean something else elsewhere in the window: these act in the browser only.
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(action);
    return action;
}

void RulesBrowser::setUpActions()
{
    QList<QKeySequence> back{QKeySequence(QKeySequence::Back), QKeySequence(Qt::ALT | Qt::Key_Left)};
    QList<QKeySequence> forward{QKeySequence(QKeySequence::Forward), QKeySequence(Qt::ALT | Qt::Key_Right)};
    back.erase(std::unique(back.begin(), back.end()), back.end());
    forward.erase(std::unique(forward.begin(), forward.end()), forward.end());
    const auto add = [this](const char* name, const QList<QKeySequence>& shortcuts, void (RulesBrowser::*slot)()) {
        QAction* action = addBrowserAction(name, shortcuts);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    m_ui->backButton->setDefaultAction(add("backAction", back, &RulesBrowser::back));
    m_ui->forwardButton->setDefaultAction(add("forwardAction", forward, &RulesBrowser::forward));
    m_ui->zoomInButton->setDefaultAction(
        add("zoomInAction", {QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)}, &RulesBrowser::zoomIn));
    m_ui->zoomOutButton->setDefaultAction(add("zoomOutAction", {QKeySequence::ZoomOut}, &RulesBrowser::zoomOut));
    add("zoomResetAction", {QKeySequence(Qt::CTRL | Qt::Key_0)}, &RulesBrowser::resetZoom);
    m_ui->copyLinkButton->setDefaultAction(add("copyLinkAction", {}, &RulesBrowser::copyLink));
    QAction* bookmark = add("bookmarkAction", {QKeySequence(Qt::CTRL | Qt::Key_D)}, &RulesBrowser::toggleBookmark);
    auto* bookmarks = new RulesBookmarksMenu(m_session, bookmark, this);
    m_ui->bookmarksButton->setMenu(bookmarks);
    connect(bookmarks, &RulesBookmarksMenu::bookmarkChosen, this, &RulesBrowser::open);
}

QAction* RulesBrowser::action(const char* objectName) const
{
    return findChild<QAction*>(QString::fromLatin1(objectName));
}

void RulesBrowser::connectParts()
{
    connect(&m_searchDelay, &QTimer::timeout, this, &RulesBrowser::runSearch);
    connect(m_ui->searchEdit, &QLineEdit::textChanged, &m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_ui->searchEdit, &QLineEdit::returnPressed, this, [this] {
        m_searchDelay.stop();
        runSearch();
        jump(m_ui->searchEdit->text());
    });
    onClickOrEnter(m_ui->searchResults, this, [this](const QModelIndex& index) { openResult(index); });
    connect(m_ui->documentTree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &RulesBrowser::treeCurrentChanged);
    connect(m_ui->readingPane, &QTextBrowser::anchorClicked, this, &RulesBrowser::followLink);
    connect(m_ui->gameCombo, &QComboBox::activated, this,
            [this] { setGame(RulesGame(m_ui->gameCombo->currentData().toInt())); });
    connect(&m_session, &AppSession::aboutToReplaceRules, this, [this] {
        m_tree->setRules(nullptr);
        m_results->setHits({});
    });
    connect(&m_session, &AppSession::rulesReplaced, this, &RulesBrowser::reloadRules);
}

RulesGame RulesBrowser::game() const
{
    return m_tree->game();
}

QTextBrowser* RulesBrowser::readingPane() const
{
    return m_ui->readingPane;
}

void RulesBrowser::setGame(RulesGame game)
{
    m_ui->gameCombo->setCurrentIndex(m_ui->gameCombo->findData(int(game)));
    if (game == m_tree->game())
        return;
    m_tree->setGame(game);
    if (!m_ui->searchEdit->text().trimmed().isEmpty())
        runSearch();
}

void RulesBrowser::focusSearch()
{
    m_ui->searchEdit->setFocus(Qt::ShortcutFocusReason);
    m_ui->searchEdit->selectAll();
}

bool RulesBrowser::open(const RulesItemId& item)
{
    const bool shown = render(item);
    if (shown)
        m_history.visit(*m_current);
    updateActions();
    return shown;
}

bool RulesBrowser::render(const RulesItemId& item)
{
    const RulesRepository& rules = m_session.rules();
    const RulesPageHtml page(rules);
    if (item.kind == RulesItemId::Kind::Glossary) {
        const GlossaryLookup lookup = rules.glossary(item.key);
        if (!lookup.term) {
            showPage(page.noSuchTerm(item.key, lookup.nearest), std::nullopt);
            return false;
        }
        showPage(page.term(*lookup.term), lookup.term->item);
        return true;
    }
    const std::optional<RuleEntryView> entry = rules.entry(item);
    if (!entry) {
        const RuleLookup lookup = item.kind == RulesItemId::Kind::Rule ? rules.rule(item.key) : RuleLookup{};
        showPage(lookup.number ? page.noSuchRule(lookup.number->toString(), lookup.nearest) : page.noSuchEntry(item), std::nullopt);
        return false;
    }
    if (entry->document.game != game())
        setGame(entry->document.game);
    showPage(page.entry(*entry), entry->item);
    return true;
}

void RulesBrowser::showPage(const QString& html, const std::optional<RulesItemId>& item)
{
    m_current = item;
    m_ui->readingPane->setHtml(html);
    if (item)
        selectInTree(*item);
    updateActions();
}

bool RulesBrowser::jump(const QString& text)
{
    const RulesRepository& rules = m_session.rules();
    const JumpTarget target = RulesJump::resolve(rules, text);
    switch (target.problem) {
    case JumpTarget::Problem::None:
        if (target.item)
            return open(*target.item);
        emit linkActivated(target.url);
        return true;
    case JumpTarget::Problem::Empty:
        return false;
    case JumpTarget::Problem::NoSuchRule:
        showPage(RulesPageHtml(rules).noSuchRule(target.number, target.nearest), std::nullopt);
        return false;
    case JumpTarget::Problem::NoSuchEntry:
    case JumpTarget::Problem::UnknownLink:
        showPage(LinkedTextHtml::paragraphs(RulesJump::problemText(target)), std::nullopt);
        return false;
    case JumpTarget::Problem::NotUnderstood:
        break;
    }
    // Words to search for: the best hit, as the results list ranks it.
    const QList<RulesSearchHit> hits = search(target.text);
    return !hits.isEmpty() && open(hits.first().item);
}

void RulesBrowser::followLink(const QUrl& url)
{
    if (const std::optional<RulesItemId> item = RulesItemId::fromUrl(url))
        open(*item);
    else
        emit linkActivated(url);
}

QList<RulesSearchHit> RulesBrowser::search(const QString& text) const
{
    RulesSearchQuery query;
    query.text = text;
    query.limit = kSearchLimit;
    query.game = game();
    return RulesSearch(m_session.rules()).search(query);
}

void RulesBrowser::runSearch()
{
    const QString text = m_ui->searchEdit->text().trimmed();
    if (text.isEmpty()) {
        m_results->setHits({});
        m_ui->sidebarStack->setCurrentIndex(TreePage);
        return;
    }
    m_results->setHits(search(text));
    const int count = m_results->rowCount();
    m_ui->searchStatus->setText(count == 0 ? tr("Nothing found for “%1”").arg(text) : tr("%n result(s)", nullptr, count));
    m_ui->sidebarStack->setCurrentIndex(SearchPage);
}

void RulesBrowser::openResult(const QModelIndex& index)
{
    if (const std::optional<RulesItemId> item = RulesItemId::fromString(index.data(RulesSearchResultsModel::ItemIdRole).toString()))
        open(*item);
}

void RulesBrowser::treeCurrentChanged(const QModelIndex& index)
{
    const std::optional<RulesItemId> item = RulesItemId::fromString(index.data(RulesTreeModel::ItemIdRole).toString());
    if (item && item != m_current)
        open(*item);
}

void RulesBrowser::selectInTree(const RulesItemId& item)
{
    const QModelIndex index = m_tree->indexOf(item);
    if (!index.isValid() || index == m_ui->documentTree->currentIndex())
        return;
    m_ui->documentTree->setCurrentIndex(index);
    m_ui->documentTree->scrollTo(index);
}

void RulesBrowser::back()
{
    if (const std::optional<RulesItemId> item = m_history.back())
        render(*item);
    updateActions();
}

void RulesBrowser::forward()
{
    if (const std::optional<RulesItemId> item = m_history.forward())
        render(*item);
    updateActions();
}

void RulesBrowser::setZoom(int steps)
{
    const int lowest = -int(m_basePointSize - kMinPointSize);
    m_zoom = std::clamp(steps, std::min(0, lowest), kMaxZoom);
    QFont font = m_ui->readingPane->font();
    font.setPointSizeF(m_basePointSize + m_zoom);
    m_ui->readingPane->setFont(font);
    m_session.settings().setValue(SettingKey::RulesZoom, m_zoom);
}

void RulesBrowser::zoomIn() { setZoom(m_zoom + 1); }
void RulesBrowser::zoomOut() { setZoom(m_zoom - 1); }
void RulesBrowser::resetZoom() { setZoom(0); }

void RulesBrowser::copyLink()
{
    if (m_current)
        QGuiApplication::clipboard()->setText(QString::fromLatin1(m_current->toUrl().toEncoded()));
}

void RulesBrowser::toggleBookmark()
{
    if (!m_current)
        return;
    RulesBookmarks bookmarks(m_session.settings());
    if (bookmarks.contains(*m_current))
        bookmarks.remove(*m_current);
    else
        bookmarks.add(*m_current);
    updateActions();
}

void RulesBrowser::updateActions()
{
    action("backAction")->setEnabled(m_history.canGoBack());
    action("forwardAction")->setEnabled(m_history.canGoForward());
    action("copyLinkAction")->setEnabled(m_current.has_value());
    QAction* bookmark = action("bookmarkAction");
    bookmark->setEnabled(m_current.has_value());
    const bool bookmarked = m_current && RulesBookmarks(m_session.settings()).contains(*m_current);
    bookmark->setText(bookmarked ? tr("Remove &Bookmark") : tr("&Bookmark This Entry"));
}

void RulesBrowser::reloadRules()
{
    m_tree->setRules(&m_session.rules());
    if (!m_ui->searchEdit->text().trimmed().isEmpty())
        runSearch();
    // The entry shown stays, or a page says it is gone.
    if (m_current)
        render(*m_current);
    else
        showPage(RulesPageHtml(m_session.rules()).start(), std::nullopt);
}

void RulesBrowser::retranslate()
{
    m_ui->retranslateUi(this);
    m_ui->gameCombo->setItemText(0, tr("D&D Miniatures"));
    m_ui->gameCombo->setItemText(1, tr("Battle-Axe"));
    const auto text = [this](const char* name, const QString& label, const QString& tip) {
        action(name)->setText(label);
        action(name)->setToolTip(tip);
    };
    text("backAction", tr("Back"), tr("Back to the previous entry (Alt+Left)"));
    text("forwardAction", tr("Forward"), tr("Forward to the next entry (Alt+Right)"));
    text("zoomInAction", tr("Zoom In"), tr("Larger text (Ctrl++)"));
    text("zoomOutAction", tr("Zoom Out"), tr("Smaller text (Ctrl+-)"));
    text("zoomResetAction", tr("Reset Zoom"), tr("Text at its usual size (Ctrl+0)"));
    text("copyLinkAction", tr("Copy Link"), tr("Copy a ddm:// link to this entry"));
    updateActions();
    if (m_current)
        render(*m_current);
    else
        m_ui->readingPane->setHtml(RulesPageHtml(m_session.rules()).start());
}

void RulesBrowser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace ddm::gui
