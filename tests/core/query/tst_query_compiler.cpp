// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_compiler.h"

#include "fixture_cards.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

using namespace ddm;

namespace {

// The fixture's cards (fixture_cards.cpp), by the letters the rows below use.
const QString A = QStringLiteral("Ashen Wyrmling");
const QString B = QStringLiteral("Bram, Dwarf Warden");
const QString C = QStringLiteral("Yuan-ti Priest");
const QString D = QStringLiteral("Glimmer Sprite");
const QString E = QStringLiteral("Deep Burrower");
const QString F = QStringLiteral("Elf Longbowman");
const QString G = QStringLiteral("Elfbane Hound");
const QString H = QStringLiteral("Vorrak\u2019s Herald");
const QString I = QStringLiteral("100% Mimic");
const QString J = QStringLiteral("Under_score Golem");
const QString K = QStringLiteral("Jester'; DROP TABLE card; --");
const QString L = QStringLiteral("Titan of Ages");

QStringList sorted(QStringList names)
{
    names.sort();
    return names;
}

QStringList allBut(const QStringList& excluded)
{
    QStringList names = test::allFixtureNames();
    for (const QString& name : excluded)
        names.removeAll(name);
    return names;
}

CompiledQuery compiled(const QString& query)
{
    std::variant<CompiledQuery, QueryError> result = QueryCompiler::compile(query);
    if (const QueryError* error = std::get_if<QueryError>(&result))
        qWarning("%s: %s at %d", qPrintable(query), qPrintable(error->message), error->position);
    return std::get<CompiledQuery>(result);
}

} // namespace

class TestQueryCompiler : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void findsCards_data();
    void findsCards();
    void hostileInputIsLiteral_data();
    void hostileInputIsLiteral();
    void bindsEveryValue();
    void emptyQueryMatchesEverything();

private:
    QSqlDatabase m_db;
};

void TestQueryCompiler::initTestCase()
{
    m_db = test::openFixtureDatabase(QStringLiteral("compiler"));
}

void TestQueryCompiler::findsCards_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected");
    auto row = [](const char* name, const QString& query, const QStringList& expected) {
        QTest::newRow(name) << query << expected;
    };

    // Names: each bare word separately, phrases whole, ignoring case.
    row("word", QStringLiteral("elf"), {F, G});
    row("word ignores case", QStringLiteral("ELF"), {F, G});
    row("two words", QStringLiteral("elf hound"), {G});
    row("phrase", QStringLiteral("\"elf longbowman\""), {F});
    row("phrase keeps order", QStringLiteral("\"longbowman elf\""), {});
    row("phrase with comma", QStringLiteral("\"bram, dwarf\""), {B});
    row("hyphen inside a word", QStringLiteral("yuan-ti"), {C});
    row("name field", QStringLiteral("name:dwarf"), {B});
    row("name alias", QStringLiteral("n:titan"), {L});
    row("straight apostrophe finds curly", QStringLiteral("vorrak's"), {H});
    row("quoted or is a word", QStringLiteral("\"or\""), {H, J});

    row("set", QStringLiteral("set:serpent"), {C, D});
    row("set phrase with apostrophe", QStringLiteral("set:\"wanderer's road\""), {F, G});
    row("set and keyword", QStringLiteral("set:\"test set alpha\" kw:construct"), {I, J});

    // Keywords match whole, ignoring case; '*' stands for any letters.
    row("keyword whole", QStringLiteral("kw:elf"), {F});
    row("keyword not a substring", QStringLiteral("kw:magical"), {});
    row("keyword trailing star", QStringLiteral("kw:elf*"), {F, G});
    row("keyword leading star", QStringLiteral("kw:*kin"), {G});
    row("keyword with a space", QStringLiteral("kw:\"magical beast\""), {E});
    row("keyword alias ignores case", QStringLiteral("keyword:UNIQUE"), {B, H, L});
    row("keyword short alias", QStringLiteral("k:fire"), {A});

    row("power text", QStringLiteral("o:slide"), {C});
    row("power text phrase", QStringLiteral("text:\"2 squares\""), {C, D, H});
    row("power text in several cards", QStringLiteral("o:fire"), {A, H});
    row("power text with plus", QStringLiteral("o:\"+2 AC\""), {B});
    row("no powers, no text", QStringLiteral("-o:a"), {K});

    row("faction prefix", QStringLiteral("f:civ"), {B, D, I});
    row("faction", QStringLiteral("faction:wild"), {A, C, D, F, G});
    row("faction underdark", QStringLiteral("f:underdark"), {A, E, H});
    row("faction upper case", QStringLiteral("f:BORDERLANDS"), {J, K, L});
    row("faction one letter", QStringLiteral("f:b"), {J, K, L});
    row("faction not equal", QStringLiteral("f!=wild"), {B, E, H, I, J, K, L});

    row("alignment good", QStringLiteral("a:good"), {B, F, L});
    row("alignment evil", QStringLiteral("align:evil"), {A, C, G, H});
    row("alignment neutral", QStringLiteral("a:neutral"), {D, E, I, J, K});
    row("alignment none", QStringLiteral("alignment:none"), {D, E, I, J, K});
    row("alignment unaligned", QStringLiteral("a=unaligned"), {D, E, I, J, K});

    row("move flight", QStringLiteral("move:flight"), {A, D});
    row("move burrow", QStringLiteral("movement:burrow"), {E});
    row("move normal", QStringLiteral("move:normal"), {B, C, F, G, H, I, J, K, L});
    row("move prefix", QStringLiteral("move:fl"), {A, D});

    // Sizes compare by rank; a card of unknown size (C) matches no size but is left by '-'.
    row("size", QStringLiteral("size:medium"), {A, B, F, I});
    row("size at least", QStringLiteral("size>=large"), {E, H, J, L});
    row("size below", QStringLiteral("size<small"), {D});
    row("size at most", QStringLiteral("size<=small"), {D, G, K});
    row("size above", QStringLiteral("size>tiny"), allBut({C, D}));
    row("size range", QStringLiteral("size:small..large"), {A, B, F, G, H, I, K});
    row("size range by prefixes", QStringLiteral("size:hu..col"), {E, J, L});
    row("not size keeps unknown", QStringLiteral("-size:medium"), {C, D, E, G, H, J, K, L});
    row("size not equal keeps unknown", QStringLiteral("size!=medium"), {C, D, E, G, H, J, K, L});

    row("type champion", QStringLiteral("type:champion"), {B, F, H, L});
    row("type ability", QStringLiteral("t:ability"), {D});
    row("type special", QStringLiteral("type:special"), {A, C, G, H, I});
    row("type attack prefix", QStringLiteral("type:att"), {A, B, C, E, F, J, L});

    row("is unique", QStringLiteral("is:unique"), {B, H, L});
    row("is champion", QStringLiteral("is:champion"), {B, F, H, L});
    row("is custom", QStringLiteral("is:custom"), {H});
    row("is owned", QStringLiteral("is:owned"), {B, D, F});
    row("not unique", QStringLiteral("-is:unique"), allBut({B, H, L}));

    row("cost colon", QStringLiteral("cost:12"), {A});
    row("cost equals", QStringLiteral("cost=12"), {A});
    row("cost less", QStringLiteral("cost<10"), {D, F, G, K});
    row("cost at most", QStringLiteral("cost<=9"), {D, F, G, K});
    row("cost more", QStringLiteral("cost>30"), {H, L});
    row("cost at least", QStringLiteral("cost>=30"), {E, H, L});
    row("cost not equal", QStringLiteral("cost!=12"), allBut({A}));
    row("cost range", QStringLiteral("cost:10..20"), {A, C, I});
    row("cost range inclusive", QStringLiteral("cost=12..18"), {A, C, I});
    row("cost quoted number", QStringLiteral("cost:\"12\""), {A});
    row("level", QStringLiteral("level:10"), {E});
    row("level alias", QStringLiteral("lvl>=10"), {E, H, L});
    row("hp", QStringLiteral("hp>100"), {E, L});
    row("ac", QStringLiteral("ac>=25"), {H, L});
    row("fort", QStringLiteral("fort:22"), {E});
    row("ref", QStringLiteral("ref<=10"), {J, K});
    row("will", QStringLiteral("will>20"), {H, L});
    row("speed", QStringLiteral("speed:8"), {D, G});
    row("speed alias", QStringLiteral("spd>6"), {D, G});
    row("owned", QStringLiteral("owned>=2"), {B, F});
    row("owned none", QStringLiteral("owned:0"), allBut({B, D, F}));
    // Only champions have a rating; '!=' and '-' keep the others.
    row("cr", QStringLiteral("cr:3"), {B});
    row("cr at least", QStringLiteral("cr>=3"), {B, H, L});
    row("cr below skips non-champions", QStringLiteral("cr<3"), {F});
    row("cr not equal", QStringLiteral("cr!=3"), allBut({B}));
    row("not cr", QStringLiteral("-cr:3"), allBut({B}));

    // Precedence: '-' binds tightest, then AND, then OR.
    row("or below and", QStringLiteral("elf or bram kw:dwarf"), {B, F, G});
    row("parentheses first", QStringLiteral("(elf or bram) kw:dwarf"), {B});
    row("negated group", QStringLiteral("-(a:good or a:evil)"), {D, E, I, J, K});
    row("negation before and", QStringLiteral("-kw:elf cost<10"), {D, G, K});
    row("negation before or", QStringLiteral("-a:good or cost>50"), allBut({B, F}));
    row("explicit and below or", QStringLiteral("kw:dragon or kw:beast and move:burrow"), {A, E});
    row("upper-case OR", QStringLiteral("kw:fey OR kw:giant"), {D, L});
    row("upper-case AND", QStringLiteral("kw:beast AND move:burrow"), {E});
    row("double negation", QStringLiteral("--kw:dragon"), {A});
    row("negated negated group", QStringLiteral("-(-kw:fey)"), {D});
    row("nested parentheses", QStringLiteral("((kw:fey))"), {D});
    row("three alternatives", QStringLiteral("kw:fey or kw:giant or kw:demon"), {D, H, L});
    row("group without spaces", QStringLiteral("(kw:fey)or(kw:giant)"), {D, L});
    row("negated field not equal", QStringLiteral("-cost!=12"), {A});
}

void TestQueryCompiler::findsCards()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    QString error;
    const QStringList found = test::runCompiledQuery(m_db, compiled(query), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(found, sorted(expected));
}

void TestQueryCompiler::hostileInputIsLiteral_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("SQL in a phrase") << QStringLiteral("\"'; DROP TABLE card; --\"") << QStringList{K};
    QTest::newRow("SQL as words") << QStringLiteral("'; DROP TABLE card;") << QStringList{K};
    QTest::newRow("SQL in a set") << QStringLiteral("set:\"x' OR '1'='1\"") << QStringList{};
    QTest::newRow("percent") << QStringLiteral("%") << QStringList{I};
    QTest::newRow("percent after digits") << QStringLiteral("100%") << QStringList{I};
    QTest::newRow("percent in power text") << QStringLiteral("o:%") << QStringList{G};
    QTest::newRow("underscore") << QStringLiteral("_") << QStringList{J};
    QTest::newRow("underscore in text") << QStringLiteral("o:_") << QStringList{};
    QTest::newRow("underscores in keyword") << QStringLiteral("kw:_____") << QStringList{};
    QTest::newRow("percent in keyword") << QStringLiteral("kw:%") << QStringList{};
    QTest::newRow("backslash") << QStringLiteral("\\") << QStringList{};
    QTest::newRow("escaped percent") << QStringLiteral("\\%") << QStringList{};
    QTest::newRow("question mark") << QStringLiteral("? o:?") << QStringList{};
}

void TestQueryCompiler::hostileInputIsLiteral()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    QString error;
    QCOMPARE(test::runCompiledQuery(m_db, compiled(query), &error), sorted(expected));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSqlQuery count(m_db);
    QVERIFY(count.exec(QStringLiteral("SELECT COUNT(*) FROM card")) && count.next());
    QCOMPARE(count.value(0).toInt(), test::allFixtureNames().size());
}

void TestQueryCompiler::bindsEveryValue()
{
    const CompiledQuery query = compiled(QStringLiteral(
        "zebra set:zebra kw:zebra o:zebra cost:17 hp:5..6 f:wild a:good move:burrow type:special"));
    for (const char* value : {"zebra", "17", "wild", "good", "burrow", "special"})
        QVERIFY2(!query.whereSql.contains(QLatin1String(value), Qt::CaseInsensitive), value);
    QCOMPARE(query.bindings.size(), query.whereSql.count(u'?'));
    QCOMPARE(query.bindings.size(), 11);
}

void TestQueryCompiler::emptyQueryMatchesEverything()
{
    for (const QString& query : {QString(), QStringLiteral(" \t\n ")})
        QCOMPARE(test::runCompiledQuery(m_db, compiled(query)), test::allFixtureNames());
}

QTEST_GUILESS_MAIN(TestQueryCompiler)
#include "tst_query_compiler.moc"
