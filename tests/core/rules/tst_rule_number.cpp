// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rule_number.h"

#include <QTest>

using namespace ddm;

class TestRuleNumber : public QObject {
    Q_OBJECT

private slots:
    void readsCommonSpellings_data();
    void readsCommonSpellings();
    void refusesOtherText_data();
    void refusesOtherText();
    void levelsAndParents();
    void ordersInsideChapters();
};

void TestRuleNumber::readsCommonSpellings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("rule") << "611.3" << "611.3";
    QTest::newRow("dotted letter") << "611.3.a" << "611.3.a";
    QTest::newRow("glued letter") << "611.3a" << "611.3.a";
    QTest::newRow("capital letter") << "611.3.A" << "611.3.a";
    QTest::newRow("trailing dot") << "611.3." << "611.3";
    QTest::newRow("r prefix") << "r611" << "611";
    QTest::newRow("R prefix with space") << "R 611.3" << "611.3";
    QTest::newRow("section sign") << "§611" << "611";
    QTest::newRow("section sign with space") << "§ 707.10.a" << "707.10.a";
    QTest::newRow("word rule") << "rule 103.3a" << "103.3.a";
    QTest::newRow("word section") << "section 10" << "10";
    QTest::newRow("chapter zero") << "0" << "0";
    QTest::newRow("padded") << "  1013.4.a  " << "1013.4.a";
}

void TestRuleNumber::readsCommonSpellings()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    const std::optional<RuleNumber> number = RuleNumber::parse(text);
    QVERIFY2(number, qPrintable(text));
    QCOMPARE(number->toString(), canonical);
}

void TestRuleNumber::refusesOtherText_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("word") << "cover";
    QTest::newRow("letter without rule") << "611a";
    QTest::newRow("rule zero") << "611.0";
    QTest::newRow("chapter with rule") << "6.1";
    QTest::newRow("two letters") << "611.3.ab";
    QTest::newRow("five digits") << "61100";
    QTest::newRow("trailing words") << "611.3 cover";
}

void TestRuleNumber::refusesOtherText()
{
    QFETCH(QString, text);
    QVERIFY(!RuleNumber::parse(text));
}

void TestRuleNumber::levelsAndParents()
{
    const RuleNumber subRule = *RuleNumber::parse(u"1013.4.a");
    QCOMPARE(subRule.level(), EntryKind::SubRule);
    QCOMPARE(subRule.chapter(), 10);
    QCOMPARE(subRule.parent()->toString(), QStringLiteral("1013.4"));
    QCOMPARE(subRule.parent()->level(), EntryKind::Rule);
    QCOMPARE(subRule.parent()->parent()->toString(), QStringLiteral("1013"));
    QCOMPARE(subRule.parent()->parent()->level(), EntryKind::Section);
    QCOMPARE(subRule.parent()->parent()->parent()->toString(), QStringLiteral("10"));
    QCOMPARE(subRule.parent()->parent()->parent()->level(), EntryKind::Chapter);
    QVERIFY(!RuleNumber::parse(u"10")->parent());
}

void TestRuleNumber::ordersInsideChapters()
{
    const QStringList ordered{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("100"), QStringLiteral("110.5.b"),
                              QStringLiteral("6"), QStringLiteral("600"), QStringLiteral("611"), QStringLiteral("611.3"),
                              QStringLiteral("611.3.a"), QStringLiteral("611.10"), QStringLiteral("10"),
                              QStringLiteral("1000"), QStringLiteral("1021.2")};
    for (qsizetype i = 1; i < ordered.size(); ++i)
        QVERIFY2(*RuleNumber::parse(ordered.at(i - 1)) < *RuleNumber::parse(ordered.at(i)), qPrintable(ordered.at(i)));
    QVERIFY(RuleNumber::parse(u"611.3")->distanceTo(*RuleNumber::parse(u"611.4"))
            < RuleNumber::parse(u"611.3")->distanceTo(*RuleNumber::parse(u"612.1")));
}

QTEST_GUILESS_MAIN(TestRuleNumber)
#include "tst_rule_number.moc"
