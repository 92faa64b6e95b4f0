// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RulesRepository over the real documents, imported once: jumps by number, hierarchy, glossary terms.
#include "rules/rules_importer.h"
#include "rules/rules_repository.h"
#include "storage/card_database.h"

#include "shared_data.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

namespace {

QStringList keysOf(const QList<RuleEntryView>& entries)
{
    QStringList keys;
    for (const RuleEntryView& entry : entries)
        keys.append(entry.key);
    return keys;
}

} // namespace

class TestRulesRepository : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void documentsAuthorityFirst();
    void jumpsByAnySpelling_data();
    void jumpsByAnySpelling();
    void missingRuleOffersNearest_data();
    void missingRuleOffersNearest();
    void childrenAndAncestors();
    void entriesOfOtherDocuments();
    void glossaryVersionsAuthoritativeFirst();
    void glossaryNames_data();
    void glossaryNames();
    void unknownTermOffersSimilar();

private:
    QTemporaryDir m_data;
    CardDatabase m_database;
    std::unique_ptr<RulesRepository> m_rules;
};

void TestRulesRepository::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    const RulesImportResult imported = RulesImporter::importDirectory(ddm::test::sharedPath(QStringLiteral("seeds")), m_data.path());
    QVERIFY(imported.ok());
    const std::optional<StorageError> error = m_database.open(m_data.path());
    QVERIFY2(!error, error ? qPrintable(error->toString()) : "");
    m_rules = std::make_unique<RulesRepository>(m_database);
}

void TestRulesRepository::documentsAuthorityFirst()
{
    const QList<RulesDocumentInfo> documents = m_rules->documents();
    QStringList keys;
    for (const RulesDocumentInfo& document : documents)
        keys.append(document.key);
    // The DDM documents by authority, then the other game's.
    QCOMPARE(keys, (QStringList{"crg", "battle-rules-2008", "guild-2011", "quickref", "battle-axe"}));
    QCOMPARE(m_rules->document(QStringLiteral("crg"))->date, QStringLiteral("November 1, 2008"));
    QCOMPARE(m_rules->document(QStringLiteral("guild-2011"))->authority, DocumentAuthority::Community);
    QVERIFY(!m_rules->isEmpty());
}

void TestRulesRepository::jumpsByAnySpelling_data()
{
    QTest::addColumn<QString>("spelling");
    QTest::addColumn<QString>("key");
    QTest::newRow("plain") << "611.3" << "611.3";
    QTest::newRow("dotted letter") << "611.3.a" << "611.3.a";
    QTest::newRow("glued letter") << "611.3a" << "611.3.a";
    QTest::newRow("r prefix") << "r611" << "611";
    QTest::newRow("section sign") << "§611" << "611";
    QTest::newRow("word") << "rule 103.3a" << "103.3.a";
    QTest::newRow("chapter") << "6" << "6";
    QTest::newRow("two-digit rule") << "707.10.a" << "707.10.a";
}

void TestRulesRepository::jumpsByAnySpelling()
{
    QFETCH(QString, spelling);
    QFETCH(QString, key);
    const RuleLookup lookup = m_rules->rule(spelling);
    QVERIFY(lookup.entry);
    QCOMPARE(lookup.entry->key, key);
    QCOMPARE(lookup.entry->item.toString(), QStringLiteral("rule:") + key);
}

void TestRulesRepository::missingRuleOffersNearest_data()
{
    QTest::addColumn<QString>("spelling");
    QTest::addColumn<QStringList>("nearest");
    QTest::newRow("rule past the end") << "611.9" << QStringList{"611", "611.4", "611.5", "611.6"};
    QTest::newRow("sub-rule of a rule without any") << "611.6.c" << QStringList{"611.6"};
    QTest::newRow("old numbering") << "211.4" << QStringList{"211", "211.1", "211.2", "211.3"};
    QTest::newRow("section past the end") << "1022" << QStringList{"10", "1019", "1020", "1021"};
}

void TestRulesRepository::missingRuleOffersNearest()
{
    QFETCH(QString, spelling);
    QFETCH(QStringList, nearest);
    const RuleLookup lookup = m_rules->rule(spelling);
    QVERIFY(lookup.number);
    QVERIFY(!lookup.entry);
    QCOMPARE(keysOf(lookup.nearest), nearest);
    QVERIFY(!m_rules->rule(QStringLiteral("cover")).number);
}

void TestRulesRepository::childrenAndAncestors()
{
    const RuleEntryView rule = *m_rules->rule(QStringLiteral("611.3")).entry;
    QCOMPARE(keysOf(m_rules->children(rule.id)), (QStringList{"611.3.a", "611.3.b"}));
    const RuleEntryView subRule = *m_rules->rule(QStringLiteral("611.3.a")).entry;
    QCOMPARE(keysOf(m_rules->ancestors(subRule.id)), (QStringList{"6", "611", "611.3"}));
    QCOMPARE(m_rules->rule(QStringLiteral("110.1.d")).entry->notes.size(), 1);
}

void TestRulesRepository::entriesOfOtherDocuments()
{
    const std::optional<RuleEntryView> step = m_rules->entry(*RulesItemId::fromString(QStringLiteral("quickref:B2")));
    QVERIFY(step);
    QCOMPARE(step->title, QStringLiteral("Attack Roll"));
    QCOMPARE(step->document.key, QStringLiteral("quickref"));
    const std::optional<RuleEntryView> cover =
        m_rules->entry(*RulesItemId::fromUrl(QUrl(QStringLiteral("ddm://section/battle-rules-2008/cover"))));
    QVERIFY(cover);
    QCOMPARE(cover->page, 29);
    QVERIFY(m_rules->entry(*RulesItemId::fromString(QStringLiteral("rule:611.3a"))));
    QVERIFY(!m_rules->entry(*RulesItemId::fromString(QStringLiteral("section:nowhere/cover"))));
}

void TestRulesRepository::glossaryVersionsAuthoritativeFirst()
{
    const GlossaryLookup lookup = m_rules->glossary(QStringLiteral("Conceal X"));
    QVERIFY(lookup.term);
    QCOMPARE(lookup.term->display, QStringLiteral("conceal x"));
    QCOMPARE(lookup.term->item.toString(), QStringLiteral("glossary:conceal x"));
    QStringList documents;
    for (const GlossaryVersion& version : lookup.term->versions)
        documents.append(version.document.key);
    QCOMPARE(documents, (QStringList{"crg", "battle-rules-2008", "quickref"}));
    QCOMPARE(lookup.term->versions.first().category, QStringLiteral("power"));
}

void TestRulesRepository::glossaryNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("display");
    QTest::newRow("term") << "conceal x" << "conceal x";
    QTest::newRow("without X") << "conceal" << "conceal x";
    QTest::newRow("card text") << "Conceal 11" << "conceal x";
    QTest::newRow("resist with type") << "Resist 10 Psychic" << "resist x type";
    QTest::newRow("resist link from a card") << "resist" << "resist x type";
    QTest::newRow("immune") << "Immune Fire, Cold" << "immune type";
    QTest::newRow("reach") << "Reach 2" << "reach x";
    QTest::newRow("save ends") << "Dazed (save ends)" << "dazed";
    QTest::newRow("ongoing from a card") << "ongoing damage" << "ongoing x damage";
    QTest::newRow("ongoing with type") << "ongoing 10 fire damage" << "ongoing x damage";
    QTest::newRow("flight") << "Flight" << "flight";
    QTest::newRow("OCR Z") << "Z" << "ac";
    QTest::newRow("OCR cutting hit") << "cutting hit" << "critical hit";
    QTest::newRow("abbreviation") << "LOE" << "line of effect";
    QTest::newRow("alternative") << "hp" << "hit points";
    QTest::newRow("vulnerable without X") << "VULNERABLE DAMAGE" << "vulnerable x type";
    QTest::newRow("typographic apostrophe") << "player’s choice" << "player's choice";
}

void TestRulesRepository::glossaryNames()
{
    QFETCH(QString, name);
    QFETCH(QString, display);
    const GlossaryLookup lookup = m_rules->glossary(name);
    QVERIFY2(lookup.term, qPrintable(name));
    QCOMPARE(lookup.term->display, display);
}

void TestRulesRepository::unknownTermOffersSimilar()
{
    const GlossaryLookup lookup = m_rules->glossary(QStringLiteral("conceel"));
    QVERIFY(!lookup.term);
    QVERIFY2(lookup.nearest.contains(QStringLiteral("conceal x")), qPrintable(lookup.nearest.join(QLatin1Char(','))));
    QVERIFY(!m_rules->glossary(QStringLiteral("zzzzzzzz")).term);
}

QTEST_GUILESS_MAIN(TestRulesRepository)
#include "tst_rules_repository.moc"
