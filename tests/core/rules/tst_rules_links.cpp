// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Links over the real documents: wrong glossary references corrected (computed, not tabled), no
// flagged link without its reason, backlinks, term and card-text links, versions side by side.
#include "rules/rules_importer.h"
#include "rules/rules_link_repository.h"
#include "rules/rules_repository.h"
#include "storage/card_database.h"

#include "shared_data.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

class TestRulesLinks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void wrongGlossaryReferencesAreCorrected_data();
    void wrongGlossaryReferencesAreCorrected();
    void unmatchedReferencesAreFlagged();
    void quotedTitlesInRulesAreChecked();
    void noFlaggedLinkWithoutReason();
    void glossaryCrossReferences();
    void pageReferencesReachTheStarter();
    void backlinks();
    void termsUsedInRules();
    void cardTerms_data();
    void cardTerms();
    void versionsSideBySide();

private:
    // The link a glossary entry of a document writes to `written`.
    std::optional<RulesLinkView> glossaryLink(const QString& term, const QString& written,
                                              const QString& document = QStringLiteral("crg")) const;

    QTemporaryDir m_data;
    CardDatabase m_database;
    std::unique_ptr<RulesRepository> m_rules;
    std::unique_ptr<RulesLinkRepository> m_links;
};

void TestRulesLinks::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    QVERIFY(RulesImporter::importDirectory(ddm::test::sharedPath(QStringLiteral("seeds")), m_data.path()).ok());
    QVERIFY(!m_database.open(m_data.path()));
    m_rules = std::make_unique<RulesRepository>(m_database);
    m_links = std::make_unique<RulesLinkRepository>(*m_rules);
}

std::optional<RulesLinkView> TestRulesLinks::glossaryLink(const QString& term, const QString& written,
                                                          const QString& document) const
{
    const GlossaryLookup lookup = m_rules->glossary(term);
    if (!lookup.term)
        return std::nullopt;
    for (const GlossaryVersion& version : lookup.term->versions) {
        if (version.document.key != document)
            continue;
        for (const RulesLinkView& link : m_links->linksFrom(version)) {
            if (link.writtenTarget == written)
                return link;
        }
    }
    return std::nullopt;
}

void TestRulesLinks::wrongGlossaryReferencesAreCorrected_data()
{
    QTest::addColumn<QString>("term");
    QTest::addColumn<QString>("written");
    QTest::addColumn<QString>("intended");
    // The conditions: the CRG glossary uses an older numbering.
    QTest::newRow("Confused") << "Confused" << "905" << "902";
    QTest::newRow("Dazed") << "Dazed" << "901" << "903";
    QTest::newRow("Helpless") << "Helpless" << "904" << "906";
    QTest::newRow("Immobilized") << "Immobilized" << "908" << "907";
    QTest::newRow("Ongoing damage") << "Ongoing X DAMAGE" << "909" << "908";
    QTest::newRow("Slowed") << "Slowed" << "910" << "909";
    QTest::newRow("Stunned") << "Stunned" << "903" << "910";
    QTest::newRow("Staggered") << "Staggered" << "902" << "903.2";
    // The attack types and their areas (section 6 was renumbered).
    QTest::newRow("melee attack") << "melee attack" << "601" << "606";
    QTest::newRow("ranged attack") << "ranged attack" << "602" << "607";
    QTest::newRow("close attack") << "close attack" << "603" << "608";
    QTest::newRow("area attack") << "area attack" << "604" << "609";
    QTest::newRow("burst X") << "burst X" << "603.3" << "608.3";
    QTest::newRow("small cone") << "small cone" << "603.4" << "608.4";
    QTest::newRow("large cone") << "large cone" << "603.5" << "608.5";
    QTest::newRow("range X") << "range X" << "602" << "607.3";
    QTest::newRow("radius X") << "radius X" << "604.3b" << "609.3.b";
    QTest::newRow("sight") << "sight" << "604.2b" << "609.2.b";
    QTest::newRow("nearest") << "nearest" << "602.4a" << "609.4.a";
    QTest::newRow("attack roll") << "attack roll" << "608.3" << "604.3";
    QTest::newRow("Attack Sequence") << "Attack Sequence" << "605" << "601";
    QTest::newRow("followup attack") << "followup attack" << "608.7b" << "604.7.b";
    // The lines checked for cover and sight.
    QTest::newRow("checked line") << "checked line" << "802.1" << "1002.1";
    // Effects, terrain and others.
    QTest::newRow("place effect") << "place effect" << "715" << "811";
    QTest::newRow("pull effect") << "pull effect" << "716" << "812";
    QTest::newRow("player") << "player" << "811" << "200.3";
    QTest::newRow("forest") << "forest" << "1009" << "1010";
    QTest::newRow("teleporter") << "teleporter" << "1020" << "1021";
    QTest::newRow("bloodied") << "bloodied" << "211.4" << "804.4.d";
    QTest::newRow("saving throw") << "saving throw" << "804.4c" << "804.4.e";
    QTest::newRow("set-up") << "set-up" << "101" << "102";
}

void TestRulesLinks::wrongGlossaryReferencesAreCorrected()
{
    QFETCH(QString, term);
    QFETCH(QString, written);
    QFETCH(QString, intended);
    const std::optional<RulesLinkView> link = glossaryLink(term, written);
    QVERIFY2(link, qPrintable(term));
    QCOMPARE(link->status, LinkStatus::Corrected);
    QVERIFY(link->problem == LinkProblem::SubjectMismatch || link->problem == LinkProblem::NoSuchRule);
    QVERIFY(link->target);
    QCOMPARE(link->target->toString(), QStringLiteral("rule:") + intended);
    QVERIFY(!describeLinkProblem(*link).isEmpty()); // the visible note
}

void TestRulesLinks::unmatchedReferencesAreFlagged()
{
    // "Energized" is no condition the CRG has: the written rule stays, flagged.
    const std::optional<RulesLinkView> energized = glossaryLink(QStringLiteral("Energized"), QStringLiteral("907"));
    QVERIFY(energized);
    QCOMPARE(energized->status, LinkStatus::Unverified);
    QCOMPARE(energized->target->toString(), QStringLiteral("rule:907"));
    QVERIFY(describeLinkProblem(*energized).contains(QLatin1String("Immobilized Condition")));
    // A reference that was right stays right.
    const std::optional<RulesLinkView> conceal = glossaryLink(QStringLiteral("Conceal X"), QStringLiteral("707.4"));
    QCOMPARE(conceal->status, LinkStatus::Ok);
}

void TestRulesLinks::quotedTitlesInRulesAreChecked()
{
    auto linkFrom = [this](const QString& rule) {
        return m_links->linksFrom(*m_rules->rule(rule).entry);
    };
    const QList<RulesLinkView> attack = linkFrom(QStringLiteral("703.1.b"));
    QCOMPARE(attack.first().status, LinkStatus::Corrected);
    QCOMPARE(attack.first().target->key, QStringLiteral("413.4"));
    const QList<RulesLinkView> move = linkFrom(QStringLiteral("703.1.c"));
    QCOMPARE(move.first().target->key, QStringLiteral("412.7"));
    const QList<RulesLinkView> chapter = linkFrom(QStringLiteral("102.6"));
    QCOMPARE(chapter.first().kind, LinkKind::Section);
    QCOMPARE(chapter.first().status, LinkStatus::Ok);
    QCOMPARE(chapter.first().target->key, QStringLiteral("10"));
    QCOMPARE(linkFrom(QStringLiteral("702.5")).first().target->key, QStringLiteral("706"));
}

void TestRulesLinks::noFlaggedLinkWithoutReason()
{
    const QList<RulesLinkView> problems = m_links->problems();
    QVERIFY(!problems.isEmpty());
    int fromGuide = 0;
    for (const RulesLinkView& link : problems) {
        QVERIFY(link.problem != LinkProblem::None);
        QVERIFY2(!describeLinkProblem(link).isEmpty(), qPrintable(link.cited));
        if (link.status == LinkStatus::Corrected || link.status == LinkStatus::Unverified)
            QVERIFY(link.target);
        if (link.sourceDocument == QLatin1String("crg") && link.status == LinkStatus::Broken)
            ++fromGuide;
    }
    QCOMPARE(fromGuide, 0); // every CRG reference leads somewhere, corrected or flagged
}

void TestRulesLinks::glossaryCrossReferences()
{
    const GlossaryLookup ac = m_rules->glossary(QStringLiteral("AC"));
    QList<RulesLinkView> links = m_links->linksFrom(ac.term->versions.first());
    QCOMPARE(links.size(), 1);
    QCOMPARE(links.first().kind, LinkKind::Glossary);
    QCOMPARE(links.first().target->toString(), QStringLiteral("glossary:armor class"));
    // "See Enervated": not in the CRG glossary, but in the others'.
    const GlossaryLookup weakened = m_rules->glossary(QStringLiteral("Weakened"));
    links = m_links->linksFrom(weakened.term->versions.first());
    QCOMPARE(links.first().status, LinkStatus::Ok);
    QCOMPARE(links.first().target->toString(), QStringLiteral("glossary:enervated"));
}

void TestRulesLinks::pageReferencesReachTheStarter()
{
    const std::optional<RulesLinkView> dazed = glossaryLink(QStringLiteral("Dazed"), QStringLiteral("33"), QStringLiteral("quickref"));
    QVERIFY(dazed);
    QCOMPARE(dazed->target->toString(), QStringLiteral("section:battle-rules-2008/effects-and-conditions/dazed"));
    const std::optional<RulesLinkView> speed = glossaryLink(QStringLiteral("Speed"), QStringLiteral("19"),
                                                            QStringLiteral("battle-rules-2008"));
    QVERIFY(speed);
    QCOMPARE(speed->subject, QStringLiteral("Moving"));
    QCOMPARE(speed->target->toString(), QStringLiteral("section:battle-rules-2008/moving"));
}

void TestRulesLinks::backlinks()
{
    const RuleEntryView rangedCover = *m_rules->rule(QStringLiteral("611.3")).entry;
    const Backlinks cited = m_links->backlinks(rangedCover);
    QVERIFY(cited.rules >= 1);           // 707.6.a: "(see rule 611.3)"
    QVERIFY(cited.glossaryEntries >= 1); // ranged cover
    QCOMPARE(cited.links.size(), cited.rules + cited.glossaryEntries + cited.otherEntries + cited.mentions);
    const Backlinks conceal = m_links->backlinks(*m_rules->glossary(QStringLiteral("Conceal X")).term);
    QVERIFY(conceal.mentions >= 2); // "Conceal 11" in 804.4.f and 901.1
    const RuleEntryView immobilized = *m_rules->rule(QStringLiteral("907")).entry;
    bool corrected = false;
    for (const RulesLinkView& link : m_links->backlinks(immobilized).links)
        corrected = corrected || (link.status == LinkStatus::Corrected && link.writtenTarget == QLatin1String("908"));
    QVERIFY(corrected);
}

void TestRulesLinks::termsUsedInRules()
{
    auto termsIn = [this](const QString& rule) {
        QStringList found;
        const RuleEntryView entry = *m_rules->rule(rule).entry;
        for (const RulesLinkView& link : m_links->linksFrom(entry)) {
            if (link.kind == LinkKind::Term)
                found.append(link.target->key + QLatin1Char('=') + entry.text.mid(link.start, link.length));
        }
        return found;
    };
    QVERIFY2(termsIn(QStringLiteral("804.4.f")).contains(QStringLiteral("conceal x=Conceal 11")),
             qPrintable(termsIn(QStringLiteral("804.4.f")).join(QLatin1Char(','))));
    QVERIFY(termsIn(QStringLiteral("707.7.b")).contains(QStringLiteral("immune type=Immune Helpless")));
    const QStringList lineOfSight = termsIn(QStringLiteral("1002.4"));
    QVERIFY(lineOfSight.contains(QStringLiteral("line of sight=line of sight"))); // the longest term
    QVERIFY(!lineOfSight.contains(QStringLiteral("sight=sight")));
    for (const QString& found : termsIn(QStringLiteral("403.1")))
        QVERIFY2(!found.startsWith(QLatin1String("can=")), qPrintable(found)); // rules wording is not linked
}

void TestRulesLinks::cardTerms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("glossary");
    QTest::addColumn<QString>("rule");
    QTest::newRow("Conceal 11") << "Conceal 11" << "glossary:conceal x" << "rule:707.4";
    QTest::newRow("Flight") << "Flight" << "glossary:flight" << "rule:707.5";
    QTest::newRow("Reach 2") << "Reach 2" << "glossary:reach x" << "rule:707.10";
    QTest::newRow("Resist 10 Psychic") << "Resist 10 Psychic" << "glossary:resist x type" << "rule:707.11";
    QTest::newRow("Dazed (save ends)") << "Dazed (save ends)" << "glossary:dazed" << "rule:903";
    QTest::newRow("card view link") << "wandering monster" << "glossary:wandering monster" << "rule:707.15";
    QTest::newRow("ongoing from the card view") << "ongoing damage" << "glossary:ongoing x damage" << "rule:908";
}

void TestRulesLinks::cardTerms()
{
    QFETCH(QString, text);
    QFETCH(QString, glossary);
    QFETCH(QString, rule);
    const std::optional<CardTermLink> link = m_links->cardTerm(text);
    QVERIFY2(link, qPrintable(text));
    QCOMPARE(link->glossary.toString(), glossary);
    QVERIFY(link->rule);
    QCOMPARE(link->rule->toString(), rule);
    QVERIFY(!m_links->cardTerm(QStringLiteral("Regenerate the Widget")));
}

void TestRulesLinks::versionsSideBySide()
{
    auto documentsOf = [this](const QString& rule) {
        QStringList found;
        for (const RulesVersion& version : m_links->versions(*m_rules->rule(rule).entry))
            found.append(version.document.key + QLatin1Char(':') + version.item.key);
        return found;
    };
    const QStringList pits = documentsOf(QStringLiteral("1013"));
    QCOMPARE(pits.first(), QStringLiteral("crg:1013")); // authoritative first
    QVERIFY(pits.contains(QStringLiteral("battle-rules-2008:battle-rules-2008/pits")));
    QVERIFY(pits.contains(QStringLiteral("quickref:terrain/pits")));
    const QStringList confused = documentsOf(QStringLiteral("902"));
    QVERIFY(confused.contains(QStringLiteral("battle-rules-2008:battle-rules-2008/effects-and-conditions/confused")));
    QVERIFY(confused.contains(QStringLiteral("quickref:conditions/confused")));
    QVERIFY(confused.contains(QStringLiteral("quickref:confused"))); // its glossary entry
    QVERIFY(documentsOf(QStringLiteral("1005")).contains(QStringLiteral("battle-rules-2008:battle-rules-2008/walls-and-blocking-terrain")));
    const QList<RulesVersion> versions = m_links->versions(*m_rules->rule(QStringLiteral("1013")).entry);
    QCOMPARE(versions.first().document.date, QStringLiteral("November 1, 2008"));
}

QTEST_GUILESS_MAIN(TestRulesLinks)
#include "tst_rules_links.moc"
