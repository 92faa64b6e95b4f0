// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/card_rule_parser.h"
#include "legality/creature_profile_cache.h"

#include "legality_fixture.h"

#include <QMap>
#include <QTest>

using namespace ddm;

// Power texts in these tests are written for them, in the grammar of printed cards; the catalog's
// own cards are read from ../shared at run time.
class TestCardRuleParser : public QObject {
    Q_OBJECT

private slots:
    void recognisesRules_data();
    void recognisesRules();
    void ignoresBattleEffects_data();
    void ignoresBattleEffects();
    void findsEveryCatalogConstructionRule();
    void selectorMatches_data();
    void selectorMatches();
    void profileCacheReparsesOnlyEditedCards();
};

namespace {

// The fields a kind uses beyond selector, amount and "other", as one comparable string.
QString detailOf(const CardRule& rule)
{
    switch (rule.kind) {
    case CardRuleKind::SetupAddition:
        return rule.totalCost ? QStringLiteral("total %1").arg(*rule.totalCost) : QString();
    case CardRuleKind::ConditionalAlignment:
        return alignmentName(rule.alignment);
    case CardRuleKind::FreeItems:
        return rule.itemName;
    default:
        return {};
    }
}

} // namespace

void TestCardRuleParser::recognisesRules_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("selector");
    QTest::addColumn<int>("amount");
    QTest::addColumn<bool>("excludesSource");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("label");

    QTest::newRow("allow-creatures")
        << "Clan Muster: Warband Building: All Gnome creatures are legal in your warband."
        << "allow-creatures"
        << "Gnome creature" << 0 << false << ""
        << "Clan Muster";
    QTest::newRow("allow-creatures with size")
        << "Tiny Host: Warband Building: All Tiny Kobolds are legal in your warband."
        << "allow-creatures"
        << "Tiny Kobolds creature" << 0 << false << ""
        << "Tiny Host";
    QTest::newRow("allow-from-faction, any creature") << "Hostages: Warband Building: You may include three "
                                                         "creatures from the Wild faction in your warband."
                                                      << "allow-from-faction"
                                                      << "creature from the Wild faction" << 3 << false << ""
                                                      << "Hostages";
    QTest::newRow("allow-from-faction, keyword")
        << "Diplomat: You may include one Dwarf creature in your warband from the Underdark faction."
        << "allow-from-faction"
        << "Dwarf creature from the Underdark faction" << 1 << false << ""
        << "Diplomat";
    QTest::newRow("allow-from-faction, of any faction") << "Mind Link: 2 Arcane creatures of any faction can "
                                                           "join this creature's warband. They cost as usual."
                                                        << "allow-from-faction"
                                                        << "Arcane creature" << 2 << false << ""
                                                        << "Mind Link";
    QTest::newRow("allow-self") << "Hired Blade: This creature is legal in a warband of any faction that "
                                   "includes a Drow or Duergar champion."
                                << "allow-self"
                                << "Drow or Duergar champion" << 0 << false << ""
                                << "Hired Blade";
    QTest::newRow("creature-limit, increase by") << "Horde 4: Increase your warband's creature limit by 4."
                                                 << "creature-limit"
                                                 << "creature" << 4 << false << ""
                                                 << "Horde 4";
    QTest::newRow("creature-limit, is increased by")
        << "Rally: Your warband’s creature limit is increased by 2 while this creature is in it."
        << "creature-limit"
        << "creature" << 2 << false << ""
        << "Rally";
    QTest::newRow("creature-limit, plus")
        << "Extra Hands: +3 to your warband's creature limit. Those creatures start in reserve."
        << "creature-limit"
        << "creature" << 3 << false << ""
        << "Extra Hands";
    QTest::newRow("creature-limit, label only") << "Strength in Numbers 5: (see the rules)"
                                                << "creature-limit"
                                                << "creature" << 5 << false << ""
                                                << "Strength in Numbers 5";
    QTest::newRow("mob") << "Rabble 3: Every 3 creatures named Test Zombie count as 1 creature for your "
                            "warband's creature limit."
                         << "mob"
                         << "Test Zombie" << 3 << false << ""
                         << "Rabble 3";
    QTest::newRow("setup-addition, during setup")
        << "Squire: Use during setup: Add 1 Halfling or Gnome from the Civilization faction with a cost of "
           "12 or "
           "less to your warband."
        << "setup-addition"
        << "Halfling or Gnome creature from the Civilization faction with cost 12 or less" << 1 << false << ""
        << "Squire";
    QTest::newRow("setup-addition, no trigger")
        << "Retinue: Add 2 Human from the Borderlands faction with cost 8 or less to your warband; they are "
           "free."
        << "setup-addition"
        << "Human creature from the Borderlands faction with cost 8 or less" << 2 << false << ""
        << "Retinue";
    QTest::newRow("setup-addition, total cost") << "Summon Servants: Use during setup: Add 1 or 3 Construct "
                                                   "allies, which total no more than 30 VP, to your "
                                                   "warband."
                                                << "setup-addition"
                                                << "Construct creature" << 3 << false << "total 30"
                                                << "Summon Servants";
    QTest::newRow("forbid, other") << "Jealous: Your warband may not include other Beholder creatures."
                                   << "forbid"
                                   << "Beholder creature" << 0 << true << ""
                                   << "Jealous";
    QTest::newRow("forbid, any champions") << "Tyrant: Your warband cannot include any champions."
                                           << "forbid"
                                           << "champion" << 0 << false << ""
                                           << "Tyrant";
    QTest::newRow("forbid, aligned champions") << "Purist: Your warband may not contain Good champions."
                                               << "forbid"
                                               << "Good champion" << 0 << false << ""
                                               << "Purist";
    QTest::newRow("forbid, a named card") << "Feud: This creature’s warband may not include a Goblin Chief."
                                          << "forbid"
                                          << "Goblin Chief" << 0 << false << ""
                                          << "Feud";
    QTest::newRow("forbid, other of two keywords")
        << "Loner: Your warband cannot contain any other Martial or Primal creatures."
        << "forbid"
        << "Martial or Primal creature" << 0 << true << ""
        << "Loner";
    QTest::newRow("require")
        << "Bound Servant: Your warband must include a Good Divine creature of level 6 or higher."
        << "require"
        << "Good Divine creature of level 6 or higher" << 0 << false << ""
        << "Bound Servant";
    QTest::newRow("cost-reduction") << "Kin Bond: Non-Good Orc allies cost 3 less than normal for purposes "
                                       "of warband building. They score "
                                       "normally."
                                    << "cost-reduction"
                                    << "non-Good Orc creature" << 3 << true << ""
                                    << "Kin Bond";
    QTest::newRow("conditional-alignment, if there are")
        << "Follower: This creature is Good if there are Good creatures in your warband."
        << "conditional-alignment"
        << "Good creature" << 0 << false << "Good"
        << "Follower";
    QTest::newRow("conditional-alignment, if your warband contains")
        << "Turncoat: If your warband contains an Evil creature, this creature is Evil."
        << "conditional-alignment"
        << "Evil creature" << 0 << false << "Evil"
        << "Turncoat";
    QTest::newRow("unique-allowance") << "Twins: Your warband may contain two creatures named Test Twin."
                                      << "unique-allowance"
                                      << "Test Twin" << 2 << false << ""
                                      << "Twins";
    QTest::newRow("free-items")
        << "Quartermaster: Use during your set-up: Assign up to 2 Smoke Bomb items to this creature for no "
           "additional cost."
        << "free-items"
        << "creature" << 2 << false << "Smoke Bomb"
        << "Quartermaster";
}

void TestCardRuleParser::recognisesRules()
{
    QFETCH(QString, text);
    QFETCH(QString, kind);
    QFETCH(QString, selector);
    QFETCH(int, amount);
    QFETCH(bool, excludesSource);
    QFETCH(QString, detail);
    QFETCH(QString, label);

    const std::optional<CardRule> rule = CardRuleParser::parsePower(text);
    QVERIFY2(rule, qPrintable(text));
    QCOMPARE(cardRuleKindKey(rule->kind), kind);
    QCOMPARE(describeSelector(rule->selector), selector);
    QCOMPARE(rule->amount, amount);
    QCOMPARE(rule->excludesSource, excludesSource);
    QCOMPARE(detailOf(*rule), detail);
    QCOMPARE(rule->label, label);
}

void TestCardRuleParser::ignoresBattleEffects_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("addition when triggered") << "Raise Thralls: Use when an enemy is destroyed: Add 1 Undead "
                                                "ally with cost 5 or less to your warband.";
    QTest::newRow("addition as an attack action")
        << "Call Pack: Attack action: Add 1 Wolf ally with cost 10 or less to your warband.";
    QTest::newRow("bonus while in a warband")
        << "Kinship: +5 damage while in a warband with a Goblin champion.";
    QTest::newRow("keyword gained in battle")
        << "Link: While this creature is not bloodied, Elf creatures in your warband gain the Dwarf keyword.";
    QTest::newRow("once per round limit") << "Loot: Only 1 creature in your warband can use Loot each round.";
    QTest::newRow("in-battle namesake of a rule label")
        << "War Beast: +5 damage for each rider on this creature.";
    QTest::newRow("plain attack") << "Claw: +10 vs. AC; 10 damage.";
    QTest::newRow("no label") << "This creature gains +2 Speed.";
}

void TestCardRuleParser::ignoresBattleEffects()
{
    QFETCH(QString, text);
    const std::optional<CardRule> rule = CardRuleParser::parsePower(text);
    QVERIFY2(!rule, qPrintable(rule ? cardRuleKindKey(rule->kind) : QString()));
}

void TestCardRuleParser::findsEveryCatalogConstructionRule()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    // Every catalog card whose powers set a construction rule, with the kinds; reviewed card by card.
    const QMap<QString, QStringList> expected{
        {QStringLiteral("Battle Plate Marshal"), {QStringLiteral("allow-creatures")}},
        {QStringLiteral("Goblin Folk Hero"), {QStringLiteral("allow-creatures")}},
        {QStringLiteral("Mind Flayer Enslaver"), {QStringLiteral("allow-from-faction")}},
        {QStringLiteral("Elf Ambassador"), {QStringLiteral("allow-from-faction")}},
        {QStringLiteral("Tsucora Quori"), {QStringLiteral("allow-from-faction")}},
        {QStringLiteral("Bloodspike Behemoth"), {QStringLiteral("allow-self")}},
        {QStringLiteral("Drow Arachnomancer"), {QStringLiteral("creature-limit")}},
        {QStringLiteral("Gnoll with Two Swords"), {QStringLiteral("creature-limit")}},
        {QStringLiteral("Graycloak Ranger"), {QStringLiteral("creature-limit")}},
        {QStringLiteral("Ha-Sis, Lizardfolk Hero"), {QStringLiteral("creature-limit")}},
        {QStringLiteral("Snig the Axe"), {QStringLiteral("creature-limit")}},
        {QStringLiteral("Snig, Worg Rider"), {QStringLiteral("creature-limit")}},
        {QStringLiteral("Cultist of the Dragon"), {QStringLiteral("creature-limit")}},
        {QStringLiteral("Evermeet Wizard"), {QStringLiteral("creature-limit")}},
        {QStringLiteral("Carnage Demon"), {QStringLiteral("mob")}},
        {QStringLiteral("Karrnathi Zombie"), {QStringLiteral("mob")}},
        {QStringLiteral("Mercenary General"), {QStringLiteral("setup-addition")}},
        {QStringLiteral("Ettin Mercenary Leader"), {QStringLiteral("setup-addition")}},
        {QStringLiteral("Qawasha"), {QStringLiteral("setup-addition")}},
        {QStringLiteral("Arcturia"), {QStringLiteral("setup-addition")}},
        {QStringLiteral("Azurion, Dune Scourge"), {QStringLiteral("forbid")}},
        {QStringLiteral("Blaze, Sulfurborn Wyrm"), {QStringLiteral("forbid")}},
        {QStringLiteral("Onyx, Glistening Death"), {QStringLiteral("forbid")}},
        {QStringLiteral("Graz'zt"), {QStringLiteral("forbid")}},
        {QStringLiteral("King Obould Many-Arrows"), {QStringLiteral("forbid")}},
        {QStringLiteral("Mind Flayer Puppeteer"), {QStringLiteral("forbid")}},
        {QStringLiteral("Nightwalker"), {QStringLiteral("forbid")}},
        {QStringLiteral("Rashemi Witch"), {QStringLiteral("forbid")}},
        {QStringLiteral("Orc Templar of Gruumsh"), {QStringLiteral("forbid")}},
        {QStringLiteral("Vajra Safahr"), {QStringLiteral("forbid")}},
        {QStringLiteral("Darkenbeast"), {QStringLiteral("require")}},
        {QStringLiteral("Stone Giant Elder"), {QStringLiteral("cost-reduction")}},
        {QStringLiteral("Ravenous Vampire"), {QStringLiteral("cost-reduction")}},
        {QStringLiteral("Needle Blight"), {QStringLiteral("conditional-alignment")}},
        {QStringLiteral("Wolf, Barovian"), {QStringLiteral("conditional-alignment")}},
        {QStringLiteral("Zhentarim Fighter"), {QStringLiteral("conditional-alignment")}},
        {QStringLiteral("Noble Bronze Dragon"), {QStringLiteral("conditional-alignment")}},
        {QStringLiteral("Cali Alphelandra"), {QStringLiteral("unique-allowance")}},
        {QStringLiteral("Cazi Alphelandra"), {QStringLiteral("unique-allowance")}},
        {QStringLiteral("Eternal Blade"), {QStringLiteral("free-items")}},
        {QStringLiteral("Warforged Cleric"), {QStringLiteral("free-items")}},
    };
    QCOMPARE(expected.size(), 41);

    QMap<QString, QStringList> found;
    for (const Creature& card : test::catalogCreatures()) {
        for (const CardRule& rule : CardRuleParser::parse(card.powers))
            found[card.name].append(cardRuleKindKey(rule.kind));
    }
    for (auto it = found.cbegin(); it != found.cend(); ++it)
        QVERIFY2(expected.contains(it.key()),
                 qPrintable(QStringLiteral("unexpected rule on %1: %2")
                                .arg(it.key(), it.value().join(QLatin1Char(' ')))));
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        QVERIFY2(found.value(it.key()) == it.value(),
                 qPrintable(QStringLiteral("%1: expected %2, found %3")
                                .arg(it.key(), it.value().join(QLatin1Char(' ')),
                                     found.value(it.key()).join(QLatin1Char(' ')))));
}

void TestCardRuleParser::selectorMatches_data()
{
    QTest::addColumn<QString>("phrase");
    QTest::addColumn<QStringList>("keywords");
    QTest::addColumn<QString>("alignment");
    QTest::addColumn<QString>("size"); // empty: unknown
    QTest::addColumn<bool>("champion");
    QTest::addColumn<QString>("expected"); // no, yes, assuming-size

    QTest::newRow("plural matches singular keyword")
        << "Goblins" << QStringList{QStringLiteral("Goblin")} << "Neutral"
        << "Medium" << false << "yes";
    QTest::newRow("keyword ending in s matches as written")
        << "Chaos creatures" << QStringList{QStringLiteral("Chaos")} << "Neutral"
        << "Medium" << false << "yes";
    QTest::newRow("size unknown") << "Small Goblins" << QStringList{QStringLiteral("Goblin")} << "Neutral"
                                  << "" << false << "assuming-size";
    QTest::newRow("size known and right")
        << "Small Goblins" << QStringList{QStringLiteral("Goblin")} << "Neutral"
        << "Small" << false << "yes";
    QTest::newRow("size known and wrong")
        << "Small Goblins" << QStringList{QStringLiteral("Goblin")} << "Neutral"
        << "Medium" << false << "no";
    QTest::newRow("keyword missing") << "Dragon creatures" << QStringList{QStringLiteral("Beast")}
                                     << "Neutral"
                                     << "Medium" << false << "no";
    QTest::newRow("one of several keywords")
        << "Human, Elf, or Dwarf" << QStringList{QStringLiteral("Dwarf")} << "Good"
        << "Medium" << false << "yes";
    QTest::newRow("non-Evil rejects Evil")
        << "Non-Evil Giant" << QStringList{QStringLiteral("Giant")} << "Evil"
        << "Large" << false << "no";
    QTest::newRow("non-Evil takes unaligned")
        << "Non-Evil Giant" << QStringList{QStringLiteral("Giant")} << "Neutral"
        << "Large" << false << "yes";
    QTest::newRow("champions only") << "Evil champions" << QStringList() << "Evil"
                                    << "Medium" << false << "no";
    QTest::newRow("champion") << "Evil champions" << QStringList() << "Evil"
                              << "Medium" << true << "yes";
}

void TestCardRuleParser::selectorMatches()
{
    QFETCH(QString, phrase);
    QFETCH(QStringList, keywords);
    QFETCH(QString, alignment);
    QFETCH(QString, size);
    QFETCH(bool, champion);
    QFETCH(QString, expected);

    Creature card;
    card.name = QStringLiteral("Test Creature");
    card.keywords = keywords;
    card.alignment = *parseAlignment(alignment);
    card.size = parseSize(size);
    if (champion)
        card.championRating = 1;
    const std::optional<CardSelector> selector = parseSelector(phrase);
    QVERIFY(selector);
    const SelectorMatch match = matchSelector(*selector, card, card.alignment, card.name);
    const QString result = match == SelectorMatch::Yes  ? QStringLiteral("yes")
                           : match == SelectorMatch::No ? QStringLiteral("no")
                                                        : QStringLiteral("assuming-size");
    QCOMPARE(result, expected);
}

void TestCardRuleParser::profileCacheReparsesOnlyEditedCards()
{
    Creature card;
    card.name = QStringLiteral("Test Tyrant, Iron Fist");
    card.set = QStringLiteral("Test Set");
    card.powers = {
        {PowerType::Special, QStringLiteral("Tyrant: Your warband cannot include any champions."), {}}};

    CreatureProfileCache cache;
    const CreatureProfile& first = cache.profileFor(card);
    QCOMPARE(first.uniqueName, QStringLiteral("Test Tyrant"));
    QCOMPARE(first.rules.size(), 1);
    QCOMPARE(&cache.profileFor(card), &first); // parsed once

    Creature edited = card;
    edited.powers.first().text = QStringLiteral("Tyrant: +2 Attack.");
    const CreatureProfile& second = cache.profileFor(edited);
    QVERIFY(&second != &first);
    QVERIFY(second.rules.isEmpty());
    QCOMPARE(first.rules.size(), 1); // the first profile stays valid
}

QTEST_GUILESS_MAIN(TestCardRuleParser)
#include "tst_card_rule_parser.moc"
