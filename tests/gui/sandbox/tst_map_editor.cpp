// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/map_library.h"
#include "board/map_reader.h"
#include "sandbox/board_scene.h"
#include "sandbox/board_view.h"
#include "sandbox/map_document.h"
#include "sandbox/map_edits.h"
#include "sandbox/map_editor.h"
#include "sandbox/map_file.h"
#include "sandbox/sample_maps.h"

#include "scripted_prompts.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ddm;
using namespace ddm::gui;
using namespace ddm::test;

// The map editor, driven through its board with the mouse: painting, areas, undo, files.
class TestMapEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void strokeIsOneUndoStep();
    void rightButtonClearsAndShiftAdds();
    void dragsAreasAndErasesThem();
    void renamesUndoably();
    void marksItsSizeAndSavesToTheMapsFolder();
    void savesAndReopensEqual();
    void reportsMalformedFiles_data();
    void reportsMalformedFiles();
    void newMapAsksAboutUnsavedWork();
    void everySampleMapLoads();
    void sampleMapsAreAllInTheResources();

private:
    QPoint viewPos(Square square) const;
    void press(Square square, Qt::MouseButton button = Qt::LeftButton, Qt::KeyboardModifiers modifiers = {});
    void moveTo(Square square);
    void release(Square square, Qt::MouseButton button = Qt::LeftButton);

    std::unique_ptr<MapEditor> m_editor;
    PromptScript m_script;
    QTemporaryDir m_dir;
};

void TestMapEditor::init()
{
    m_script = {};
    m_editor = std::make_unique<MapEditor>();
    m_editor->setPrompts(std::make_unique<ScriptedPrompts>(m_script));
    m_editor->startMap(8, 6);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    m_editor->view()->fitMap();
}

void TestMapEditor::cleanup()
{
    m_editor->document()->undoStack()->setClean(); // no save prompt on close
    m_editor.reset();
}

QPoint TestMapEditor::viewPos(Square square) const
{
    return m_editor->view()->mapFromScene(BoardScene::squareCentre(square));
}

void TestMapEditor::press(Square square, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    QTest::mousePress(m_editor->view()->viewport(), button, modifiers, viewPos(square));
}

void TestMapEditor::moveTo(Square square)
{
    QTest::mouseMove(m_editor->view()->viewport(), viewPos(square));
}

void TestMapEditor::release(Square square, Qt::MouseButton button)
{
    QTest::mouseRelease(m_editor->view()->viewport(), button, {}, viewPos(square));
}

void TestMapEditor::strokeIsOneUndoStep()
{
    const BattleMap before = m_editor->document()->map();
    m_editor->setTerrain(Terrain::Forest);
    press({1, 1});
    moveTo({2, 1});
    moveTo({3, 2});
    release({3, 2});
    const BattleMap& map = m_editor->document()->map();
    QCOMPARE(map.terrainAt({1, 1}), TerrainSet(Terrain::Forest));
    QCOMPARE(map.terrainAt({2, 1}), TerrainSet(Terrain::Forest));
    QCOMPARE(map.terrainAt({3, 2}), TerrainSet(Terrain::Forest));
    QCOMPARE(m_editor->scene()->terrainItemCount(), 3);
    QUndoStack* undo = m_editor->document()->undoStack();
    QCOMPARE(undo->count(), 1);
    QVERIFY(m_editor->isWindowModified());
    const BattleMap after = map;

    undo->undo();
    QVERIFY(m_editor->document()->map() == before);
    QCOMPARE(m_editor->scene()->terrainItemCount(), 0);
    QVERIFY(!m_editor->isWindowModified());
    undo->redo();
    QVERIFY(m_editor->document()->map() == after);
    QCOMPARE(m_editor->scene()->terrainItemCount(), 3);
}

void TestMapEditor::rightButtonClearsAndShiftAdds()
{
    m_editor->setTerrain(Terrain::Difficult);
    press({4, 4});
    release({4, 4});
    m_editor->setTerrain(Terrain::Web);
    press({4, 4}, Qt::LeftButton, Qt::ShiftModifier);
    release({4, 4});
    QCOMPARE(m_editor->document()->map().terrainAt({4, 4}), TerrainSet(Terrain::Difficult) | TerrainSet(Terrain::Web));
    press({4, 4}, Qt::RightButton);
    release({4, 4}, Qt::RightButton);
    QVERIFY(m_editor->document()->map().terrainAt({4, 4}).isEmpty());
    QCOMPARE(m_editor->document()->undoStack()->count(), 3);
}

void TestMapEditor::dragsAreasAndErasesThem()
{
    m_editor->setTool(MapTool::StartB);
    press({7, 4});
    moveTo({6, 5});
    release({6, 5});
    m_editor->setTool(MapTool::VictoryBoth);
    press({3, 2});
    moveTo({4, 3});
    release({4, 3});
    const BattleMap& map = m_editor->document()->map();
    QCOMPARE(map.startAreas().size(), 1);
    QCOMPARE(map.startAreas().first().side, AreaSide::B);
    QCOMPARE(map.startAreas().first().rect, QRect(QPoint(6, 4), QPoint(7, 5)));
    QCOMPARE(map.victoryAreas().size(), 1);
    QCOMPARE(map.victoryAreas().first().side, AreaSide::Both);
    QCOMPARE(map.victoryAreas().first().rect, QRect(QPoint(3, 2), QPoint(4, 3)));
    QCOMPARE(m_editor->scene()->areaItems().size(), 2);
    QCOMPARE(m_editor->document()->undoStack()->count(), 2);

    m_editor->setTool(MapTool::EraseArea);
    press({7, 5});
    release({7, 5});
    QCOMPARE(m_editor->document()->map().startAreas().size(), 0);
    QCOMPARE(m_editor->document()->map().victoryAreas().size(), 1);
    QCOMPARE(m_editor->scene()->areaItems().size(), 1);
    m_editor->document()->undoStack()->undo();
    QCOMPARE(m_editor->document()->map().startAreas().size(), 1);
    QCOMPARE(m_editor->scene()->areaItems().size(), 2);
}

void TestMapEditor::renamesUndoably()
{
    auto* name = m_editor->findChild<QLineEdit*>(QStringLiteral("mapNameEdit"));
    QVERIFY(name);
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Ruined Keep"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(m_editor->document()->map().name(), QStringLiteral("Ruined Keep"));
    QVERIFY(m_editor->windowTitle().contains(QStringLiteral("Ruined Keep")));
    m_editor->document()->undoStack()->undo();
    QVERIFY(m_editor->document()->map().name() != QStringLiteral("Ruined Keep"));
}

// A map is marked full or half size (101.2-101.6) so warbands can name it; Save proposes the data
// directory's maps folder, where the builder finds it.
void TestMapEditor::marksItsSizeAndSavesToTheMapsFolder()
{
    auto* size = m_editor->findChild<QComboBox*>(QStringLiteral("mapSizeCombo"));
    QVERIFY(size);
    QCOMPARE(size->currentIndex(), 0);
    QVERIFY(!m_editor->document()->map().size());
    size->setCurrentIndex(2);
    emit size->activated(2);
    QCOMPARE(m_editor->document()->map().size(), std::optional(MapSize::Half));
    m_editor->document()->undoStack()->undo();
    QVERIFY(!m_editor->document()->map().size());
    QCOMPARE(size->currentIndex(), 0);
    m_editor->document()->undoStack()->redo();
    QCOMPARE(size->currentIndex(), 2);

    m_editor->setMapsFolder(m_dir.filePath(QStringLiteral("data/maps")));
    m_script.savePath = m_dir.filePath(QStringLiteral("data/maps/yard.json"));
    QVERIFY(m_editor->save());
    QVERIFY(m_script.saveSuggestion.startsWith(m_dir.filePath(QStringLiteral("data/maps/"))));
    const MapLibrary library = MapLibrary::load(m_dir.filePath(QStringLiteral("data/maps")));
    const QString name = m_editor->document()->map().name().isEmpty() ? QStringLiteral("yard")
                                                                      : m_editor->document()->map().name();
    const std::optional<KnownMap> known = library.find(name);
    QVERIFY2(known, qPrintable(name));
    QCOMPARE(known->origin, KnownMap::Origin::User);
    QCOMPARE(known->size, std::optional(MapSize::Half));
}

void TestMapEditor::savesAndReopensEqual()
{
    // Everything the editor makes: terrain (two on one square), areas of all kinds, a name.
    m_editor->setTerrain(Terrain::Wall);
    press({2, 0});
    moveTo({2, 1});
    release({2, 1});
    m_editor->setTerrain(Terrain::River);
    press({5, 3});
    release({5, 3});
    m_editor->setTerrain(Terrain::Smoke);
    press({5, 3}, Qt::LeftButton, Qt::ShiftModifier);
    release({5, 3});
    m_editor->setTool(MapTool::StartA);
    press({0, 0});
    moveTo({1, 5});
    release({1, 5});
    m_editor->setTool(MapTool::VictoryA);
    press({6, 2});
    release({6, 2});
    const BattleMap saved = m_editor->document()->map();

    m_script.savePath = m_dir.filePath(QStringLiteral("keep.json"));
    QVERIFY(m_editor->save());
    QVERIFY(!m_editor->document()->isModified());
    QCOMPARE(m_editor->document()->filePath(), m_script.savePath);

    MapEditor reopened;
    PromptScript script;
    reopened.setPrompts(std::make_unique<ScriptedPrompts>(script));
    QVERIFY(reopened.openFile(m_script.savePath));
    QVERIFY(reopened.document()->map() == saved);
    QCOMPARE(reopened.scene()->terrainItemCount(), 3);
    QCOMPARE(reopened.scene()->areaItems().size(), 2);
    QVERIFY(script.errors.isEmpty());
}

void TestMapEditor::reportsMalformedFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown square") << QByteArray(R"({"rows": ["....", "..Q."]})")
                                    << QStringLiteral("map.rows[1][2]: unknown square 'Q'");
    QTest::newRow("ragged rows") << QByteArray(R"({"rows": ["....", ".."]})") << QStringLiteral("map.rows[1]");
    QTest::newRow("not JSON") << QByteArray("{\"rows\": [") << QStringLiteral("map");
    QTest::newRow("area off the map") << QByteArray(R"({"rows": ["..", ".."], "start": {"A": [[0, 0, 5, 1]]}})")
                                      << QStringLiteral("map.start.A[0]");
}

void TestMapEditor::reportsMalformedFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString path = m_dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
    file.close();
    const BattleMap before = m_editor->document()->map();
    QVERIFY(!m_editor->openFile(path));
    QCOMPARE(m_script.errors.size(), 1);
    QVERIFY2(m_script.errors.first().contains(expected), qPrintable(m_script.errors.first()));
    QVERIFY(m_script.errors.first().contains(QStringLiteral("broken.json")));
    QVERIFY(m_editor->document()->map() == before); // nothing opened
}

void TestMapEditor::newMapAsksAboutUnsavedWork()
{
    press({1, 1});
    release({1, 1});
    m_script.mapSize = QSize(12, 9);
    m_script.saveAnswers = {UnsavedAnswer::Cancel};
    QVERIFY(!m_editor->newMap());
    QCOMPARE(m_editor->document()->map().width(), 8);
    m_script.saveAnswers = {UnsavedAnswer::Discard};
    QVERIFY(m_editor->newMap());
    QCOMPARE(m_editor->document()->map().width(), 12);
    QCOMPARE(m_editor->document()->map().height(), 9);
    QCOMPARE(m_editor->document()->undoStack()->count(), 0);
    QCOMPARE(m_editor->scene()->terrainItemCount(), 0);
}

void TestMapEditor::everySampleMapLoads()
{
    const QStringList paths = shippedMapPaths();
    QVERIFY(paths.size() >= 2);
    for (const QString& path : paths) {
        const MapReadResult result = MapFile::load(path);
        QVERIFY2(result.ok(), qPrintable(path + QStringLiteral(": ") + MapFile::errorText(result)));
        QVERIFY2(!result.map.name().isEmpty(), qPrintable(path));
        QVERIFY2(result.map.startAreas().size() >= 2, qPrintable(path)); // one for each side (1000.3)
        QVERIFY2(!result.map.victoryAreas().isEmpty(), qPrintable(path));
        QVERIFY2(result.map.size(), qPrintable(path)); // marked, so warbands can name it
    }
    QCOMPARE(sampleMaps().size(), paths.size());
    // A sample map opens in the editor as a new document: saving asks for a file.
    QVERIFY(m_editor->openFile(paths.first()));
    QVERIFY(m_editor->document()->filePath().isEmpty());
    QVERIFY(m_editor->scene()->terrainItemCount() > 0);
}

void TestMapEditor::sampleMapsAreAllInTheResources()
{
    // Every map file of resources/maps is in the library's resources.
    const QDir maps(QStringLiteral(DDM_TEST_DATA_DIR "/../../resources/maps"));
    QVERIFY(maps.exists());
    QStringList onDisk;
    for (const QString& file : maps.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        onDisk.append(file);
    QStringList inResources;
    for (const QString& path : shippedMapPaths())
        inResources.append(QFileInfo(path).fileName());
    QCOMPARE(inResources, onDisk);
}

QTEST_MAIN(TestMapEditor)
#include "tst_map_editor.moc"
