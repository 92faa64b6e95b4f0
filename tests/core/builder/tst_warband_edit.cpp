// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_edits.h"

#include "builder/copy_groups.h"

#include "builder_fixture.h"
#include "english_plural_translator.h"

#include <QTest>

#include <functional>

using namespace ddm;
using ddm::test::entry;

class TestWarbandEdit : public QObject {
    Q_OBJECT

private slots:
    void applyAndRevert_data();
    void applyAndRevert();
    void documentAppliesAndRevertsAlike_data() { applyAndRevert_data(); }
    void documentAppliesAndRevertsAlike();
    void factoriesRefuseWhatChangesNothing();
    void copiesAreAlikeInCardSetAndItems();
    void typingMerges();
    void describesEdits();

private:
    test::EnglishPluralTranslator m_plurals; // installed while the test object lives
};

namespace {

Warband baseWarband()
{
    Warband warband;
    warband.title = QStringLiteral("Test Pack");
    warband.points = 200;
    warband.faction = Faction::Wild;
    warband.creatures = {entry("Test Goblin Sneak"), entry("Test Sky Hawk"),
                         entry("Test Goblin Sneak", "", {QStringLiteral("Test Ring")}),
                         entry("Test Twin", "Invented Set A"), entry("Test Sky Hawk")};
    warband.items = {QStringLiteral("Test Banner")};
    warband.notes = QStringLiteral("Some notes.");
    return warband;
}

// A case: the edit a factory makes from the base warband, and the warband it should give.
struct EditCase {
    std::function<std::optional<WarbandEdit>(const Warband&)> make;
    std::function<void(Warband&)> expect;
};

QList<WarbandEntry> entriesAt(const Warband& warband, const QList<int>& rows)
{
    QList<WarbandEntry> entries;
    for (int row : rows)
        entries.append(warband.creatures.at(row));
    return entries;
}

QList<EditCase>& cases()
{
    static QList<EditCase> list;
    return list;
}

void addCase(const char* name, EditCase editCase)
{
    QTest::newRow(name) << int(cases().size());
    cases().append(std::move(editCase));
}

} // namespace

void TestWarbandEdit::applyAndRevert_data()
{
    QTest::addColumn<int>("index");
    cases().clear();
    const Warband base = baseWarband();
    const auto order = [base](const QList<int>& rows) {
        return [base, rows](Warband& w) { w.creatures = entriesAt(base, rows); };
    };
    addCase("insert at the start",
            {[](const Warband& w) { return WarbandEdits::insertEntries(w, 0, {entry("Test Ancient Wyrm")}); },
             [](Warband& w) { w.creatures.prepend(entry("Test Ancient Wyrm")); }});
    addCase("insert several at the end",
            {[](const Warband& w) {
                 return WarbandEdits::insertEntries(w, 5, {entry("A"), entry("B", "S")});
             },
             [](Warband& w) { w.creatures << entry("A") << entry("B", "S"); }});
    addCase("insert in the middle, names trimmed",
            {[](const Warband& w) {
                 return WarbandEdits::insertEntries(w, 2, {entry("  Test Twin ", " Invented Set B ")});
             },
             [](Warband& w) { w.creatures.insert(2, entry("Test Twin", "Invented Set B")); }});
    addCase("remove one",
            {[](const Warband& w) { return WarbandEdits::removeEntries(w, {1}); }, order({0, 2, 3, 4})});
    addCase("remove scattered rows, any order", {[](const Warband& w) {
                                                     return WarbandEdits::removeEntries(w, {4, 0, 2, 2});
                                                 },
                                                 order({1, 3})});
    addCase("remove all", {[](const Warband& w) {
                               return WarbandEdits::removeEntries(w, {0, 1, 2, 3, 4});
                           },
                           order({})});
    addCase("move the first to the end",
            {[](const Warband& w) { return WarbandEdits::moveEntries(w, {0}, 5); }, order({1, 2, 3, 4, 0})});
    addCase("move scattered rows to the top", {[](const Warband& w) {
                                                   return WarbandEdits::moveEntries(w, {3, 1}, 0);
                                               },
                                               order({1, 3, 0, 2, 4})});
    addCase("move a row down past two",
            {[](const Warband& w) { return WarbandEdits::moveEntries(w, {1}, 4); }, order({0, 2, 3, 1, 4})});
    // Rows move with their copies: the Sky Hawks (rows 1 and 4) are one group.
    addCase("shift a block up", {[](const Warband& w) {
                                     return WarbandEdits::shiftEntries(w, {2, 3}, -1);
                                 },
                                 order({0, 2, 3, 1, 4})});
    addCase("shift the top row and another down", {[](const Warband& w) {
                                                       return WarbandEdits::shiftEntries(w, {0, 2}, 1);
                                                   },
                                                   order({1, 4, 0, 3, 2})});
    addCase("shift with a row stuck at the top", {[](const Warband& w) {
                                                      return WarbandEdits::shiftEntries(w, {0, 3}, -1);
                                                  },
                                                  order({0, 1, 4, 3, 2})});
    addCase("more copies follow the last copy",
            {[](const Warband& w) { return WarbandEdits::setCopies(w, 0, 4); },
             [](Warband& w) { w.creatures.insert(1, 3, entry("Test Goblin Sneak")); }});
    addCase("fewer copies remove the last ones",
            {[](const Warband& w) { return WarbandEdits::setCopies(w, 4, 1); }, order({0, 1, 2, 3})});
    addCase("no copies",
            {[](const Warband& w) { return WarbandEdits::setCopies(w, 2, 0); }, order({0, 1, 3, 4})});
    addCase("assign items",
            {[](const Warband& w) {
                 return WarbandEdits::setItems(w, 0, {QStringLiteral(" Test Amulet "), QString()});
             },
             [](Warband& w) { w.creatures[0].items = {QStringLiteral("Test Amulet")}; }});
    addCase("unassign items", {[](const Warband& w) { return WarbandEdits::setItems(w, 2, {}); },
                               [](Warband& w) { w.creatures[2].items.clear(); }});
    addCase("clear the unassigned items",
            {[](const Warband& w) { return WarbandEdits::setUnassignedItems(w, {}); },
             [](Warband& w) { w.items.clear(); }});
    addCase("title", {[](const Warband& w) { return WarbandEdits::setTitle(w, QStringLiteral("Renamed")); },
                      [](Warband& w) { w.title = QStringLiteral("Renamed"); }});
    addCase("notes", {[](const Warband& w) { return WarbandEdits::setNotes(w, QString()); },
                      [](Warband& w) { w.notes.clear(); }});
    addCase("points", {[](const Warband& w) { return WarbandEdits::setPoints(w, 100); },
                       [](Warband& w) { w.points = 100; }});
    addCase("faction", {[](const Warband& w) { return WarbandEdits::setFaction(w, Faction::Underdark); },
                        [](Warband& w) { w.faction = Faction::Underdark; }});
    addCase("no faction", {[](const Warband& w) { return WarbandEdits::setFaction(w, std::nullopt); },
                           [](Warband& w) { w.faction.reset(); }});
    addCase("scenario",
            {[](const Warband& w) { return WarbandEdits::setScenario(w, Scenario::SealedBooster); },
             [](Warband& w) { w.scenario = Scenario::SealedBooster; }});
}

void TestWarbandEdit::applyAndRevert()
{
    QFETCH(int, index);
    const EditCase& editCase = cases().at(index);
    const Warband base = baseWarband();
    const std::optional<WarbandEdit> edit = editCase.make(base);
    QVERIFY(edit);
    QVERIFY(!isNoOp(*edit));
    Warband expected = base;
    editCase.expect(expected);

    Warband warband = base;
    applyEdit(*edit, warband);
    QCOMPARE(warband, expected);
    revertEdit(*edit, warband);
    QCOMPARE(warband, base);
    applyEdit(*edit, warband); // redo after undo
    QCOMPARE(warband, expected);
}

// The document takes the same steps with notifications and keeps its cards in line.
void TestWarbandEdit::documentAppliesAndRevertsAlike()
{
    QFETCH(int, index);
    const EditCase& editCase = cases().at(index);
    test::BuilderFixture fixture;
    const Warband base = baseWarband();
    WarbandDocument document(fixture.cache, fixture.checker, base);
    const std::optional<WarbandEdit> edit = editCase.make(base);
    QVERIFY(edit);
    Warband expected = base;
    editCase.expect(expected);

    document.apply(*edit);
    QCOMPARE(document.warband(), expected);
    QCOMPARE(document.resolved().creatures.size(), expected.creatures.size());
    for (qsizetype i = 0; i < expected.creatures.size(); ++i)
        QCOMPARE(document.resolved().creatures.at(i).entry, expected.creatures.at(i));
    QVERIFY(document.isModified());
    document.revert(*edit);
    QCOMPARE(document.warband(), base);
    QVERIFY(!document.isModified());
}

void TestWarbandEdit::factoriesRefuseWhatChangesNothing()
{
    const Warband w = baseWarband();
    QVERIFY(!WarbandEdits::insertEntries(w, 0, {}));
    QVERIFY(!WarbandEdits::insertEntries(w, 0, {entry("   ")}));
    QVERIFY(!WarbandEdits::insertEntries(w, 6, {entry("A")}));
    QVERIFY(!WarbandEdits::insertEntries(w, -1, {entry("A")}));
    QVERIFY(!WarbandEdits::removeEntries(w, {}));
    QVERIFY(!WarbandEdits::removeEntries(w, {5}));
    QVERIFY(!WarbandEdits::moveEntries(w, {1}, 1));
    QVERIFY(!WarbandEdits::moveEntries(w, {1}, 2));
    QVERIFY(!WarbandEdits::moveEntries(w, {0, 1}, 6));
    QVERIFY(!WarbandEdits::shiftEntries(w, {0}, -1));
    QVERIFY(!WarbandEdits::shiftEntries(w, {3}, 1));
    QVERIFY(!WarbandEdits::shiftEntries(w, {1}, 2));
    QVERIFY(!WarbandEdits::setCopies(w, 1, 2));
    QVERIFY(!WarbandEdits::setCopies(w, 1, -1));
    QVERIFY(!WarbandEdits::setItems(w, 2, {QStringLiteral("Test Ring")}));
    QVERIFY(!WarbandEdits::setItems(w, 7, {}));
    QVERIFY(!WarbandEdits::setTitle(w, QStringLiteral("Test Pack")));
    QVERIFY(!WarbandEdits::setPoints(w, 300));
    QVERIFY(!WarbandEdits::setPoints(w, 200));
    QVERIFY(!WarbandEdits::setFaction(w, Faction::Wild));
    QVERIFY(!WarbandEdits::setScenario(w, Scenario::Assault));
}

void TestWarbandEdit::copiesAreAlikeInCardSetAndItems()
{
    Warband w = baseWarband();
    // The Goblin Sneak with a ring (row 2) is not a copy of the plain one; the Sky Hawks are copies
    // however far apart, and a name's case does not matter.
    w.creatures[4].name = w.creatures[4].name.toUpper();
    QCOMPARE(copyGroups(w.creatures), (QList<QList<int>>{{0}, {1, 4}, {2}, {3}}));
    QVERIFY(!isCopyOf(entry("Test Twin", "Invented Set A"), entry("Test Twin", "Invented Set B")));
    // A new copy carries the items of the row it copies.
    const std::optional<WarbandEdit> more = WarbandEdits::setCopies(w, 2, 3);
    QVERIFY(more);
    QCOMPARE(std::get<InsertEntries>(*more).row, 3);
    QCOMPARE(std::get<InsertEntries>(*more).entries, QList<WarbandEntry>(2, w.creatures.at(2)));
}

void TestWarbandEdit::typingMerges()
{
    Warband w = baseWarband();
    WarbandEdit first = *WarbandEdits::setTitle(w, QStringLiteral("T"));
    applyEdit(first, w);
    const WarbandEdit second = *WarbandEdits::setTitle(w, QStringLiteral("Te"));
    QCOMPARE(mergeId(first), mergeId(second));
    QVERIFY(mergeId(first) >= 0);
    QVERIFY(mergeEdit(first, second));
    QCOMPARE(std::get<SetTitle>(first).value, QStringLiteral("Te"));
    QCOMPARE(std::get<SetTitle>(first).previous, QStringLiteral("Test Pack"));

    const WarbandEdit notes = *WarbandEdits::setNotes(w, QStringLiteral("x"));
    QVERIFY(mergeId(notes) != mergeId(first));
    QVERIFY(!mergeEdit(first, notes));
    WarbandEdit points = *WarbandEdits::setPoints(w, 500);
    QVERIFY(mergeEdit(points, *WarbandEdits::setPoints(w, 1000)));
    QCOMPARE(std::get<SetPoints>(points), (SetPoints{1000, 200}));
    QVERIFY(!mergeEdit(points, *WarbandEdits::setFaction(w, Faction::Underdark)));
    WarbandEdit insert = *WarbandEdits::insertEntries(w, 0, {entry("Test Twin")});
    QCOMPARE(mergeId(insert), -1);
    QVERIFY(!mergeEdit(insert, insert));

    // Typed back to what it was: the merged edit changes nothing.
    QVERIFY(mergeEdit(first, SetTitle{QStringLiteral("Test Pack"), QStringLiteral("Te")}));
    QVERIFY(isNoOp(first));
}

void TestWarbandEdit::describesEdits()
{
    const Warband w = baseWarband();
    QCOMPARE(describeEdit(*WarbandEdits::insertEntries(w, 0, {entry("Test Twin")})),
             QStringLiteral("Add Test Twin"));
    QCOMPARE(describeEdit(*WarbandEdits::setCopies(w, 0, 4)),
             QStringLiteral("Add 3 copies of Test Goblin Sneak"));
    QCOMPARE(describeEdit(*WarbandEdits::removeEntries(w, {0, 1})), QStringLiteral("Remove 2 creatures"));
    QCOMPARE(describeEdit(*WarbandEdits::setPoints(w, 100)),
             QStringLiteral("Change the format to 100 points"));
    QCOMPARE(describeEdit(*WarbandEdits::setFaction(w, Faction::Underdark)),
             QStringLiteral("Change the faction to Underdark"));
}

QTEST_GUILESS_MAIN(TestWarbandEdit)
#include "tst_warband_edit.moc"
