// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Rule text as the reading pane shows it, on invented text: everything escaped, references as
// anchors, flagged references noted, paragraphs kept.
#include "rules/linked_text_html.h"

#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace ddm;
using namespace ddm::gui;

namespace {

RulesLinkView link(qsizetype start, qsizetype length, const QString& cited, std::optional<RulesItemId> target,
                   LinkStatus status = LinkStatus::Ok, LinkProblem problem = LinkProblem::None)
{
    RulesLinkView view;
    view.kind = LinkKind::Rule;
    view.start = start;
    view.length = length;
    view.cited = cited;
    view.target = std::move(target);
    view.status = status;
    view.problem = problem;
    view.writtenTarget = QStringLiteral("977");
    view.subject = QStringLiteral("Wobbling");
    view.targetTitle = QStringLiteral("Wobbling <Condition>");
    view.writtenTargetTitle = QStringLiteral("Sneezing");
    return view;
}

RulesItemId rule(const QString& number)
{
    return {RulesItemId::Kind::Rule, number};
}

QString plainText(const QString& html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText();
}

} // namespace

class TestLinkedTextHtml : public QObject {
    Q_OBJECT

private slots:
    void escapesEverything_data();
    void escapesEverything();
    void referencesBecomeAnchors();
    void flaggedReferencesAreNoted_data();
    void flaggedReferencesAreNoted();
    void notesAreNumberedAcrossTexts();
    void overlappingAndStrayLinksAreLeftOut();
    void keepsParagraphs();
};

void TestLinkedTextHtml::escapesEverything_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("comparison") << QStringLiteral("If its AC < 10 & its HP > 5, it wobbles.");
    QTest::newRow("markup") << QStringLiteral("<b>not bold</b> <a href=\"x\">not a link</a>");
    QTest::newRow("entity") << QStringLiteral("&amp; stays &amp;");
    QTest::newRow("icons and quotes") << QStringLiteral("{M} “quoted” 'single' \"double\"");
}

void TestLinkedTextHtml::escapesEverything()
{
    QFETCH(QString, text);
    const LinkedHtml html = LinkedTextHtml::render(text, {});
    QCOMPARE(plainText(html.html), text);
    QVERIFY(!html.html.contains(QStringLiteral("<b>not")));
    QVERIFY(html.notes.isEmpty());
    QCOMPARE(plainText(LinkedTextHtml::paragraphs(text)), text);
}

void TestLinkedTextHtml::referencesBecomeAnchors()
{
    const QString text = QStringLiteral("Wobble <now> (see rule 977.2) & stop.");
    const qsizetype start = text.indexOf(QStringLiteral("see rule"));
    const LinkedHtml html = LinkedTextHtml::render(text, {link(start, 14, QStringLiteral("see rule 977.2"), rule(QStringLiteral("977.2")))});
    QVERIFY(html.html.contains(QStringLiteral("<a href=\"ddm://rule/977.2\" title=\"Wobbling &lt;Condition&gt;\">see rule 977.2</a>")));
    QCOMPARE(plainText(html.html), text);
    QVERIFY(html.notes.isEmpty());

    QTextDocument document;
    document.setHtml(html.html);
    QTextCursor cursor(&document);
    cursor.setPosition(int(start) + 2);
    QCOMPARE(cursor.charFormat().anchorHref(), QStringLiteral("ddm://rule/977.2"));

    const QString term = LinkedTextHtml::anchor(RulesItemId::ofTerm(QStringLiteral("wobble & shake")), QStringLiteral("<wobble>"));
    QCOMPARE(term, QStringLiteral("<a href=\"ddm://glossary/wobble%20%26%20shake\">&lt;wobble&gt;</a>"));
}

void TestLinkedTextHtml::flaggedReferencesAreNoted_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("problem");
    QTest::addColumn<bool>("hasTarget");
    QTest::addColumn<QString>("noteStart");
    QTest::newRow("corrected") << int(LinkStatus::Corrected) << int(LinkProblem::SubjectMismatch) << true << "Corrected reference";
    QTest::newRow("unverified") << int(LinkStatus::Unverified) << int(LinkProblem::SubjectMismatch) << true << "Unverified reference";
    QTest::newRow("broken") << int(LinkStatus::Broken) << int(LinkProblem::NoSuchRule) << false << "Broken reference";
}

void TestLinkedTextHtml::flaggedReferencesAreNoted()
{
    QFETCH(int, status);
    QFETCH(int, problem);
    QFETCH(bool, hasTarget);
    QFETCH(QString, noteStart);
    const QString text = QStringLiteral("Wobbling creatures sway (see rule 977).");
    const qsizetype start = text.indexOf(QStringLiteral("see rule"));
    const std::optional<RulesItemId> target = hasTarget ? std::optional(rule(QStringLiteral("978"))) : std::nullopt;
    const LinkedHtml html =
        LinkedTextHtml::render(text, {link(start, 12, QStringLiteral("see rule 977"), target, LinkStatus(status), LinkProblem(problem))});
    QCOMPARE(html.notes.size(), 1);
    QVERIFY2(html.notes.first().startsWith(noteStart), qPrintable(html.notes.first()));
    QVERIFY(html.notes.first().contains(QStringLiteral("977")));
    QCOMPARE(plainText(html.html), QStringLiteral("Wobbling creatures sway (see rule 977[1]).")); // the marker
    QCOMPARE(html.html.contains(QStringLiteral("href=\"ddm://rule/978\"")), hasTarget);
    const QString list = plainText(LinkedTextHtml::noteList(html.notes, 1));
    QVERIFY(list.startsWith(QStringLiteral("[1] ") + noteStart));
}

void TestLinkedTextHtml::notesAreNumberedAcrossTexts()
{
    const QString text = QStringLiteral("see rule 977");
    const LinkedHtml html = LinkedTextHtml::render(
        text, {link(0, 12, text, std::nullopt, LinkStatus::Broken, LinkProblem::NoSuchRule)}, 3);
    QCOMPARE(plainText(html.html), QStringLiteral("see rule 977[3]"));
    QVERIFY(plainText(LinkedTextHtml::noteList(html.notes, 3)).startsWith(QStringLiteral("[3] ")));
}

void TestLinkedTextHtml::overlappingAndStrayLinksAreLeftOut()
{
    const QString text = QStringLiteral("rule 977 and rule 978");
    const LinkedHtml html = LinkedTextHtml::render(text, {
                                                             link(0, 8, QStringLiteral("rule 977"), rule(QStringLiteral("977"))),
                                                             link(5, 3, QStringLiteral("977"), rule(QStringLiteral("999"))),  // overlaps
                                                             link(18, 40, QStringLiteral("978"), rule(QStringLiteral("998"))), // runs past the end
                                                         });
    QCOMPARE(plainText(html.html), text);
    QVERIFY(html.html.contains(QStringLiteral("ddm://rule/977")));
    QVERIFY(!html.html.contains(QStringLiteral("ddm://rule/999")));
    QVERIFY(!html.html.contains(QStringLiteral("ddm://rule/998")));
}

void TestLinkedTextHtml::keepsParagraphs()
{
    const QString text = QStringLiteral("First paragraph.\n\nSecond <one>\nwith a break.");
    QTextDocument document;
    document.setHtml(LinkedTextHtml::render(text, {}).html);
    QCOMPARE(document.blockCount(), 2);
    QCOMPARE(document.firstBlock().text(), QStringLiteral("First paragraph."));
    QVERIFY(document.lastBlock().text().startsWith(QStringLiteral("Second <one>")));
}

QTEST_MAIN(TestLinkedTextHtml)
#include "tst_linked_text_html.moc"
