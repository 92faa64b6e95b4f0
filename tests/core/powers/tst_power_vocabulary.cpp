// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_power.h"
#include "powers/condition.h"
#include "powers/damage_type.h"
#include "powers/effect_duration.h"
#include "powers/effect_keyword.h"

#include <QTest>

using namespace ddm;

// The game's words: the engine logs these names and the rule numbers behind them, and card text
// and files are parsed back into them.
class TestPowerVocabulary : public QObject {
    Q_OBJECT

private slots:
    void parsesDamageTypes_data();
    void parsesDamageTypes();
    void damageTypeNamesRoundTrip();
    void parsesConditions_data();
    void parsesConditions();
    void conditionsNameTheirRule_data();
    void conditionsNameTheirRule();
    void weakenedIsEnervated();
    void durationsNameTheirRule_data();
    void durationsNameTheirRule();
    void parsesDefences_data();
    void parsesDefences();
    void parsesStatistics_data();
    void parsesStatistics();
    void rejectsUnknownWords_data();
    void rejectsUnknownWords();
};

void TestPowerVocabulary::parsesDamageTypes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<DamageType>("type");
    QTest::newRow("lower case") << "fire" << DamageType::Fire;
    QTest::newRow("capitalised") << "Necrotic" << DamageType::Necrotic;
    QTest::newRow("upper case") << "COLD" << DamageType::Cold;
    QTest::newRow("spaces around") << "  acid " << DamageType::Acid;
    QTest::newRow("misprint lighting") << "lighting" << DamageType::Lightning;
    QTest::newRow("older electricity") << "Electricity" << DamageType::Lightning;
    QTest::newRow("plain damage") << "Untyped" << DamageType::Untyped;
}

void TestPowerVocabulary::parsesDamageTypes()
{
    QFETCH(QString, text);
    QFETCH(DamageType, type);
    QCOMPARE(parseDamageType(text), type);
}

void TestPowerVocabulary::damageTypeNamesRoundTrip()
{
    const QList<DamageType> types = allDamageTypes();
    QCOMPARE(types.size(), 11);
    QVERIFY(!types.contains(DamageType::Untyped));
    for (DamageType type : types)
        QCOMPARE(parseDamageType(damageTypeName(type)), type);
}

void TestPowerVocabulary::parsesConditions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Condition>("condition");
    QTest::newRow("immobilized") << "Immobilized" << Condition::Immobilized;
    QTest::newRow("lower case") << "stunned" << Condition::Stunned;
    QTest::newRow("staggered is dazed (903.2)") << "Staggered" << Condition::Dazed;
    QTest::newRow("weakened is enervated (905.2)") << "Weakened" << Condition::Enervated;
    QTest::newRow("petrified") << "PETRIFIED" << Condition::Petrified;
    QTest::newRow("grants combat advantage")
        << "grants combat advantage" << Condition::GrantingCombatAdvantage;
}

void TestPowerVocabulary::parsesConditions()
{
    QFETCH(QString, text);
    QFETCH(Condition, condition);
    QCOMPARE(parseCondition(text), condition);
}

void TestPowerVocabulary::conditionsNameTheirRule_data()
{
    QTest::addColumn<Condition>("condition");
    QTest::addColumn<QString>("rule");
    QTest::newRow("blinded") << Condition::Blinded << "901";
    QTest::newRow("confused") << Condition::Confused << "902";
    QTest::newRow("dazed") << Condition::Dazed << "903";
    QTest::newRow("dominated") << Condition::Dominated << "904";
    QTest::newRow("enervated") << Condition::Enervated << "905";
    QTest::newRow("helpless") << Condition::Helpless << "906";
    QTest::newRow("immobilized") << Condition::Immobilized << "907";
    QTest::newRow("slowed") << Condition::Slowed << "909";
    QTest::newRow("stunned") << Condition::Stunned << "910";
    QTest::newRow("invisible") << Condition::Invisible << "804.4.f";
    QTest::newRow("petrified is the card's own") << Condition::Petrified << "";
}

void TestPowerVocabulary::conditionsNameTheirRule()
{
    QFETCH(Condition, condition);
    QFETCH(QString, rule);
    QCOMPARE(conditionRule(condition), rule);
    QCOMPARE(parseCondition(conditionName(condition)), condition);
}

void TestPowerVocabulary::weakenedIsEnervated()
{
    QCOMPARE(conditionName(Condition::Weakened), QStringLiteral("Enervated"));
    const QList<Condition> conditions = allConditions();
    QCOMPARE(conditions.count(Condition::Enervated), 1);
    QCOMPARE(conditions.size(), 13);
}

void TestPowerVocabulary::durationsNameTheirRule_data()
{
    QTest::addColumn<EffectDuration>("duration");
    QTest::addColumn<QString>("rule");
    QTest::newRow("save ends") << EffectDuration::SaveEnds << "804.4.e";
    QTest::newRow("default for a condition") << EffectDuration::EndOfNextTurn << "900.2";
    QTest::newRow("end of round") << EffectDuration::EndOfRound << "305";
    QTest::newRow("one-time") << EffectDuration::Instant << "802.1";
    QTest::newRow("until end of battle") << EffectDuration::Permanent << "803.2";
}

void TestPowerVocabulary::durationsNameTheirRule()
{
    QFETCH(EffectDuration, duration);
    QFETCH(QString, rule);
    QCOMPARE(effectDurationRule(duration), rule);
    QCOMPARE(parseEffectDuration(effectDurationName(duration)), duration);
}

void TestPowerVocabulary::parsesDefences_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Defence>("defence");
    QTest::newRow("AC") << "AC" << Defence::AC;
    QTest::newRow("full name") << "Fortitude" << Defence::Fortitude;
    QTest::newRow("short name") << "Ref" << Defence::Reflex;
    QTest::newRow("DEF(Will)") << "DEF(Will)" << Defence::Will;
    QTest::newRow("DEF (Fort) with a space") << "DEF (Fort)" << Defence::Fortitude;
    QTest::newRow("DEF( ref ) spaced inside") << "DEF( ref )" << Defence::Reflex;
}

void TestPowerVocabulary::parsesDefences()
{
    QFETCH(QString, text);
    QFETCH(Defence, defence);
    QCOMPARE(parseDefence(text), defence);
}

void TestPowerVocabulary::parsesStatistics_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Statistic>("statistic");
    QTest::newRow("attack") << "Attack" << Statistic::Attack;
    QTest::newRow("DEF is the three defences but AC (209.3)") << "DEF" << Statistic::Defences;
    QTest::newRow("all defenses") << "all defenses" << Statistic::AllDefences;
    QTest::newRow("fort") << "Fort" << Statistic::Fortitude;
    QTest::newRow("speed") << "speed" << Statistic::Speed;
}

void TestPowerVocabulary::parsesStatistics()
{
    QFETCH(QString, text);
    QFETCH(Statistic, statistic);
    QCOMPARE(parseStatistic(text), statistic);
}

void TestPowerVocabulary::rejectsUnknownWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("unknown") << "sparkly";
    QTest::newRow("prefix only") << "fir";
}

void TestPowerVocabulary::rejectsUnknownWords()
{
    QFETCH(QString, text);
    QVERIFY(!parseDamageType(text));
    QVERIFY(!parseCondition(text));
    QVERIFY(!parseDefence(text));
    QVERIFY(!parseEffectDuration(text));
    QVERIFY(!parseEffectKeyword(text));
    QVERIFY(!parseStatistic(text));
}

QTEST_GUILESS_MAIN(TestPowerVocabulary)
#include "tst_power_vocabulary.moc"
