// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/custom_card_actions.h"

#include "collection_fixture.h"

#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

using namespace ddm;
using namespace ddm::gui;

using namespace ddm::test::collection_cards;

class TestCustomCardsManager : public QObject, private test::CustomCardHarness<> {
    Q_OBJECT

private slots:
    void init();
    void cleanup() { tearDownActions(); }
    void listsCustomCardsItemsAndCorrections();
    void opensEditorsForTheCurrentTab();
    void deletesAfterAsking_data();
    void deletesAfterAsking();
    void keepsACardWhenTheAnswerIsNo();

private:
    QTreeWidget* list(const char* name) const { return field<QTreeWidget>(name); }
    QStringList names(const char* listName) const;
    void showTab(int index)
    {
        m_dialog->findChild<QTabWidget*>(QStringLiteral("customCardsTabs"))->setCurrentIndex(index);
    }
    void answer(QMessageBox::StandardButton button);

    qint64 m_newtId = 0;
};

void TestCustomCardsManager::init()
{
    setUpActions();
    if (QTest::currentTestFailed())
        return;
    AppSession& session = m_fixture->session();
    Creature newt;
    newt.name = QStringLiteral("Test Newt");
    newt.set = QStringLiteral("My Cards");
    newt.cost = 3;
    newt.factions = Faction::Wild;
    const EditResult added = session.customCards().addCustomCreature(newt);
    QVERIFY(added.ok());
    m_newtId = added.id;
    QVERIFY(session.collection().setOwnedCount(newt.name, newt.set, 2).ok());
    Item ring;
    ring.name = QStringLiteral("Test Ring");
    ring.set = QStringLiteral("My Items");
    QVERIFY(session.items().addItem(ring).ok());
    CreatureCorrection correction;
    correction.size = CreatureSize::Small;
    QVERIFY(session.corrections().setCorrection(kToad, kSetB, correction).ok());

    m_actions->manageCustomCards();
    QVERIFY(takeDialog(QStringLiteral("customCardsManager")));
}

QStringList TestCustomCardsManager::names(const char* listName) const
{
    QStringList names;
    const QTreeWidget* tree = list(listName);
    for (int row = 0; row < tree->topLevelItemCount(); ++row)
        names.append(tree->topLevelItem(row)->text(0) + QStringLiteral(" | ") +
                     tree->topLevelItem(row)->text(1));
    return names;
}

void TestCustomCardsManager::answer(QMessageBox::StandardButton button)
{
    auto* box = test::openDialog<QMessageBox>(*m_dialog, QStringLiteral("confirmDeleteBox"));
    QVERIFY(box);
    QTest::mouseClick(box->button(button), Qt::LeftButton);
}

void TestCustomCardsManager::listsCustomCardsItemsAndCorrections()
{
    QCOMPARE(names("customCreatureList"), QStringList{"Test Newt | My Cards"});
    QCOMPARE(names("itemList"), QStringList{"Test Ring | My Items"});
    QCOMPARE(names("correctionList"), QStringList{"Test Mud Toad | Invented Set B"});
    QCOMPARE(list("correctionList")->topLevelItem(0)->text(2), QStringLiteral("Applied"));
    // Another window adds a card: the list follows.
    Creature eft;
    eft.name = QStringLiteral("Test Eft");
    eft.set = QStringLiteral("My Cards");
    eft.factions = Faction::Wild;
    QVERIFY(m_fixture->session().customCards().addCustomCreature(eft).ok());
    m_fixture->session().notifyCardsChanged();
    QCOMPARE(names("customCreatureList"), (QStringList{"Test Eft | My Cards", "Test Newt | My Cards"}));
    // Corrections start from a catalog card.
    showTab(2);
    QVERIFY(!m_dialog->findChild<QPushButton*>(QStringLiteral("newButton"))->isEnabled());
}

void TestCustomCardsManager::opensEditorsForTheCurrentTab()
{
    test::click(m_dialog, "editButton");
    auto* creature = test::openDialog(*m_dialog, QStringLiteral("customCreatureDialog"));
    QVERIFY(creature);
    creature->reject();
    showTab(1);
    test::click(m_dialog, "newButton");
    auto* item = test::openDialog(*m_dialog, QStringLiteral("itemDialog"));
    QVERIFY(item);
    item->reject();
    showTab(2);
    QTreeWidget* corrections = list("correctionList");
    corrections->setCurrentItem(corrections->topLevelItem(0));
    QTest::keyClick(corrections, Qt::Key_Return); // activates the row, as a double click does
    QVERIFY(test::openDialog(*m_dialog, QStringLiteral("correctionDialog")));
}

void TestCustomCardsManager::deletesAfterAsking_data()
{
    QTest::addColumn<int>("tab");
    QTest::addColumn<QString>("listName");
    QTest::newRow("creature") << 0 << "customCreatureList";
    QTest::newRow("item") << 1 << "itemList";
    QTest::newRow("correction") << 2 << "correctionList";
}

void TestCustomCardsManager::deletesAfterAsking()
{
    QFETCH(int, tab);
    QFETCH(QString, listName);
    QSignalSpy changed(&m_fixture->session(), &AppSession::cardsChanged);
    showTab(tab);
    test::click(m_dialog, "deleteButton");
    answer(QMessageBox::Yes);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(list(qPrintable(listName))->topLevelItemCount(), 0);
    AppSession& session = m_fixture->session();
    switch (tab) {
    case 0:
        QVERIFY(!session.cards().creature(m_newtId));
        QCOMPARE(session.collection().ownedCount(QStringLiteral("Test Newt"), QStringLiteral("My Cards")), 0);
        break;
    case 1:
        QVERIFY(session.items().allItems().isEmpty());
        break;
    default:
        QCOMPARE(session.corrections().correction(kToad, kSetB), std::nullopt);
        break;
    }
}

void TestCustomCardsManager::keepsACardWhenTheAnswerIsNo()
{
    test::click(m_dialog, "deleteButton");
    answer(QMessageBox::No);
    QVERIFY(m_fixture->session().cards().creature(m_newtId));
    QCOMPARE(names("customCreatureList"), QStringList{"Test Newt | My Cards"});
}

QTEST_MAIN(TestCustomCardsManager)
#include "tst_custom_cards_manager.moc"
