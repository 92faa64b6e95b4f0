// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/glossary_terms.h"

#include <QTest>

using namespace ddm;

// The terms found in a text, written "term=matched text" in text order.
using Found = QStringList;

class TestGlossaryTerms : public QObject {
    Q_OBJECT

private slots:
    void findsTerms_data();
    void findsTerms();
    void everyTermHasAPattern();
    void linksAreLowerCasePercentEncoded_data();
    void linksAreLowerCasePercentEncoded();
    void otherUrlsNameNoTerm();
};

void TestGlossaryTerms::findsTerms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Found>("found");
    auto row = [](const char* name, const char* text, Found found) {
        QTest::newRow(name) << QString::fromUtf8(text) << found;
    };
    row("flight", "Flight", {"Flight=Flight"});
    row("burrow in a sentence", "moves with Burrow through rock", {"Burrow=Burrow"});
    row("conceal with number", "Conceal 5", {"Conceal=Conceal 5"});
    row("conceal bare", "has Conceal.", {"Conceal=Conceal"});
    row("reach capitalised", "Reach 2", {"Reach=Reach 2"});
    row("reach in an attack", "Maul: (reach 2) +9 vs. AC", {"Reach=reach 2"});
    row("reach as plain English", "out of reach of the others", {});
    row("resist type", "Resist 10 Fire", {"Resist=Resist 10 Fire"});
    row("resist all", "Resist All", {"Resist=Resist All"});
    row("resist n all", "Resist 5 All vs. ranged", {"Resist=Resist 5 All"});
    row("vulnerable", "Vulnerable 10 Radiant", {"Vulnerable=Vulnerable 10 Radiant"});
    row("immune type", "Immune Poison", {"Immune=Immune Poison"});
    row("immune in a sentence", "is immune to that trick", {});
    row("immune swallows its condition", "Immune Dazed", {"Immune=Immune Dazed"});
    row("insubstantial", "Insubstantial", {"Insubstantial=Insubstantial"});
    row("phasing", "Phasing", {"Phasing=Phasing"});
    row("scout", "Scout", {"Scout=Scout"});
    row("scout lower case is a word", "a scout of the woods", {});
    row("wandering monster", "Wandering Monster", {"Wandering Monster=Wandering Monster"});
    row("multi-activation", "Multi-Activation 2: an invented rule", {"Multi-Activation=Multi-Activation 2"});
    row("blindsight", "Blindsight 6", {"Blindsight=Blindsight 6"});
    row("unique", "Unique", {"Unique=Unique"});
    row("unique lower case is a word", "a unique chance", {});
    row("mobile", "Mobile", {"Mobile=Mobile"});
    row("regeneration", "Regeneration 5", {"Regeneration=Regeneration 5"});
    row("squeeze", "can Squeeze past", {"Squeeze=Squeeze"});
    row("conditions", "the target is Dazed and Slowed (save ends).",
        {"Dazed=Dazed", "Slowed=Slowed", "Save ends=save ends"});
    row("every condition", "Stunned Helpless Immobilized Weakened Blinded Dominated Confused",
        {"Stunned=Stunned", "Helpless=Helpless", "Immobilized=Immobilized", "Weakened=Weakened",
         "Blinded=Blinded", "Dominated=Dominated", "Confused=Confused"});
    row("ongoing damage with type", "and 5 ongoing fire damage (save ends)",
        {"Ongoing damage=5 ongoing fire damage", "Save ends=save ends"});
    row("ongoing damage number after", "ongoing 10 poison Damage",
        {"Ongoing damage=ongoing 10 poison Damage"});
    row("ongoing damage bare", "takes ongoing damage", {"Ongoing damage=ongoing damage"});
    row("nothing", "An invented power with no terms.", {});
    row("two in a row", "Flight, Reach 3", {"Flight=Flight", "Reach=Reach 3"});
    row("inside a longer word", "Flighty Reaching", {});
}

void TestGlossaryTerms::findsTerms()
{
    QFETCH(QString, text);
    QFETCH(Found, found);
    Found actual;
    for (const GlossaryMatch& match : findGlossaryTerms(text))
        actual.append(match.term + QLatin1Char('=') + text.mid(match.start, match.length));
    QCOMPARE(actual, found);
}

void TestGlossaryTerms::everyTermHasAPattern()
{
    QVERIFY(glossaryTerms().size() >= 25);
    for (const GlossaryTerm& term : glossaryTerms()) {
        QVERIFY2(term.pattern.isValid(),
                 qPrintable(term.term + QLatin1String(": ") + term.pattern.errorString()));
        QVERIFY(!term.term.isEmpty());
    }
}

void TestGlossaryTerms::linksAreLowerCasePercentEncoded_data()
{
    QTest::addColumn<QString>("term");
    QTest::addColumn<QString>("url");
    QTest::newRow("one word") << QStringLiteral("Flight") << QStringLiteral("ddm://glossary/flight");
    QTest::newRow("space") << QStringLiteral("Wandering Monster")
                           << QStringLiteral("ddm://glossary/wandering%20monster");
    QTest::newRow("hyphen") << QStringLiteral("Multi-Activation")
                            << QStringLiteral("ddm://glossary/multi-activation");
}

void TestGlossaryTerms::linksAreLowerCasePercentEncoded()
{
    QFETCH(QString, term);
    QFETCH(QString, url);
    QCOMPARE(glossaryUrl(term).toString(QUrl::FullyEncoded), url);
    QCOMPARE(glossaryTermOf(glossaryUrl(term)), term.toLower());
}

void TestGlossaryTerms::otherUrlsNameNoTerm()
{
    QVERIFY(glossaryTermOf(QUrl(QStringLiteral("https://example.org/flight"))).isEmpty());
    QVERIFY(glossaryTermOf(QUrl(QStringLiteral("ddm://rules/301.2"))).isEmpty());
}

QTEST_GUILESS_MAIN(TestGlossaryTerms)
#include "tst_glossary_terms.moc"
