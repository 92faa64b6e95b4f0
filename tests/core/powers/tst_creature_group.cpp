// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/creature_group.h"

#include <QTest>

using namespace ddm;

// readCreatureGroup: the creatures a power reaches ("Goblin and Orc allies", "Evil enemies", "Small
// creatures in your warband"), by side and by what they are.
class TestCreatureGroup : public QObject {
    Q_OBJECT

private slots:
    void readsWhoAndWhichSide_data();
    void readsWhoAndWhichSide();
    void refusesWordsWithoutOneFilter_data();
    void refusesWordsWithoutOneFilter();
};

void TestCreatureGroup::readsWhoAndWhichSide_data()
{
    QTest::addColumn<QString>("phrase");
    QTest::addColumn<QString>("sides"); // "self allies enemies", those the group reaches
    QTest::addColumn<QStringList>("keywords");
    QTest::addColumn<QString>("what"); // alignment, sizes and states, as "Good", "Small-Medium", "living"
    QTest::newRow("allies") << "allies"
                            << "allies" << QStringList{} << "";
    QTest::newRow("keyword allies") << "Goblin and Orc allies"
                                    << "allies" << QStringList{"Goblin", "Orc"} << "";
    QTest::newRow("the warband is this creature too") << "Creatures in your warband"
                                                      << "self allies" << QStringList{} << "";
    QTest::newRow("a two-word keyword is not a Beast") << "Magical Beast allies"
                                                       << "allies" << QStringList{"Magical Beast"} << "";
    QTest::newRow("a list of single allies") << "each Dragon ally, Goblin ally, and Spawn ally"
                                             << "allies" << QStringList{"Dragon", "Goblin", "Spawn"} << "";
    QTest::newRow("this creature and each X ally and each Y ally")
        << "This creature and each Elf ally and each Eladrin ally"
        << "self allies" << QStringList{"Elf", "Eladrin"} << "";
    QTest::newRow("both sides, named one by one") << "each ally and each enemy"
                                                  << "allies enemies" << QStringList{} << "";
    QTest::newRow("keyword creatures are on both sides")
        << "Undead creatures"
        << "self allies enemies" << QStringList{"Undead"} << "";
    QTest::newRow("a plural keyword in your warband") << "Goblins in your warband"
                                                      << "self allies" << QStringList{"Goblin"} << "";
    QTest::newRow("a plural keyword, enemies and allies")
        << "All Humans (enemies and allies)"
        << "self allies enemies" << QStringList{"Human"} << "";
    QTest::newRow("an alignment of enemies") << "Evil enemies"
                                             << "enemies" << QStringList{} << "Evil";
    QTest::newRow("an alignment and a keyword narrow each other")
        << "each Evil Dragon ally"
        << "allies" << QStringList{"Dragon"} << "Evil";
    QTest::newRow("a size") << "Small creatures in your warband"
                            << "self allies" << QStringList{} << "Small";
    QTest::newRow("sizes make a range, then a keyword")
        << "Medium and Small Stealth allies"
        << "allies" << QStringList{"Stealth"} << "Small-Medium";
    QTest::newRow("living") << "Each living ally"
                            << "allies" << QStringList{} << "living";
    // Not read as a keyword "Enemies" of allies.
    QTest::newRow("enemies and allies") << "Enemies and allies"
                                        << "allies enemies" << QStringList{} << "";
    QTest::newRow("an exclusion beside a state")
        << "Living, non-Troglodyte enemies and allies"
        << "allies enemies" << QStringList{} << "living non-Troglodyte";
    QTest::newRow("an exclusion alone") << "Non-Demon enemies"
                                        << "enemies" << QStringList{} << "non-Demon";
    QTest::newRow("a level relative to this creature") << "Lower-level Orc allies"
                                                       << "allies" << QStringList{"Orc"} << "lower-level";
    QTest::newRow("this creature alone") << "This creature"
                                         << "self" << QStringList{} << "";
}

void TestCreatureGroup::readsWhoAndWhichSide()
{
    QFETCH(QString, phrase);
    QFETCH(QString, sides);
    QFETCH(QStringList, keywords);
    QFETCH(QString, what);
    const std::optional<CreatureGroup> group = readCreatureGroup(phrase);
    QVERIFY(group);
    QStringList reached;
    if (group->self)
        reached.append(QStringLiteral("self"));
    if (group->allies)
        reached.append(QStringLiteral("allies"));
    if (group->enemies)
        reached.append(QStringLiteral("enemies"));
    QCOMPARE(reached.join(QLatin1Char(' ')), sides);
    QCOMPARE(group->filter.requiredKeywords, keywords);
    QStringList described;
    if (group->filter.alignment)
        described.append(alignmentName(*group->filter.alignment));
    if (group->filter.minSize) {
        const QString low = sizeName(*group->filter.minSize);
        const QString high = sizeName(*group->filter.maxSize);
        described.append(low == high ? low : low + QLatin1Char('-') + high);
    }
    if (group->filter.livingOnly)
        described.append(QStringLiteral("living"));
    if (group->filter.lowerLevelOnly)
        described.append(QStringLiteral("lower-level"));
    for (const QString& excluded : group->filter.immuneKeywords)
        described.append(QStringLiteral("non-") + excluded);
    QCOMPARE(described.join(QLatin1Char(' ')), what);
}

void TestCreatureGroup::refusesWordsWithoutOneFilter_data()
{
    QTest::addColumn<QString>("phrase");
    QTest::newRow("an alignment or a keyword: either one") << "Selesnya and Good allies";
    QTest::newRow("a faction") << "Civilization creatures in your warband";
    QTest::newRow("not an alignment") << "Non-Evil Fey and Gnome allies";
    QTest::newRow("a keyword and another filter, either one") << "each Good ally and each Dragon ally";
    QTest::newRow("a place") << "Allies in any victory areas";
    QTest::newRow("each side a keyword of its own") << "each Dragon ally and each Goblin enemy";
    QTest::newRow("sizes with a gap") << "Small or Large allies";
    QTest::newRow("a plural not made with an s") << "Elves in your warband";
    QTest::newRow("an exclusion of a state, not a keyword") << "Non-Bloodied allies";
    QTest::newRow("an exclusion of a two-word keyword") << "Non-Mind Flayer enemies";
}

void TestCreatureGroup::refusesWordsWithoutOneFilter()
{
    QFETCH(QString, phrase);
    QVERIFY(!readCreatureGroup(phrase));
}

QTEST_GUILESS_MAIN(TestCreatureGroup)
#include "tst_creature_group.moc"
