// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_resolver.h"

#include "catalog/catalog_json_reader.h"

#include "shared_data.h"

#include <QFile>
#include <QTest>

using namespace ddm;

class TestWarbandResolver : public QObject {
    Q_OBJECT

private slots:
    void resolvesEntries_data();
    void resolvesEntries();
    void keepsUnknownEntriesInOrder();
    void resolvesItems();
    void resolvesTheDocumentedExampleAgainstTheCatalog();
};

namespace {

// Invented cards: "Twin" exists in two sets, the rest in one.
InMemoryCardLookup fixtureLookup()
{
    InMemoryCardLookup lookup;
    const auto add = [&lookup](const char* name, const char* set, int cost) {
        Creature card;
        card.name = QString::fromUtf8(name);
        card.set = QString::fromUtf8(set);
        card.cost = cost;
        lookup.addCreature(card);
    };
    add("Test Archer", "Set A", 7);
    add("Twin", "Set A", 5);
    add("Twin", "Set B", 6);
    Item amulet;
    amulet.name = QStringLiteral("Test Amulet");
    amulet.cost = 4;
    lookup.addItem(amulet);
    return lookup;
}

} // namespace

void TestWarbandResolver::resolvesEntries_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("resolvedSet"); // the card's set when resolved
    QTest::addColumn<int>("cost");
    QTest::addColumn<QStringList>("candidateSets");

    const QStringList bothSets{QStringLiteral("Set A"), QStringLiteral("Set B")};
    QTest::newRow("one card, no set needed") << "Test Archer"
                                             << ""
                                             << "resolved"
                                             << "Set A" << 7 << QStringList();
    QTest::newRow("names match case-insensitively") << "test ARCHER"
                                                    << ""
                                                    << "resolved"
                                                    << "Set A" << 7 << QStringList();
    QTest::newRow("the right set given") << "Test Archer"
                                         << "Set A"
                                         << "resolved"
                                         << "Set A" << 7 << QStringList();
    QTest::newRow("unknown name") << "Test Nobody"
                                  << ""
                                  << "unknown"
                                  << "" << 0 << QStringList();
    QTest::newRow("ambiguous: several sets, none given") << "Twin"
                                                         << ""
                                                         << "ambiguous"
                                                         << "" << 0 << bothSets;
    QTest::newRow("set picks one of several") << "Twin"
                                              << "Set B"
                                              << "resolved"
                                              << "Set B" << 6 << QStringList();
    QTest::newRow("sets match case-insensitively") << "twin"
                                                   << "set b"
                                                   << "resolved"
                                                   << "Set B" << 6 << QStringList();
    QTest::newRow("the given set lacks the name") << "Twin"
                                                  << "Set C"
                                                  << "not-in-set"
                                                  << "" << 0 << bothSets;
    QTest::newRow("the only card is in another set") << "Test Archer"
                                                     << "Set B"
                                                     << "not-in-set"
                                                     << "" << 0 << QStringList{QStringLiteral("Set A")};
}

void TestWarbandResolver::resolvesEntries()
{
    QFETCH(QString, name);
    QFETCH(QString, set);
    QFETCH(QString, status);
    QFETCH(QString, resolvedSet);
    QFETCH(int, cost);
    QFETCH(QStringList, candidateSets);

    const ResolvedEntry entry = WarbandResolver::resolveEntry({name, set, {}}, fixtureLookup());
    QCOMPARE(resolutionStatusKey(entry.status), status);
    QCOMPARE(entry.isResolved(), status == QStringLiteral("resolved"));
    QCOMPARE(entry.creature ? entry.creature->set : QString(), resolvedSet);
    QCOMPARE(entry.creature ? entry.creature->cost : 0, cost);
    QCOMPARE(entry.candidateSets, candidateSets);
    QCOMPARE(entry.entry.name, name); // kept as the warband wrote it
}

void TestWarbandResolver::keepsUnknownEntriesInOrder()
{
    Warband warband;
    warband.creatures = {{QStringLiteral("Test Archer"), {}, {}},
                         {QStringLiteral("Test Nobody"), {}, {}},
                         {QStringLiteral("Twin"), {}, {}},
                         {QStringLiteral("Test Archer"), {}, {}}};
    const ResolvedWarband resolved = WarbandResolver::resolve(warband, fixtureLookup());
    QCOMPARE(resolved.creatures.size(), 4);
    QCOMPARE(resolved.creatures.at(1).entry.name, QStringLiteral("Test Nobody"));
    QCOMPARE(resolved.creatures.at(1).status, ResolutionStatus::Unknown);
    QCOMPARE(resolved.creatures.at(2).status, ResolutionStatus::Ambiguous);
    QVERIFY(resolved.creatures.at(3).isResolved()); // a repeated name is a second copy
    QVERIFY(!resolved.isFullyResolved());
    QCOMPARE(resolved.warband, warband);
}

void TestWarbandResolver::resolvesItems()
{
    Warband warband;
    warband.creatures = {
        {QStringLiteral("Test Archer"), {}, {QStringLiteral("test amulet"), QStringLiteral("Spoon")}}};
    warband.items = {QStringLiteral("Test Amulet")};
    const ResolvedWarband resolved = WarbandResolver::resolve(warband, fixtureLookup());
    const QList<ResolvedItem>& items = resolved.creatures.first().items;
    QCOMPARE(items.size(), 2);
    QVERIFY(items.at(0).isResolved());
    QCOMPARE(items.at(0).item->cost, 4);
    QCOMPARE(items.at(1).status, ResolutionStatus::Unknown);
    QCOMPARE(items.at(1).name, QStringLiteral("Spoon"));
    QCOMPARE(resolved.unassignedItems.size(), 1);
    QVERIFY(resolved.unassignedItems.first().isResolved());
    QVERIFY(!resolved.isFullyResolved());

    warband.creatures.first().items.removeLast();
    QVERIFY(WarbandResolver::resolve(warband, fixtureLookup()).isFullyResolved());
}

void TestWarbandResolver::resolvesTheDocumentedExampleAgainstTheCatalog()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QFile file(test::sharedPath(QStringLiteral("data/ddm-creatures.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const InMemoryCardLookup catalog(CatalogJsonReader::read(file.readAll()).creatures);

    Warband warband;
    warband.creatures = {{QStringLiteral("Aarakocra"), {}, {}},
                         {QStringLiteral("Aramil, Adventurer"), QStringLiteral("Giants Of Legend"), {}},
                         {QStringLiteral("aramil, adventurer (players handbook heroes 1)"), {}, {}}};
    const ResolvedWarband resolved = WarbandResolver::resolve(warband, catalog);
    QVERIFY(resolved.isFullyResolved());
    QCOMPARE(resolved.creatures.at(0).creature->cost, 8);
    QCOMPARE(resolved.creatures.at(1).creature->set, QStringLiteral("Giants Of Legend"));
    QCOMPARE(resolved.creatures.at(2).creature->set, QStringLiteral("Players Handbook Heroes 1"));
}

QTEST_GUILESS_MAIN(TestWarbandResolver)
#include "tst_warband_resolver.moc"
