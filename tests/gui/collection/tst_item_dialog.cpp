// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/custom_card_actions.h"
#include "collection/item_dialog.h"

#include "collection_fixture.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace ddm;
using namespace ddm::gui;

class TestItemDialog : public QObject, private test::CustomCardHarness<ItemDialog> {
    Q_OBJECT

private slots:
    void init() { setUpActions(); }
    void cleanup() { tearDownActions(); }
    void savesAnItem();
    void editsAnItem();
    void refusesAnItemWithoutAName();
    void refusesATakenName();

private:
    ItemDialog* openItem(qint64 id);
};

ItemDialog* TestItemDialog::openItem(qint64 id)
{
    m_actions->editItem(id);
    return takeDialog(QStringLiteral("itemDialog"));
}

void TestItemDialog::savesAnItem()
{
    QVERIFY(openItem(0));
    QSignalSpy changed(&m_fixture->session(), &AppSession::cardsChanged);
    QTest::keyClicks(field<QLineEdit>("nameEdit"), QStringLiteral("Test Lucky Charm"));
    QTest::keyClicks(field<QLineEdit>("setEdit"), QStringLiteral("My Items"));
    setSpin("costSpin", 6);
    setSpin("minLevelSpin", 3);
    test::toggle(field<QCheckBox>("maxLevelCheck"));
    setSpin("maxLevelSpin", 8);
    QTest::keyClicks(field<QLineEdit>("keywordsEdit"), QStringLiteral("Human, Elf"));
    test::toggle(field<QCheckBox>("wildCheck"));
    test::toggle(field<QCheckBox>("goodCheck"));
    test::toggle(field<QCheckBox>("unalignedCheck"));
    test::click(m_dialog, "addPowerButton");
    QTest::keyClicks(field<QPlainTextEdit>("powerTextEdit"), QStringLiteral("Luck: an invented reroll."));
    setSpin("powerUsesSpin", 1);
    save();
    QVERIFY(!m_dialog->isVisible());
    QCOMPARE(changed.count(), 1);

    const QList<Item> items = m_fixture->session().items().itemsNamed(QStringLiteral("test lucky charm"));
    QCOMPARE(items.size(), 1);
    const Item& charm = items.first();
    QCOMPARE(charm.id, m_dialog->itemId());
    QCOMPARE(charm.set, QStringLiteral("My Items"));
    QCOMPARE(charm.cost, 6);
    QCOMPARE(charm.minLevel, 3);
    QCOMPARE(charm.maxLevel, 8);
    QCOMPARE(charm.keywords, (QStringList{"Human", "Elf"}));
    QCOMPARE(charm.factions, Factions(Faction::Wild));
    QCOMPARE(charm.alignments, (QList<Alignment>{Alignment::Unaligned, Alignment::Good}));
    QCOMPARE(charm.powers,
             (QList<Power>{{PowerType::Special, QStringLiteral("Luck: an invented reroll."), 1}}));
    // The lookup the warband resolver uses sees it too.
    QCOMPARE(m_fixture->session().cards().itemsNamed(QStringLiteral("Test Lucky Charm")).size(), 1);
}

void TestItemDialog::editsAnItem()
{
    Item ring;
    ring.name = QStringLiteral("Test Ring");
    ring.set = QStringLiteral("My Items");
    ring.cost = 4;
    ring.maxLevel = 5;
    const EditResult added = m_fixture->session().items().addItem(ring);
    QVERIFY(added.ok());
    QVERIFY(openItem(added.id));
    QCOMPARE(field<QLineEdit>("nameEdit")->text(), ring.name);
    QVERIFY(field<QCheckBox>("maxLevelCheck")->isChecked());
    QCOMPARE(field<QSpinBox>("maxLevelSpin")->value(), 5);
    test::toggle(field<QCheckBox>("maxLevelCheck"));
    setSpin("costSpin", 12);
    save();
    const QList<Item> items = m_fixture->session().items().allItems();
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.first().cost, 12);
    QCOMPARE(items.first().maxLevel, std::nullopt);
}

void TestItemDialog::refusesAnItemWithoutAName()
{
    QVERIFY(openItem(0));
    setSpin("costSpin", 6);
    save();
    QVERIFY(m_dialog->isVisible());
    QCOMPARE(m_dialog->errorText(), QStringLiteral("This must not be empty."));
    QVERIFY(field<QLabel>("fieldErrorLabel"));
    QVERIFY(m_fixture->session().items().allItems().isEmpty());
}

void TestItemDialog::refusesATakenName()
{
    Item ring;
    ring.name = QStringLiteral("Test Ring");
    ring.set = QStringLiteral("My Items");
    QVERIFY(m_fixture->session().items().addItem(ring).ok());
    QVERIFY(openItem(0));
    QTest::keyClicks(field<QLineEdit>("nameEdit"), QStringLiteral("test ring"));
    QTest::keyClicks(field<QLineEdit>("setEdit"), QStringLiteral("My Items"));
    save();
    QVERIFY(m_dialog->isVisible());
    QCOMPARE(m_dialog->errorText(), QStringLiteral("Another card already has this name in this set."));
    QCOMPARE(m_fixture->session().items().allItems().size(), 1);
}

QTEST_MAIN(TestItemDialog)
#include "tst_item_dialog.moc"
