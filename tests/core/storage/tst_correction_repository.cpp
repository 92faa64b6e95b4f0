// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_repository.h"
#include "storage/correction_repository.h"
#include "storage/custom_card_repository.h"

#include "storage_fixture.h"

#include <QTest>

using namespace ddm;

class TestCorrectionRepository : public QObject {
    Q_OBJECT

private slots:
    void init();
    void correctsACatalogCardEverywhere();
    void replacesTheWholeCorrection();
    void clearingShowsTheCatalogAgain();
    void refusesBadCorrections_data();
    void refusesBadCorrections();

private:
    Creature paladin() const
    {
        return m_cards->creaturesNamed(QStringLiteral("Test Paladin of Dawn")).value(0);
    }

    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<CorrectionRepository> m_corrections;
    std::unique_ptr<CardRepository> m_cards;
};

void TestCorrectionRepository::init()
{
    m_cards.reset();
    m_corrections.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_corrections = std::make_unique<CorrectionRepository>(m_fixture->database());
    m_cards = std::make_unique<CardRepository>(m_fixture->database());
}

void TestCorrectionRepository::correctsACatalogCardEverywhere()
{
    const Creature original = paladin();
    CreatureCorrection correction;
    correction.size = CreatureSize::Large;
    correction.collectorNumber = QStringLiteral("12/60");
    correction.rarity = Rarity::Uncommon;
    correction.cost = 31;
    correction.hp = 75;
    correction.movement = MovementMode::Flight;
    correction.factions = Faction::Civilization | Faction::Borderlands;

    // Name and set match ignoring case, as users type them.
    const EditResult result = m_corrections->setCorrection(QStringLiteral("test paladin of dawn"),
                                                           QStringLiteral("invented set a"), correction);
    DDM_VERIFY_EDIT(result);
    QCOMPARE(result.id, original.id);

    Creature expected = original;
    expected.size = CreatureSize::Large;
    expected.sizeSource = FactSource::Correction;
    expected.collectorNumber = QStringLiteral("12/60");
    expected.rarity = Rarity::Uncommon;
    expected.cost = 31;
    expected.hp = 75;
    expected.movement = MovementMode::Flight;
    expected.factions = Faction::Civilization | Faction::Borderlands;
    QCOMPARE(paladin(), expected);
    QCOMPARE(m_cards->creature(original.id), std::optional<Creature>(expected));
    // Filters over the `card` view see the corrected values.
    QCOMPARE(m_cards->creatureIds(QStringLiteral("card.size = ? AND card.cost = ?"), {3, 31}),
             QList<qint64>{original.id});
    QCOMPARE(m_cards->creatureIds(QStringLiteral("card.cost = ?"), {30}), QList<qint64>{});
    QCOMPARE(
        m_corrections->correction(QStringLiteral("Test Paladin of Dawn"), QStringLiteral("Invented Set A")),
        std::optional<CreatureCorrection>(correction));
}

void TestCorrectionRepository::replacesTheWholeCorrection()
{
    CreatureCorrection first;
    first.cost = 31;
    DDM_VERIFY_EDIT(m_corrections->setCorrection(QStringLiteral("Test Paladin of Dawn"),
                                                 QStringLiteral("Invented Set A"), first));
    CreatureCorrection second;
    second.size = CreatureSize::Medium;
    DDM_VERIFY_EDIT(m_corrections->setCorrection(QStringLiteral("Test Paladin of Dawn"),
                                                 QStringLiteral("Invented Set A"), second));
    QCOMPARE(paladin().cost, 30);
    QCOMPARE(paladin().size, std::optional<CreatureSize>(CreatureSize::Medium));
}

void TestCorrectionRepository::clearingShowsTheCatalogAgain()
{
    const Creature original = paladin();
    CreatureCorrection correction;
    correction.level = 9;
    DDM_VERIFY_EDIT(m_corrections->setCorrection(original.name, original.set, correction));
    QCOMPARE(paladin().level, 9);
    DDM_VERIFY_EDIT(m_corrections->clearCorrection(original.name, original.set));
    QCOMPARE(paladin(), original);
    QVERIFY(!m_corrections->correction(original.name, original.set));

    // Setting an empty correction clears too.
    DDM_VERIFY_EDIT(m_corrections->setCorrection(original.name, original.set, correction));
    DDM_VERIFY_EDIT(m_corrections->setCorrection(original.name, original.set, CreatureCorrection{}));
    QCOMPARE(paladin(), original);
}

void TestCorrectionRepository::refusesBadCorrections_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("set");
    QTest::addColumn<CreatureCorrection>("correction");
    QTest::addColumn<EditErrorCode>("code");

    CreatureCorrection valid;
    valid.size = CreatureSize::Small;
    QTest::newRow("no such card") << "Nobody"
                                  << "Invented Set A" << valid << EditErrorCode::NotFound;
    QTest::newRow("card of another set") << "Test Paladin of Dawn"
                                         << "Invented Set B" << valid << EditErrorCode::NotFound;
    QTest::newRow("a custom card") << "Homebrew Imp"
                                   << "My Cards" << valid << EditErrorCode::NotFound;
    CreatureCorrection negative;
    negative.cost = -5;
    QTest::newRow("negative cost") << "Test Paladin of Dawn"
                                   << "Invented Set A" << negative << EditErrorCode::OutOfRange;
    CreatureCorrection rating;
    rating.championRating = 50;
    QTest::newRow("champion rating") << "Test Paladin of Dawn"
                                     << "Invented Set A" << rating << EditErrorCode::OutOfRange;
    CreatureCorrection noFaction;
    noFaction.factions = Factions{};
    QTest::newRow("no faction") << "Test Paladin of Dawn"
                                << "Invented Set A" << noFaction << EditErrorCode::NoFaction;
}

void TestCorrectionRepository::refusesBadCorrections()
{
    QFETCH(QString, name);
    QFETCH(QString, set);
    QFETCH(CreatureCorrection, correction);
    QFETCH(EditErrorCode, code);

    Creature custom;
    custom.name = QStringLiteral("Homebrew Imp");
    custom.set = QStringLiteral("My Cards");
    custom.factions = Faction::Wild;
    DDM_VERIFY_EDIT(CustomCardRepository(m_fixture->database()).addCustomCreature(custom));
    const Creature before = paladin();

    const EditResult result = m_corrections->setCorrection(name, set, correction);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, code);
    QVERIFY(!result.error->message.isEmpty());
    QCOMPARE(paladin(), before);
    QVERIFY(!m_corrections->correction(name, set));
}

QTEST_GUILESS_MAIN(TestCorrectionRepository)
#include "tst_correction_repository.moc"
