// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_panel.h"
#include "collection/set_cards_dialog.h"
#include "collection/set_cards_model.h"
#include "collection/set_completion_model.h"

#include "collection_fixture.h"
#include "english_plural_translator.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace ddm;
using namespace ddm::gui;

using namespace ddm::test::collection_cards;

class TestCollectionPanel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void showsTotalsAndSets();
    void followsCollectionChanges();
    void catchesUpWhenShown();
    void doubleClickingASetListsItsCards();
    void importsGoodRowsAndReportsBadOnesByLine();
    void importModes_data();
    void importModes();
    void reportsAFileItCannotRead();
    void exportsEveryOwnedCard();
    void countsSurviveACatalogReimport();

private:
    QString totals() const { return m_panel->findChild<QLabel*>(QStringLiteral("totalsLabel"))->text(); }
    QStringList setRow(int row) const;
    QDialog* importThroughTheDialog(const QString& path, const char* modeRadio);
    int owned(const QString& name, const QString& set) const
    {
        return m_fixture->session().collection().ownedCount(name, set);
    }

    std::unique_ptr<test::SessionFixture> m_fixture;
    std::unique_ptr<CollectionPanel> m_panel;
    test::EnglishPluralTranslator m_plurals; // installed while the test object lives
};

void TestCollectionPanel::init()
{
    m_fixture = std::make_unique<test::SessionFixture>(test::collectionCatalogPath());
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_panel = std::make_unique<CollectionPanel>(m_fixture->session());
    m_panel->resize(500, 400);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestCollectionPanel::cleanup()
{
    m_panel.reset();
    m_fixture.reset();
}

QStringList TestCollectionPanel::setRow(int row) const
{
    const QAbstractItemModel* model =
        m_panel->findChild<QTableView*>(QStringLiteral("setCompletionView"))->model();
    QStringList cells;
    for (int column = 0; column < model->columnCount(); ++column)
        cells.append(model->index(row, column).data().toString());
    return cells;
}

QDialog* TestCollectionPanel::importThroughTheDialog(const QString& path, const char* modeRadio)
{
    test::click(m_panel.get(), "importCsvButton");
    QDialog* dialog = test::openDialog(*m_panel, QStringLiteral("collectionImportDialog"));
    if (!dialog)
        return nullptr;
    auto* ok =
        dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttonBox"))->button(QDialogButtonBox::Ok);
    if (ok->isEnabled()) // nothing to import yet
        return nullptr;
    QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("fileEdit")), path);
    QTest::mouseClick(dialog->findChild<QRadioButton*>(QLatin1String(modeRadio)), Qt::LeftButton, {},
                      QPoint(5, 5));
    QTest::mouseClick(ok, Qt::LeftButton);
    return test::openDialog(*m_panel, QStringLiteral("collectionImportReport"));
}

void TestCollectionPanel::showsTotalsAndSets()
{
    QCOMPARE(totals(), QStringLiteral("0 of 6 creatures owned, 0 copies."));
    QCOMPARE(setRow(0), (QStringList{kSetA, "0", "3", "0%", "0"}));
    QCOMPARE(m_panel->setCompletionModel()->rowCount(), 3);
}

void TestCollectionPanel::followsCollectionChanges()
{
    // The catalog table edits counts and tells the session; the panel follows.
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetB, 3).ok());
    m_fixture->session().notifyCollectionChanged(kToad, kSetB);
    QCOMPARE(totals(), QStringLiteral("1 of 6 creatures owned, 3 copies."));
    QCOMPARE(setRow(1), (QStringList{kSetB, "1", "2", "50%", "3"}));
    // A custom card in a new set brings a row.
    Creature newt;
    newt.name = QStringLiteral("Test Newt");
    newt.set = QStringLiteral("My Cards");
    newt.factions = Faction::Wild;
    QVERIFY(m_fixture->session().customCards().addCustomCreature(newt).ok());
    m_fixture->session().notifyCardsChanged();
    QCOMPARE(m_panel->setCompletionModel()->rowCount(), 4);
    QCOMPARE(totals(), QStringLiteral("1 of 7 creatures owned, 3 copies."));
}

void TestCollectionPanel::catchesUpWhenShown()
{
    // A tab behind the stat card is hidden; what changed meanwhile shows when it comes to the front.
    m_panel->hide();
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetB, 2).ok());
    m_fixture->session().notifyCollectionChanged(kToad, kSetB);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    QTRY_COMPARE(totals(), QStringLiteral("1 of 6 creatures owned, 2 copies."));
    QCOMPARE(setRow(1), (QStringList{kSetB, "1", "2", "50%", "2"}));
}

// Set completion said nothing about which cards were missing: a double-click on the set lists them.
void TestCollectionPanel::doubleClickingASetListsItsCards()
{
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetB, 3).ok());
    m_fixture->session().notifyCollectionChanged(kToad, kSetB);
    auto* view = m_panel->findChild<QTableView*>(QStringLiteral("setCompletionView"));
    const QModelIndex setB = view->model()->index(1, SetCompletionModel::SetColumn);
    QCOMPARE(setB.data().toString(), kSetB);
    const QPoint centre = view->visualRect(setB).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, centre);
    auto* dialog = test::openDialog<SetCardsDialog>(*m_panel, QStringLiteral("setCardsDialog"));
    QVERIFY(dialog);
    const SetCardsModel* cards = dialog->model();
    QCOMPARE(cards->rowCount(), 2);
    QCOMPARE(cards->ownedCards(), 1);
    QCOMPARE(cards->missingCards(), 1);
    auto* summary = dialog->findChild<QLabel*>(QStringLiteral("setSummaryLabel"));
    QCOMPARE(summary->text(), QStringLiteral("1 of 2 cards owned; 1 missing."));
    // It follows the collection while open.
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetB, 0).ok());
    m_fixture->session().notifyCollectionChanged(kToad, kSetB);
    QCOMPARE(summary->text(), QStringLiteral("0 of 2 cards owned; 2 missing."));
    dialog->close();
}

void TestCollectionPanel::importsGoodRowsAndReportsBadOnesByLine()
{
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetA, 5).ok());
    QSignalSpy changed(&m_fixture->session(), &AppSession::collectionChanged);
    QDialog* report = importThroughTheDialog(
        test::testDataPath(QStringLiteral("collection/with_bad_rows.csv")), "replaceRadio");
    QVERIFY(report);
    QCOMPARE(changed.count(), 1);

    // The good rows are in, the duplicate added; Replace dropped what the file does not list.
    QCOMPARE(owned(kKnight, kSetA), 3);
    QCOMPARE(owned(kWarden, kSetB), 4);
    QCOMPARE(owned(kSprite, kSetC), 1);
    QCOMPARE(owned(kToad, kSetA), 0);
    QCOMPARE(totals(), QStringLiteral("3 of 6 creatures owned, 8 copies."));

    auto* problems = report->findChild<QTreeWidget*>(QStringLiteral("problemList"));
    QVERIFY(problems && problems->isVisible());
    QStringList lines;
    for (int row = 0; row < problems->topLevelItemCount(); ++row)
        lines.append(problems->topLevelItem(row)->text(0));
    QCOMPARE(lines, (QStringList{"3", "4", "5", "6", "10", "11", "12"}));
    QCOMPARE(problems->topLevelItem(0)->text(1),
             QStringLiteral("The count \"two\" is not a whole number from 0 to 9999."));
    QCOMPARE(problems->topLevelItem(3)->text(1),
             QStringLiteral("No card \"Test Mud Toad\" is in the set \"Invented Set Z\"."));
    QCOMPARE(
        problems->topLevelItem(5)->text(1),
        QStringLiteral(
            "The row has 5 fields, more than the header. A name with a comma must be in double quotes."));
    QCOMPARE(problems->topLevelItem(6)->text(1),
             QStringLiteral("The card is listed on line 2 too: the counts were added."));
    const QString summary = report->findChild<QLabel*>(QStringLiteral("summaryLabel"))->text();
    QVERIFY2(summary.contains(QStringLiteral("Imported 3 cards.")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("6 rows were left out")), qPrintable(summary));
    QCOMPARE(m_fixture->session().settings().string(SettingKey::LastCollectionDirectory),
             test::testDataPath(QStringLiteral("collection")));
}

void TestCollectionPanel::importModes_data()
{
    QTest::addColumn<QString>("radio");
    QTest::addColumn<int>("toadA");
    QTest::addColumn<int>("toadB");
    QTest::newRow("update") << "updateRadio" << 5 << 3;
    QTest::newRow("add") << "addRadio" << 5 << 4;
    QTest::newRow("replace") << "replaceRadio" << 0 << 3;
}

void TestCollectionPanel::importModes()
{
    QFETCH(QString, radio);
    QFETCH(int, toadA);
    QFETCH(int, toadB);
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetA, 5).ok());
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetB, 1).ok());
    QVERIFY(
        importThroughTheDialog(test::testDataPath(QStringLiteral("collection/good.csv")), qPrintable(radio)));
    QCOMPARE(owned(kToad, kSetA), toadA);
    QCOMPARE(owned(kToad, kSetB), toadB);
    QCOMPARE(owned(kKnight, kSetA), 2);
}

void TestCollectionPanel::reportsAFileItCannotRead()
{
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetA, 5).ok());
    const QString path = m_fixture->filePath(QStringLiteral("broken.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("name,set,count\nTest Mud Toad,Invented Set B,2\n\"Test Stone Warden,Invented Set B,1\n");
    file.close();
    QDialog* report = importThroughTheDialog(path, "replaceRadio");
    QVERIFY(report);
    QCOMPARE(owned(kToad, kSetA), 5); // nothing imported, nothing lost
    QCOMPARE(owned(kToad, kSetB), 0);
    QVERIFY(report->findChild<QLabel*>(QStringLiteral("summaryLabel"))
                ->text()
                .startsWith(QStringLiteral("Nothing was imported")));
    QCOMPARE(report->findChild<QTreeWidget*>(QStringLiteral("problemList"))->topLevelItem(0)->text(0),
             QStringLiteral("3"));
    report->close();

    QDialog* missing = importThroughTheDialog(m_fixture->filePath(QStringLiteral("no-such.csv")), "addRadio");
    QVERIFY(missing);
    QVERIFY(missing->findChild<QLabel*>(QStringLiteral("summaryLabel"))
                ->text()
                .startsWith(QStringLiteral("The file could not be read")));
}

void TestCollectionPanel::exportsEveryOwnedCard()
{
    QVERIFY(m_fixture->session().collection().setOwnedCount(kKnight, kSetA, 2).ok());
    QVERIFY(m_fixture->session().collection().setOwnedCount(kToad, kSetB, 1).ok());
    test::click(m_panel.get(), "exportCsvButton");
    auto* dialog = test::openDialog<QFileDialog>(*m_panel, QStringLiteral("exportCsvDialog"));
    QVERIFY(dialog);
    const QString path = m_fixture->filePath(QStringLiteral("mine.csv"));
    // Type the file's path where the focus is (the file name), as a user does, and press Enter.
    auto* fileName = qobject_cast<QLineEdit*>(dialog->focusWidget());
    QVERIFY(fileName);
    fileName->selectAll();
    QTest::keyClicks(fileName, path);
    QTest::keyClick(fileName, Qt::Key_Return);
    QTRY_VERIFY(!dialog->isVisible());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(),
             QByteArray("name,set,count,number,rarity\r\n\"Test Knight, Errant\",Invented Set A,2,,\r\n"
                        "Test Mud Toad,Invented Set B,1,,\r\n"));
}

void TestCollectionPanel::countsSurviveACatalogReimport()
{
    QVERIFY(
        importThroughTheDialog(test::testDataPath(QStringLiteral("collection/good.csv")), "replaceRadio"));
    QCOMPARE(totals(), QStringLiteral("3 of 6 creatures owned, 6 copies."));
    const CatalogImportResult result =
        m_fixture->session().importCatalog(test::collectionCatalogPath(QStringLiteral("catalog_next.json")));
    QVERIFY(result.ok());
    QCOMPARE(owned(kKnight, kSetA), 2);
    QCOMPARE(owned(kToad, kSetB), 3);
    // The panel followed catalogReplaced: the sprite is gone, the hag is new.
    QCOMPARE(setRow(2), (QStringList{kSetC, "0", "1", "0%", "0"}));
    QCOMPARE(totals(), QStringLiteral("3 of 6 creatures owned, 6 copies."));
}

QTEST_MAIN(TestCollectionPanel)
#include "tst_collection_panel.moc"
