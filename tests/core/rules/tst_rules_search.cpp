// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Full-text search over the real documents: ranking of typical judge questions, number spellings,
// filters, snippets, and hostile input that must never reach FTS5 as syntax.
#include "rules/rules_importer.h"
#include "rules/rules_repository.h"
#include "rules/rules_search.h"
#include "storage/card_database.h"

#include "shared_data.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ddm;

class TestRulesSearch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void expressionIsBuiltFromWords_data();
    void expressionIsBuiltFromWords();
    void judgeQuestionsRankTheRightEntryFirst_data();
    void judgeQuestionsRankTheRightEntryFirst();
    void numberSpellingsJump_data();
    void numberSpellingsJump();
    void phrasesAndPrefixes();
    void snippetsHighlightTheHits();
    void sameTitlesAreToldApartByNumber();
    void battleAxeOnlyWhenAsked();
    void filterByDocument();
    void hostileInputIsSafe_data();
    void hostileInputIsSafe();

private:
    QStringList ids(const QString& text, int limit = 10) const;

    QTemporaryDir m_data;
    CardDatabase m_database;
    std::unique_ptr<RulesRepository> m_rules;
    std::unique_ptr<RulesSearch> m_search;
};

void TestRulesSearch::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    QVERIFY(RulesImporter::importDirectory(ddm::test::sharedPath(QStringLiteral("seeds")), m_data.path()).ok());
    QVERIFY(!m_database.open(m_data.path()));
    m_rules = std::make_unique<RulesRepository>(m_database);
    m_search = std::make_unique<RulesSearch>(*m_rules);
}

QStringList TestRulesSearch::ids(const QString& text, int limit) const
{
    RulesSearchQuery query;
    query.text = text;
    query.limit = limit;
    QStringList found;
    for (const RulesSearchHit& hit : m_search->search(query))
        found.append(hit.item.toString());
    return found;
}

void TestRulesSearch::expressionIsBuiltFromWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expression");
    QTest::newRow("words get prefixes") << "cover ranged" << "\"cover\"* \"ranged\"*";
    QTest::newRow("numbers stay together") << "611.3" << "\"611 3\"";
    QTest::newRow("phrase") << "\"line of sight\" wall" << "\"line of sight\" \"wall\"*";
    QTest::newRow("operators are words") << "cover NEAR ranged OR x" << "\"cover\"* \"near\"* \"ranged\"* \"or\"* \"x\"";
    QTest::newRow("syntax is dropped") << "a* -b (c^ \"d" << "\"a\" \"b\" \"c\" \"d\"";
    QTest::newRow("nothing left") << "*-()\"\"" << "";
}

void TestRulesSearch::expressionIsBuiltFromWords()
{
    QFETCH(QString, text);
    QFETCH(QString, expression);
    QCOMPARE(RulesSearch::ftsExpression(text), expression);
}

void TestRulesSearch::judgeQuestionsRankTheRightEntryFirst_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("within");
    QTest::newRow("cover ranged: the term") << "cover ranged" << "glossary:ranged cover" << 1;
    QTest::newRow("cover ranged: the rule") << "cover ranged" << "rule:611.3" << 3;
    QTest::newRow("conceal: the term") << "conceal" << "glossary:conceal x" << 1;
    QTest::newRow("conceal: the power") << "conceal" << "rule:707.4" << 3;
    QTest::newRow("charge") << "charge" << "rule:413.3" << 3;
    QTest::newRow("flanking") << "flanking" << "rule:613" << 3;
    QTest::newRow("pits") << "pit" << "rule:1013" << 3;
    QTest::newRow("confused") << "confused" << "rule:902" << 5;
    QTest::newRow("opportunity attack") << "opportunity attack" << "rule:612" << 5;
    QTest::newRow("critical hit term") << "critical hit" << "glossary:critical hit" << 1;
    QTest::newRow("huge creatures in assault") << "huge assault" << "rule:105.2.b" << 1;
    QTest::newRow("lines touching walls") << "line of sight wall" << "rule:1002.1.a" << 3;
    QTest::newRow("quick reference step") << "attack roll" << "quickref:B2" << 10;
}

void TestRulesSearch::judgeQuestionsRankTheRightEntryFirst()
{
    QFETCH(QString, question);
    QFETCH(QString, expected);
    QFETCH(int, within);
    const QStringList found = ids(question, within);
    QVERIFY2(found.contains(expected), qPrintable(question + QStringLiteral(": ") + found.join(QStringLiteral(", "))));
}

void TestRulesSearch::numberSpellingsJump_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("first");
    QTest::newRow("plain") << "611.3" << "rule:611.3";
    QTest::newRow("glued letter") << "611.3a" << "rule:611.3.a";
    QTest::newRow("dotted letter") << "611.3.a" << "rule:611.3.a";
    QTest::newRow("r prefix") << "r611" << "rule:611";
    QTest::newRow("section sign") << "§611" << "rule:611";
    QTest::newRow("step code") << "B2" << "quickref:B2";
    QTest::newRow("round step before chapter") << "R6" << "quickref:R6";
    QTest::newRow("id") << "glossary:conceal x" << "glossary:conceal x";
    QTest::newRow("url") << "ddm://quickref/terrain/pits" << "quickref:terrain/pits";
}

void TestRulesSearch::numberSpellingsJump()
{
    QFETCH(QString, text);
    QFETCH(QString, first);
    const QStringList found = ids(text, 3);
    QVERIFY(!found.isEmpty());
    QCOMPARE(found.first(), first);
}

void TestRulesSearch::phrasesAndPrefixes()
{
    RulesSearchQuery query;
    query.text = QStringLiteral("\"line of effect\"");
    query.limit = 50;
    const QList<RulesSearchHit> hits = m_search->search(query);
    QVERIFY(hits.size() > 5);
    for (const RulesSearchHit& hit : hits) {
        QString text = hit.title;
        if (const std::optional<RuleEntryView> entry = m_rules->entry(hit.item))
            text += QLatin1Char(' ') + entry->text;
        if (const std::optional<GlossaryTermView> term = m_rules->glossary(hit.item.key).term; hit.item.kind == RulesItemId::Kind::Glossary && term) {
            for (const GlossaryVersion& version : term->versions)
                text += QLatin1Char(' ') + version.headword + QLatin1Char(' ') + version.text;
        }
        QVERIFY2(text.toLower().simplified().contains(QLatin1String("line of effect")), qPrintable(hit.item.toString()));
    }
    QVERIFY(ids(QStringLiteral("cov ran"), 10).contains(QStringLiteral("rule:611.3")));
}

// "Cover" is the title of 611.3 and of its sub-rules: each hit says which one it is.
void TestRulesSearch::sameTitlesAreToldApartByNumber()
{
    RulesSearchQuery query;
    query.text = QStringLiteral("cover ranged");
    query.limit = 10;
    QHash<QString, QString> titles; // item -> title
    for (const RulesSearchHit& hit : m_search->search(query))
        titles.insert(hit.item.toString(), hit.title);
    QCOMPARE(titles.value(QStringLiteral("rule:611.3")), QStringLiteral("611.3 Cover"));
    QCOMPARE(titles.value(QStringLiteral("rule:611.3.a")), QStringLiteral("611.3.a Cover"));
    QCOMPARE(titles.value(QStringLiteral("glossary:ranged cover")),
             QStringLiteral("ranged cover")); // no number
}

void TestRulesSearch::snippetsHighlightTheHits()
{
    RulesSearchQuery query;
    query.text = QStringLiteral("blood rock");
    bool highlighted = false;
    for (const RulesSearchHit& hit : m_search->search(query)) {
        for (const auto& [start, length] : hit.highlights) {
            QVERIFY(start >= 0 && start + length <= hit.snippet.size());
            const QString word = hit.snippet.mid(start, length).toLower();
            QVERIFY2(word.startsWith(QLatin1String("blood")) || word.startsWith(QLatin1String("rock")), qPrintable(word));
            highlighted = true;
        }
    }
    QVERIFY(highlighted);
}

void TestRulesSearch::battleAxeOnlyWhenAsked()
{
    RulesSearchQuery query;
    query.text = QStringLiteral("vital hit");
    for (const RulesSearchHit& hit : m_search->search(query))
        QVERIFY(hit.documentKey != QLatin1String("battle-axe"));
    query.game = RulesGame::BattleAxe;
    const QList<RulesSearchHit> axe = m_search->search(query);
    QVERIFY(!axe.isEmpty());
    for (const RulesSearchHit& hit : axe)
        QCOMPARE(hit.documentKey, QStringLiteral("battle-axe"));
}

void TestRulesSearch::filterByDocument()
{
    RulesSearchQuery query;
    query.text = QStringLiteral("cover");
    query.documents = {QStringLiteral("quickref")};
    const QList<RulesSearchHit> hits = m_search->search(query);
    QVERIFY(!hits.isEmpty());
    for (const RulesSearchHit& hit : hits)
        QCOMPARE(hit.documentKey, QStringLiteral("quickref"));
}

void TestRulesSearch::hostileInputIsSafe_data()
{
    QTest::addColumn<QString>("text");
    for (const char* text : {"\"", "\"\"", "\"unbalanced", "cover\"", "*", "cover*", "-cover", "NOT cover", "cover AND",
                             "NEAR(cover ranged, 2)", "(cover", "cover)", "a:b", "title:cover", "^cover", "{col}: x", "'; DROP TABLE entry; --",
                             "\\", "%", "_", "   ", "", "§", "r", "611.", "9999.99.z", "ddm://", "rule:", "glossary:"})
        QTest::newRow(text) << QString::fromUtf8(text);
    QTest::newRow("long") << QString(5000, QLatin1Char('a'));
    QTest::newRow("unicode") << QStringLiteral("côver ✓ 𝔘");
}

void TestRulesSearch::hostileInputIsSafe()
{
    QFETCH(QString, text);
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); // an FTS syntax error would be logged
    RulesSearchQuery query;
    query.text = text;
    m_search->search(query);
    query.game.reset();
    m_search->search(query);
    QVERIFY(!m_rules->isEmpty()); // still there
}

QTEST_GUILESS_MAIN(TestRulesSearch)
#include "tst_rules_search.moc"
