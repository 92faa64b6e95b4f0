// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_document.h"
#include "builder/warband_edits.h"

#include "builder_fixture.h"

#include <QSignalSpy>
#include <QTest>

using namespace ddm;
using ddm::test::entry;

class TestWarbandDocument : public QObject {
    Q_OBJECT

private slots:
    void overCostCreatureViolatesAndUndoClearsIt();
    void everyEditRechecks();
    void resolvesEachNameOnce();
    void reloadResolvesAgain();
    void unknownEntriesAreKept();
    void modifiedFollowsTheSavedState();
    void editHandlerReceivesEdits();
    void addsCreaturesById();
    void displayName();
};

void TestWarbandDocument::overCostCreatureViolatesAndUndoClearsIt()
{
    test::BuilderFixture fixture;
    WarbandDocument document(fixture.cache, fixture.checker,
                             fixture.wildWarband({QStringLiteral("Test Goblin Sneak")}));
    QVERIFY2(document.report().legal, qPrintable(test::codesOf(document.report().violations).join(u',')));

    const std::optional<WarbandEdit> add =
        WarbandEdits::insertEntries(document.warband(), document.entryCount(), {entry("Test Ancient Wyrm")});
    QVERIFY(add);
    document.apply(*add);
    QVERIFY(!document.report().legal);
    QVERIFY(test::codesOf(document.report().violations).contains(QStringLiteral("max-cost")));
    const auto maxCost =
        std::find_if(document.report().violations.cbegin(), document.report().violations.cend(),
                     [](const Violation& v) { return v.code == ViolationCode::MaxCost; });
    QCOMPARE(maxCost->rule, QStringLiteral("101.2"));
    QCOMPARE(document.report().points, 165);

    document.revert(*add);
    QVERIFY(document.report().legal);
    QCOMPARE(document.report().points, 5);
}

void TestWarbandDocument::everyEditRechecks()
{
    test::BuilderFixture fixture;
    WarbandDocument document(fixture.cache, fixture.checker,
                             fixture.wildWarband({QStringLiteral("Test Goblin Sneak")}));
    QSignalSpy changed(&document, &WarbandDocument::changed);
    document.apply(*WarbandEdits::setFaction(document.warband(), Faction::Civilization));
    QCOMPARE(test::codesOf(document.report().violations), QStringList{QStringLiteral("faction")});
    document.apply(*WarbandEdits::setPoints(document.warband(), 50));
    document.apply(*WarbandEdits::insertEntries(document.warband(), 1, {entry("Test Paladin")}));
    QVERIFY(test::codesOf(document.report().violations).contains(QStringLiteral("alignment")));
    document.apply(*WarbandEdits::setCopies(document.warband(), 1, 2));
    QVERIFY(test::codesOf(document.report().violations).contains(QStringLiteral("unique")));
    QCOMPARE(changed.count(), 4);
}

// The cache answers repeated names: edits after the first look-up cost no queries.
void TestWarbandDocument::resolvesEachNameOnce()
{
    test::BuilderFixture fixture;
    WarbandDocument document(
        fixture.cache, fixture.checker,
        fixture.wildWarband({QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk")}));
    const int afterOpening = fixture.lookup.lookups;
    QCOMPARE(afterOpening, 2);
    QCOMPARE(fixture.cache.sourceLookups(), 1); // the warband's names asked for together
    for (int i = 0; i < 10; ++i) {
        document.apply(*WarbandEdits::insertEntries(document.warband(), 0, {entry("Test Sky Hawk")}));
        document.apply(*WarbandEdits::shiftEntries(document.warband(), {0}, 1));
        document.apply(*WarbandEdits::setTitle(document.warband(), QString::number(i)));
    }
    QCOMPARE(fixture.lookup.lookups, afterOpening);
    document.apply(
        *WarbandEdits::insertEntries(document.warband(), 0, {entry("Test Twin", "Invented Set B")}));
    QCOMPARE(fixture.lookup.lookups, afterOpening + 1);
}

void TestWarbandDocument::reloadResolvesAgain()
{
    test::BuilderFixture fixture;
    WarbandDocument document(fixture.cache, fixture.checker,
                             fixture.wildWarband({QStringLiteral("Test Goblin Sneak")}));
    QSignalSpy changed(&document, &WarbandDocument::changed);
    const int before = fixture.lookup.lookups;
    fixture.cache.clear();
    document.reloadCards();
    QCOMPARE(fixture.lookup.lookups, before + 1);
    QCOMPARE(changed.count(), 1);
    QVERIFY(document.resolved().creatures.first().isResolved());
}

void TestWarbandDocument::unknownEntriesAreKept()
{
    test::BuilderFixture fixture;
    Warband warband = fixture.wildWarband({QStringLiteral("Test Nobody"), QStringLiteral("Test Twin")});
    WarbandDocument document(fixture.cache, fixture.checker, warband);
    QCOMPARE(document.entryCount(), 2);
    QCOMPARE(document.resolved().creatures.at(0).status, ResolutionStatus::Unknown);
    QCOMPARE(document.resolved().creatures.at(1).status, ResolutionStatus::Ambiguous);
    QCOMPARE(test::codesOf(document.report().violations),
             (QStringList{QStringLiteral("unknown-card"), QStringLiteral("unknown-card")}));
    document.apply(*WarbandEdits::setTitle(document.warband(), QStringLiteral("Still here")));
    QCOMPARE(document.warband().creatures, warband.creatures);
}

void TestWarbandDocument::modifiedFollowsTheSavedState()
{
    test::BuilderFixture fixture;
    WarbandDocument document(fixture.cache, fixture.checker, fixture.wildWarband());
    QSignalSpy modified(&document, &WarbandDocument::modifiedChanged);
    QVERIFY(!document.isModified());
    const WarbandEdit rename = *WarbandEdits::setTitle(document.warband(), QStringLiteral("New"));
    document.apply(rename);
    QVERIFY(document.isModified());
    document.markSaved();
    QVERIFY(!document.isModified());
    document.revert(rename);
    QVERIFY(document.isModified());
    document.apply(rename);
    QVERIFY(!document.isModified());
    QCOMPARE(modified.count(), 4);
    QCOMPARE(modified.last().first().toBool(), false);
}

void TestWarbandDocument::editHandlerReceivesEdits()
{
    test::BuilderFixture fixture;
    WarbandDocument document(fixture.cache, fixture.checker, fixture.wildWarband());
    QList<WarbandEdit> received;
    document.setEditHandler([&received](const WarbandEdit& edit) { received.append(edit); });
    QVERIFY(document.perform(WarbandEdits::setPoints(document.warband(), 100)));
    QVERIFY(!document.perform(WarbandEdits::setPoints(document.warband(), 300)));
    QCOMPARE(received.size(), 1);
    QCOMPARE(document.warband().points, 200); // the handler decides when it is applied
}

void TestWarbandDocument::addsCreaturesById()
{
    test::BuilderFixture fixture;
    WarbandDocument document(fixture.cache, fixture.checker,
                             fixture.wildWarband({QStringLiteral("Test Sky Hawk")}));
    QCOMPARE(document.addCreatures({1, 5, 999}), 2);
    // A name in one set needs no set; "Test Twin" is in two.
    QCOMPARE(document.warband().creatures,
             (QList<WarbandEntry>{entry("Test Sky Hawk"), entry("Test Goblin Sneak"),
                                  entry("Test Twin", "Invented Set B")}));
    QCOMPARE(document.addCreatures({2}, 0), 1);
    QCOMPARE(document.warband().creatures.first(), entry("Test Sky Hawk"));
    QCOMPARE(document.addCreatures({999}), 0);
    QCOMPARE(document.entryCount(), 4);
}

void TestWarbandDocument::displayName()
{
    test::BuilderFixture fixture;
    Warband warband = fixture.wildWarband();
    warband.title.clear();
    WarbandDocument document(fixture.cache, fixture.checker, warband);
    QCOMPARE(document.displayName(), QStringLiteral("Untitled warband"));
    document.setFilePath(QStringLiteral("/tmp/Raiders.json"));
    QCOMPARE(document.displayName(), QStringLiteral("Raiders"));
    document.apply(*WarbandEdits::setTitle(document.warband(), QStringLiteral(" Night Pack ")));
    QCOMPARE(document.displayName(), QStringLiteral("Night Pack"));
}

QTEST_GUILESS_MAIN(TestWarbandDocument)
#include "tst_warband_document.moc"
