// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/custom_card_actions.h"
#include "collection/custom_creature_dialog.h"

#include "collection_fixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace ddm;
using namespace ddm::gui;

class TestCustomCreatureDialog : public QObject, private test::CustomCardHarness<CustomCreatureDialog> {
    Q_OBJECT

private slots:
    void init() { setUpActions(); }
    void cleanup() { tearDownActions(); }
    void savesEveryField();
    void showsRefusalsBesideTheField_data();
    void showsRefusalsBesideTheField();
    void editsACustomCard();
    void ordersPowers();
    void catalogIdOpensTheCorrection();

private:
    CustomCreatureDialog* openEditor(qint64 cardId);
    void type(const char* name, const QString& text);
    void chooseText(const char* combo, const QString& text);
};

CustomCreatureDialog* TestCustomCreatureDialog::openEditor(qint64 cardId)
{
    m_actions->editCustomCreature(cardId);
    return takeDialog(QStringLiteral("customCreatureDialog"));
}

void TestCustomCreatureDialog::type(const char* name, const QString& text)
{
    auto* edit = field<QLineEdit>(name);
    QVERIFY2(edit, name);
    edit->clear();
    QTest::keyClicks(edit, text);
}

void TestCustomCreatureDialog::chooseText(const char* combo, const QString& text)
{
    auto* box = field<QComboBox>(combo);
    QVERIFY2(box, combo);
    const int index = box->findText(text);
    QVERIFY2(index >= 0, qPrintable(text));
    box->setCurrentIndex(index);
}

void TestCustomCreatureDialog::savesEveryField()
{
    QVERIFY(openEditor(0));
    QSignalSpy changed(&m_fixture->session(), &AppSession::cardsChanged);
    type("nameEdit", QStringLiteral("Test Brass Golem, Mk II"));
    type("setEdit", QStringLiteral("My Cards"));
    type("keywordsEdit", QStringLiteral("Construct, Unique , "));
    test::toggle(field<QCheckBox>("civilizationCheck"));
    test::toggle(field<QCheckBox>("wildCheck"));
    chooseText("alignmentCombo", QStringLiteral("Good"));
    chooseText("sizeCombo", QStringLiteral("Large"));
    chooseText("rarityCombo", QStringLiteral("Rare"));
    type("collectorEdit", QStringLiteral("7/60"));
    setSpin("costSpin", 33);
    setSpin("levelSpin", 9);
    setSpin("hpSpin", 90);
    setSpin("acSpin", 24);
    setSpin("fortSpin", 21);
    setSpin("refSpin", 14);
    setSpin("willSpin", 17);
    setSpin("speedSpin", 5);
    chooseText("movementCombo", QStringLiteral("Burrow"));
    test::toggle(field<QCheckBox>("championCheck"));
    setSpin("championSpin", 3);

    test::click(m_dialog, "addPowerButton");
    chooseText("powerTypeCombo", QStringLiteral("Attack"));
    QTest::keyClicks(field<QPlainTextEdit>("powerTextEdit"), QStringLiteral("Pound: an invented blow."));
    test::click(m_dialog, "addPowerButton");
    QTest::keyClicks(field<QPlainTextEdit>("powerTextEdit"), QStringLiteral("Overload: an invented burst."));
    setSpin("powerUsesSpin", 1);
    test::click(m_dialog, "addPowerButton"); // left empty: dropped
    QCOMPARE(field<QTableView>("powersView")->model()->rowCount(), 3);

    save();
    QVERIFY(m_dialog->result() == QDialog::Accepted);
    QCOMPARE(changed.count(), 1);
    QVERIFY(m_dialog->cardId() < 0);

    const QList<Creature> found =
        m_fixture->session().cards().creaturesNamed(QStringLiteral("test brass golem, mk ii"));
    QCOMPARE(found.size(), 1);
    const Creature& golem = found.first();
    QCOMPARE(golem.origin, CardOrigin::Custom);
    QCOMPARE(golem.name, QStringLiteral("Test Brass Golem, Mk II"));
    QCOMPARE(golem.set, QStringLiteral("My Cards"));
    QCOMPARE(golem.keywords, (QStringList{"Construct", "Unique"}));
    QCOMPARE(golem.factions, Factions(Faction::Civilization) | Faction::Wild);
    QCOMPARE(golem.alignment, Alignment::Good);
    QCOMPARE(golem.size, CreatureSize::Large);
    QCOMPARE(golem.rarity, Rarity::Rare);
    QCOMPARE(golem.collectorNumber, QStringLiteral("7/60"));
    const QList<int> stats{golem.cost, golem.level, golem.hp,   golem.ac,
                           golem.fort, golem.ref,   golem.will, golem.speed};
    QCOMPARE(stats, (QList<int>{33, 9, 90, 24, 21, 14, 17, 5}));
    QCOMPARE(golem.movement, MovementMode::Burrow);
    QCOMPARE(golem.championRating, 3);
    const QList<Power> powers{{PowerType::Attack, QStringLiteral("Pound: an invented blow."), std::nullopt},
                              {PowerType::Special, QStringLiteral("Overload: an invented burst."), 1}};
    QCOMPARE(golem.powers, powers);
}

void TestCustomCreatureDialog::showsRefusalsBesideTheField_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("set");
    QTest::addColumn<bool>("faction");
    QTest::addColumn<QString>("faultyField");
    QTest::addColumn<QString>("message");
    QTest::newRow("no name") << ""
                             << "My Cards" << true << "nameEdit"
                             << "This must not be empty.";
    QTest::newRow("no set") << "Test Newt"
                            << "  " << true << "setEdit"
                            << "This must not be empty.";
    QTest::newRow("no faction") << "Test Newt"
                                << "My Cards" << false << "factionChecks"
                                << "Choose at least one faction.";
    QTest::newRow("a catalog card's name") << "test mud toad"
                                           << "Invented Set B" << true << "nameEdit"
                                           << "Another card already has this name in this set.";
}

void TestCustomCreatureDialog::showsRefusalsBesideTheField()
{
    QFETCH(QString, name);
    QFETCH(QString, set);
    QFETCH(bool, faction);
    QFETCH(QString, faultyField);
    QFETCH(QString, message);
    const int cards = m_fixture->session().cards().creatureCount();
    QVERIFY(openEditor(0));
    QSignalSpy changed(&m_fixture->session(), &AppSession::cardsChanged);
    type("nameEdit", name);
    type("setEdit", set);
    if (faction)
        test::toggle(field<QCheckBox>("underdarkCheck"));
    save();

    QVERIFY(m_dialog->isVisible());
    QCOMPARE(m_dialog->errorText(), message);
    auto* label = field<QLabel>("fieldErrorLabel");
    QVERIFY(label);
    QCOMPARE(label->text(), message);
    // Right below the field at fault.
    QWidget* faulty = m_dialog->findChild<QWidget*>(faultyField);
    QVERIFY(faulty);
    QTRY_VERIFY(label->isVisible());
    const int fieldBottom = faulty->mapTo(m_dialog, QPoint(0, faulty->height())).y();
    const int labelTop = label->mapTo(m_dialog, QPoint(0, 0)).y();
    QVERIFY2(labelTop >= fieldBottom && labelTop - fieldBottom < 20,
             qPrintable(QStringLiteral("label at %1, field ends at %2").arg(labelTop).arg(fieldBottom)));
    QCOMPARE(m_fixture->session().cards().creatureCount(), cards);
    QCOMPARE(changed.count(), 0);

    // Fixed, it saves, and the error goes.
    type("nameEdit", QStringLiteral("Test Newt"));
    type("setEdit", QStringLiteral("My Cards"));
    if (!faction)
        test::toggle(field<QCheckBox>("underdarkCheck"));
    save();
    QVERIFY(!m_dialog->isVisible());
    QCOMPARE(m_fixture->session().cards().creatureCount(), cards + 1);
}

void TestCustomCreatureDialog::editsACustomCard()
{
    Creature newt;
    newt.name = QStringLiteral("Test Newt");
    newt.set = QStringLiteral("My Cards");
    newt.level = 1;
    newt.factions = Faction::Wild;
    newt.size = CreatureSize::Tiny;
    newt.powers = {{PowerType::Ability, QStringLiteral("Slick: an invented skin."), std::nullopt}};
    const EditResult added = m_fixture->session().customCards().addCustomCreature(newt);
    QVERIFY(added.ok());
    QVERIFY(m_fixture->session().collection().setOwnedCount(newt.name, newt.set, 2).ok());

    QVERIFY(openEditor(added.id));
    QCOMPARE(field<QLineEdit>("nameEdit")->text(), newt.name);
    QCOMPARE(field<QComboBox>("sizeCombo")->currentText(), QStringLiteral("Tiny"));
    QCOMPARE(field<QCheckBox>("wildCheck")->isChecked(), true);
    QCOMPARE(field<QPlainTextEdit>("powerTextEdit")->toPlainText(), newt.powers.first().text);
    type("nameEdit", QStringLiteral("Test Great Newt"));
    setSpin("costSpin", 4);
    save();
    QVERIFY(!m_dialog->isVisible());

    const std::optional<Creature> stored = m_fixture->session().cards().creature(added.id);
    QVERIFY(stored);
    QCOMPARE(stored->name, QStringLiteral("Test Great Newt"));
    QCOMPARE(stored->cost, 4);
    QCOMPARE(stored->powers, newt.powers);
    // The owned copies follow the rename.
    QCOMPARE(m_fixture->session().collection().ownedCount(stored->name, stored->set), 2);
}

void TestCustomCreatureDialog::ordersPowers()
{
    QVERIFY(openEditor(0));
    for (const char* text : {"First: a.", "Second: b.", "Third: c."}) {
        test::click(m_dialog, "addPowerButton");
        QTest::keyClicks(field<QPlainTextEdit>("powerTextEdit"), QString::fromLatin1(text));
    }
    auto* view = field<QTableView>("powersView");
    const auto texts = [view] {
        QStringList texts;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            texts.append(view->model()->index(row, 1).data().toString());
        return texts;
    };
    QCOMPARE(texts(), (QStringList{"First: a.", "Second: b.", "Third: c."}));
    QVERIFY(!field<QPushButton>("movePowerDownButton")->isEnabled()); // the last one is current
    test::click(m_dialog, "movePowerUpButton");
    QCOMPARE(texts(), (QStringList{"First: a.", "Third: c.", "Second: b."}));
    test::click(m_dialog, "movePowerUpButton");
    QCOMPARE(texts(), (QStringList{"Third: c.", "First: a.", "Second: b."}));
    QVERIFY(!field<QPushButton>("movePowerUpButton")->isEnabled());
    test::click(m_dialog, "movePowerDownButton");
    QCOMPARE(texts(), (QStringList{"First: a.", "Third: c.", "Second: b."}));
    QCOMPARE(field<QPlainTextEdit>("powerTextEdit")->toPlainText(), QStringLiteral("Third: c."));
    test::click(m_dialog, "removePowerButton");
    QCOMPARE(texts(), (QStringList{"First: a.", "Second: b."}));
    // Clicking a row shows that power.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->visualRect(view->model()->index(0, 1)).center());
    QCOMPARE(field<QPlainTextEdit>("powerTextEdit")->toPlainText(), QStringLiteral("First: a."));
}

void TestCustomCreatureDialog::catalogIdOpensTheCorrection()
{
    m_actions->editCustomCreature(
        m_fixture->idOf(QStringLiteral("Test Mud Toad"), QStringLiteral("Invented Set A")));
    QVERIFY(test::openDialog(*m_window, QStringLiteral("correctionDialog")));
    QVERIFY(!test::openDialog(*m_window, QStringLiteral("customCreatureDialog")));
}

QTEST_MAIN(TestCustomCreatureDialog)
#include "tst_custom_creature_dialog.moc"
