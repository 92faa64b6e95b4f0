// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/creature.h"

#include <QTest>

using namespace ddm;

class TestCreature : public QObject {
    Q_OBJECT

private slots:
    void uniqueName_data();
    void uniqueName();
    void enumNamesRoundTrip();
};

void TestCreature::uniqueName_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("expected");
    // CRG 203.2.a: the name portion before ", " decides; a trailing parenthesis is a disambiguator.
    QTest::newRow("title") << QStringLiteral("Regdar, Adventurer") << QStringLiteral("Regdar");
    QTest::newRow("other title") << QStringLiteral("Regdar, Human Fighter") << QStringLiteral("Regdar");
    QTest::newRow("parenthesis after title") << QStringLiteral("Aramil, Adventurer (Players Handbook Heroes 1)")
                                             << QStringLiteral("Aramil");
    QTest::newRow("parenthesis only") << QStringLiteral("The Xanathar (Epic)") << QStringLiteral("The Xanathar");
    QTest::newRow("plain") << QStringLiteral("Acererak") << QStringLiteral("Acererak");
    QTest::newRow("leading parenthesis kept") << QStringLiteral("(Yuan-Ti) Abomination Lurker")
                                              << QStringLiteral("(Yuan-Ti) Abomination Lurker");
}

void TestCreature::uniqueName()
{
    QFETCH(QString, card);
    QFETCH(QString, expected);
    QCOMPARE(uniqueNameOf(card), expected);
}

void TestCreature::enumNamesRoundTrip()
{
    for (Faction faction : allFactions())
        QCOMPARE(parseFaction(factionName(faction)), std::optional<Faction>(faction));
    QCOMPARE(parseFaction(QStringLiteral("UNDERDARK")), std::optional<Faction>(Faction::Underdark));
    QCOMPARE(parseAlignment(QStringLiteral("NEUTRAL")), std::optional<Alignment>(Alignment::Unaligned));
    QCOMPARE(parseSize(QStringLiteral("huge")), std::optional<CreatureSize>(CreatureSize::Huge));
    QVERIFY(!parseFaction(QStringLiteral("Feywild")));
}

QTEST_GUILESS_MAIN(TestCreature)
#include "tst_creature.moc"
