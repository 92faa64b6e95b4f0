// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The note a flagged rules link shows (the reading pane's tooltip, ddm-tool check-links) reaches a
// German session in German: every note is looked up under the context its translations are filed
// under, "ddm::RulesLink", with the link's fields filled in afterwards.
#include "rules/rules_link_repository.h"

#include "marking_translator.h"

#include <QTest>

using namespace ddm;

Q_DECLARE_METATYPE(ddm::RulesLinkView)

namespace {

// A link written as "rule 908" (or "page 40") about an invented subject; the rows adjust it.
RulesLinkView flagged(LinkProblem problem, LinkStatus status,
                      const QString& writtenTarget = QStringLiteral("908"))
{
    RulesLinkView link;
    link.problem = problem;
    link.status = status;
    link.writtenTarget = writtenTarget;
    link.writtenTargetTitle = QStringLiteral("Invented Title A");
    link.subject = QStringLiteral("Invented Subject");
    link.target = RulesItemId{RulesItemId::Kind::Rule, QStringLiteral("907")};
    link.targetTitle = QStringLiteral("Invented Title B");
    link.targetPage = 12;
    return link;
}

} // namespace

class TestLinkProblemNotes : public QObject {
    Q_OBJECT

private slots:

    void notesAreTranslatedUnderTheirContext_data();
    void notesAreTranslatedUnderTheirContext();
    void anOkLinkHasNoNote();

private:
    test::MarkingTranslator m_translator; // installed while the test object lives
};

void TestLinkProblemNotes::notesAreTranslatedUnderTheirContext_data()
{
    QTest::addColumn<RulesLinkView>("link");
    QTest::addColumn<QString>("note");

    QTest::newRow("no such rule, corrected")
        << flagged(LinkProblem::NoSuchRule, LinkStatus::Corrected)
        << "<ddm::RulesLink:there is no rule 908; Invented Subject is 907 (Invented Title B)>";
    RulesLinkView withoutSubject = flagged(LinkProblem::NoSuchRule, LinkStatus::Broken);
    withoutSubject.subject.clear();
    QTest::newRow("no such rule, no subject") << withoutSubject << "<ddm::RulesLink:there is no rule 908>";
    QTest::newRow("no such rule, subject not found")
        << flagged(LinkProblem::NoSuchRule, LinkStatus::Broken)
        << "<ddm::RulesLink:there is no rule 908 and no rule about Invented Subject was found>";
    QTest::newRow("other subject, corrected")
        << flagged(LinkProblem::SubjectMismatch, LinkStatus::Corrected)
        << "<ddm::RulesLink:rule 908 is about Invented Title A; Invented Subject is 907 (Invented Title B)>";
    QTest::newRow("other subject, unverified")
        << flagged(LinkProblem::SubjectMismatch, LinkStatus::Unverified)
        << "<ddm::RulesLink:rule 908 is about Invented Title A, not Invented Subject; no rule about "
           "Invented Subject was found>";
    RulesLinkView foundByTitle =
        flagged(LinkProblem::NoSuchPage, LinkStatus::Corrected, QStringLiteral("40"));
    foundByTitle.targetPage = 0;
    QTest::newRow("page of a partial document, found by title")
        << foundByTitle
        << "<ddm::RulesLink:page 40 is not in this partial document; \"Invented Title B\" was found by its "
           "title>";
    QTest::newRow("page corrected") << flagged(LinkProblem::NoSuchPage, LinkStatus::Corrected,
                                               QStringLiteral("40"))
                                    << "<ddm::RulesLink:Invented Title B is on page 12, not page 40>";
    QTest::newRow("page not imported")
        << flagged(LinkProblem::NoSuchPage, LinkStatus::Broken, QStringLiteral("40"))
        << "<ddm::RulesLink:page 40 is not in the imported text of this document>";
    QTest::newRow("no such term") << flagged(LinkProblem::NoSuchTerm, LinkStatus::Broken)
                                  << "<ddm::RulesLink:no glossary defines Invented Subject>";
    QTest::newRow("document not imported")
        << flagged(LinkProblem::NoSuchDocument, LinkStatus::Broken, QStringLiteral("40"))
        << "<ddm::RulesLink:page 40 is in the 2008 Battle Rules, which are not imported>";
}

void TestLinkProblemNotes::notesAreTranslatedUnderTheirContext()
{
    QFETCH(RulesLinkView, link);
    QFETCH(QString, note);

    QCOMPARE(describeLinkProblem(link), note);
}

void TestLinkProblemNotes::anOkLinkHasNoNote()
{
    QCOMPARE(describeLinkProblem(flagged(LinkProblem::None, LinkStatus::Ok)), QString());
}

QTEST_GUILESS_MAIN(TestLinkProblemNotes)
#include "tst_link_problem_notes.moc"
