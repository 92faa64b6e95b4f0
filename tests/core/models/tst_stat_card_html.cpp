// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/card_text_html.h"
#include "models/stat_card_html.h"

#include <QRegularExpression>
#include <QTest>

using namespace ddm;

namespace {

// An invented champion with one power of each type, in an order the card must regroup.
Creature inventedChampion()
{
    Creature creature;
    creature.id = 7;
    creature.name = QStringLiteral("Test Warden <of> Dawn");
    creature.set = QStringLiteral("Invented Set A");
    creature.cost = 31;
    creature.level = 8;
    creature.ac = 23;
    creature.fort = 19;
    creature.ref = 16;
    creature.will = 18;
    creature.speed = 6;
    creature.movement = MovementMode::Flight;
    creature.hp = 75;
    creature.championRating = 3;
    creature.alignment = Alignment::Good;
    creature.factions = Faction::Civilization | Faction::Wild;
    creature.keywords = {QStringLiteral("Human"), QStringLiteral("Unique")};
    creature.powers = {
        {PowerType::Special, QStringLiteral("Glare: an invented trick; the target is Dazed (save ends)."), 2},
        {PowerType::Attack, QStringLiteral("Test Blade: +11 vs. AC; 15 damage."), std::nullopt},
        {PowerType::Champion, QStringLiteral("Rally: an invented command."), std::nullopt},
        {PowerType::Ability, QStringLiteral("Reach 2"), std::nullopt},
        {PowerType::Attack, QStringLiteral("Test Bolt: {b}{r} +9 vs. Reflex; 10 damage."), 1},
    };
    return creature;
}

qsizetype count(const QString& html, const QString& part)
{
    return html.count(part);
}

} // namespace

class TestStatCardHtml : public QObject {
    Q_OBJECT

private slots:
    void showsNameLevelAndKeywords();
    void showsDefencesSpeedAndHitPoints();
    void groupsPowersByTypeInCardOrder();
    void drawsUseBoxes();
    void namesPowersInBold();
    void showsChampionRatingCostFactionsAndAlignment();
    void writesIconsAsWords_data();
    void writesIconsAsWords();
    void linksGlossaryTerms();
    void leavesLinksOutOnRequest();
    void setsNoColours_data();
    void setsNoColours();
    void compactCardHasNoHeadings();
    void marksCustomCards();
    void omitsEmptyGroups();
};

void TestStatCardHtml::showsNameLevelAndKeywords()
{
    const QString html = StatCardHtml::render(inventedChampion());
    QVERIFY(html.contains(QStringLiteral("<h2>Test Warden &lt;of&gt; Dawn</h2>")));
    QVERIFY(html.contains(QStringLiteral("Level 8")));
    QVERIFY(html.contains(QStringLiteral("Human, <a href=\"ddm://glossary/unique\">Unique</a>")));
}

void TestStatCardHtml::showsDefencesSpeedAndHitPoints()
{
    const QString html = StatCardHtml::render(inventedChampion());
    for (const char* part :
         {"<b>AC</b>&nbsp;23", "<b>Fort</b>&nbsp;19", "<b>Ref</b>&nbsp;16", "<b>Will</b>&nbsp;18",
          "<b>Speed</b>&nbsp;6 <a href=\"ddm://glossary/flight\">Flight</a>",
          "<b>HP</b>&nbsp;75 (bloodied 37)"})
        QVERIFY2(html.contains(QString::fromUtf8(part)), part);
}

void TestStatCardHtml::groupsPowersByTypeInCardOrder()
{
    const QString html = StatCardHtml::render(inventedChampion());
    const QStringList inOrder{QStringLiteral("<h3>Attacks</h3>"),
                              QStringLiteral("Test Blade"),
                              QStringLiteral("Test Bolt"),
                              QStringLiteral("<h3>Abilities</h3>"),
                              QStringLiteral("Reach 2"),
                              QStringLiteral("<h3>Special powers</h3>"),
                              QStringLiteral("Glare"),
                              QStringLiteral("<h3>Champion rating 3</h3>"),
                              QStringLiteral("Rally")};
    qsizetype at = 0;
    for (const QString& part : inOrder) {
        const qsizetype found = html.indexOf(part, at);
        QVERIFY2(found >= 0, qPrintable(QStringLiteral("%1 missing or out of order").arg(part)));
        at = found + part.size();
    }
}

void TestStatCardHtml::drawsUseBoxes()
{
    const QString html = StatCardHtml::render(inventedChampion());
    QCOMPARE(count(html, QStringLiteral("&#x2610;")), 3); // Glare twice, Test Bolt once
    QVERIFY(html.contains(QStringLiteral("&#x2610;&#x2610; <b>Glare:</b>")));

    Creature many = inventedChampion();
    many.powers = {{PowerType::Special, QStringLiteral("Often: an invented power."), 9}};
    QVERIFY(StatCardHtml::render(many).contains(QStringLiteral("&#x2610; &times; 9")));
}

void TestStatCardHtml::namesPowersInBold()
{
    Creature creature = inventedChampion();
    creature.powers = {
        {PowerType::Champion,
         QStringLiteral("Use when an invented enemy misses an ally with an attack: it happens."),
         std::nullopt}};
    const QString html = StatCardHtml::render(creature);
    QVERIFY(!html.contains(QStringLiteral("<b>Use when")));
    QVERIFY(
        StatCardHtml::render(inventedChampion()).contains(QStringLiteral("<b>Test Blade:</b> +11 vs. AC")));
}

void TestStatCardHtml::showsChampionRatingCostFactionsAndAlignment()
{
    const QString html = StatCardHtml::render(inventedChampion());
    QVERIFY(html.contains(QStringLiteral("Champion rating 3")));
    QVERIFY(html.contains(QStringLiteral("<b>Cost</b>&nbsp;31")));
    QVERIFY(html.contains(QStringLiteral("Civilization/Wild")));
    QVERIFY(html.contains(QStringLiteral("Good")));
    QVERIFY(html.contains(QStringLiteral("Invented Set A")));
}

void TestStatCardHtml::writesIconsAsWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("html");
    QTest::newRow("melee") << QStringLiteral("a {m} attack") << QStringLiteral("a <b>Melee</b> attack");
    QTest::newRow("upper case") << QStringLiteral("{M}") << QStringLiteral("<b>Melee</b>");
    QTest::newRow("ranged") << QStringLiteral("{r}") << QStringLiteral("<b>Ranged</b>");
    QTest::newRow("close and area") << QStringLiteral("{c} or {A}")
                                    << QStringLiteral("<b>Close</b> or <b>Area</b>");
    QTest::newRow("basic melee run") << QStringLiteral("{basic}{M} attack")
                                     << QStringLiteral("<b>Basic Melee</b> attack");
    QTest::newRow("short basic") << QStringLiteral("{b}") << QStringLiteral("<b>Basic</b>");
    QTest::newRow("not an icon") << QStringLiteral("{x}") << QStringLiteral("{x}");
    QTest::newRow("escaped") << QStringLiteral("a < b & {m}")
                             << QStringLiteral("a &lt; b &amp; <b>Melee</b>");
}

void TestStatCardHtml::writesIconsAsWords()
{
    QFETCH(QString, text);
    QFETCH(QString, html);
    QCOMPARE(cardTextToHtml(text, false), html);
}

void TestStatCardHtml::linksGlossaryTerms()
{
    const QString html = StatCardHtml::render(inventedChampion());
    QVERIFY(html.contains(QStringLiteral("<a href=\"ddm://glossary/reach\">Reach 2</a>")));
    QVERIFY(html.contains(QStringLiteral("<a href=\"ddm://glossary/dazed\">Dazed</a>")));
    QVERIFY(html.contains(QStringLiteral("(<a href=\"ddm://glossary/save%20ends\">save ends</a>)")));
    QVERIFY(!html.contains(QLatin1Char('{')));
    QVERIFY(html.contains(QStringLiteral("<b>Basic Ranged</b>")));
}

void TestStatCardHtml::leavesLinksOutOnRequest()
{
    const QString html = StatCardHtml::render(inventedChampion(), {false, false});
    QVERIFY(!html.contains(QStringLiteral("<a ")));
    QVERIFY(html.contains(QStringLiteral("Reach 2")));
}

void TestStatCardHtml::setsNoColours_data()
{
    QTest::addColumn<bool>("compact");
    QTest::newRow("full") << false;
    QTest::newRow("compact") << true;
}

void TestStatCardHtml::setsNoColours()
{
    QFETCH(bool, compact);
    const QString html = StatCardHtml::render(inventedChampion(), {compact, true});
    static const QRegularExpression colour(QStringLiteral("color|background|bgcolor|#[0-9a-f]{3,6}\\b"),
                                           QRegularExpression::CaseInsensitiveOption);
    QVERIFY2(!colour.match(html).hasMatch(), qPrintable(colour.match(html).captured()));
}

void TestStatCardHtml::compactCardHasNoHeadings()
{
    const QString html = StatCardHtml::render(inventedChampion(), {true, true});
    QVERIFY(!html.contains(QStringLiteral("<h")));
    QVERIFY(html.contains(QStringLiteral("<b>Test Warden &lt;of&gt; Dawn</b>")));
    QVERIFY(html.contains(QStringLiteral("font-size:small")));
    QVERIFY(html.contains(QStringLiteral("<i>Attack</i> <b>Test Blade:</b>")));
    QVERIFY(html.contains(QStringLiteral("<b>Champion rating</b>&nbsp;3")));
    QVERIFY(html.contains(QStringLiteral("(bloodied 37)")));
}

void TestStatCardHtml::marksCustomCards()
{
    Creature creature = inventedChampion();
    creature.origin = CardOrigin::Custom;
    QVERIFY(StatCardHtml::render(creature).contains(QStringLiteral("Invented Set A (custom card)")));
}

void TestStatCardHtml::omitsEmptyGroups()
{
    Creature creature = inventedChampion();
    creature.championRating.reset();
    creature.powers = {{PowerType::Attack, QStringLiteral("Poke: +1 vs. AC; 5 damage."), std::nullopt}};
    const QString html = StatCardHtml::render(creature);
    QVERIFY(html.contains(QStringLiteral("<h3>Attacks</h3>")));
    QVERIFY(!html.contains(QStringLiteral("Abilities")));
    QVERIFY(!html.contains(QStringLiteral("Special powers")));
    QVERIFY(!html.contains(QStringLiteral("Champion")));
}

QTEST_GUILESS_MAIN(TestStatCardHtml)
#include "tst_stat_card_html.moc"
