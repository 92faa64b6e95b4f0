// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog_browser.h"
#include "catalog/catalog_item_delegate.h"
#include "models/catalog_table_model.h"

#include "catalog_fixture.h"
#include "english_plural_translator.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QCompleter>
#include <QLabel>
#include <QTableView>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QStringListModel>
#include <QDir>
#include <QTest>
#include <QToolButton>

using namespace ddm;
using namespace ddm::gui;

namespace {

const QString kWyrm = QStringLiteral("Test Cave Wyrm");
const QString kHawk = QStringLiteral("Test Sky Hawk");

} // namespace

class TestCatalogBrowser : public QObject, private test::CatalogBrowserHarness {
    Q_OBJECT

private slots:
    void init() { setUpBrowser(); }
    void cleanup() { tearDownBrowser(); }
    void showsEveryCreatureAtFirst();
    void typingFiltersTheRows();
    void malformedFilterKeepsTheLastGoodRows();
    void completesFieldNames();
    void completesKeywordValues();
    void enterActivatesTheCurrentCreature();
    void doubleClickActivates();
    void reportsTheCurrentCreature();
    void returnInTheFilterGoesToTheResults();
    void onlyOwnedShowsTheCollection();
    void editingOwnedTellsTheSession();
    void remembersRecentFilters();
    void remembersTheLastFilterAndToggle();
    void helpExamplesFillTheFilter();
    void reloadsWhenTheCatalogIsReplaced();
    void aFailedImportKeepsTheCatalog();
    void focusFilterSelectsTheText();
    void dragsSelectedCreatureIds();
    void factionsReadAsWordsBesideTheirMarks();
    void columnWidthsAreKeptForTheNextStart();

private:
    QLineEdit* filterEdit() const { return m_browser->findChild<QLineEdit*>(QStringLiteral("filterEdit")); }
    QLabel* filterError() const { return m_browser->findChild<QLabel*>(QStringLiteral("filterError")); }
    QLabel* statusLabel() const { return m_browser->findChild<QLabel*>(QStringLiteral("statusLabel")); }
    QAbstractItemView* table() const
    {
        return m_browser->findChild<QAbstractItemView*>(QStringLiteral("catalogView"));
    }
    int rows() const { return table()->model()->rowCount(); }
    QModelIndex rowOf(const QString& name) const;
    void typeFilter(const QString& text);

    test::EnglishPluralTranslator m_plurals; // installed while the test object lives
};

QModelIndex TestCatalogBrowser::rowOf(const QString& name) const
{
    const QModelIndexList found = table()->model()->match(table()->model()->index(0, CatalogTableModel::Name),
                                                          Qt::DisplayRole, name, 1, Qt::MatchExactly);
    return found.value(0);
}

void TestCatalogBrowser::typeFilter(const QString& text)
{
    filterEdit()->selectAll();
    QTest::keyClicks(filterEdit(), text);
}

void TestCatalogBrowser::showsEveryCreatureAtFirst()
{
    QVERIFY(filterEdit() && filterError() && statusLabel() && table());
    QCOMPARE(m_browser->view(), table());
    QCOMPARE(rows(), 5);
    QCOMPARE(statusLabel()->text(), QStringLiteral("5 of 5 creatures"));
    QVERIFY(filterError()->isHidden());
}

void TestCatalogBrowser::typingFiltersTheRows()
{
    typeFilter(QStringLiteral("kw:dragon"));
    QTRY_COMPARE(rows(), 1);
    QCOMPARE(table()->model()->index(0, CatalogTableModel::Name).data().toString(), kWyrm);
    QCOMPARE(statusLabel()->text(), QStringLiteral("1 of 5 creatures"));
    typeFilter(QStringLiteral("f:wild"));
    QTRY_COMPARE(rows(), 3);
    filterEdit()->clear();
    QTRY_COMPARE(rows(), 5);
}

void TestCatalogBrowser::malformedFilterKeepsTheLastGoodRows()
{
    typeFilter(QStringLiteral("f:wild"));
    QTRY_COMPARE(rows(), 3);
    QTest::keyClicks(filterEdit(), QStringLiteral(" cots<30"));
    QTRY_VERIFY(!filterError()->isHidden());
    QVERIFY(filterError()->isVisible());
    const QString message = filterError()->text();
    QVERIFY2(message.contains(QStringLiteral("At character 8")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("“cots”")) && message.contains(QStringLiteral("“cost”")),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("\n       ^^^^</pre>")),
             qPrintable(message)); // the caret under "cots"
    QCOMPARE(rows(), 3);           // the last good results stay
    // Fix it: the message goes and the rows follow.
    for (int i = 0; i < 7; ++i)
        QTest::keyClick(filterEdit(), Qt::Key_Backspace);
    QTest::keyClicks(filterEdit(), QStringLiteral("cost<30"));
    QTRY_VERIFY(filterError()->isHidden());
    QTRY_COMPARE(rows(), 2); // goblin (5) and hawk (4); the wyrm costs 44
    QCOMPARE(filterEdit()->text(), QStringLiteral("f:wild cost<30"));
}

void TestCatalogBrowser::completesFieldNames()
{
    auto* completer = m_browser->findChild<QCompleter*>(QStringLiteral("filterCompleter"));
    QVERIFY(completer);
    filterEdit()->setFocus();
    QTest::keyClicks(filterEdit(), QStringLiteral("kw:elf fac"));
    QTRY_VERIFY(completer->popup()->isVisible());
    const QStringList offered = qobject_cast<QStringListModel*>(completer->model())->stringList();
    QVERIFY2(offered.contains(QStringLiteral("faction:")), qPrintable(offered.join(QLatin1Char(' '))));
    // Choosing it replaces only the word being typed.
    completer->popup()->setCurrentIndex(
        completer->completionModel()->index(int(offered.indexOf(QStringLiteral("faction:"))), 0));
    QTest::keyClick(completer->popup(), Qt::Key_Return);
    QCOMPARE(filterEdit()->text(), QStringLiteral("kw:elf faction:"));
}

void TestCatalogBrowser::completesKeywordValues()
{
    auto* completer = m_browser->findChild<QCompleter*>(QStringLiteral("filterCompleter"));
    filterEdit()->setFocus();
    QTest::keyClicks(filterEdit(), QStringLiteral("kw:dra"));
    QTRY_VERIFY(completer->popup()->isVisible());
    QCOMPARE(qobject_cast<QStringListModel*>(completer->model())->stringList(),
             QStringList{QStringLiteral("Dragon")});
    QTest::keyClicks(filterEdit(), QStringLiteral("gon"));
    QTRY_VERIFY(!completer->popup()->isVisible()); // nothing left to add
}

void TestCatalogBrowser::enterActivatesTheCurrentCreature()
{
    typeFilter(QStringLiteral("kw:dragon"));
    QTRY_COMPARE(rows(), 1);
    QSignalSpy activated(m_browser.get(), &CatalogBrowser::creatureActivated);
    table()->setFocus();
    table()->setCurrentIndex(table()->model()->index(0, CatalogTableModel::Name));
    QTest::keyClick(table(), Qt::Key_Return);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toLongLong(), m_fixture->idOf(kWyrm));
    QCOMPARE(m_browser->selectedCreatureIds(), QList<qint64>{m_fixture->idOf(kWyrm)});
}

void TestCatalogBrowser::doubleClickActivates()
{
    QSignalSpy activated(m_browser.get(), &CatalogBrowser::creatureActivated);
    const QRect cell = table()->visualRect(rowOf(kHawk));
    // A widget double-click in QTest is the double-click event alone; the view wants the press first.
    QTest::mousePress(table()->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table()->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toLongLong(), m_fixture->idOf(kHawk));
}

void TestCatalogBrowser::reportsTheCurrentCreature()
{
    QSignalSpy current(m_browser.get(), &CatalogBrowser::currentCreatureChanged);
    table()->setCurrentIndex(rowOf(kHawk));
    QCOMPARE(current.size(), 1);
    QCOMPARE(current.first().first().toLongLong(), m_fixture->idOf(kHawk));
    QCOMPARE(m_browser->currentCreatureId(), m_fixture->idOf(kHawk));
    QCOMPARE(m_browser->creature(m_fixture->idOf(kHawk))->name, kHawk);
    // Filtering the current creature away moves to one still shown.
    m_browser->setFilterText(QStringLiteral("kw:dragon"));
    QCOMPARE(current.last().first().toLongLong(), m_fixture->idOf(kWyrm));
    m_browser->setFilterText(QStringLiteral("kw:nonesuch"));
    QCOMPARE(current.last().first().toLongLong(), 0);
    QCOMPARE(m_browser->currentCreatureId(), 0);
}

void TestCatalogBrowser::returnInTheFilterGoesToTheResults()
{
    QApplication::setActiveWindow(m_browser.get());
    QVERIFY(QTest::qWaitForWindowActive(m_browser.get()));
    filterEdit()->setFocus();
    QTest::keyClicks(filterEdit(), QStringLiteral("f:wild"));
    QTest::keyClick(filterEdit(), Qt::Key_Return);
    QCOMPARE(rows(), 3);
    QVERIFY(table()->hasFocus());
    QVERIFY(table()->currentIndex().isValid());
    QSignalSpy activated(m_browser.get(), &CatalogBrowser::creatureActivated);
    QTest::keyClick(table(), Qt::Key_Return);
    QCOMPARE(activated.size(), 1);
}

void TestCatalogBrowser::onlyOwnedShowsTheCollection()
{
    auto* toggle = m_browser->findChild<QCheckBox*>(QStringLiteral("onlyOwnedToggle"));
    QVERIFY(toggle);
    QVERIFY(table()->model()->setData(rowOf(kHawk).siblingAtColumn(CatalogTableModel::Owned), 2));
    toggle->click();
    QVERIFY(m_browser->onlyOwned());
    QCOMPARE(rows(), 1);
    QCOMPARE(statusLabel()->text(), QStringLiteral("1 of 5 creatures"));
    QVERIFY(m_fixture->session().settings().flag(SettingKey::OnlyOwned));
    m_browser->setOnlyOwned(false);
    QVERIFY(!toggle->isChecked());
    QCOMPARE(rows(), 5);
}

void TestCatalogBrowser::editingOwnedTellsTheSession()
{
    QSignalSpy changed(&m_fixture->session(), &AppSession::collectionChanged);
    QVERIFY(table()->model()->setData(rowOf(kWyrm).siblingAtColumn(CatalogTableModel::Owned), 3));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toString(), kWyrm);
    QCOMPARE(m_fixture->session().collection().ownedCount(kWyrm, QStringLiteral("Invented Set B")), 3);
    // A change made elsewhere (the collection page) shows in the table and in owned filters.
    m_browser->setFilterText(QStringLiteral("owned>=1"));
    QCOMPARE(rows(), 1);
    QVERIFY(m_fixture->session().collection().setOwnedCount(kHawk, QStringLiteral("Invented Set B"), 4).ok());
    m_fixture->session().notifyCollectionChanged(kHawk, QStringLiteral("Invented Set B"));
    QCOMPARE(rows(), 2);
    QCOMPARE(rowOf(kHawk).siblingAtColumn(CatalogTableModel::Owned).data().toInt(), 4);
}

void TestCatalogBrowser::remembersRecentFilters()
{
    filterEdit()->setFocus();
    typeFilter(QStringLiteral("kw:dragon"));
    QTest::keyClick(filterEdit(), Qt::Key_Return);
    typeFilter(QStringLiteral("f:wild"));
    QTest::keyClick(filterEdit(), Qt::Key_Return);
    typeFilter(QStringLiteral("cost<"));
    QTest::keyClick(filterEdit(), Qt::Key_Return); // malformed: not remembered
    const QStringList recent = m_fixture->session().settings().stringList(SettingKey::RecentFilters);
    QCOMPARE(recent, (QStringList{QStringLiteral("f:wild"), QStringLiteral("kw:dragon")}));

    auto* menu = m_browser->findChild<QMenu*>(QStringLiteral("recentFiltersMenu"));
    QVERIFY(menu);
    emit menu->aboutToShow();
    QCOMPARE(menu->actions().size(), 2);
    QCOMPARE(menu->actions().at(1)->text(), QStringLiteral("kw:dragon"));
    menu->actions().at(1)->trigger();
    QCOMPARE(filterEdit()->text(), QStringLiteral("kw:dragon"));
    QCOMPARE(rows(), 1);
}

void TestCatalogBrowser::remembersTheLastFilterAndToggle()
{
    m_browser->setFilterText(QStringLiteral("f:wild"));
    m_browser->setOnlyOwned(true);
    m_browser->setFilterText(QStringLiteral("f:wild cost<")); // malformed: the good one is kept
    CatalogBrowser again(m_fixture->session());
    QCOMPARE(again.filterText(), QStringLiteral("f:wild"));
    QVERIFY(again.onlyOwned());
    again.setOnlyOwned(false);
    QCOMPARE(again.shownCount(), 3);
}

void TestCatalogBrowser::helpExamplesFillTheFilter()
{
    auto* help = m_browser->findChild<QToolButton*>(QStringLiteral("filterHelpButton"));
    QVERIFY(help && help->menu());
    QList<QAction*> examples;
    for (QAction* action : help->menu()->actions()) {
        if (!action->isSeparator())
            examples.append(action);
    }
    QVERIFY(examples.size() >= 10);
    QVERIFY(examples.first()->text().contains(QStringLiteral(" — ")));
    examples.first()->trigger();
    QVERIFY(!filterEdit()->text().isEmpty());
    QVERIFY(filterError()->isHidden());
    QVERIFY(filterEdit()->toolTip().contains(QStringLiteral("cost:10..20")));
}

void TestCatalogBrowser::reloadsWhenTheCatalogIsReplaced()
{
    m_browser->setFilterText(QStringLiteral("kw:dragon"));
    table()->setCurrentIndex(table()->model()->index(0, 0));
    QVERIFY(m_fixture->session().importCatalog(test::smallCatalogPath()).ok());
    QCOMPARE(rows(), 1);
    QCOMPARE(statusLabel()->text(), QStringLiteral("1 of 5 creatures"));
    // The catalog's ids may change on a re-import; the browser follows them.
    QCOMPARE(m_browser->currentCreatureId(), m_fixture->idOf(kWyrm));
    m_fixture->session().notifyCardsChanged();
    QCOMPARE(rows(), 1);
}

// The import lets go of the catalog while it runs; when it fails, the old one comes back.
void TestCatalogBrowser::aFailedImportKeepsTheCatalog()
{
    const int before = rows();
    const QString status = statusLabel()->text();
    QVERIFY(before > 0);
    const CatalogImportResult result = m_fixture->session().importCatalog(
        QDir(QDir::tempPath()).filePath(QStringLiteral("no-such-catalog.json")));
    QVERIFY(!result.ok());
    QCOMPARE(rows(), before);
    QCOMPARE(statusLabel()->text(), status);
}

void TestCatalogBrowser::focusFilterSelectsTheText()
{
    QApplication::setActiveWindow(m_browser.get());
    QVERIFY(QTest::qWaitForWindowActive(m_browser.get()));
    m_browser->setFilterText(QStringLiteral("f:wild"));
    table()->setFocus();
    m_browser->focusFilter();
    QVERIFY(filterEdit()->hasFocus());
    QCOMPARE(filterEdit()->selectedText(), QStringLiteral("f:wild"));
    QTest::keyClick(filterEdit(), Qt::Key_Down);
    QVERIFY(table()->hasFocus());
}

void TestCatalogBrowser::dragsSelectedCreatureIds()
{
    table()->selectionModel()->select(rowOf(kHawk), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table()->selectionModel()->select(rowOf(kWyrm), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(m_browser->selectedCreatureIds(),
             (QList<qint64>{m_fixture->idOf(kWyrm), m_fixture->idOf(kHawk)}));
    std::unique_ptr<QMimeData> data(table()->model()->mimeData(table()->selectionModel()->selectedIndexes()));
    QVERIFY(data);
    QVERIFY(data->hasFormat(QStringLiteral("application/x-ddm-creature-ids")));
}

// First-hour issue: factions were colour dots alone (red and green are the two most confused colours).
void TestCatalogBrowser::factionsReadAsWordsBesideTheirMarks()
{
    struct Probe : CatalogItemDelegate {
        using CatalogItemDelegate::initStyleOption;
    } probe;
    const QModelIndex cell = table()->model()->index(0, CatalogTableModel::Factions);
    const int bits = cell.data(CatalogTableModel::FactionsRole).toInt();
    QVERIFY(bits != 0);
    QStyleOptionViewItem option;
    option.initFrom(table());
    probe.initStyleOption(&option, cell);
    QVERIFY(!option.icon.isNull()); // the marks stay
    for (Faction faction : allFactions())
        QCOMPARE(option.text.contains(CatalogItemDelegate::shortName(faction)), bool(bits & int(faction)));
}

// First-hour issue: the columns a player widened came back at their defaults on every start.
void TestCatalogBrowser::columnWidthsAreKeptForTheNextStart()
{
    const auto view = [this] { return static_cast<QTableView*>(table()); };
    const int widened = view()->columnWidth(CatalogTableModel::Set) + 57;
    view()->setColumnWidth(CatalogTableModel::Set, widened);
    m_browser.reset();                                                  // the app closes...
    m_browser = std::make_unique<CatalogBrowser>(m_fixture->session()); // ...and starts again, same settings
    QCOMPARE(view()->columnWidth(CatalogTableModel::Set), widened);
}

QTEST_MAIN(TestCatalogBrowser)
#include "tst_catalog_browser.moc"
