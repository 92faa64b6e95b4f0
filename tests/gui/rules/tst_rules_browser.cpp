// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules browser as a judge uses it, over the real documents: typing numbers and words, following
// links, going back, bookmarks, zoom and copied links that open again.
#include "rules/rich_text_delegate.h"
#include "rules/rules_browser.h"
#include "rules/rules_search_results_model.h"
#include "rules/rules_tree_model.h"

#include "anchor_click.h"
#include "rules_session.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

using namespace ddm;
using namespace ddm::gui;

class TestRulesBrowser : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void startsOnTheDdmRules();
    void jumpsByEverySpelling_data();
    void jumpsByEverySpelling();
    void unknownNumberOffersTheNearest();
    void showsTheWholeEntry();
    void showsCorrectedReferencesWithTheirNote();
    void showsOtherDocumentsSideBySide();
    void clickingALinkNavigatesAndHistoryRestores();
    void selectingInTheTreeOpens();
    void searchShowsRankedResultsAfterAPause();
    void enterOpensTheBestHit();
    void hostileInputIsHarmless_data();
    void hostileInputIsHarmless();
    void gameSelectorKeepsBattleAxeApart();
    void bookmarksPersist();
    void zoomPersists();
    void copiedLinkOpensTheSameEntry_data();
    void copiedLinkOpensTheSameEntry();
    void cardLinksGoOut();
    void followsANewImport();

private:
    void makeBrowser(bool keepSettings = false);
    void typeAndEnter(const QString& text);
    QAction* action(const char* name) const;
    QString current() const;
    QString pageText() const;

    test::RulesSession m_rules;
    std::unique_ptr<AppSession> m_session;
    std::unique_ptr<RulesBrowser> m_browser;
};

void TestRulesBrowser::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    const QString problem = m_rules.importSeeds();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestRulesBrowser::init()
{
    makeBrowser();
}

void TestRulesBrowser::cleanup()
{
    m_browser.reset();
    m_session.reset();
}

void TestRulesBrowser::makeBrowser(bool keepSettings)
{
    m_browser.reset();
    m_session = m_rules.open(keepSettings);
    QVERIFY(m_session);
    m_browser = std::make_unique<RulesBrowser>(*m_session);
    m_browser->resize(1000, 700);
    m_browser->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_browser.get()));
}

void TestRulesBrowser::typeAndEnter(const QString& text)
{
    auto* search = m_browser->findChild<QLineEdit*>(QStringLiteral("searchEdit"));
    search->setFocus();
    search->selectAll();
    QTest::keyClicks(search, text);
    QTest::keyClick(search, Qt::Key_Return);
}

QAction* TestRulesBrowser::action(const char* name) const
{
    return m_browser->findChild<QAction*>(QString::fromLatin1(name));
}

QString TestRulesBrowser::current() const
{
    return m_browser->currentItem() ? m_browser->currentItem()->toString() : QString();
}

QString TestRulesBrowser::pageText() const
{
    return m_browser->readingPane()->toPlainText();
}

void TestRulesBrowser::startsOnTheDdmRules()
{
    QCOMPARE(m_browser->game(), RulesGame::Ddm);
    QCOMPARE(m_browser->findChild<QComboBox*>(QStringLiteral("gameCombo"))->currentText(), QStringLiteral("D&D Miniatures"));
    QCOMPARE(m_browser->treeModel()->rowCount(), 4);
    QVERIFY(pageText().contains(QStringLiteral("Comprehensive Rules Guide")));
    QVERIFY(!action("backAction")->isEnabled());
    QVERIFY(!action("copyLinkAction")->isEnabled());
}

void TestRulesBrowser::jumpsByEverySpelling_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("id");
    QTest::newRow("number") << "611.3" << "rule:611.3";
    QTest::newRow("dotted letter") << "611.3.a" << "rule:611.3.a";
    QTest::newRow("letter") << "611.3a" << "rule:611.3.a";
    QTest::newRow("capital letter") << "611.3A" << "rule:611.3.a";
    QTest::newRow("r") << "r611" << "rule:611";
    QTest::newRow("section sign") << "§611" << "rule:611";
    QTest::newRow("chapter") << "6" << "rule:6";
    QTest::newRow("id") << "rule:611.3" << "rule:611.3";
    QTest::newRow("url") << "ddm://rule/611.3" << "rule:611.3";
    QTest::newRow("quick reference code") << "B2" << "quickref:B2";
    QTest::newRow("round step, not chapter 6") << "R6" << "quickref:R6";
    QTest::newRow("term") << "conceal" << "glossary:conceal x";
    QTest::newRow("term url") << "ddm://glossary/conceal%20x" << "glossary:conceal x";
}

void TestRulesBrowser::jumpsByEverySpelling()
{
    QFETCH(QString, typed);
    QFETCH(QString, id);
    typeAndEnter(typed);
    QCOMPARE(current(), id);
    // The tree follows the reading pane.
    auto* tree = m_browser->findChild<QTreeView*>(QStringLiteral("documentTree"));
    QCOMPARE(tree->currentIndex().data(RulesTreeModel::ItemIdRole).toString(), id);
}

void TestRulesBrowser::unknownNumberOffersTheNearest()
{
    typeAndEnter(QStringLiteral("611.9"));
    QCOMPARE(current(), QString());
    QVERIFY(pageText().contains(QStringLiteral("No rule 611.9")));
    QVERIFY(m_browser->readingPane()->toHtml().contains(QStringLiteral("ddm://rule/611.4")));
    QVERIFY(test::clickAnchor(*m_browser->readingPane(), QStringLiteral("ddm://rule/611.4")));
    QTRY_COMPARE(current(), QStringLiteral("rule:611.4"));
}

void TestRulesBrowser::showsTheWholeEntry()
{
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("611.3")}));
    const QString text = pageText();
    // Breadcrumb, number, text with links, sub-rules, backlinks.
    for (const char* part : {"Comprehensive Rules Guide", "6 Attacks", "611 Cover", "611.3", "ranged cover", "Sub-rules",
                             "611.3.a", "611.3.b", "Cited by"})
        QVERIFY2(text.contains(QString::fromUtf8(part)), part);
    QVERIFY(text.indexOf(QStringLiteral("611 Cover")) < text.indexOf(QStringLiteral("Sub-rules")));
    const QString html = m_browser->readingPane()->toHtml();
    QVERIFY(html.contains(QStringLiteral("href=\"ddm://rule/611\"")));       // the breadcrumb
    QVERIFY(html.contains(QStringLiteral("href=\"ddm://rule/611.3.a\"")));   // a sub-rule
    QVERIFY(html.contains(QStringLiteral("href=\"ddm://glossary/")));        // a term of the text
    QVERIFY(html.contains(QStringLiteral("href=\"ddm://glossary/ranged%20cover\""))); // who cites it

    // Examples come with their rule.
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("110.1.d")}));
    QVERIFY(pageText().contains(QStringLiteral("Example: A creature with 10 Hit Points")));
}

void TestRulesBrowser::showsCorrectedReferencesWithTheirNote()
{
    // The guide's glossary sends Immobilized to rule 908, which is about ongoing damage: the link
    // leads to 907 and says so.
    QVERIFY(m_browser->open(RulesItemId::ofTerm(QStringLiteral("immobilized"))));
    QCOMPARE(current(), QStringLiteral("glossary:immobilized"));
    const QString text = pageText();
    QVERIFY(text.contains(QStringLiteral("Corrected reference")));
    QVERIFY(text.contains(QStringLiteral("908")));
    QVERIFY(text.contains(QStringLiteral("[1]")));
    QVERIFY(m_browser->readingPane()->toHtml().contains(QStringLiteral("href=\"ddm://rule/907\"")));
    QVERIFY(test::clickAnchor(*m_browser->readingPane(), QStringLiteral("ddm://rule/907")));
    QTRY_COMPARE(current(), QStringLiteral("rule:907"));
}

void TestRulesBrowser::showsOtherDocumentsSideBySide()
{
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("1013")}));
    const QString text = pageText();
    const qsizetype versions = text.indexOf(QStringLiteral("In the other documents"));
    QVERIFY(versions > 0);
    const QString table = text.mid(versions);
    const qsizetype guide = table.indexOf(QStringLiteral("Comprehensive Rules Guide, November 1, 2008"));
    const qsizetype starter = table.indexOf(QStringLiteral("Battle Rules (Starter Set), April 2008"));
    const qsizetype quick = table.indexOf(QStringLiteral("Quick Reference and Glossary"));
    QVERIFY(guide >= 0 && starter > guide && quick > starter); // the authoritative first
    QVERIFY(table.contains(QStringLiteral("authoritative")));
    QVERIFY(m_browser->readingPane()->toHtml().contains(QStringLiteral("href=\"ddm://section/battle-rules-2008/pits\"")));
}

void TestRulesBrowser::clickingALinkNavigatesAndHistoryRestores()
{
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("611.3")}));
    QVERIFY(test::clickAnchor(*m_browser->readingPane(), QStringLiteral("ddm://rule/611.3.a")));
    QTRY_COMPARE(current(), QStringLiteral("rule:611.3.a"));
    QVERIFY(test::clickAnchor(*m_browser->readingPane(), QStringLiteral("ddm://rule/611")));
    QTRY_COMPARE(current(), QStringLiteral("rule:611"));

    QVERIFY(action("backAction")->isEnabled());
    QVERIFY(!action("forwardAction")->isEnabled());
    action("backAction")->trigger();
    QCOMPARE(current(), QStringLiteral("rule:611.3.a"));
    QVERIFY(pageText().contains(QStringLiteral("611.3.a")));
    // Alt+Left in the reading pane goes back too.
    m_browser->readingPane()->setFocus();
    QTest::keyClick(m_browser->readingPane(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(current(), QStringLiteral("rule:611.3"));
    QVERIFY(!action("backAction")->isEnabled());
    QTest::keyClick(m_browser->readingPane(), Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(current(), QStringLiteral("rule:611.3.a"));
    action("forwardAction")->trigger();
    QCOMPARE(current(), QStringLiteral("rule:611"));
    QVERIFY(!action("forwardAction")->isEnabled());

    // Opening something after going back drops what was ahead.
    action("backAction")->trigger();
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("100")}));
    QVERIFY(!action("forwardAction")->isEnabled());
}

void TestRulesBrowser::selectingInTheTreeOpens()
{
    auto* tree = m_browser->findChild<QTreeView*>(QStringLiteral("documentTree"));
    const QModelIndex entry = m_browser->treeModel()->indexOf({RulesItemId::Kind::Rule, QStringLiteral("502")});
    QVERIFY(entry.isValid());
    tree->setCurrentIndex(entry);
    QCOMPARE(current(), QStringLiteral("rule:502"));
    QVERIFY(pageText().contains(QStringLiteral("502")));
}

void TestRulesBrowser::searchShowsRankedResultsAfterAPause()
{
    auto* search = m_browser->findChild<QLineEdit*>(QStringLiteral("searchEdit"));
    auto* stack = m_browser->findChild<QStackedWidget*>(QStringLiteral("sidebarStack"));
    QAbstractItemModelTester tester(m_browser->searchResults(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("cover ranged"));
    QCOMPARE(m_browser->searchResults()->rowCount(), 0); // not on every keystroke
    QTRY_VERIFY(m_browser->searchResults()->rowCount() > 0);
    QCOMPARE(stack->currentWidget()->objectName(), QStringLiteral("searchPage"));
    QVERIFY(m_browser->findChild<QLabel*>(QStringLiteral("searchStatus"))->text().contains(QStringLiteral("result")));

    // The rule itself ranks high, and is the first rule listed; only the term named by both words
    // ("ranged cover") may come before it.
    const QList<RulesSearchHit>& hits = m_browser->searchResults()->hits();
    qsizetype firstRule = -1;
    for (qsizetype i = 0; i < hits.size() && firstRule < 0; ++i) {
        if (hits.at(i).item.kind == RulesItemId::Kind::Rule)
            firstRule = i;
    }
    QVERIFY(firstRule >= 0 && firstRule < 3);
    QCOMPARE(hits.at(firstRule).item.toString(), QStringLiteral("rule:611.3"));
    QCOMPARE(hits.first().item.toString(), QStringLiteral("glossary:ranged cover"));
    const QModelIndex first = m_browser->searchResults()->index(0, 0);
    QVERIFY(first.data().toString().contains(QStringLiteral("Comprehensive Rules Guide")));
    QVERIFY(first.data(Qt::ToolTipRole).toString().contains(QStringLiteral("<b>")));
    // The list itself shows the words found in bold and each rule's number.
    const QString shown = m_browser->searchResults()
                              ->index(int(firstRule), 0)
                              .data(RulesSearchResultsModel::HtmlRole)
                              .toString();
    QVERIFY2(shown.contains(QStringLiteral("<b>611.3 Cover</b>")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("<b>cover</b>")) ||
                 shown.contains(QStringLiteral("<b>ranged</b>")),
             qPrintable(shown));
    auto* results = m_browser->findChild<QListView*>(QStringLiteral("searchResults"));
    QVERIFY(qobject_cast<RichTextDelegate*>(results->itemDelegate()));
    QVERIFY(results->sizeHintForRow(int(firstRule)) > results->fontMetrics().height()); // title and snippet

    // A click opens a hit; clearing the box brings the tree back.
    auto* list = m_browser->findChild<QListView*>(QStringLiteral("searchResults"));
    const QModelIndex rule = m_browser->searchResults()->index(int(firstRule), 0);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(rule).center());
    QCOMPARE(current(), QStringLiteral("rule:611.3"));
    search->clear();
    QTRY_COMPARE(stack->currentWidget()->objectName(), QStringLiteral("documentTree"));
}

void TestRulesBrowser::enterOpensTheBestHit()
{
    typeAndEnter(QStringLiteral("cover ranged"));
    QCOMPARE(current(), m_browser->searchResults()->hits().first().item.toString());
    typeAndEnter(QStringLiteral("squeezing through"));
    QVERIFY(!current().isEmpty());
    QCOMPARE(current(), m_browser->searchResults()->hits().first().item.toString());
}

void TestRulesBrowser::hostileInputIsHarmless_data()
{
    QTest::addColumn<QString>("typed");
    for (const char* text : {"\"", "(", "NEAR", "-", "*", "\"cover", "NEAR(cover ranged", ")", "cover OR", "^", "<b>&amp;"})
        QTest::newRow(text) << QString::fromUtf8(text);
}

void TestRulesBrowser::hostileInputIsHarmless()
{
    QFETCH(QString, typed);
    auto* status = m_browser->findChild<QLabel*>(QStringLiteral("searchStatus"));
    typeAndEnter(typed);
    QTRY_VERIFY(!status->text().isEmpty());
    QVERIFY(status->text().contains(QStringLiteral("result")) || status->text().contains(typed));
    for (QWidget* window : QApplication::topLevelWidgets())
        QVERIFY(!(qobject_cast<QMessageBox*>(window) && window->isVisible()));
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("611.3")})); // still working
}

void TestRulesBrowser::gameSelectorKeepsBattleAxeApart()
{
    auto* search = m_browser->findChild<QLineEdit*>(QStringLiteral("searchEdit"));
    QTest::keyClicks(search, QStringLiteral("turn"));
    QTRY_VERIFY(m_browser->searchResults()->rowCount() > 0);
    for (const RulesSearchHit& hit : m_browser->searchResults()->hits())
        QVERIFY(hit.documentKey != QLatin1String("battle-axe"));

    auto* combo = m_browser->findChild<QComboBox*>(QStringLiteral("gameCombo"));
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(m_browser->game(), RulesGame::BattleAxe);
    QCOMPARE(m_browser->treeModel()->rowCount(), 1);
    QVERIFY(m_browser->searchResults()->rowCount() > 0);
    for (const RulesSearchHit& hit : m_browser->searchResults()->hits())
        QCOMPARE(hit.documentKey, QStringLiteral("battle-axe"));

    // A DDM link switches back to the DDM documents.
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("611.3")}));
    QCOMPARE(m_browser->game(), RulesGame::Ddm);
    QCOMPARE(combo->currentData().toInt(), int(RulesGame::Ddm));
}

void TestRulesBrowser::bookmarksPersist()
{
    QVERIFY(!action("bookmarkAction")->isEnabled());
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("611.3")}));
    m_browser->readingPane()->setFocus();
    QTest::keyClick(m_browser->readingPane(), Qt::Key_D, Qt::ControlModifier);
    QVERIFY(m_browser->open(RulesItemId::ofTerm(QStringLiteral("conceal x"))));
    action("bookmarkAction")->trigger();
    QCOMPARE(m_session->settings().stringList(SettingKey::RulesBookmarks),
             QStringList({QStringLiteral("rule:611.3"), QStringLiteral("glossary:conceal x")}));

    makeBrowser(true); // a restart
    auto* menu = m_browser->findChild<QMenu*>(QStringLiteral("bookmarksMenu"));
    emit menu->aboutToShow();
    QStringList shown;
    QAction* rule = nullptr;
    for (QAction* entry : menu->actions()) {
        shown.append(entry->text());
        if (entry->data().toString() == QLatin1String("rule:611.3"))
            rule = entry;
    }
    QVERIFY2(rule, qPrintable(shown.join(QLatin1Char('|'))));
    QVERIFY(rule->text().startsWith(QStringLiteral("611.3 ")));
    QVERIFY(shown.contains(QStringLiteral("conceal x")));
    rule->trigger();
    QCOMPARE(current(), QStringLiteral("rule:611.3"));
    QCOMPARE(action("bookmarkAction")->text(), QStringLiteral("Remove &Bookmark"));
    action("bookmarkAction")->trigger();
    QCOMPARE(m_session->settings().stringList(SettingKey::RulesBookmarks), QStringList{QStringLiteral("glossary:conceal x")});
}

void TestRulesBrowser::zoomPersists()
{
    QTextBrowser* pane = m_browser->readingPane();
    const qreal base = pane->font().pointSizeF();
    pane->setFocus();
    QTest::keyClick(pane, Qt::Key_Plus, Qt::ControlModifier);
    action("zoomInAction")->trigger();
    QCOMPARE(pane->font().pointSizeF(), base + 2);
    QCOMPARE(m_session->settings().value(SettingKey::RulesZoom).toInt(), 2);

    makeBrowser(true);
    QCOMPARE(m_browser->readingPane()->font().pointSizeF(), base + 2);
    action("zoomOutAction")->trigger();
    QCOMPARE(m_browser->readingPane()->font().pointSizeF(), base + 1);
    m_browser->readingPane()->setFocus();
    QTest::keyClick(m_browser->readingPane(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(m_browser->readingPane()->font().pointSizeF(), base);
    QCOMPARE(m_session->settings().value(SettingKey::RulesZoom).toInt(), 0);
}

void TestRulesBrowser::copiedLinkOpensTheSameEntry_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("link");
    QTest::newRow("rule") << "rule:611.3" << "ddm://rule/611.3";
    QTest::newRow("term") << "glossary:conceal x" << "ddm://glossary/conceal%20x";
    QTest::newRow("step") << "quickref:B2" << "ddm://quickref/B2";
    QTest::newRow("section") << "section:battle-rules-2008/ranged-cover" << "ddm://section/battle-rules-2008/ranged-cover";
}

void TestRulesBrowser::copiedLinkOpensTheSameEntry()
{
    QFETCH(QString, id);
    QFETCH(QString, link);
    QVERIFY(m_browser->open(*RulesItemId::fromString(id)));
    action("copyLinkAction")->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    QCOMPARE(copied, link);

    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("100")}));
    typeAndEnter(copied); // pasted into the search box
    QCOMPARE(current(), id);
}

void TestRulesBrowser::cardLinksGoOut()
{
    QSignalSpy links(m_browser.get(), &RulesBrowser::linkActivated);
    typeAndEnter(QStringLiteral("ddm://card/Regdar, Adventurer"));
    QCOMPARE(links.size(), 1);
    QCOMPARE(links.first().first().toUrl().path(), QStringLiteral("/Regdar, Adventurer"));
}

void TestRulesBrowser::followsANewImport()
{
    QVERIFY(m_browser->open({RulesItemId::Kind::Rule, QStringLiteral("611.3")}));
    const RulesImportResult result = m_session->importRules(test::sharedPath(QStringLiteral("seeds")));
    QVERIFY(result.ok());
    QCOMPARE(current(), QStringLiteral("rule:611.3"));
    QVERIFY(pageText().contains(QStringLiteral("611.3.a")));
    QCOMPARE(m_browser->treeModel()->rowCount(), 4);
    typeAndEnter(QStringLiteral("611.3b"));
    QCOMPARE(current(), QStringLiteral("rule:611.3.b"));
}

QTEST_MAIN(TestRulesBrowser)
#include "tst_rules_browser.moc"
