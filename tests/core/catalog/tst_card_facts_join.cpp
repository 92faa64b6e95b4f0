// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/card_facts_join.h"
#include "catalog/card_text_size.h"

#include <QTest>

using namespace ddm;

// Joining catalog creatures to the database's figures: each way a match is made, the ones refused,
// the sources recorded, and sizes the cards state themselves. Invented names throughout.
class TestCardFactsJoin : public QObject {
    Q_OBJECT

private slots:
    void matchesByNameAndSet_data();
    void matchesByNameAndSet();
    void takesNoFigureOfAnotherSet();
    void refusesAnAmbiguousSpelling();
    void cardTextSizesFillTheGaps_data();
    void cardTextSizesFillTheGaps();
    void theDatabaseWinsAConflict();
    void aDroppedSizeWordMustAgree();
    void countsCoveragePerSet();
};

namespace {

Creature creature(const QString& name, const QString& set, const QList<Power>& powers = {})
{
    Creature creature;
    creature.name = name;
    creature.set = set;
    creature.powers = powers;
    return creature;
}

DdmdbFigure figure(const QString& name, const QString& release, CreatureSize size, int number = 1)
{
    return {name, release, number, size, Rarity::Uncommon, 10};
}

const QList<DdmdbFigure>& figures()
{
    static const QList<DdmdbFigure> all{
        figure(QStringLiteral("Invented Ogre"), QStringLiteral("War Drums"), CreatureSize::Large, 12),
        figure(QStringLiteral("Meepo, Inventor"), QStringLiteral("War Drums"), CreatureSize::Small, 13),
        figure(QStringLiteral("Invented Chieftan"), QStringLiteral("War Drums"), CreatureSize::Large, 14),
        figure(QStringLiteral("Invented Wyrm (Young)"), QStringLiteral("War Drums"), CreatureSize::Huge, 15),
        figure(QStringLiteral("Starter Knight"), QStringLiteral("2008 Starter Set"), CreatureSize::Medium, 2),
        figure(QStringLiteral("Invented Balor"), QStringLiteral("Other Set"), CreatureSize::Huge),
        figure(QStringLiteral("Invented Balor"), QStringLiteral("Third Set"), CreatureSize::Large),
    };
    return all;
}

} // namespace

void TestCardFactsJoin::matchesByNameAndSet_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("number"); // the figure taken
    QTest::addColumn<int>("match");
    QTest::newRow("exact") << "Invented Ogre"
                           << "War Drums"
                           << "12" << int(FigureMatch::Exact);
    QTest::newRow("case and spaces of the set") << "Invented Ogre"
                                                << "Wardrums"
                                                << "12" << int(FigureMatch::Normalised);
    QTest::newRow("punctuation of the name") << "Meepo Inventor"
                                             << "War Drums"
                                             << "13" << int(FigureMatch::Normalised);
    QTest::newRow("its own set in parentheses") << "Invented Ogre (Wardrums)"
                                                << "Wardrums"
                                                << "12" << int(FigureMatch::Normalised);
    QTest::newRow("aliased set") << "Starter Knight"
                                 << "Starter 2008"
                                 << "2" << int(FigureMatch::Normalised);
    QTest::newRow("one letter apart") << "Invented Chieftain"
                                      << "War Drums"
                                      << "14" << int(FigureMatch::Spelling);
    QTest::newRow("a qualifier dropped") << "Invented Wyrm"
                                         << "War Drums"
                                         << "15" << int(FigureMatch::Qualifier);
    QTest::newRow("a size word dropped") << "Large Invented Ogre"
                                         << "War Drums"
                                         << "12" << int(FigureMatch::Qualifier);
}

void TestCardFactsJoin::matchesByNameAndSet()
{
    QFETCH(QString, name);
    QFETCH(QString, set);
    QFETCH(QString, number);
    QFETCH(int, match);
    QList<Creature> creatures{creature(name, set)};
    const CardFactsReport report = joinCardFacts(creatures, figures());
    QCOMPARE(creatures.first().collectorNumber, number);
    QCOMPARE(creatures.first().rarity, std::optional(Rarity::Uncommon));
    QCOMPARE(creatures.first().sizeSource, std::optional(FactSource::Database));
    QCOMPARE(report.matched[match], 1);
    QCOMPARE(report.matchedTotal(), 1);
    const bool near = match >= int(FigureMatch::Spelling);
    QCOMPARE(report.nearMatches.size(), near ? 1 : 0); // every near match is listed for review
}

void TestCardFactsJoin::takesNoFigureOfAnotherSet()
{
    // Balor is Huge in one set and Large in another: a third set's Balor takes neither.
    QList<Creature> creatures{creature(QStringLiteral("Invented Balor"), QStringLiteral("Later Set"))};
    const CardFactsReport report = joinCardFacts(creatures, figures());
    QCOMPARE(creatures.first().size, std::nullopt);
    QCOMPARE(creatures.first().sizeSource, std::nullopt);
    QCOMPARE(report.matchedTotal(), 0);
    QCOMPARE(report.otherSetNames.size(), 1);
    QCOMPARE(report.otherSetNames.first().figures,
             (QStringList{QStringLiteral("Other Set: Huge"), QStringLiteral("Third Set: Large")}));
}

void TestCardFactsJoin::refusesAnAmbiguousSpelling()
{
    // "Invented Ogra" is one letter from two figures: neither is taken.
    QList<DdmdbFigure> two = figures();
    two.append(figure(QStringLiteral("Invented Ogrb"), QStringLiteral("War Drums"), CreatureSize::Medium));
    QList<Creature> creatures{creature(QStringLiteral("Invented Ogra"), QStringLiteral("War Drums"))};
    const CardFactsReport report = joinCardFacts(creatures, two);
    QCOMPARE(report.matchedTotal(), 0);
    QCOMPARE(creatures.first().size, std::nullopt);
}

void TestCardFactsJoin::cardTextSizesFillTheGaps_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("power");
    QTest::addColumn<int>("size"); // -1: unknown
    QTest::newRow("a size word leads the name") << "Huge Invented Drake"
                                                << "" << int(CreatureSize::Huge);
    QTest::newRow("a power named for the size") << "Invented Pixie"
                                                << "Tiny: an invented rule." << int(CreatureSize::Tiny);
    QTest::newRow("a weapon named for a size") << "Invented Giant"
                                               << "Huge Axe: +9 vs. AC; 20 damage." << -1;
    QTest::newRow("a form named for a size") << "Invented Wererat"
                                             << "Tiny Rat Form: an invented rule." << -1;
    QTest::newRow("nothing said") << "Invented Goblin"
                                  << "" << -1;
}

void TestCardFactsJoin::cardTextSizesFillTheGaps()
{
    QFETCH(QString, name);
    QFETCH(QString, power);
    QFETCH(int, size);
    QList<Power> powers;
    if (!power.isEmpty())
        powers.append({PowerType::Special, power, std::nullopt});
    QList<Creature> creatures{creature(name, QStringLiteral("Later Set"), powers)};
    const CardFactsReport report = joinCardFacts(creatures, {});
    const std::optional<CreatureSize> expected = size < 0 ? std::nullopt : std::optional(CreatureSize(size));
    QCOMPARE(creatures.first().size, expected);
    QCOMPARE(creatures.first().sizeSource, size < 0 ? std::nullopt : std::optional(FactSource::CardText));
    QCOMPARE(report.sizedFromCardText, size < 0 ? 0 : 1);
}

void TestCardFactsJoin::theDatabaseWinsAConflict()
{
    QList<Creature> creatures{
        creature(QStringLiteral("Invented Ogre"), QStringLiteral("War Drums"),
                 {{PowerType::Special, QStringLiteral("Huge: an invented rule."), std::nullopt}})};
    const CardFactsReport report = joinCardFacts(creatures, figures());
    QCOMPARE(creatures.first().size, std::optional(CreatureSize::Large));
    QCOMPARE(report.conflicts.size(), 1);
    QCOMPARE(report.conflicts.first().kept, QStringLiteral("Large (database)"));
    QCOMPARE(report.conflicts.first().ignored, QStringLiteral("Huge (card text)"));
}

void TestCardFactsJoin::aDroppedSizeWordMustAgree()
{
    // "Huge Invented Ogre" names a size the figure "Invented Ogre" (Large) contradicts: not that figure.
    QList<Creature> creatures{creature(QStringLiteral("Huge Invented Ogre"), QStringLiteral("War Drums"))};
    const CardFactsReport report = joinCardFacts(creatures, figures());
    QCOMPARE(report.matchedTotal(), 0);
    QCOMPARE(creatures.first().size, std::optional(CreatureSize::Huge));
    QCOMPARE(creatures.first().sizeSource, std::optional(FactSource::CardText));
    QCOMPARE(creatures.first().collectorNumber, QString());
    QCOMPARE(report.conflicts.size(), 1);
}

void TestCardFactsJoin::countsCoveragePerSet()
{
    QList<Creature> creatures{creature(QStringLiteral("Invented Ogre"), QStringLiteral("War Drums")),
                              creature(QStringLiteral("Unheard Of"), QStringLiteral("War Drums")),
                              creature(QStringLiteral("Large Later Beast"), QStringLiteral("Later Set"))};
    const CardFactsReport report = joinCardFacts(creatures, figures());
    QCOMPARE(report.sets.size(), 2);
    QCOMPARE(report.sets.at(0).set, QStringLiteral("War Drums"));
    QCOMPARE(report.sets.at(0).creatures, 2);
    QCOMPARE(report.sets.at(0).inDatabase, 1);
    QCOMPARE(report.sets.at(0).sized, 1);
    QCOMPARE(report.sets.at(1).inDatabase, 0);
    QCOMPARE(report.sets.at(1).sized, 1);
    QCOMPARE(report.sized(), 2);
}

QTEST_GUILESS_MAIN(TestCardFactsJoin)
#include "tst_card_facts_join.moc"
