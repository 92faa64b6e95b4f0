// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/map_reader.h"
#include "board/map_writer.h"

#include "shared_data.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace ddm;

namespace {

// tests/data/maps/every-field.json: an invented map using every part of the format.
QByteArray everyField()
{
    QFile file(test::testDataPath(QStringLiteral("maps/every-field.json")));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

MapReadResult readText(const QByteArray& json)
{
    return MapReader::readFile(json);
}

} // namespace

class TestBoardMapReader : public QObject {
    Q_OBJECT

private slots:
    void readsEveryPart();
    void readsScriptMapWithoutExtras();
    void rejects_data();
    void rejects();
    void reportsEveryProblem();
    void writerRoundTrips();
};

void TestBoardMapReader::readsEveryPart()
{
    const MapReadResult result = readText(everyField());
    QVERIFY2(result.ok(), qPrintable(result.errors.value(0).toString()));
    const BattleMap& map = result.map;
    QCOMPARE(map.name(), QStringLiteral("Test Crossing"));
    QCOMPARE(map.width(), 5);
    QCOMPARE(map.height(), 4);
    QVERIFY(map.has({2, 0}, Terrain::Wall));
    QVERIFY(map.isSolidWall({2, 1}));
    QVERIFY(map.has({1, 1}, Terrain::Difficult));
    QVERIFY(map.has({1, 1}, Terrain::BloodRock)); // overlay over difficult terrain (1000.5)
    QVERIFY(map.has({0, 2}, Terrain::BloodRock));
    QVERIFY(map.has({4, 3}, Terrain::SacredCircle));
    QVERIFY(map.has({0, 3}, Terrain::Pit));
    QVERIFY(map.has({3, 3}, Terrain::Statue));
    QVERIFY(map.terrainAt({4, 0}).isEmpty());

    QVERIFY(map.inStartArea(Side::A, {1, 3}));
    QVERIFY(!map.inStartArea(Side::A, {4, 3}));
    QVERIFY(map.inStartArea(Side::B, {4, 3}));
    QVERIFY(map.inVictoryArea(Side::A, {3, 2}));
    QVERIFY(!map.inVictoryArea(Side::B, {3, 2}));
    QVERIFY(map.inVictoryArea(Side::A, {2, 2})); // A&B counts for both sides (1000.4)
    QVERIFY(map.inVictoryArea(Side::B, {2, 2}));

    QCOMPARE(map.diagonalWalls().size(), 2);
    QVERIFY(!map.isSolidWall({1, 0})); // corner cut: centre open (1009.2)
    QVERIFY(map.wallAtCorner({1, 0}, Corner::TopRight));
    QVERIFY(!map.wallAtCorner({1, 0}, Corner::BottomLeft));
    QVERIFY(map.isSolidWall({3, 0}));                        // half cut: centre on the wall
    QVERIFY(!map.wallAtCorner({3, 0}, Corner::BottomRight)); // its open corner (502.1)
    QVERIFY(map.isSecretDoor({2, 2}));
    QCOMPARE(map.healingFontHp(), std::optional<int>(15));
    QCOMPARE(map.notes(),
             (QStringList{QStringLiteral("The bridge is old."), QStringLiteral("Bring a rope.")}));
}

void TestBoardMapReader::readsScriptMapWithoutExtras()
{
    // The battle script's map: rows only, start and victory areas optional.
    const MapReadResult result = MapReader::read(
        QJsonDocument::fromJson(R"({"rows": ["...", "...", "..."]})").object(), QStringLiteral("map"));
    QVERIFY(result.ok());
    QCOMPARE(result.map.width(), 3);
    QVERIFY(result.map.startAreas().isEmpty());
    QCOMPARE(result.map.healingFontHeal(), 20); // 1011.2's default
    QCOMPARE(result.map.centreSquares(), (QList<Square>{{1, 1}}));
}

// Every rejection names what is wrong and where.
void TestBoardMapReader::rejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");

    QTest::newRow("not JSON") << QByteArray("{\"rows\": [")
                              << "map: not valid JSON at byte 10: unterminated array";
    QTest::newRow("not an object") << QByteArray("[1]") << "map: not a JSON object";
    QTest::newRow("rows missing") << QByteArray("{}") << "map.rows: missing: a map needs its rows of squares";
    QTest::newRow("rows empty") << QByteArray(R"({"rows": []})")
                                << "map.rows: not a non-empty list of strings";
    QTest::newRow("rows not a list") << QByteArray(R"({"rows": "..."})")
                                     << "map.rows: not a non-empty list of strings";
    QTest::newRow("row not a string")
        << QByteArray(R"({"rows": ["...", 3]})") << "map.rows[1]: not a string: 3";
    QTest::newRow("first row not a string")
        << QByteArray(R"({"rows": [null]})") << "map.rows[0]: not a string: null";
    QTest::newRow("empty first row") << QByteArray(R"({"rows": [""]})")
                                     << "map.rows[0]: row has 0 squares, expected 1 to 100";
    QTest::newRow("short row") << QByteArray(R"({"rows": ["....", "...", "...."]})")
                               << "map.rows[1]: row has 3 squares, expected 4";
    QTest::newRow("unknown square") << QByteArray(R"({"rows": ["....", "...Q"]})")
                                    << "map.rows[1][3]: unknown square 'Q'";
    QTest::newRow("too wide") << QByteArray("{\"rows\": [\"" + QByteArray(101, '.') + "\"]}")
                              << "map.rows[0]: row has 101 squares, expected 1 to 100";
    QTest::newRow("unknown field") << QByteArray(R"({"rows": ["."], "victroy": {}})")
                                   << "map: unknown field \"victroy\"";
    QTest::newRow("name not text") << QByteArray(R"({"rows": ["."], "name": 7})")
                                   << "map.name: not a non-empty string";
    QTest::newRow("notes not text") << QByteArray(R"({"rows": ["."], "notes": [1]})")
                                    << "map.notes: not a string or a list of strings";
    QTest::newRow("healing font zero")
        << QByteArray(R"({"rows": ["."], "healingFont": 0})")
        << "map.healingFont: not a whole number of hit points from 1 to 1000: 0";
    QTest::newRow("start not object")
        << QByteArray(R"({"rows": ["."], "start": []})") << "map.start: not an object of sides";
    QTest::newRow("start unknown side") << QByteArray(R"({"rows": ["."], "start": {"C": []}})")
                                        << "map.start: unknown side \"C\" (expected A or B)";
    QTest::newRow("start has no A&B") << QByteArray(R"({"rows": ["."], "start": {"A&B": []}})")
                                      << "map.start: unknown side \"A&B\" (expected A or B)";
    QTest::newRow("victory unknown side") << QByteArray(R"({"rows": ["."], "victory": {"AB": []}})")
                                          << "map.victory: unknown side \"AB\" (expected A, B or A&B)";
    QTest::newRow("start not a list") << QByteArray(R"({"rows": ["."], "start": {"A": [0, 0, 0, 0]}})")
                                      << "map.start.A[0]: not a rectangle [x0, y0, x1, y1]: 0";
    QTest::newRow("start side not a list")
        << QByteArray(R"({"rows": ["."], "start": {"A": 4}})") << "map.start.A: not a list of rectangles";
    QTest::newRow("rectangle of three") << QByteArray(R"({"rows": ["."], "start": {"A": [[0, 0, 0]]}})")
                                        << "map.start.A[0]: not a rectangle [x0, y0, x1, y1]: a list";
    QTest::newRow("rectangle outside")
        << QByteArray(R"({"rows": ["..", ".."], "start": {"A": [[0, 0, 1, 1], [1, 1, 2, 1]]}})")
        << "map.start.A[1]: rectangle outside the map";
    QTest::newRow("rectangle backwards")
        << QByteArray(R"({"rows": ["..", ".."], "victory": {"B": [[1, 0, 0, 0]]}})")
        << "map.victory.B[0]: rectangle runs backwards: x0 > x1 or y0 > y1";
    QTest::newRow("rectangle of walls") << QByteArray(R"({"rows": ["#."], "start": {"B": [[0, 0, 0, 0]]}})")
                                        << "map.start.B[0]: rectangle holds only walls";
    QTest::newRow("fractional corner") << QByteArray(R"({"rows": [".."], "start": {"A": [[0, 0, 0.5, 0]]}})")
                                       << "map.start.A[0]: not a rectangle [x0, y0, x1, y1]: a list";
    QTest::newRow("diagonal not an object")
        << QByteArray(R"({"rows": ["."], "diagonalWalls": [[0, 0]]})")
        << "map.diagonalWalls[0]: not an object {\"at\", \"corner\", \"cut\"}";
    QTest::newRow("diagonal walls not a list") << QByteArray(R"({"rows": ["."], "diagonalWalls": {}})")
                                               << "map.diagonalWalls: not a list of objects";
    QTest::newRow("diagonal outside")
        << QByteArray(R"({"rows": ["."], "diagonalWalls": [{"at": [1, 0], "corner": "ne"}]})")
        << "map.diagonalWalls[0].at: square [1,0] is outside the map (1 x 1)";
    QTest::newRow("diagonal bad corner")
        << QByteArray(R"({"rows": ["."], "diagonalWalls": [{"at": [0, 0], "corner": "up"}]})")
        << "map.diagonalWalls[0].corner: unknown corner \"up\" (expected nw, ne, se or sw)";
    QTest::newRow("diagonal bad cut")
        << QByteArray(R"({"rows": ["."], "diagonalWalls": [{"at": [0, 0], "corner": "ne", "cut": "third"}]})")
        << "map.diagonalWalls[0].cut: unknown cut \"third\" (expected corner or half)";
    QTest::newRow("diagonal on a wall")
        << QByteArray(R"({"rows": ["#"], "diagonalWalls": [{"at": [0, 0], "corner": "ne"}]})")
        << "map.diagonalWalls[0].at: square [0,0] is a wall ('#'); it must be an open square";
    QTest::newRow("diagonal twice")
        << QByteArray(
               R"({"rows": ["."], "diagonalWalls": [{"at": [0, 0], "corner": "ne"}, {"at": [0, 0], "corner": "sw"}]})")
        << "map.diagonalWalls[1].at: square [0,0] already has a diagonal wall";
    QTest::newRow("diagonal unknown field")
        << QByteArray(R"({"rows": ["."], "diagonalWalls": [{"at": [0, 0], "corner": "ne", "side": 1}]})")
        << "map.diagonalWalls[0]: unknown field \"side\"";
    QTest::newRow("secret door not a square") << QByteArray(R"({"rows": ["."], "secretDoors": ["a"]})")
                                              << "map.secretDoors[0]: not a square [x, y]: \"a\"";
    QTest::newRow("secret door on a wall")
        << QByteArray(R"({"rows": [".#"], "secretDoors": [[1, 0]]})")
        << "map.secretDoors[0]: square [1,0] is a wall ('#'); it must be an open square";
    QTest::newRow("secret door twice") << QByteArray(R"({"rows": [".."], "secretDoors": [[1, 0], [1, 0]]})")
                                       << "map.secretDoors[1]: square [1,0] is listed twice";
    QTest::newRow("overlay unknown terrain")
        << QByteArray(R"({"rows": ["."], "overlays": [{"terrain": "lava", "areas": [[0, 0, 0, 0]]}]})")
        << "map.overlays[0].terrain: unknown terrain \"lava\"";
    QTest::newRow("overlay of walls")
        << QByteArray(R"({"rows": ["."], "overlays": [{"terrain": "#", "areas": [[0, 0, 0, 0]]}]})")
        << "map.overlays[0].terrain: Wall cannot be laid over other terrain; draw it in the rows";
    QTest::newRow("overlay without areas") << QByteArray(R"({"rows": ["."], "overlays": [{"terrain": "c"}]})")
                                           << "map.overlays[0].areas: not a non-empty list of rectangles";
    QTest::newRow("overlay area outside")
        << QByteArray(R"({"rows": ["."], "overlays": [{"terrain": "c", "areas": [[0, 0, 3, 0]]}]})")
        << "map.overlays[0].areas[0]: rectangle outside the map";
    QTest::newRow("overlay unknown field")
        << QByteArray(R"({"rows": ["."], "overlays": [{"terrain": "c", "areas": [[0, 0, 0, 0]], "z": 1}]})")
        << "map.overlays[0]: unknown field \"z\"";
}

void TestBoardMapReader::rejects()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    const MapReadResult result = readText(json);
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.first().toString(), error);
}

void TestBoardMapReader::reportsEveryProblem()
{
    // A map with three problems gets three errors, in reading order, each with its place.
    const MapReadResult result = readText(
        R"({"rows": ["..Q", "...", ".#."], "start": {"A": [[0, 0, 9, 0]]}, "secretDoors": [[1, 2]]})");
    QStringList errors;
    for (const MapError& error : result.errors)
        errors.append(error.toString());
    QCOMPARE(errors, (QStringList{QStringLiteral("map.rows[0][2]: unknown square 'Q'")}));

    const MapReadResult second = readText(
        R"({"rows": ["...", "...", ".#."], "start": {"A": [[0, 0, 9, 0]]}, "secretDoors": [[1, 2]]})");
    errors.clear();
    for (const MapError& error : second.errors)
        errors.append(error.toString());
    QCOMPARE(errors,
             (QStringList{QStringLiteral(
                              "map.secretDoors[0]: square [1,2] is a wall ('#'); it must be an open square"),
                          QStringLiteral("map.start.A[0]: rectangle outside the map")}));
    // A script's map is named by where it sits in the script.
    const MapReadResult scripted = MapReader::read(QJsonDocument::fromJson(R"({"rows": ["x?"]})").object(),
                                                   QStringLiteral("script.map"));
    QCOMPARE(scripted.errors.first().toString(), QStringLiteral("script.map.rows[0][1]: unknown square '?'"));
}

void TestBoardMapReader::writerRoundTrips()
{
    const MapReadResult original = readText(everyField());
    QVERIFY(original.ok());
    const MapReadResult again = MapReader::readFile(MapWriter::toBytes(original.map));
    QVERIFY2(again.ok(), qPrintable(again.errors.value(0).toString()));
    QCOMPARE(again.map, original.map);
    QCOMPARE(MapWriter::toJson(again.map), MapWriter::toJson(original.map));
}

QTEST_GUILESS_MAIN(TestBoardMapReader)
#include "tst_board_map_reader.moc"
