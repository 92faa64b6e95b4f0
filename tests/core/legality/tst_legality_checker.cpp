// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/legality_checker.h"

#include "legality_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

// The base construction rules, checked with cards invented for these tests (names, costs and
// texts are ours), so each row isolates one rule.
class TestLegalityChecker : public QObject {
    Q_OBJECT

private slots:
    void formats_data();
    void formats();
    void baseRules_data();
    void baseRules();
    void items_data();
    void items();
    void reportsNumbers();
    void messagesNameRuleAndCards();
    void uniqueMessageSaysTitlesAreIgnored();
    void unknownSizesShareOneWarning();
    void permissionSlotsAreMatchedNotGreedy();
    void customCardRulesWork();
    void mapsFitTheFormat_data();
    void mapsFitTheFormat();
    void mapsWithoutAKnownSizeWarn();

private:
    void runRow();
};

namespace {

const Factions kWild(Faction::Wild);
const Factions kBorderlands(Faction::Borderlands);

Creature invented(const QString& name, int cost, Factions factions = kWild,
                  Alignment alignment = Alignment::Unaligned, QStringList keywords = {},
                  std::optional<CreatureSize> size = CreatureSize::Medium)
{
    Creature card;
    card.origin = CardOrigin::Custom;
    card.name = name;
    card.set = QStringLiteral("Test Set");
    card.cost = cost;
    card.level = std::max(1, cost / 4);
    card.factions = factions;
    card.alignment = alignment;
    card.keywords = std::move(keywords);
    card.size = size;
    return card;
}

Creature withPower(Creature card, const QString& text)
{
    card.powers.append({PowerType::Special, text, {}});
    return card;
}

Item item(const QString& name, int cost)
{
    Item result;
    result.name = name;
    result.set = QStringLiteral("Test Items");
    result.cost = cost;
    return result;
}

const InMemoryCardLookup& lookup()
{
    static const InMemoryCardLookup cards = [] {
        InMemoryCardLookup lookup;
        // Fillers of every cost the format rows need.
        for (int cost : {1, 8, 9, 12, 13, 20, 21, 35, 36, 50, 51, 75, 76, 100, 101, 150, 151, 400, 900})
            lookup.addCreature(invented(QStringLiteral("Filler %1").arg(cost), cost));
        lookup.addCreature(
            invented(QStringLiteral("Scout"), 10, kWild, Alignment::Unaligned, {QStringLiteral("Human")}));
        lookup.addCreature(
            invented(QStringLiteral("Bruiser"), 30, kWild, Alignment::Evil, {QStringLiteral("Orc")}));
        lookup.addCreature(invented(QStringLiteral("Healer"), 20, kWild, Alignment::Good,
                                    {QStringLiteral("Elf"), QStringLiteral("Divine")}));
        lookup.addCreature(invented(QStringLiteral("Raider"), 15, kBorderlands, Alignment::Evil));
        lookup.addCreature(invented(QStringLiteral("Wanderer"), 12, kBorderlands | Faction::Wild));
        lookup.addCreature(
            invented(QStringLiteral("Mystery"), 10, kWild, Alignment::Unaligned, {}, std::nullopt));
        lookup.addCreature(
            invented(QStringLiteral("Enigma"), 10, kWild, Alignment::Unaligned, {}, std::nullopt));
        lookup.addCreature(
            invented(QStringLiteral("Huge Beast"), 60, kWild, Alignment::Unaligned, {}, CreatureSize::Huge));
        lookup.addCreature(invented(QStringLiteral("Great Worm"), 60, kWild, Alignment::Unaligned, {},
                                    CreatureSize::Gargantuan));
        const QStringList unique{QStringLiteral("Unique")};
        lookup.addCreature(invented(QStringLiteral("Hero, Bold"), 12, kWild, Alignment::Unaligned, unique));
        lookup.addCreature(invented(QStringLiteral("Hero, Wise"), 14, kWild, Alignment::Unaligned, unique));
        lookup.addCreature(invented(QStringLiteral("Hero (Promo)"), 12, kWild, Alignment::Unaligned, unique));
        lookup.addCreature(invented(QStringLiteral("Hero, Tavern Keeper"), 5)); // not Unique
        Creature twinA = invented(QStringLiteral("Twin"), 5);
        twinA.set = QStringLiteral("Set A");
        Creature twinB = twinA;
        twinB.set = QStringLiteral("Set B");
        lookup.addCreature(twinA);
        lookup.addCreature(twinB);

        lookup.addItem(item(QStringLiteral("Amulet"), 5));
        lookup.addItem(item(QStringLiteral("Ring"), 3));
        lookup.addItem(item(QStringLiteral("Pricey Crown"), 30));
        Item high = item(QStringLiteral("High Blade"), 4);
        high.minLevel = 8;
        lookup.addItem(high);
        Item low = item(QStringLiteral("Low Charm"), 2);
        low.maxLevel = 1;
        lookup.addItem(low);
        Item holy = item(QStringLiteral("Holy Symbol"), 3);
        holy.keywords = {QStringLiteral("Divine"), QStringLiteral("Martial")};
        lookup.addItem(holy);
        Item banner = item(QStringLiteral("Border Banner"), 2);
        banner.factions = kBorderlands;
        lookup.addItem(banner);
        Item token = item(QStringLiteral("Good Token"), 1);
        token.alignments = {Alignment::Good};
        lookup.addItem(token);
        return lookup;
    }();
    return cards;
}

QStringList repeated(const QString& spec, int times)
{
    QStringList list;
    for (int i = 0; i < times; ++i)
        list.append(spec);
    return list;
}

LegalityReport checkWarband(const Warband& warband)
{
    static const std::unique_ptr<LegalityChecker> checker = test::makeChecker();
    return checker->check(WarbandResolver::resolve(warband, lookup()));
}

void addRowColumns()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("faction");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QStringList>("creatures");
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<QStringList>("violations");
    QTest::addColumn<QStringList>("warnings");
    QTest::addColumn<QString>("rule"); // the rule of the first violation; empty: not compared
}

} // namespace

// Shared by the data-driven functions: check the row's warband, compare codes and the first rule.
void TestLegalityChecker::runRow()
{
    QFETCH(int, points);
    QFETCH(QString, faction);
    QFETCH(QString, scenario);
    QFETCH(QStringList, creatures);
    QFETCH(QStringList, items);
    QFETCH(QStringList, violations);
    QFETCH(QStringList, warnings);
    QFETCH(QString, rule);

    const LegalityReport report =
        checkWarband(test::warbandFrom(points, faction, creatures, scenario, items));
    QVERIFY2(test::codesOf(report.violations) == test::sorted(violations),
             qPrintable(test::describe(report)));
    QVERIFY2(test::codesOf(report.warnings) == test::sorted(warnings), qPrintable(test::describe(report)));
    QCOMPARE(report.legal, violations.isEmpty());
    if (!rule.isEmpty())
        QCOMPARE(report.violations.value(0).rule, rule);
}

void TestLegalityChecker::formats_data()
{
    addRowColumns();
    const QString wild = QStringLiteral("Wild");
    const QString assault = QStringLiteral("assault");
    const QStringList none;
    struct Format {
        int points;
        int limit;
        int perCreature; // a cost that fills the points with `limit` creatures
        std::optional<int> maxCost;
        QString rule;
    };
    // CRG 101.2-101.6, written out here rather than read from WarbandFormat, so the table is tested.
    const QList<Format> formats{{50, 6, 8, 35, QStringLiteral("101.4")},
                                {100, 8, 12, 75, QStringLiteral("101.3")},
                                {200, 10, 20, 150, QStringLiteral("101.2")},
                                {500, 10, 50, std::nullopt, QStringLiteral("101.5")},
                                {1000, 10, 100, std::nullopt, QStringLiteral("101.6")}};
    for (const Format& f : formats) {
        const QString filler = QStringLiteral("Filler %1").arg(f.perCreature);
        const QString over = QStringLiteral("Filler %1").arg(f.perCreature + 1);
        QTest::addRow("%d  empty", f.points) << f.points << wild << assault << none << none
                                             << QStringList{QStringLiteral("empty")} << none << f.rule;
        QTest::addRow("%d  legal at the creature and point limits", f.points)
            << f.points << wild << assault << repeated(filler, f.limit) << none << none << none << QString();
        QTest::addRow("%d  point-limit", f.points)
            << f.points << wild << assault << repeated(over, f.limit) << none
            << QStringList{QStringLiteral("point-limit")} << none << f.rule;
        QTest::addRow("%d  creature-limit", f.points)
            << f.points << wild << assault << repeated(QStringLiteral("Filler 1"), f.limit + 1) << none
            << QStringList{QStringLiteral("creature-limit")} << none << f.rule;
        if (f.maxCost) {
            QTest::addRow("%d  max-cost at the maximum", f.points)
                << f.points << wild << assault << QStringList{QStringLiteral("Filler %1").arg(*f.maxCost)}
                << none << none << none << QString();
            QTest::addRow("%d  max-cost over the maximum", f.points)
                << f.points << wild << assault << QStringList{QStringLiteral("Filler %1").arg(*f.maxCost + 1)}
                << none << QStringList{QStringLiteral("max-cost")} << none << f.rule;
        } else {
            const QString big = QStringLiteral("Filler %1").arg(f.points == 500 ? 400 : 900);
            QTest::addRow("%d  max-cost has no maximum", f.points)
                << f.points << wild << assault << QStringList{big} << none << none << none << QString();
        }
    }
    QTest::newRow("point-limit: 300 is no format")
        << 300 << wild << assault << QStringList{QStringLiteral("Scout")} << none
        << QStringList{QStringLiteral("point-limit")} << none << "101";
}

void TestLegalityChecker::formats() { runRow(); }

void TestLegalityChecker::baseRules_data()
{
    addRowColumns();
    const QString wild = QStringLiteral("Wild");
    const QStringList none;
    const QStringList size{QStringLiteral("size")};
    auto row = [&](const char* name, int points, const QString& faction, const QString& scenario,
                   const QStringList& creatures, const QStringList& violations,
                   const QStringList& warnings = {}, const QString& rule = {}) {
        QTest::newRow(name) << points << faction << scenario << creatures << QStringList() << violations
                            << warnings << rule;
    };
    const QString assault = QStringLiteral("assault");

    row("faction: in faction", 200, wild, assault, {QStringLiteral("Scout")}, none);
    row("faction: outside the faction", 200, wild, assault,
        {QStringLiteral("Scout"), QStringLiteral("Raider")}, {QStringLiteral("faction")}, {}, "101.1");
    row("faction: any of a creature's factions", 200, QStringLiteral("Borderlands"), assault,
        {QStringLiteral("Wanderer")}, none);
    row("faction: none chosen outside sealed", 200, QString(), assault, {QStringLiteral("Scout")},
        {QStringLiteral("faction")}, {}, "101.1");
    row("alignment: Good with Evil", 200, wild, assault,
        {QStringLiteral("Bruiser"), QStringLiteral("Healer")}, {QStringLiteral("alignment")}, {}, "105.2.c");
    row("alignment: unaligned with Evil", 200, wild, assault,
        {QStringLiteral("Scout"), QStringLiteral("Bruiser")}, none);
    row("alignment: unaligned with Good", 200, wild, assault,
        {QStringLiteral("Scout"), QStringLiteral("Healer")}, none);
    row("unique: same name, other title and cost", 200, wild, assault,
        {QStringLiteral("Hero, Bold"), QStringLiteral("Hero, Wise")}, {QStringLiteral("unique")}, {},
        "707.13.a");
    row("unique: same name with a parenthesis", 200, wild, assault,
        {QStringLiteral("Hero, Bold"), QStringLiteral("Hero (Promo)")}, {QStringLiteral("unique")});
    row("unique: the same card twice", 200, wild, assault,
        {QStringLiteral("Hero, Bold"), QStringLiteral("Hero, Bold")}, {QStringLiteral("unique")});
    row("unique: a Unique and a non-Unique of one name", 200, wild, assault,
        {QStringLiteral("Hero, Bold"), QStringLiteral("Hero, Tavern Keeper")}, none);
    row("unique: copies of a non-Unique card", 200, wild, assault, repeated(QStringLiteral("Scout"), 3),
        none);
    row("size: Huge under 400 points", 200, wild, assault, {QStringLiteral("Huge Beast")}, size, {},
        "105.2.b");
    row("size: Huge at 500 points", 500, wild, assault, {QStringLiteral("Huge Beast")}, none);
    row("size: larger than Huge at 1000 points", 1000, wild, assault, {QStringLiteral("Great Worm")}, size);
    row("size: unknown size is a warning", 200, wild, assault, {QStringLiteral("Mystery")}, none, size);
    row("size: bounty follows Assault", 200, wild, QStringLiteral("bounty"), {QStringLiteral("Huge Beast")},
        size);
    row("size: uncontested follows Assault", 100, wild, QStringLiteral("uncontested"),
        {QStringLiteral("Huge Beast")}, size);
    row("sealed: size still applies", 200, QString(), QStringLiteral("sealed"),
        {QStringLiteral("Huge Beast")}, size);
    row("sealed: 108.2.b only 200 points", 100, QString(), QStringLiteral("sealed"),
        {QStringLiteral("Scout")}, {QStringLiteral("point-limit")}, {}, "108.2.b");
    row("sealed: no faction, alignment or Unique restriction (108.2.c, 108.2.d)", 200, QString(),
        QStringLiteral("sealed"),
        {QStringLiteral("Raider"), QStringLiteral("Healer"), QStringLiteral("Hero, Bold"),
         QStringLiteral("Hero, Wise")},
        none);
    row("unknown-card: no such card", 200, wild, assault, {QStringLiteral("Scout"), QStringLiteral("Nobody")},
        {QStringLiteral("unknown-card")});
    row("unknown-card: ambiguous without a set", 200, wild, assault, {QStringLiteral("Twin")},
        {QStringLiteral("unknown-card")});
    row("unknown-card: not in the named set", 200, wild, assault, {QStringLiteral("Twin @ Set C")},
        {QStringLiteral("unknown-card")});
    row("unknown-card: resolved with a set", 200, wild, assault, {QStringLiteral("Twin @ set b")}, none);
}

void TestLegalityChecker::baseRules() { runRow(); }

void TestLegalityChecker::items_data()
{
    addRowColumns();
    const QString wild = QStringLiteral("Wild");
    const QString assault = QStringLiteral("assault");
    const QStringList none;
    const QStringList items{QStringLiteral("items")};
    const QString limitRule = QStringLiteral("Guild 2011: Warband Restrictions");
    const QString cardRule = QStringLiteral("Guild 2011: How to Read an Item Stat Card");
    auto row = [&](const char* name, const QStringList& creatures, const QStringList& violations,
                   const QStringList& unassigned = {}, const QString& rule = {}, int points = 200) {
        QTest::newRow(name) << points << wild << assault << creatures << unassigned << violations << none
                            << rule;
    };
    row("items: one item", {QStringLiteral("Scout + Amulet")}, none);
    row("items: two on a creature", {QStringLiteral("Scout + Amulet + Ring")}, items, {}, limitRule);
    row("items: two on a Unique creature", {QStringLiteral("Hero, Bold + Amulet + Ring")}, none);
    row("items: three on a Unique creature", {QStringLiteral("Hero, Bold + Amulet + Ring + Amulet")}, items);
    row("items: not assigned to a creature", {QStringLiteral("Scout")}, items, {QStringLiteral("Ring")},
        limitRule);
    row("items: level too low", {QStringLiteral("Scout + High Blade")}, items, {}, cardRule);
    row("items: level high enough", {QStringLiteral("Filler 36 + High Blade")}, none);
    row("items: level too high", {QStringLiteral("Scout + Low Charm")}, items, {}, cardRule);
    row("items: keyword present", {QStringLiteral("Healer + Holy Symbol")}, none);
    row("items: keyword missing", {QStringLiteral("Scout + Holy Symbol")}, items, {}, cardRule);
    row("items: faction present", {QStringLiteral("Wanderer + Border Banner")}, none);
    row("items: faction missing", {QStringLiteral("Scout + Border Banner")}, items, {}, cardRule);
    row("items: alignment present", {QStringLiteral("Healer + Good Token")}, none);
    row("items: alignment missing", {QStringLiteral("Scout + Good Token")}, items, {}, cardRule);
    row("items: cost counts toward the point limit", {QStringLiteral("Filler 35 + Pricey Crown")},
        {QStringLiteral("point-limit")}, {}, QString(), 50);
    row("items: unknown item", {QStringLiteral("Scout + Vorpal Spoon")}, {QStringLiteral("unknown-card")});
    row("items: unknown unassigned item", {QStringLiteral("Scout")}, {QStringLiteral("unknown-card")},
        {QStringLiteral("Vorpal Spoon")});
}

void TestLegalityChecker::items() { runRow(); }

void TestLegalityChecker::reportsNumbers()
{
    const LegalityReport report = checkWarband(test::warbandFrom(
        200, QStringLiteral("Wild"),
        {QStringLiteral("Scout + Amulet"), QStringLiteral("Bruiser"), QStringLiteral("Nobody")},
        QStringLiteral("assault"), {QStringLiteral("Ring")}));
    QCOMPARE(report.points, 10 + 5 + 30 + 3);
    QCOMPARE(report.creatureCount, 3); // the unknown card still takes a slot
    QCOMPARE(report.creatureLimit, 10);
}

void TestLegalityChecker::messagesNameRuleAndCards()
{
    const LegalityReport report = checkWarband(
        test::warbandFrom(50, QStringLiteral("Wild"),
                          {QStringLiteral("Filler 36"), QStringLiteral("Raider"), QStringLiteral("Healer")}));
    QVERIFY(!report.legal);
    const auto find = [&report](ViolationCode code) {
        return *std::find_if(report.violations.cbegin(), report.violations.cend(),
                             [code](const Violation& v) { return v.code == code; });
    };
    const Violation points = find(ViolationCode::PointLimit);
    QCOMPARE(points.message, QStringLiteral("The warband costs 71 points; the limit is 50 (CRG 101.4)."));
    QCOMPARE(points.arguments, QStringList({QStringLiteral("71"), QStringLiteral("50")}));
    const Violation maxCost = find(ViolationCode::MaxCost);
    QCOMPARE(maxCost.cards, QStringList{QStringLiteral("Filler 36")});
    QCOMPARE(maxCost.arguments,
             QStringList({QStringLiteral("Filler 36"), QStringLiteral("36"), QStringLiteral("35")}));
    const Violation faction = find(ViolationCode::Faction);
    QCOMPARE(faction.message, QStringLiteral("Raider does not belong to the Wild faction (CRG 101.1)."));
    QCOMPARE(faction.arguments, QStringList({QStringLiteral("Raider"), QStringLiteral("Wild")}));
    const Violation alignment = find(ViolationCode::Alignment);
    QCOMPARE(alignment.message,
             QStringLiteral("Good creatures (Healer) and Evil creatures (Raider) cannot be in the "
                            "same warband (CRG 105.2.c)."));
    QCOMPARE(alignment.cards, QStringList({QStringLiteral("Healer"), QStringLiteral("Raider")}));
}

void TestLegalityChecker::uniqueMessageSaysTitlesAreIgnored()
{
    const LegalityReport report = checkWarband(test::warbandFrom(
        200, QStringLiteral("Wild"), {QStringLiteral("Hero, Bold"), QStringLiteral("Hero, Wise")}));
    QCOMPARE(report.violations.size(), 1);
    const Violation& unique = report.violations.first();
    QCOMPARE(unique.message,
             QStringLiteral("Hero, Bold and Hero, Wise share the name \"Hero\"; a warband may include "
                            "only one Unique creature of a name (titles and costs are ignored, CRG "
                            "203.2.a; CRG 707.13.a)."));
    QCOMPARE(unique.arguments,
             QStringList({QStringLiteral("Hero"), QStringLiteral("2"), QStringLiteral("1")}));
}

void TestLegalityChecker::unknownSizesShareOneWarning()
{
    const LegalityReport report =
        checkWarband(test::warbandFrom(200, QStringLiteral("Wild"),
                                       {QStringLiteral("Mystery"), QStringLiteral("Enigma"),
                                        QStringLiteral("Mystery"), QStringLiteral("Scout")}));
    QVERIFY(report.legal);
    QCOMPARE(report.warnings.size(), 1);
    const Violation& warning = report.warnings.first();
    QCOMPARE(warning.severity, Severity::Warning);
    QCOMPARE(warning.code, ViolationCode::Size);
    QCOMPARE(warning.cards, QStringList({QStringLiteral("Mystery"), QStringLiteral("Enigma")}));
}

void TestLegalityChecker::permissionSlotsAreMatchedNotGreedy()
{
    // Two permissions in the Borderlands: "one creature from the Wild faction" (any) comes first,
    // "one Elf from the Wild faction" second. A greedy pass that gives the Elf the first slot
    // leaves the non-Elf without one; the matching finds the legal assignment.
    InMemoryCardLookup cards;
    cards.addCreature(
        withPower(invented(QStringLiteral("Warden"), 10, kBorderlands),
                  QStringLiteral("Open Gate: You may include one creature from the Wild faction in "
                                 "your warband.")));
    cards.addCreature(
        withPower(invented(QStringLiteral("Envoy"), 10, kBorderlands),
                  QStringLiteral("Kinship: You may include one Elf creature in your warband from the "
                                 "Wild faction.")));
    cards.addCreature(
        invented(QStringLiteral("Wild Elf"), 5, kWild, Alignment::Unaligned, {QStringLiteral("Elf")}));
    cards.addCreature(
        invented(QStringLiteral("Wild Boar"), 5, kWild, Alignment::Unaligned, {QStringLiteral("Beast")}));
    const std::unique_ptr<LegalityChecker> checker = test::makeChecker();
    const auto check = [&](const QStringList& names) {
        return checker->check(
            WarbandResolver::resolve(test::warbandFrom(200, QStringLiteral("Borderlands"), names), cards));
    };
    const LegalityReport both = check({QStringLiteral("Warden"), QStringLiteral("Envoy"),
                                       QStringLiteral("Wild Elf"), QStringLiteral("Wild Boar")});
    QVERIFY2(both.legal, qPrintable(test::describe(both)));
    const LegalityReport twoBoars = check({QStringLiteral("Warden"), QStringLiteral("Envoy"),
                                           QStringLiteral("Wild Boar"), QStringLiteral("Wild Boar")});
    QCOMPARE(test::codesOf(twoBoars.violations), QStringList{QStringLiteral("faction")});
}

void TestLegalityChecker::customCardRulesWork()
{
    // Rules are read from the text, so a custom card worded like a printed one gets the rule.
    InMemoryCardLookup cards;
    cards.addCreature(withPower(invented(QStringLiteral("Drill Sergeant"), 10),
                                QStringLiteral("Drill: Increase your warband's creature limit by 2.")));
    cards.addCreature(
        withPower(invented(QStringLiteral("Loner"), 10),
                  QStringLiteral("Aloof: Your warband may not include other Human creatures.")));
    cards.addCreature(
        invented(QStringLiteral("Recruit"), 1, kWild, Alignment::Unaligned, {QStringLiteral("Human")}));
    const std::unique_ptr<LegalityChecker> checker = test::makeChecker();
    const auto check = [&](const QStringList& names) {
        return checker->check(
            WarbandResolver::resolve(test::warbandFrom(200, QStringLiteral("Wild"), names), cards));
    };
    const LegalityReport twelve =
        check(QStringList{QStringLiteral("Drill Sergeant")} + repeated(QStringLiteral("Recruit"), 11));
    QVERIFY2(twelve.legal, qPrintable(test::describe(twelve)));
    QCOMPARE(twelve.creatureLimit, 12);
    const LegalityReport loner = check({QStringLiteral("Loner"), QStringLiteral("Recruit")});
    QCOMPARE(test::codesOf(loner.violations), QStringList{QStringLiteral("card-rule")});
    QCOMPARE(loner.violations.first().rule, QStringLiteral("card: Loner"));
    QCOMPARE(loner.violations.first().cards,
             QStringList({QStringLiteral("Loner"), QStringLiteral("Recruit")}));
}

void TestLegalityChecker::mapsFitTheFormat_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("map");
    QTest::addColumn<QStringList>("violations");
    QTest::addColumn<QStringList>("warnings");
    QTest::addColumn<QString>("rule");
    const QStringList none;
    const QStringList map{QStringLiteral("map")};
    // 101.3-101.4: half-size maps at 50 and 100 points; 101.2, 101.5, 101.6: full-size above.
    const QList<std::pair<int, QString>> formats{{50, QStringLiteral("101.4")},
                                                 {100, QStringLiteral("101.3")},
                                                 {200, QStringLiteral("101.2")},
                                                 {500, QStringLiteral("101.5")},
                                                 {1000, QStringLiteral("101.6")}};
    for (const auto& [points, rule] : formats) {
        const bool half = points <= 100;
        const QByteArray at = QByteArray::number(points) + " points: ";
        QTest::newRow((at + "a map of its size").constData())
            << points << QString::fromLatin1(half ? "Goblin Market" : "Sunken Causeway") << none << none
            << QString();
        QTest::newRow((at + "an official map of its size").constData())
            << points << QString::fromLatin1(half ? "monster lair" : " Flooded Ruins ") << none << none
            << QString();
        QTest::newRow((at + "a map of the other size").constData())
            << points << QString::fromLatin1(half ? "Temple of the Hollow Bell" : "Crossroads") << map << none
            << rule;
        QTest::newRow((at + "no map").constData()) << points << QString() << none << map << QString();
        QTest::newRow((at + "a map nobody knows").constData())
            << points << QStringLiteral("Dragon Shrine") << none << map << QString();
    }
}

// The warband's battle map is checked against its format (101.1-101.6): only a known map of the wrong
// size is an error; none, or one whose size is not known, is a warning.
void TestLegalityChecker::mapsFitTheFormat()
{
    QFETCH(int, points);
    QFETCH(QString, map);
    QFETCH(QStringList, violations);
    QFETCH(QStringList, warnings);
    QFETCH(QString, rule);
    static const std::unique_ptr<LegalityChecker> checker = test::makeChecker();
    Warband warband = test::warbandFrom(points, QStringLiteral("Wild"), {QStringLiteral("Scout")});
    warband.map = map;
    const LegalityReport report = checker->check(WarbandResolver::resolve(warband, lookup()));
    QVERIFY2(test::codesOf(report.violations) == violations, qPrintable(test::describe(report)));
    QVERIFY2(test::codesOf(report.warnings) == warnings, qPrintable(test::describe(report)));
    if (!rule.isEmpty()) {
        QCOMPARE(report.violations.first().rule, rule);
        QVERIFY2(report.violations.first().message.contains(points <= 100
                                                                ? QStringLiteral("needs a half-size")
                                                                : QStringLiteral("needs a full-size")),
                 qPrintable(report.violations.first().message));
    }
}

// A map the user drew without marking its size, and a checker that knows no maps, warn; the user's
// map drawn under an official map's name takes its place, with the size its maker gave it.
void TestLegalityChecker::mapsWithoutAKnownSizeWarn()
{
    QTemporaryDir maps;
    const auto writeMap = [&](const QString& file, const QByteArray& json) {
        QFile out(QDir(maps.path()).filePath(file));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json);
    };
    writeMap(QStringLiteral("cellar.json"), R"({"name": "Damp Cellar", "rows": ["...", "..."]})");
    writeMap(QStringLiteral("lair.json"), R"({"name": "Monster Lair", "size": "full", "rows": ["..."]})");
    writeMap(QStringLiteral("broken.json"), R"({"name": "Broken", "rows": 3})");
    writeMap(QStringLiteral("crossroads.json"), R"({"name": "crossroads", "rows": ["..."]})");
    LegalityChecker checker;
    Warband warband = test::warbandFrom(200, QStringLiteral("Wild"), {QStringLiteral("Scout")});
    warband.map = QStringLiteral("Sunken Causeway");
    QCOMPARE(checker.check(WarbandResolver::resolve(warband, lookup())).warnings.first().arguments.first(),
             QStringLiteral("unknown"));

    const auto library = std::make_shared<const MapLibrary>(MapLibrary::load(maps.path()));
    QCOMPARE(library->problems().size(), 1);
    QVERIFY(library->problems().first().path.endsWith(QStringLiteral("broken.json")));
    checker.setMaps(library);
    warband.map = QStringLiteral("damp cellar");
    LegalityReport report = checker.check(WarbandResolver::resolve(warband, lookup()));
    QVERIFY(report.legal);
    QCOMPARE(report.warnings.size(), 1);
    QCOMPARE(report.warnings.first().arguments,
             (QStringList{QStringLiteral("unmarked"), QStringLiteral("Damp Cellar"), QStringLiteral("full"),
                          QStringLiteral("200")}));
    warband.map = QStringLiteral("Monster Lair"); // half size officially; the user's map says full
    report = checker.check(WarbandResolver::resolve(warband, lookup()));
    QVERIFY2(report.legal && report.warnings.isEmpty(), qPrintable(test::describe(report)));
    QCOMPARE(library->find(QStringLiteral("Monster Lair"))->origin, KnownMap::Origin::User);
    // A layout of an official map that does not mark its size keeps the official size.
    warband.map = QStringLiteral("Crossroads");
    report = checker.check(WarbandResolver::resolve(warband, lookup()));
    QCOMPARE(library->find(QStringLiteral("Crossroads"))->origin, KnownMap::Origin::User);
    QCOMPARE(library->find(QStringLiteral("Crossroads"))->size, std::optional(MapSize::Half));
    QVERIFY(!report.legal);
    QCOMPARE(report.violations.first().rule, QStringLiteral("101.2"));
}

QTEST_GUILESS_MAIN(TestLegalityChecker)
#include "tst_legality_checker.moc"
