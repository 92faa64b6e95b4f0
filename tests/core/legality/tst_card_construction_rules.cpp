// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/legality_checker.h"

#include "legality_fixture.h"

#include <QHash>
#include <QTest>

using namespace ddm;

// Each catalog card that prints a construction rule, checked with the real card from ../shared
// (and the Unique rule on real names). Row names start with the card and say what the row shows. Items are invented for these tests
// (no catalog ships items).
class TestCardConstructionRules : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cardRules_data();
    void cardRules();
    void violationsNameTheCard();
};

namespace {

Item item(const QString& name, int cost, QList<Alignment> alignments = {})
{
    Item result;
    result.name = name;
    result.set = QStringLiteral("Test Items");
    result.cost = cost;
    result.alignments = std::move(alignments);
    return result;
}

const InMemoryCardLookup& catalogWithItems()
{
    static const InMemoryCardLookup lookup = [] {
        InMemoryCardLookup cards(test::catalogCreatures());
        cards.addItem(item(QStringLiteral("Amulet"), 5));
        cards.addItem(item(QStringLiteral("Ring"), 3));
        cards.addItem(item(QStringLiteral("Evil Token"), 1, {Alignment::Evil}));
        cards.addItem(item(QStringLiteral("Good Token"), 1, {Alignment::Good}));
        cards.addItem(item(QStringLiteral("Eternal Training: Footwork"), 4));
        cards.addItem(item(QStringLiteral("Eternal Training: Parry"), 4));
        cards.addItem(item(QStringLiteral("Eternal Training: Riposte"), 4));
        cards.addItem(item(QStringLiteral("Healing Potion"), 3));
        return cards;
    }();
    return lookup;
}

// The catalog with sizes filled in for some cards, as a user's corrections would.
class SizedLookup final : public CardLookup {
public:
    SizedLookup(const CardLookup& base, const QStringList& sizes)
        : m_base(base)
    {
        for (const QString& entry : sizes) {
            const QStringList parts = entry.split(QLatin1Char('='));
            m_sizes.insert(parts.at(0).toLower(), *parseSize(parts.at(1)));
        }
    }

    QList<Creature> creaturesNamed(const QString& name) const override
    {
        QList<Creature> found = m_base.creaturesNamed(name);
        for (Creature& card : found) {
            if (m_sizes.contains(card.name.toLower()))
                card.size = m_sizes.value(card.name.toLower());
        }
        return found;
    }
    QList<Item> itemsNamed(const QString& name) const override { return m_base.itemsNamed(name); }

private:
    const CardLookup& m_base;
    QHash<QString, CreatureSize> m_sizes;
};

QStringList times(int count, const QString& name)
{
    QStringList list;
    for (int i = 0; i < count; ++i)
        list.append(name);
    return list;
}

// Warnings other than the unknown-size one, which every catalog warband gets (no sizes).
QList<Violation> notSize(const QList<Violation>& warnings)
{
    QList<Violation> rest;
    for (const Violation& warning : warnings) {
        if (warning.code != ViolationCode::Size)
            rest.append(warning);
    }
    return rest;
}

} // namespace

void TestCardConstructionRules::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
}

void TestCardConstructionRules::cardRules_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("faction");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QStringList>("creatures");
    QTest::addColumn<QStringList>("sizes"); // "Card=Size"
    QTest::addColumn<QStringList>("violations");
    QTest::addColumn<QStringList>("warnings"); // besides the unknown-size warning
    QTest::addColumn<int>("count");            // -1: not compared
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("total");

    const QStringList none;
    const QStringList faction{QStringLiteral("faction")};
    const QStringList cardRule{QStringLiteral("card-rule")};
    const QStringList items{QStringLiteral("items")};
    const QString borderlands = QStringLiteral("Borderlands");
    const QString civilization = QStringLiteral("Civilization");
    const QString underdark = QStringLiteral("Underdark");
    const QString wild = QStringLiteral("Wild");
    struct Row {
        const char* name;
        QString faction;
        QStringList creatures;
        QStringList violations;
        int count = -1;
        int limit = -1;
        int total = -1;
        int points = 200;
        QStringList warnings = {};
        QStringList sizes = {};
        QString scenario = QStringLiteral("assault");
    };
    const auto add = [](const Row& r) {
        QTest::newRow(r.name) << r.points << r.faction << r.scenario << r.creatures << r.sizes << r.violations
                              << r.warnings << r.count << r.limit << r.total;
    };
    const auto s = [](const char* text) { return QString::fromUtf8(text); };

    // The Unique rule on real card names (CRG 707.13.a with 203.2.a): titles, costs and a trailing
    // parenthesis do not make two names different.
    add({"unique: Regdar, Adventurer and Regdar, Human Fighter", borderlands,
         {s("Regdar, Adventurer"), s("Regdar, Human Fighter")}, {s("unique")}});
    add({"unique: Aramil, Adventurer and its Players Handbook Heroes 1 printing", wild,
         {s("Aramil, Adventurer"), s("Aramil, Adventurer (Players Handbook Heroes 1)")}, {s("unique")}});
    add({"unique: The Xanathar and The Xanathar (Epic)", civilization,
         {s("The Xanathar"), s("The Xanathar (Epic)")}, {s("unique")}, -1, -1, -1, 500});

    // Faction permissions.
    add({"Battle Plate Marshal: Warband Building admits a Wild Dwarf",
         civilization,
         {s("Battle Plate Marshal"), s("Dwarf Barbarian")},
         none});
    add({"Battle Plate Marshal: without it the Dwarf is outside the faction",
         civilization,
         {s("Dwarf Barbarian")},
         faction});
    add({"Battle Plate Marshal: a non-Dwarf stays outside",
         civilization,
         {s("Battle Plate Marshal"), s("Gnome Recruit")},
         faction});
    add({"Battle Plate Marshal: an admitted Dwarf is exempt from Good/Evil (CRG 217.2)",
         civilization,
         {s("Battle Plate Marshal"), s("Duergar Slaver"), s("Human Commoner")},
         none});
    add({"Goblin Folk Hero: a Goblin of unknown size is admitted with a warning",
         wild,
         {s("Goblin Folk Hero"), s("Goblin Sneak")},
         none,
         -1,
         -1,
         -1,
         200,
         cardRule});
    add({"Goblin Folk Hero: a Small Goblin is admitted",
         wild,
         {s("Goblin Folk Hero"), s("Goblin Sneak")},
         none,
         -1,
         -1,
         -1,
         200,
         {},
         {s("Goblin Sneak=Small")}});
    add({"Goblin Folk Hero: a Medium Goblin stays outside",
         wild,
         {s("Goblin Folk Hero"), s("Hobgoblin Marshal")},
         faction,
         -1,
         -1,
         -1,
         200,
         {},
         {s("Hobgoblin Marshal=Medium")}});
    add({"Mind Flayer Enslaver: Thralls admits two Borderlands creatures",
         underdark,
         {s("Mind Flayer Enslaver"), s("Fire Snake"), s("Tavern Brawler")},
         none});
    add({"Mind Flayer Enslaver: a third Borderlands creature is outside",
         underdark,
         {s("Mind Flayer Enslaver"), s("Fire Snake"), s("Tavern Brawler"), s("Xeph Warrior")},
         faction});
    add({"Mind Flayer Enslaver: a Wild creature is outside",
         underdark,
         {s("Mind Flayer Enslaver"), s("Gnome Recruit")},
         faction});
    add({"Elf Ambassador: Envoy admits one Wild Elf",
         civilization,
         {s("Elf Ambassador"), s("Wild Elf Raider")},
         none});
    add({"Elf Ambassador: a second Wild Elf is outside",
         civilization,
         {s("Elf Ambassador"), s("Wild Elf Raider"), s("Wild Elf Warsinger")},
         faction});
    add({"Elf Ambassador: a Wild non-Elf is outside",
         civilization,
         {s("Elf Ambassador"), s("Gnome Recruit")},
         faction});
    add({"Elf Ambassador: two Ambassadors admit two Wild Elves",
         civilization,
         {s("Elf Ambassador"), s("Elf Ambassador"), s("Wild Elf Raider"), s("Wild Elf Warsinger")},
         none});
    add({"Tsucora Quori: Psionic Envoy admits one psionic creature",
         wild,
         {s("Tsucora Quori"), s("Kalashtar Bodyguard")},
         none});
    add({"Tsucora Quori: a second psionic creature is outside",
         wild,
         {s("Tsucora Quori"), s("Kalashtar Bodyguard"), s("Githyanki Gish")},
         faction});
    add({"Tsucora Quori: a non-psionic creature is outside",
         wild,
         {s("Tsucora Quori"), s("City Guard")},
         faction});
    add({"Bloodspike Behemoth: War Beast with a Hobgoblin champion",
         civilization,
         {s("Bloodspike Behemoth"), s("Hobgoblin Marshal")},
         none});
    add({"Bloodspike Behemoth: War Beast with a Troglodyte champion",
         underdark,
         {s("Bloodspike Behemoth"), s("Troglodyte Warden")},
         none});
    add({"Bloodspike Behemoth: a Hobgoblin that is no champion is not enough",
         civilization,
         {s("Bloodspike Behemoth"), s("Hobgoblin Warrior")},
         faction});

    // Creature limit changes.
    add({"Drow Arachnomancer: Strength in Numbers 1", underdark,
         QStringList{s("Drow Arachnomancer")} + times(10, s("Warrior Skeleton")), none, 11, 11, 82});
    add({"Drow Arachnomancer: one over the raised limit",
         underdark,
         QStringList{s("Drow Arachnomancer")} + times(11, s("Warrior Skeleton")),
         {s("creature-limit")},
         12,
         11});
    add({"Gnoll with Two Swords: Strength in Numbers 1", wild,
         QStringList{s("Gnoll with Two Swords")} + times(10, s("Gnome Recruit")), none, 11, 11});
    add({"Graycloak Ranger: Strength in Numbers 1", wild,
         QStringList{s("Graycloak Ranger")} + times(10, s("Gnome Recruit")), none, 11, 11});
    add({"Ha-Sis, Lizardfolk Hero: Strength in Numbers 2", wild,
         QStringList{s("Ha-Sis, Lizardfolk Hero")} + times(11, s("Gnome Recruit")), none, 12, 12});
    add({"Ha-Sis, Lizardfolk Hero: stacks with Graycloak Ranger", wild,
         QStringList{s("Ha-Sis, Lizardfolk Hero"), s("Graycloak Ranger")} + times(11, s("Gnome Recruit")),
         none, 13, 13});
    add({"Snig the Axe: Strength in Numbers 3", borderlands,
         QStringList{s("Snig the Axe")} + times(12, s("Fire Snake")), none, 13, 13, 56});
    add({"Snig, Worg Rider: Strength in Numbers 2", civilization,
         QStringList{s("Snig, Worg Rider")} + times(11, s("City Guard")), none, 12, 12});
    add({"Cultist of the Dragon: Reserve Summoning +2", underdark,
         QStringList{s("Cultist of the Dragon")} + times(11, s("Warrior Skeleton")), none, 12, 12});
    add({"Evermeet Wizard: Reserve Summoning +1", wild,
         QStringList{s("Evermeet Wizard")} + times(10, s("Gnome Recruit")), none, 11, 11});
    add({"Graycloak Ranger: raises the 50-point limit too", wild,
         QStringList{s("Graycloak Ranger")} + times(6, s("Gnome Recruit")), none, 7, 7, 33, 50});
    add({"Carnage Demon: Mob 2, four count as two", wild,
         times(4, s("Carnage Demon")) + times(8, s("Gnome Recruit")), none, 10, 10, 64});
    add({"Carnage Demon: Mob 2, three count as two",
         wild,
         times(3, s("Carnage Demon")) + times(9, s("Gnome Recruit")),
         {s("creature-limit")},
         11,
         10});
    add({"Karrnathi Zombie: Mob 2", civilization, times(6, s("Karrnathi Zombie")) + times(7, s("City Guard")),
         none, 10, 10, 87});

    // Set-up additions.
    add({"Mercenary General: Cohort costs nothing and does not count",
         civilization,
         {s("Mercenary General"), s("Sage")},
         none,
         1,
         10,
         42});
    add({"Mercenary General: Cohort beside a full warband", civilization,
         QStringList{s("Mercenary General"), s("Sage")} + times(9, s("City Guard")), none, 10, 10, 69});
    add({"Mercenary General: an Elf from Civilization qualifies",
         civilization,
         {s("Mercenary General"), s("Elf Spearguard")},
         none,
         1,
         10,
         42});
    add({"Mercenary General: a Human over 16 is no cohort",
         civilization,
         {s("Mercenary General"), s("Mercykiller")},
         none,
         2,
         10,
         59});
    add({"Ettin Mercenary Leader: Cohort adds a Borderlands Orc", borderlands,
         QStringList{s("Ettin Mercenary Leader"), s("Orc Spearfighter")} + times(9, s("Fire Snake")), none,
         10, 10, 72});
    add({"Ettin Mercenary Leader: a non-Orc counts",
         borderlands,
         {s("Ettin Mercenary Leader"), s("Tavern Brawler")},
         none,
         2,
         10,
         49});
    add({"Qawasha: Greenfriend adds a Wild Plant", wild, {s("Qawasha"), s("Twig Blight")}, none, 1, 10, 31});
    add({"Qawasha: a Plant over 10 counts", wild, {s("Qawasha"), s("Grasping Vine")}, none, 2, 10, 47});
    add({"Arcturia: Animate Objects adds an Object of another faction",
         underdark,
         {s("Arcturia"), s("Arcane Portal")},
         none,
         1,
         10,
         118});
    add({"Arcturia: two Objects within 20 VP",
         underdark,
         {s("Arcturia"), s("Trapped Chest"), s("Flying Sword")},
         none,
         1,
         10,
         118});
    add({"Arcturia: Objects over 20 VP together, one counts",
         underdark,
         {s("Arcturia"), s("Arcane Portal"), s("Trapped Chest")},
         none,
         2,
         10,
         128});
    add({"Arcturia: an Object left over is outside the faction",
         underdark,
         {s("Arcturia"), s("Tower Ballista"), s("Arcane Portal")},
         faction,
         2,
         10,
         133});

    // Prohibitions.
    add({"Azurion, Dune Scourge: Sociopathic forbids another Dragon",
         borderlands,
         {s("Azurion, Dune Scourge"), s("Red Dragon Hatchling")},
         cardRule});
    add({"Azurion, Dune Scourge: no other Dragon, no violation",
         borderlands,
         {s("Azurion, Dune Scourge"), s("Fire Snake")},
         none});
    add({"Azurion, Dune Scourge: still binds in the sealed scenario",
         QString(),
         {s("Azurion, Dune Scourge"), s("Red Dragon Hatchling")},
         cardRule,
         -1,
         -1,
         -1,
         200,
         {},
         {},
         s("sealed")});
    add({"Blaze, Sulfurborn Wyrm: Sociopathic",
         borderlands,
         {s("Blaze, Sulfurborn Wyrm"), s("Red Dragon Hatchling")},
         cardRule});
    add({"Blaze, Sulfurborn Wyrm: and Azurion forbid each other",
         borderlands,
         {s("Blaze, Sulfurborn Wyrm"), s("Azurion, Dune Scourge")},
         {s("card-rule"), s("card-rule")}});
    add({"Onyx, Glistening Death: Sociopathic",
         wild,
         {s("Onyx, Glistening Death"), s("Black Dragon Hatchling")},
         cardRule});
    add({"Graz'zt: Domineering forbids other champions",
         borderlands,
         {s("Graz'zt"), s("Bandit Captain")},
         cardRule});
    add({"Graz'zt: non-champions are fine", borderlands, {s("Graz'zt"), s("Fire Snake")}, none});
    add({"King Obould Many-Arrows: Domineering",
         borderlands,
         {s("King Obould Many-Arrows"), s("Bandit Captain")},
         cardRule});
    add({"Mind Flayer Puppeteer: Domineering",
         underdark,
         {s("Mind Flayer Puppeteer"), s("Drow Sergeant")},
         cardRule});
    add({"Mind Flayer Puppeteer: two copies are one violation",
         underdark,
         {s("Mind Flayer Puppeteer"), s("Mind Flayer Puppeteer")},
         cardRule});
    add({"Nightwalker: Domineering forbids any champion",
         underdark,
         {s("Nightwalker"), s("Drow Sergeant")},
         cardRule,
         -1,
         -1,
         -1,
         500});
    add({"Nightwalker: alone is legal", underdark, {s("Nightwalker")}, none, -1, -1, -1, 500});
    add({"Rashemi Witch: Wychlaren forbids other Arcane creatures",
         wild,
         {s("Rashemi Witch"), s("Elf Warlock")},
         cardRule});
    add({"Rashemi Witch: Wychlaren forbids a second Witch",
         wild,
         {s("Rashemi Witch"), s("Rashemi Witch")},
         cardRule});
    add({"Rashemi Witch: Martial creatures are fine", wild, {s("Rashemi Witch"), s("Elf Warrior")}, none});
    add({"Orc Templar of Gruumsh: Templar's Pride forbids a Cleric of Gruumsh",
         borderlands,
         {s("Orc Templar of Gruumsh"), s("Cleric of Gruumsh")},
         cardRule});
    add({"Orc Templar of Gruumsh: other Orcs are fine",
         borderlands,
         {s("Orc Templar of Gruumsh"), s("Orc Spearfighter")},
         none});
    add({"Vajra Safahr: Blackstaff Counsel forbids Evil champions",
         civilization,
         {s("Vajra Safahr"), s("Zhent Champion")},
         cardRule});
    add({"Vajra Safahr: Evil non-champions are fine",
         civilization,
         {s("Vajra Safahr"), s("Anklebiter Imp")},
         none});
    add({"Vajra Safahr: Good champions are fine",
         civilization,
         {s("Vajra Safahr"), s("Cleric of Yondalla")},
         none});

    // Requirements.
    add({"Darkenbeast: Evil Arcane Master unmet", civilization, {s("Darkenbeast")}, cardRule});
    add({"Darkenbeast: met by an Evil Arcane creature of level 9",
         civilization,
         {s("Darkenbeast"), s("Warlock Knight of Vaasa")},
         none});
    add({"Darkenbeast: an Evil Arcane creature of level 7 is too low",
         civilization,
         {s("Darkenbeast"), s("Classic Ogre Mage")},
         cardRule});

    // Cost reductions.
    add({"Stone Giant Elder: Giant Blood lowers a non-Evil Giant by 5",
         borderlands,
         {s("Stone Giant Elder"), s("Astral Giant")},
         none,
         2,
         10,
         108});
    add({"Stone Giant Elder: an Evil Giant pays in full",
         borderlands,
         {s("Stone Giant Elder"), s("Oni")},
         none,
         2,
         10,
         123});
    add({"Stone Giant Elder: two Elders lower each other",
         borderlands,
         {s("Stone Giant Elder"), s("Stone Giant Elder")},
         none,
         2,
         10,
         160});
    add({"Stone Giant Elder: the reduced cost is used for the maximum cost",
         wild,
         {s("Stone Giant Elder"), s("Hill Giant Barbarian")},
         {s("max-cost"), s("point-limit")},
         2,
         8,
         158,
         100});
    add({"Ravenous Vampire: Wolf Blood lowers a Wolf by 2",
         wild,
         {s("Ravenous Vampire"), s("Wolf")},
         none,
         2,
         10,
         61});
    add({"Ravenous Vampire: each Wolf",
         wild,
         {s("Ravenous Vampire"), s("Wolf"), s("Worg")},
         none,
         3,
         10,
         70});

    // Conditional alignment: it only copies an alignment already present, so it shows where a rule
    // asks for an alignment (here an item for Evil or Good creatures only).
    add({"Needle Blight: Blackhearted is Evil beside Evil creatures",
         wild,
         {s("Needle Blight + Evil Token"), s("Skeletal Pixie")},
         none});
    add({"Needle Blight: Blackhearted stays unaligned without them",
         wild,
         {s("Needle Blight + Evil Token"), s("Gnome Recruit")},
         items});
    add({"Needle Blight: no clash with Good creatures alone",
         wild,
         {s("Needle Blight"), s("Brownie Skirmisher")},
         none});
    add({"Needle Blight: Good and Evil others still clash",
         wild,
         {s("Needle Blight"), s("Brownie Skirmisher"), s("Skeletal Pixie")},
         {s("alignment")}});
    add({"Wolf, Barovian: Blackhearted",
         wild,
         {s("Wolf, Barovian + Evil Token"), s("Skeletal Pixie")},
         none});
    add({"Wolf, Barovian: Blackhearted without Evil creatures",
         wild,
         {s("Wolf, Barovian + Evil Token"), s("Gnome Recruit")},
         items});
    add({"Zhentarim Fighter: Dark-Hearted",
         civilization,
         {s("Zhentarim Fighter + Evil Token"), s("Anklebiter Imp")},
         none});
    add({"Zhentarim Fighter: Dark-Hearted without Evil creatures",
         civilization,
         {s("Zhentarim Fighter + Evil Token"), s("City Guard")},
         items});
    add({"Noble Bronze Dragon: Goodhearted",
         wild,
         {s("Noble Bronze Dragon + Good Token"), s("Brownie Skirmisher")},
         none});
    add({"Noble Bronze Dragon: Goodhearted without Good creatures",
         wild,
         {s("Noble Bronze Dragon + Good Token"), s("Gnome Recruit")},
         items});

    // Unique exceptions.
    add({"Cazi Alphelandra: two Cazi are allowed",
         wild,
         {s("Cazi Alphelandra"), s("Cazi Alphelandra")},
         none});
    add({"Cazi Alphelandra: three are not", wild, times(3, s("Cazi Alphelandra")), {s("unique")}});
    add({"Cali Alphelandra: two Cali are not (the exception names Cazi)",
         wild,
         {s("Cali Alphelandra"), s("Cali Alphelandra")},
         {s("unique")}});
    add({"Cali Alphelandra: with two Cazi",
         wild,
         {s("Cali Alphelandra"), s("Cazi Alphelandra"), s("Cazi Alphelandra")},
         none});

    // Free items.
    add({"Eternal Blade: three Eternal Training items are free",
         borderlands,
         {s("Eternal Blade + Eternal Training: Footwork + Eternal Training: Parry + Eternal Training: "
            "Riposte")},
         none,
         1,
         10,
         54});
    add({"Eternal Blade: and one ordinary item",
         borderlands,
         {s("Eternal Blade + Eternal Training: Footwork + Eternal Training: Parry + Eternal Training: "
            "Riposte + "
            "Amulet")},
         none,
         1,
         10,
         59});
    add({"Eternal Blade: two ordinary items are too many",
         borderlands,
         {s("Eternal Blade + Eternal Training: Footwork + Amulet + Ring")},
         items,
         1,
         10,
         62});
    add({"Eternal Blade: a fourth Eternal Training item is paid for",
         borderlands,
         {s("Eternal Blade + Eternal Training: Footwork + Eternal Training: Parry + Eternal Training: "
            "Riposte + "
            "Eternal Training: Footwork")},
         none,
         1,
         10,
         58});
    add({"Warforged Cleric: two Healing Potions are free",
         borderlands,
         {s("Warforged Cleric + Healing Potion + Healing Potion + Amulet")},
         none,
         1,
         10,
         27});
    add({"Warforged Cleric: two ordinary items are too many",
         borderlands,
         {s("Warforged Cleric + Amulet + Ring")},
         items,
         1,
         10,
         30});
}

void TestCardConstructionRules::cardRules()
{
    QFETCH(int, points);
    QFETCH(QString, faction);
    QFETCH(QString, scenario);
    QFETCH(QStringList, creatures);
    QFETCH(QStringList, sizes);
    QFETCH(QStringList, violations);
    QFETCH(QStringList, warnings);
    QFETCH(int, count);
    QFETCH(int, limit);
    QFETCH(int, total);

    static const std::unique_ptr<LegalityChecker> checker = test::makeChecker();
    const SizedLookup lookup(catalogWithItems(), sizes);
    const ResolvedWarband resolved =
        WarbandResolver::resolve(test::warbandFrom(points, faction, creatures, scenario), lookup);
    QVERIFY2(resolved.isFullyResolved(), "a card of the row is not in the catalog");
    const LegalityReport report = checker->check(resolved);
    QVERIFY2(test::codesOf(report.violations) == test::sorted(violations),
             qPrintable(test::describe(report)));
    QVERIFY2(test::codesOf(notSize(report.warnings)) == test::sorted(warnings),
             qPrintable(test::describe(report)));
    if (count >= 0)
        QCOMPARE(report.creatureCount, count);
    if (limit >= 0)
        QCOMPARE(report.creatureLimit, limit);
    if (total >= 0)
        QCOMPARE(report.points, total);
}

void TestCardConstructionRules::violationsNameTheCard()
{
    static const std::unique_ptr<LegalityChecker> checker = test::makeChecker();
    const LegalityReport report = checker->check(WarbandResolver::resolve(
        test::warbandFrom(200, QStringLiteral("Borderlands"),
                          {QStringLiteral("Graz'zt"), QStringLiteral("Bandit Captain")}),
        catalogWithItems()));
    QCOMPARE(report.violations.size(), 1);
    const Violation& violation = report.violations.first();
    QCOMPARE(violation.rule, QStringLiteral("card: Graz'zt"));
    QCOMPARE(violation.cards, QStringList({QStringLiteral("Graz'zt"), QStringLiteral("Bandit Captain")}));
    QCOMPARE(violation.arguments,
             QStringList({QStringLiteral("forbid"), QStringLiteral("Graz'zt"), QStringLiteral("Domineering"),
                          QStringLiteral("Bandit Captain")}));
    QCOMPARE(
        violation.message,
        QStringLiteral("Graz'zt (Domineering) allows no other champion in its warband: Bandit Captain."));
}

QTEST_GUILESS_MAIN(TestCardConstructionRules)
#include "tst_card_construction_rules.moc"
