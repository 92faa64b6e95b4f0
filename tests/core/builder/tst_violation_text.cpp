// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Violation sentences reach the reader in their language: the canonical spellings that violations
// carry (sizes, alignments, factions) are translated inside the sentence, not inserted raw, and a
// counted noun agrees with its count.
#include "builder/violation_text.h"

#include "english_plural_translator.h"
#include "marking_translator.h"

#include <QTest>

using namespace ddm;

namespace {

Violation violation(ViolationCode code, Severity severity, const QStringList& arguments,
                    const QString& rule = QString())
{
    Violation v;
    v.code = code;
    v.rule = rule;
    v.severity = severity;
    v.arguments = arguments;
    v.message = QStringLiteral("untranslated fallback");
    return v;
}

} // namespace

class TestViolationText : public QObject {
    Q_OBJECT

private slots:

    void canonicalWordsAreTranslated_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("translatedWord");

        QTest::newRow("size larger than Huge (105.2.b)")
            << int(ViolationCode::Size) << QStringList{QStringLiteral("Tarrasque"), QStringLiteral("gargantuan"),
                                                       QStringLiteral("500")}
            << QStringLiteral("<ddm::CardLabels:Gargantuan>");
        QTest::newRow("item alignment: the creature's alignment")
            << int(ViolationCode::Items)
            << QStringList{QStringLiteral("alignment"), QStringLiteral("Holy Sword"), QStringLiteral("Orc"),
                           QStringLiteral("good; unaligned"), QStringLiteral("evil")}
            << QStringLiteral("<ddm::CardLabels:Evil>");
        QTest::newRow("item alignment: each allowed alignment")
            << int(ViolationCode::Items)
            << QStringList{QStringLiteral("alignment"), QStringLiteral("Holy Sword"), QStringLiteral("Orc"),
                           QStringLiteral("good; unaligned"), QStringLiteral("evil")}
            << QStringLiteral("<ddm::CardLabels:Good> / <ddm::CardLabels:Unaligned>");
        QTest::newRow("item faction list")
            << int(ViolationCode::Items)
            << QStringList{QStringLiteral("faction"), QStringLiteral("Elven Cloak"), QStringLiteral("Orc"),
                           QStringLiteral("wild; borderlands")}
            << QStringLiteral("<ddm::CardLabels:Wild> / <ddm::CardLabels:Borderlands>");
    }

    void canonicalWordsAreTranslated()
    {
        QFETCH(int, code);
        QFETCH(QStringList, arguments);
        QFETCH(QString, translatedWord);

        const QString text = ViolationText::text(violation(ViolationCode(code), Severity::Error, arguments));

        QVERIFY2(text.contains(translatedWord), qPrintable(text));
    }

    void unknownSpellingPassesThrough()
    {
        const QString text = ViolationText::text(
            violation(ViolationCode::Size, Severity::Error,
                      {QStringLiteral("Odd Card"), QStringLiteral("enormous"), QStringLiteral("200")}));

        QVERIFY2(text.contains(QStringLiteral("enormous")), qPrintable(text));
    }

    void countsAgreeWithTheirNouns_data();
    void countsAgreeWithTheirNouns();

private:
    test::MarkingTranslator m_translator; // installed while the test object lives
};

void TestViolationText::countsAgreeWithTheirNouns_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("text");

    QTest::newRow("101: one point is not a format")
        << int(ViolationCode::PointLimit) << "101" << QStringList{"1"}
        << "1 point is not a format (50, 100, 200, 500, 1000).";
    QTest::newRow("101.4: over the points")
        << int(ViolationCode::PointLimit) << "101.4" << QStringList{"71", "50"}
        << "The warband costs 71 points; the limit is 50.";
    QTest::newRow("108.2.b: sealed booster")
        << int(ViolationCode::PointLimit) << "108.2.b" << QStringList{"100", "200"}
        << "A sealed-booster warband is built for 200 points, not 100.";
    QTest::newRow("101.4: over the creatures")
        << int(ViolationCode::CreatureLimit) << "101.4" << QStringList{"7", "6"}
        << "The warband counts 7 creatures; the limit is 6.";
    QTest::newRow("101.2: a creature over the cost")
        << int(ViolationCode::MaxCost) << "101.2" << QStringList{"Test Wyrm", "160", "150"}
        << "Test Wyrm costs 160 points; in this format no creature may cost more than 150.";
    QTest::newRow("707.13.a: Unique creatures")
        << int(ViolationCode::Unique) << "707.13.a" << QStringList{"Test Hero", "2", "1"}
        << "2 Unique creatures share the name \"Test Hero\"; a warband may include 1.";
    QTest::newRow("105.2.b: Huge") << int(ViolationCode::Size) << "105.2.b"
                                   << QStringList{"Test Beast", "huge", "200"}
                                   << "Test Beast is Huge; Huge creatures are not legal at 200 points.";
    QTest::newRow("items: too many") << int(ViolationCode::Items) << "Guild 2011: Warband Restrictions"
                                     << QStringList{"too-many", "Test Ring; Test Cloak", "Test Orc", "2", "1"}
                                     << "Test Orc carries 2 items; it may carry 1.";
}

// With the English plural forms installed (over the marking translator, so nothing else is marked
// in these sentences), each count reaches tr() as the number its noun agrees with.
void TestViolationText::countsAgreeWithTheirNouns()
{
    QFETCH(int, code);
    QFETCH(QString, rule);
    QFETCH(QStringList, arguments);
    QFETCH(QString, text);
    const test::EnglishPluralTranslator plurals; // over the marking translator until the row ends

    QCOMPARE(ViolationText::text(violation(ViolationCode(code), Severity::Error, arguments, rule)), text);
}

QTEST_GUILESS_MAIN(TestViolationText)
#include "tst_violation_text.moc"
