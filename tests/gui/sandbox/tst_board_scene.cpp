// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/battle_map.h"
#include "sandbox/board_items.h"
#include "sandbox/board_scene.h"
#include "sandbox/board_view.h"
#include "sandbox/terrain_palette.h"
#include "sandbox/terrain_style.h"

#include <QSet>
#include <QTest>

using namespace ddm;
using namespace ddm::gui;

// The board draws a map: terrain, grid, areas, walls; zoom and fit.
class TestBoardScene : public QObject {
    Q_OBJECT

private slots:
    void drawsOneItemPerTerrainSquare();
    void drawsEveryArea();
    void repaintsOnlyChangedSquares();
    void mapsPointsToSquares();
    void everyTerrainLooksDifferent();
    void legendListsEveryTerrain();
    void zoomsAndFits();
};

namespace {

// 6 x 4 squares: a wall pair, a forest, a difficult square with web on it, a pit; start areas for
// both sides, a shared victory area; a diagonal wall and a secret door.
BattleMap inventedMap()
{
    BattleMap map(6, 4);
    map.setTerrain({2, 0}, Terrain::Wall);
    map.setTerrain({2, 1}, Terrain::Wall);
    map.setTerrain({4, 2}, Terrain::Forest);
    map.setTerrain({1, 3}, TerrainSet(Terrain::Difficult) | TerrainSet(Terrain::Web));
    map.setTerrain({5, 3}, Terrain::Pit);
    map.addStartArea(Side::A, QRect(QPoint(0, 0), QPoint(0, 3)));
    map.addStartArea(Side::B, QRect(QPoint(5, 0), QPoint(5, 2)));
    map.addVictoryArea(AreaSide::Both, QRect(QPoint(2, 2), QPoint(3, 3)));
    map.addDiagonalWall({{3, 0}, Corner::TopRight, DiagonalCut::Corner});
    map.addSecretDoor({3, 1});
    return map;
}

} // namespace

void TestBoardScene::drawsOneItemPerTerrainSquare()
{
    BoardScene scene;
    scene.setMap(inventedMap());
    QCOMPARE(scene.terrainItemCount(), 5);
    QCOMPARE(scene.overlayItemCount(), 2); // the diagonal wall and the secret door
    int terrainItems = 0;
    for (QGraphicsItem* item : scene.items()) {
        if (auto* square = dynamic_cast<TerrainSquareItem*>(item)) {
            ++terrainItems;
            QVERIFY(!square->terrain().isEmpty());
        }
    }
    QCOMPARE(terrainItems, 5);
    // The whole map fits in the scene, with a margin for the border.
    QVERIFY(scene.sceneRect().contains(QRectF(0, 0, 6 * BoardScene::kSquareSize, 4 * BoardScene::kSquareSize)));
}

void TestBoardScene::drawsEveryArea()
{
    BoardScene scene;
    scene.setMap(inventedMap());
    const QList<MapAreaItem*>& areas = scene.areaItems();
    QCOMPARE(areas.size(), 3);
    QCOMPARE(areas.at(0)->kind(), MapAreaItem::Kind::Start);
    QCOMPARE(areas.at(0)->area().side, AreaSide::A);
    QCOMPARE(areas.at(1)->area().side, AreaSide::B);
    QCOMPARE(areas.at(2)->kind(), MapAreaItem::Kind::Victory);
    QCOMPARE(areas.at(2)->area().side, AreaSide::Both);
    // The victory area's outline lies within its 2 x 2 squares.
    const QRectF squares(2 * BoardScene::kSquareSize, 2 * BoardScene::kSquareSize, 2 * BoardScene::kSquareSize,
                         2 * BoardScene::kSquareSize);
    QVERIFY(squares.contains(areas.at(2)->rect()));
    QVERIFY(areas.at(2)->rect().width() > BoardScene::kSquareSize);
    // Sides are told apart by colour, start and victory areas by the outline's style.
    QVERIFY(areas.at(0)->pen().color() != areas.at(1)->pen().color());
    QVERIFY(areas.at(0)->pen().style() != areas.at(2)->pen().style());
}

void TestBoardScene::repaintsOnlyChangedSquares()
{
    BoardScene scene;
    BattleMap map = inventedMap();
    scene.setMap(map);
    map.setTerrain({4, 2}, TerrainSet());     // the forest is cleared
    map.setTerrain({0, 0}, Terrain::River);   // a new river square
    map.setTerrain({2, 0}, Terrain::Statue);  // a wall becomes a statue
    scene.setMap(map);
    QCOMPARE(scene.terrainItemCount(), 5);
    QCOMPARE(scene.areaItems().size(), 3);
    QSet<QString> symbols;
    for (QGraphicsItem* item : scene.items()) {
        if (auto* square = dynamic_cast<TerrainSquareItem*>(item))
            symbols.insert(square->terrain().symbols());
    }
    QCOMPARE(symbols, (QSet<QString>{QStringLiteral("r"), QStringLiteral("s"), QStringLiteral("#"),
                                     QStringLiteral("dw"), QStringLiteral("p")}));
    // A map of another size starts over.
    scene.setMap(BattleMap(3, 3));
    QCOMPARE(scene.terrainItemCount(), 0);
    QCOMPARE(scene.areaItems().size(), 0);
    QCOMPARE(scene.overlayItemCount(), 0);
}

void TestBoardScene::mapsPointsToSquares()
{
    BoardScene scene;
    scene.setMap(inventedMap());
    const qreal size = BoardScene::kSquareSize;
    QCOMPARE(scene.squareAt(QPointF(0.5, 0.5)), std::optional<Square>(Square{0, 0}));
    QCOMPARE(scene.squareAt(QPointF(5 * size + 1, 3 * size + 1)), std::optional<Square>(Square{5, 3}));
    QCOMPARE(scene.squareAt(QPointF(6 * size + 1, 0)), std::nullopt);
    QCOMPARE(scene.squareAt(QPointF(-1, 5)), std::nullopt);
    QCOMPARE(BoardScene::squareCentre({1, 2}), QPointF(1.5 * size, 2.5 * size));
    QCOMPARE(BoardScene::spaceRect({{1, 1}, 2}), QRectF(size, size, 2 * size, 2 * size));
}

void TestBoardScene::everyTerrainLooksDifferent()
{
    // Colour and pattern together tell each terrain apart, so the board reads without the letters
    // too; the letters are the map file's symbols.
    QSet<QString> looks;
    for (Terrain terrain : allTerrains()) {
        if (terrain == Terrain::Clear)
            continue;
        const TerrainStyle style = terrainStyle(terrain);
        QCOMPARE(style.letter, terrainSymbol(terrain));
        QVERIFY2(style.fill.alpha() == 255, qPrintable(terrainName(terrain)));
        looks.insert(QStringLiteral("%1/%2").arg(style.fill.name()).arg(int(style.pattern)));
        QVERIFY(!terrainLabel(terrain).isEmpty());
    }
    QCOMPARE(looks.size(), allTerrains().size() - 1);
}

void TestBoardScene::legendListsEveryTerrain()
{
    TerrainPalette legend(TerrainPalette::Mode::Legend);
    QCOMPARE(legend.count(), allTerrains().size() - 1); // no entry for clear squares
    QCOMPARE(legend.selectionMode(), QAbstractItemView::NoSelection);
    TerrainPalette palette(TerrainPalette::Mode::Palette);
    QCOMPARE(palette.count(), allTerrains().size());
    palette.setCurrentTerrain(Terrain::Forest);
    QCOMPARE(palette.currentTerrain(), Terrain::Forest);
    QVERIFY(palette.currentItem()->text().contains(QLatin1Char('f')));
}

void TestBoardScene::zoomsAndFits()
{
    BoardScene scene;
    scene.setMap(BattleMap(30, 22));
    BoardView view;
    view.setScene(&scene);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const qreal start = view.zoom();
    view.zoomInAction()->trigger();
    QVERIFY(view.zoom() > start);
    view.zoomOutAction()->trigger();
    QVERIFY(qAbs(view.zoom() - start) < 1e-9);
    view.fitAction()->trigger();
    QCoreApplication::processEvents(); // the scroll bars follow the new scale
    // After fitting, the whole map is inside the visible area.
    const QRectF visible = view.mapToScene(view.viewport()->rect()).boundingRect();
    QVERIFY(visible.adjusted(-1, -1, 1, 1).contains(QRectF(0, 0, 30 * BoardScene::kSquareSize, 22 * BoardScene::kSquareSize)));
    QVERIFY(view.zoom() < 1.0);
}

QTEST_MAIN(TestBoardScene)
#include "tst_board_scene.moc"
