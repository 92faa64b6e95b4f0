// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/terrain.h"
#include "board/terrain_traits.h"

#include <QTest>

using namespace ddm;

class TestBoardTerrain : public QObject {
    Q_OBJECT

private slots:
    void symbolsRoundTrip();
    void unknownSymbolsAndNames();
    void traits_data();
    void traits();
    void terrainSets();
};

void TestBoardTerrain::symbolsRoundTrip()
{
    // Every square letter of the map format names exactly one terrain type and back.
    const QString letters = QStringLiteral(".#dfkpsmbctxrhlzw");
    QCOMPARE(allTerrains().size(), letters.size());
    for (const QChar letter : letters) {
        const std::optional<Terrain> terrain = parseTerrainSymbol(letter);
        QVERIFY2(terrain, qPrintable(QString(letter)));
        QCOMPARE(terrainSymbol(*terrain), letter);
        QCOMPARE(parseTerrainName(terrainName(*terrain)), terrain);
    }
    QCOMPARE(parseTerrainName(QStringLiteral("market-stall")), std::optional(Terrain::MarketStall));
    QCOMPARE(parseTerrainName(QStringLiteral("SPIKE STONES")), std::optional(Terrain::SpikeStones));
}

void TestBoardTerrain::unknownSymbolsAndNames()
{
    QVERIFY(!parseTerrainSymbol(QLatin1Char('Q')));
    QVERIFY(
        !parseTerrainSymbol(QLatin1Char('D'))); // symbols are lower case: capitals mark creatures in tests
    QVERIFY(!parseTerrainName(QStringLiteral("lava")));
}

// The traits table, one row per terrain and trait that the CRG gives it, with the rule.
void TestBoardTerrain::traits_data()
{
    QTest::addColumn<Terrain>("terrain");
    QTest::addColumn<QString>("trait");
    QTest::addColumn<QString>("rule"); // empty: the terrain does not have the trait

    QTest::newRow("1005.4 walls stop movement") << Terrain::Wall << "impassable"
                                                << "1005.4";
    QTest::newRow("1002.1.a walls stop sight") << Terrain::Wall << "sight"
                                               << "1002.1.a";
    QTest::newRow("1003.1.a walls stop effect") << Terrain::Wall << "effect"
                                                << "1003.1.a";
    QTest::newRow("1005.3 no ending in walls") << Terrain::Wall << "end"
                                               << "1005.3";
    QTest::newRow("1006.2 difficult costs 2") << Terrain::Difficult << "difficult"
                                              << "1006.2";
    QTest::newRow("1010.2 forest is difficult") << Terrain::Forest << "difficult"
                                                << "1010.2";
    QTest::newRow("1010.3 forest ranged cover") << Terrain::Forest << "cover"
                                                << "1010.3";
    QTest::newRow("1010.4 forest stops sight") << Terrain::Forest << "sight"
                                               << "1010.4";
    QTest::newRow("1003 forest lets effect through") << Terrain::Forest << "effect"
                                                     << "";
    QTest::newRow("1012.2 market stall difficult") << Terrain::MarketStall << "difficult"
                                                   << "1012.2";
    QTest::newRow("1012.4 market stall stops sight") << Terrain::MarketStall << "sight"
                                                     << "1012.4";
    QTest::newRow("web as forest: difficult") << Terrain::Web << "difficult"
                                              << "1010.2";
    QTest::newRow("web as forest: cover") << Terrain::Web << "cover"
                                          << "1010.3";
    QTest::newRow("1013.2 pits stop movement") << Terrain::Pit << "impassable"
                                               << "1013.2";
    QTest::newRow("1013.2 no placing in pits") << Terrain::Pit << "place"
                                               << "1013.2";
    QTest::newRow("1013.2 no sliding into pits") << Terrain::Pit << "slide"
                                                 << "1013.2";
    QTest::newRow("1013.2 pushing into pits") << Terrain::Pit << "push"
                                              << "";
    QTest::newRow("1020.2 statue costs 2") << Terrain::Statue << "double"
                                           << "1020.2";
    QTest::newRow("1020.2 statue is not difficult") << Terrain::Statue << "difficult"
                                                    << "";
    QTest::newRow("1020.3 statue ranged cover") << Terrain::Statue << "cover"
                                                << "1020.3";
    QTest::newRow("1020.4 no ending on statues") << Terrain::Statue << "end"
                                                 << "1020.4";
    QTest::newRow("1020.4 no pushing onto statues") << Terrain::Statue << "push"
                                                    << "1020.4";
    QTest::newRow("statues do not stop sight") << Terrain::Statue << "sight"
                                               << "";
    QTest::newRow("1002.1.b smoke stops sight") << Terrain::Smoke << "sight"
                                                << "1002.1.b";
    QTest::newRow("smoke lets effect through") << Terrain::Smoke << "effect"
                                               << "";
    QTest::newRow("1008.1 dangerous is difficult") << Terrain::Dangerous << "difficult"
                                                   << "1008.1";
    QTest::newRow("1014.2 river is difficult") << Terrain::River << "difficult"
                                               << "1014.2";
    QTest::newRow("1019.2 spike stones difficult") << Terrain::SpikeStones << "difficult"
                                                   << "1019.2";
    QTest::newRow("1004.1 clear costs 1") << Terrain::Clear << "difficult"
                                          << "";
    QTest::newRow("blood rock costs 1") << Terrain::BloodRock << "difficult"
                                        << "";
    QTest::newRow("teleporter may be ended on") << Terrain::Teleporter << "end"
                                                << "";
    QTest::newRow("healing font may be ended on") << Terrain::HealingFont << "end"
                                                  << "";
}

void TestBoardTerrain::traits()
{
    QFETCH(Terrain, terrain);
    QFETCH(QString, trait);
    QFETCH(QString, rule);
    const TerrainTraits& traits = terrainTraits(terrain);
    TerrainTrait found;
    if (trait == QLatin1String("sight"))
        found = {traits.sight != SightBlocking::None, traits.sightRule};
    else if (trait == QLatin1String("impassable"))
        found = traits.impassable;
    else if (trait == QLatin1String("difficult"))
        found = traits.difficult;
    else if (trait == QLatin1String("double"))
        found = traits.doubleCost;
    else if (trait == QLatin1String("effect"))
        found = traits.blocksEffect;
    else if (trait == QLatin1String("cover"))
        found = traits.rangedCover;
    else if (trait == QLatin1String("end"))
        found = traits.noEndingMove;
    else if (trait == QLatin1String("place"))
        found = traits.noPlacing;
    else if (trait == QLatin1String("push"))
        found = traits.noPushPull;
    else if (trait == QLatin1String("slide"))
        found = traits.noSlide;
    else
        QFAIL("unknown trait in the test table");
    QCOMPARE(found.applies, !rule.isEmpty());
    QCOMPARE(found.rule, rule);
}

void TestBoardTerrain::terrainSets()
{
    TerrainSet square;
    QVERIFY(square.has(Terrain::Clear));
    square.add(Terrain::SacredCircle);
    square.add(Terrain::Difficult);
    QVERIFY(!square.has(Terrain::Clear));
    QCOMPARE(square.terrains(), (QList<Terrain>{Terrain::Difficult, Terrain::SacredCircle}));
    QCOMPARE(square.symbols(), QStringLiteral("dc"));
    QVERIFY(square.intersects(terrainsWith(&TerrainTraits::difficult)));
    QVERIFY(!TerrainSet(Terrain::BloodRock).intersects(terrainsWith(&TerrainTraits::difficult)));
    QCOMPARE(terrainsBlockingSight(SightBlocking::Touch).terrains(),
             (QList<Terrain>{Terrain::Wall, Terrain::Smoke}));
    QCOMPARE(terrainsBlockingSight(SightBlocking::PassThrough).terrains(),
             (QList<Terrain>{Terrain::Forest, Terrain::MarketStall, Terrain::Web}));
}

QTEST_GUILESS_MAIN(TestBoardTerrain)
#include "tst_board_terrain.moc"
