// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/correction_dialog.h"
#include "collection/custom_card_actions.h"

#include "collection_fixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace ddm;
using namespace ddm::gui;

using namespace ddm::test::collection_cards;

class TestCorrectionDialog : public QObject, private test::CustomCardHarness<> {
    Q_OBJECT

private slots:
    void init() { setUpActions(); }
    void cleanup() { tearDownActions(); }
    void correctsASize();
    void showsTheCatalogValueBesideTheCorrection();
    void clearsTheCorrection();
    void keepsAFactionCorrection();
    void customCardOpensItsEditor();
    void unknownCardSavesNothing();

private:
    QDialog* openCorrection(qint64 cardId);
    std::optional<Creature> toad(const QString& set) const;
};

QDialog* TestCorrectionDialog::openCorrection(qint64 cardId)
{
    m_actions->editCorrection(cardId);
    return takeDialog(QStringLiteral("correctionDialog"));
}

std::optional<Creature> TestCorrectionDialog::toad(const QString& set) const
{
    for (const Creature& card : m_fixture->session().cards().creaturesNamed(kToad)) {
        if (card.set == set)
            return card;
    }
    return std::nullopt;
}

void TestCorrectionDialog::correctsASize()
{
    QVERIFY(openCorrection(m_fixture->idOf(kToad, kSetB)));
    QSignalSpy changed(&m_fixture->session(), &AppSession::cardsChanged);
    QCOMPARE(field<QLabel>("sizeCatalogLabel")->text(), QStringLiteral("Catalog: unknown"));
    auto* size = field<QComboBox>("sizeCombo");
    QVERIFY(!size->isEnabled());
    test::toggle(field<QCheckBox>("sizeCheck"));
    QVERIFY(size->isEnabled());
    size->setCurrentIndex(size->findText(QStringLiteral("Small")));
    save();
    QVERIFY(!m_dialog->isVisible());
    QCOMPARE(changed.count(), 1);

    QCOMPARE(toad(kSetB)->size, CreatureSize::Small);
    QCOMPARE(toad(kSetA)->size, std::nullopt); // the other printing is untouched
    QCOMPARE(toad(kSetB)->cost, 4);
}

void TestCorrectionDialog::showsTheCatalogValueBesideTheCorrection()
{
    QVERIFY(openCorrection(m_fixture->idOf(kToad, kSetB)));
    QCOMPARE(field<QLabel>("costCatalogLabel")->text(), QStringLiteral("Catalog: 4"));
    QCOMPARE(field<QLabel>("championCatalogLabel")->text(), QStringLiteral("Catalog: not a champion"));
    QCOMPARE(field<QLabel>("movementCatalogLabel")->text(), QStringLiteral("Catalog: Normal"));
    test::toggle(field<QCheckBox>("costCheck"));
    auto* cost = field<QSpinBox>("costSpin");
    QCOMPARE(cost->value(), 4);
    cost->selectAll();
    QTest::keyClicks(cost, QStringLiteral("9"));
    test::toggle(field<QCheckBox>("collectorCheck"));
    QTest::keyClicks(field<QWidget>("collectorEdit"), QStringLiteral("17/60"));
    save();
    QCOMPARE(toad(kSetB)->cost, 9);
    QCOMPARE(toad(kSetB)->collectorNumber, QStringLiteral("17/60"));

    // Opened again: the correction shows, with the catalog's value still beside it.
    QVERIFY(openCorrection(m_fixture->idOf(kToad, kSetB)));
    QVERIFY(field<QCheckBox>("costCheck")->isChecked());
    QCOMPARE(field<QSpinBox>("costSpin")->value(), 9);
    QCOMPARE(field<QLabel>("costCatalogLabel")->text(), QStringLiteral("Catalog: 4"));
    QVERIFY(!field<QCheckBox>("levelCheck")->isChecked());
}

void TestCorrectionDialog::clearsTheCorrection()
{
    CreatureCorrection correction;
    correction.cost = 7;
    correction.size = CreatureSize::Medium;
    QVERIFY(m_fixture->session().corrections().setCorrection(kToad, kSetB, correction).ok());
    QVERIFY(openCorrection(m_fixture->idOf(kToad, kSetB)));
    QVERIFY(field<QCheckBox>("sizeCheck")->isChecked());
    test::click(m_dialog, "clearCorrectionButton");
    QVERIFY(!field<QCheckBox>("sizeCheck")->isChecked());
    QVERIFY(!field<QCheckBox>("costCheck")->isChecked());
    save();
    QCOMPARE(m_fixture->session().corrections().correction(kToad, kSetB), std::nullopt);
    QCOMPARE(toad(kSetB)->cost, 4);
}

void TestCorrectionDialog::keepsAFactionCorrection()
{
    CreatureCorrection correction;
    correction.factions = Factions(Faction::Wild) | Faction::Underdark;
    QVERIFY(m_fixture->session().corrections().setCorrection(kToad, kSetB, correction).ok());
    QVERIFY(openCorrection(m_fixture->idOf(kToad, kSetB)));
    test::toggle(field<QCheckBox>("levelCheck"));
    save();
    const std::optional<CreatureCorrection> stored =
        m_fixture->session().corrections().correction(kToad, kSetB);
    QVERIFY(stored);
    QCOMPARE(stored->factions, correction.factions);
    QCOMPARE(stored->level, 1);
}

void TestCorrectionDialog::customCardOpensItsEditor()
{
    Creature newt;
    newt.name = QStringLiteral("Test Newt");
    newt.set = QStringLiteral("My Cards");
    newt.factions = Faction::Wild;
    const EditResult added = m_fixture->session().customCards().addCustomCreature(newt);
    QVERIFY(added.ok());
    m_actions->editCorrection(added.id);
    QVERIFY(test::openDialog(*m_window, QStringLiteral("customCreatureDialog")));
    QVERIFY(!test::openDialog(*m_window, QStringLiteral("correctionDialog")));
}

void TestCorrectionDialog::unknownCardSavesNothing()
{
    QVERIFY(openCorrection(987654));
    QVERIFY(!field<QDialogButtonBox>("buttonBox")->button(QDialogButtonBox::Save)->isEnabled());
    QVERIFY(!field<QLabel>("errorLabel")->text().isEmpty());
}

QTEST_MAIN(TestCorrectionDialog)
#include "tst_correction_dialog.moc"
