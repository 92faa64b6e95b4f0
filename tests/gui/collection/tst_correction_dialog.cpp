#include "collection/correction_dialog.h"
#include "collection/custom_card_actions.h"

#include "session_fixture.h"

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

namespace {

const QString kToad = QStringLiteral("Test Mud Toad");
const QString kSetA = QStringLiteral("Invented Set A");
const QString kSetB = QStringLiteral("Invented Set B");

} // namespace

class TestCorrectionDialog : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void correctsASize();
    void showsTheCatalogValueBesideTheCorrection();
    void clearsTheCorrection();
    void keepsAFactionCorrection();
    void customCardOpensItsEditor();
    void unknownCardSavesNothing();

private:
    QDialog* openCorrection(qint64 cardId);
    template <typename T> T* field(const char* name) const
    {
        return m_dialog->findChild<T*>(QLatin1String(name));
    }
    void save();
    std::optional<Creature> toad(const QString& set) const;

    std::unique_ptr<test::SessionFixture> m_fixture;
    std::unique_ptr<QWidget> m_window;
    std::unique_ptr<CustomCardActions> m_actions;
    QDialog* m_dialog = nullptr;
};

void TestCorrectionDialog::init()
{
    m_fixture = std::make_unique<test::SessionFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_window = std::make_unique<QWidget>();
    m_window->show();
    m_actions = std::make_unique<CustomCardActions>(m_fixture->session(), m_window.get());
}

void TestCorrectionDialog::cleanup()
{
    m_actions.reset();
    m_window.reset();
    m_fixture.reset();
}

QDialog* TestCorrectionDialog::openCorrection(qint64 cardId)
{
    m_actions->editCorrection(cardId);
    m_dialog = test::openDialog(*m_window, QStringLiteral("correctionDialog"));
    return m_dialog;
}

void TestCorrectionDialog::save()
{
    QTest::mouseClick(field<QDialogButtonBox>("buttonBox")->button(QDialogButtonBox::Save), Qt::LeftButton);
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
    QVERIFY(openCorrection(m_fixture->cardId(kToad, kSetB)));
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
    QVERIFY(openCorrection(m_fixture->cardId(kToad, kSetB)));
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
    QVERIFY(openCorrection(m_fixture->cardId(kToad, kSetB)));
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
    QVERIFY(openCorrection(m_fixture->cardId(kToad, kSetB)));
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
    QVERIFY(openCorrection(m_fixture->cardId(kToad, kSetB)));
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
