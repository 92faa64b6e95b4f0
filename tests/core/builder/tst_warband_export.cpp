// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/missing_copies.h"
#include "builder/warband_document.h"
#include "builder/warband_export.h"

#include "builder_fixture.h"
#include "english_plural_translator.h"

#include <QTest>

using namespace ddm;
using ddm::test::entry;

class TestWarbandExport : public QObject {
    Q_OBJECT

private slots:
    void textFormatsCarryTheWarband_data();
    void textFormatsCarryTheWarband();
    void legalWarbandSaysSo();
    void markdownEscapesNames();
    void rosterHasOneStatBlockPerCard();
    void missingCopies();

private:
    test::BuilderFixture m_fixture;
    test::EnglishPluralTranslator m_plurals; // installed while the test object lives
};

namespace {

// Two goblins (one with an item), an over-cost wyrm, an unknown card and notes.
Warband illegalWarband()
{
    Warband warband;
    warband.title = QStringLiteral("Test Pack");
    warband.points = 200;
    warband.faction = Faction::Wild;
    warband.map = QStringLiteral("Sunken Causeway");
    warband.creatures = {entry("Test Goblin Sneak"), entry("Test Goblin Sneak"), entry("Test Ancient Wyrm"),
                         entry("Test Nobody"), entry("Test Goblin Sneak", "", {QStringLiteral("Test Ring")})};
    warband.notes = QStringLiteral("Hold the bridge.");
    return warband;
}

} // namespace

void TestWarbandExport::textFormatsCarryTheWarband_data()
{
    QTest::addColumn<ExportFormat>("format");
    QTest::addColumn<QStringList>("markup");
    QTest::newRow("plain text") << ExportFormat::PlainText
                                << QStringList{QStringLiteral("Test Pack\n========="),
                                               QStringLiteral("\n- ")};
    QTest::newRow("BBCode") << ExportFormat::BBCode
                            << QStringList{QStringLiteral("[b]Creatures[/b]"), QStringLiteral("[list]\n[*]"),
                                           QStringLiteral("[/list]")};
    QTest::newRow("Markdown") << ExportFormat::Markdown
                              << QStringList{QStringLiteral("# Test Pack\n"), QStringLiteral("## Legality"),
                                             QStringLiteral("\n- ")};
}

void TestWarbandExport::textFormatsCarryTheWarband()
{
    QFETCH(ExportFormat, format);
    QFETCH(QStringList, markup);
    WarbandDocument document(m_fixture.cache, m_fixture.checker, illegalWarband());
    const QString text = WarbandExport::text(document.resolved(), document.report(), format);
    const QStringList expected{
        QStringLiteral("Test Pack"),
        QStringLiteral("200 points, Wild, Assault, map: Sunken Causeway"),
        QStringLiteral("Points: 175 of 200. Creatures: 5 of 10."),
        QStringLiteral("2 x Test Goblin Sneak (Invented Set A), cost 5"),
        QStringLiteral("Test Ancient Wyrm (Invented Set B), cost 160"),
        QStringLiteral("Test Nobody (unknown card)"),
        QStringLiteral("with Test Ring"),
        QStringLiteral("Not legal: "),
        QStringLiteral("(101.2) Test Ancient Wyrm costs 160 points"),
        QStringLiteral("Unknown card \"Test Nobody\""),
        QStringLiteral("Hold the bridge."),
    };
    for (const QString& part : expected + markup)
        QVERIFY2(text.contains(part), qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(part, text)));
    QCOMPARE(WarbandExport::fileSuffix(format).isEmpty(), false);
}

void TestWarbandExport::legalWarbandSaysSo()
{
    Warband warband = illegalWarband();
    warband.creatures = {entry("Test Sky Hawk")};
    warband.notes.clear();
    WarbandDocument document(m_fixture.cache, m_fixture.checker, warband);
    QVERIFY(document.report().legal);
    const QString text = WarbandExport::text(document.resolved(), document.report(), ExportFormat::PlainText);
    QVERIFY(text.contains(QStringLiteral("Legal\n")));
    QVERIFY(!text.contains(QStringLiteral("Not legal")));
    QVERIFY(!text.contains(QStringLiteral("Notes")));
}

void TestWarbandExport::markdownEscapesNames()
{
    Warband warband = illegalWarband();
    warband.title = QStringLiteral("The *Best* [Pack]");
    WarbandDocument document(m_fixture.cache, m_fixture.checker, warband);
    const QString text = WarbandExport::text(document.resolved(), document.report(), ExportFormat::Markdown);
    QVERIFY2(text.startsWith(QStringLiteral(R"(# The \*Best\* \[Pack\])")), qPrintable(text));
}

void TestWarbandExport::rosterHasOneStatBlockPerCard()
{
    WarbandDocument document(m_fixture.cache, m_fixture.checker, illegalWarband());
    const QString html = WarbandExport::rosterHtml(document.resolved(), document.report());
    QVERIFY(html.contains(QStringLiteral("<h1>Test Pack</h1>")));
    QVERIFY(html.contains(QStringLiteral("Not legal")));
    QVERIFY(html.contains(QStringLiteral("(101.2) Test Ancient Wyrm")));
    QVERIFY(html.contains(QStringLiteral("Points: 175 of 200")));
    QVERIFY(html.contains(QStringLiteral("map: Sunken Causeway")));
    QVERIFY(html.contains(QStringLiteral("Hold the bridge.")));
    // The stat blocks: one per card (the goblin with and without an item is one card).
    QCOMPARE(html.count(QStringLiteral("Test Goblin Sneak")), 3);     // two roster lines and one stat block
    QCOMPARE(html.count(QStringLiteral("Test Ancient Wyrm")), 2 + 1); // roster line, stat block, violation
}

void TestWarbandExport::missingCopies()
{
    Warband warband = illegalWarband();
    warband.creatures.append(entry("Test Twin", "invented set a"));
    WarbandDocument document(m_fixture.cache, m_fixture.checker, warband);
    const auto owned = [](const QString& name, const QString& set) {
        if (name == QLatin1String("Test Goblin Sneak") && set == QLatin1String("Invented Set A"))
            return 1;
        if (name == QLatin1String("Test Twin"))
            return 4;
        return 0;
    };
    const MissingCopiesReport report = MissingCopies::check(document.resolved(), owned);
    QCOMPARE(
        report.cards,
        (QList<CopyNeed>{{QStringLiteral("Test Goblin Sneak"), QStringLiteral("Invented Set A"), 3, 1, true},
                         {QStringLiteral("Test Ancient Wyrm"), QStringLiteral("Invented Set B"), 1, 0, true},
                         {QStringLiteral("Test Nobody"), QString(), 1, 0, false},
                         {QStringLiteral("Test Twin"), QStringLiteral("Invented Set A"), 1, 4, true}}));
    QCOMPARE(report.missingCopies(), 4);
    QCOMPARE(report.missingCards().size(), 3);
    QCOMPARE(report.missingCards().first().missing(), 2);
    QVERIFY(!report.canField());

    Warband owns = warband;
    owns.creatures = {entry("Test Twin", "Invented Set A")};
    WarbandDocument fieldable(m_fixture.cache, m_fixture.checker, owns);
    QVERIFY(MissingCopies::check(fieldable.resolved(), owned).canField());
}

QTEST_GUILESS_MAIN(TestWarbandExport)
#include "tst_warband_export.moc"
