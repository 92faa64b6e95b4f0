// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_compiler.h"
#include "query/query_examples.h"
#include "query/query_parser.h"

#include <QTest>

using namespace ddm;

Q_DECLARE_METATYPE(ddm::QueryErrorCode)

class TestQueryErrors : public QObject {
    Q_OBJECT

private slots:
    void reportsProblem_data();
    void reportsProblem();
    void refusesHugeQueries();
    void acceptsEveryExample();
};

void TestQueryErrors::reportsProblem_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QueryErrorCode>("code");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("message"); // a part of the message the user must see
    auto row = [](const char* name, const QString& query, QueryErrorCode code, int position, int length,
                  const char* message) {
        QTest::newRow(name) << query << code << position << length << QString::fromUtf8(message);
    };
    using C = QueryErrorCode;

    row("unknown field", QStringLiteral("foo:bar"), C::UnknownField, 0, 3,
        "unknown field 'foo'; did you mean 'fort'?");
    row("unknown field lists fields", QStringLiteral("zzzzzz:1"), C::UnknownField, 0, 6,
        "fields are name, set");
    row("misspelt field", QStringLiteral("coast:5"), C::UnknownField, 0, 5, "did you mean 'cost'?");
    row("misspelt field later", QStringLiteral("kw:elf lvel>3"), C::UnknownField, 7, 4,
        "did you mean 'level'?");
    row("missing value", QStringLiteral("cost:"), C::MissingValue, 0, 5, "'cost:' needs a value");
    row("missing value before term", QStringLiteral("kw:elf o: fire"), C::MissingValue, 7, 2,
        "'o:' needs a value");
    row("missing value before paren", QStringLiteral("(kw:)"), C::MissingValue, 1, 3, "'kw:' needs a value");
    row("empty quoted value", QStringLiteral("kw:\"\""), C::MissingValue, 0, 5, "'kw:' needs a value");
    row("empty phrase", QStringLiteral("elf \"\""), C::MissingValue, 4, 2, "nothing between the quotes");
    row("bad number", QStringLiteral("cost<abc"), C::BadNumber, 5, 3, "'abc' is not a whole number");
    row("number with letters", QStringLiteral("hp:12x"), C::BadNumber, 3, 3, "'12x' is not a whole number");
    row("negative number", QStringLiteral("cost:-5"), C::BadNumber, 5, 2, "'-5' is not a whole number");
    row("huge number", QStringLiteral("cost>9999999999"), C::BadNumber, 5, 10, "not a whole number");
    row("range without high end", QStringLiteral("cost:10.."), C::BadRange, 5, 4, "'10..' is not a range");
    row("range without low end", QStringLiteral("cost:..20"), C::BadRange, 5, 4, "'..20' is not a range");
    row("range backwards", QStringLiteral("cost:20..10"), C::BadRange, 5, 6, "runs backwards: write 10..20");
    row("range of three", QStringLiteral("cost:1..2..3"), C::BadRange, 5, 7, "is not a range");
    row("range after comparison", QStringLiteral("cost>1..5"), C::BadRange, 4, 1, "a range goes after ':'");
    row("range bad low end", QStringLiteral("cost:1x..5"), C::BadNumber, 5, 2, "'1x' is not a whole number");
    row("range bad high end", QStringLiteral("cost:1..5y"), C::BadNumber, 8, 2, "'5y' is not a whole number");
    row("size range backwards", QStringLiteral("size:huge..tiny"), C::BadRange, 5, 10, "runs backwards");
    row("keyword compared", QStringLiteral("kw<3"), C::UnsupportedOperator, 2, 1, "'kw' does not compare");
    row("text compared", QStringLiteral("o>=fire"), C::UnsupportedOperator, 1, 2, "'o' does not compare");
    row("faction compared", QStringLiteral("f>civ"), C::UnsupportedOperator, 1, 1, "'f' does not compare");
    row("unknown faction", QStringLiteral("f:feywild"), C::UnknownValue, 2, 7,
        "f: takes borderlands, civilization, underdark or wild, not 'feywild'");
    row("unknown alignment", QStringLiteral("a:chaotic"), C::UnknownValue, 2, 7,
        "a: takes unaligned, good, evil, neutral or none");
    row("unknown size", QStringLiteral("size:enormous"), C::UnknownValue, 5, 8,
        "tiny, small, medium, large, huge, gargantuan or colossal");
    row("unknown size in range", QStringLiteral("size:small..vast"), C::UnknownValue, 12, 4, "not 'vast'");
    row("unknown movement", QStringLiteral("move:swim"), C::UnknownValue, 5, 4, "normal, flight or burrow");
    row("unknown power type", QStringLiteral("type:spell"), C::UnknownValue, 5, 5,
        "attack, special, ability or champion");
    row("unknown quoted value", QStringLiteral("type:\"spell\""), C::UnknownValue, 6, 5, "not 'spell'");
    row("unknown is", QStringLiteral("is:shiny"), C::UnknownValue, 3, 5, "unique, champion, custom or owned");
    row("ambiguous is", QStringLiteral("is:c"), C::AmbiguousValue, 3, 1, "'c' could be champion or custom");
    row("empty group", QStringLiteral("()"), C::EmptyGroup, 0, 2, "nothing between the parentheses");
    row("empty group with space", QStringLiteral("kw:elf ( )"), C::EmptyGroup, 7, 3, "nothing between");
    row("unclosed group", QStringLiteral("(kw:elf"), C::UnclosedGroup, 0, 1, "'(' is never closed");
    row("unclosed outer group", QStringLiteral("((kw:elf)"), C::UnclosedGroup, 0, 1, "'(' is never closed");
    row("lone open paren", QStringLiteral("kw:elf ("), C::UnclosedGroup, 7, 1, "'(' is never closed");
    row("unmatched close", QStringLiteral("kw:elf)"), C::UnmatchedClose, 6, 1, "')' has no matching '('");
    row("lone close", QStringLiteral(")"), C::UnmatchedClose, 0, 1, "')' has no matching '('");
    row("leading or", QStringLiteral("or kw:elf"), C::DanglingOperator, 0, 2,
        "'or' needs a term on each side");
    row("trailing or", QStringLiteral("kw:elf or"), C::DanglingOperator, 7, 2, "needs a term on each side");
    row("double or", QStringLiteral("kw:elf OR or kw:fey"), C::DanglingOperator, 7, 2, "'OR' needs a term");
    row("or before paren", QStringLiteral("(kw:elf or)"), C::DanglingOperator, 8, 2, "'or' needs a term");
    row("or after paren", QStringLiteral("(or kw:elf)"), C::DanglingOperator, 1, 2, "'or' needs a term");
    row("trailing and", QStringLiteral("kw:elf and"), C::DanglingOperator, 7, 3, "'and' needs a term");
    row("lone minus", QStringLiteral("-"), C::DanglingNegation, 0, 1, "'-' must be followed directly");
    row("trailing minus", QStringLiteral("kw:elf -"), C::DanglingNegation, 7, 1,
        "'-' must be followed directly");
    row("minus and space", QStringLiteral("- kw:elf"), C::DanglingNegation, 0, 1,
        "'-' must be followed directly");
    row("minus before close", QStringLiteral("(-)"), C::DanglingNegation, 1, 1,
        "'-' must be followed directly");
    row("minus before or", QStringLiteral("-or kw:elf"), C::DanglingNegation, 0, 1, "'-' must be followed");
    row("SQL comment is a dangling minus", QStringLiteral("'; DROP TABLE card; --"), C::DanglingNegation, 21,
        1, "'-' must be followed directly");
    row("unterminated phrase", QStringLiteral("\"fire giant"), C::UnterminatedQuote, 0, 11, "never closed");
    row("unterminated value", QStringLiteral("o:\"slide 2"), C::UnterminatedQuote, 2, 8,
        "the quote after o: is never closed");
    // The first problem wins.
    row("first of two problems", QStringLiteral("foo:1 cost:x"), C::UnknownField, 0, 3,
        "unknown field 'foo'");
}

void TestQueryErrors::reportsProblem()
{
    QFETCH(QString, query);
    QFETCH(QueryErrorCode, code);
    QFETCH(int, position);
    QFETCH(int, length);
    QFETCH(QString, message);
    const std::variant<CompiledQuery, QueryError> result = QueryCompiler::compile(query);
    const QueryError* error = std::get_if<QueryError>(&result);
    QVERIFY2(error, "the query compiled");
    QVERIFY2(error->message.contains(message), qPrintable(error->message));
    QCOMPARE(error->code, code);
    QCOMPARE(error->position, position);
    QCOMPARE(error->length, length);
    QVERIFY(error->position + error->length <= query.size());
}

void TestQueryErrors::refusesHugeQueries()
{
    const int deep = QueryParser::kMaxDepth + 1;
    const QString nested = QString(deep, u'(') + QStringLiteral("x") + QString(deep, u')');
    auto result = QueryParser::parse(nested);
    QVERIFY(std::holds_alternative<QueryError>(result));
    QCOMPARE(std::get<QueryError>(result).code, QueryErrorCode::TooComplex);
    QCOMPARE(std::get<QueryError>(result).position, QueryParser::kMaxDepth);
    const QString allowed = QString(deep - 1, u'(') + QStringLiteral("x") + QString(deep - 1, u')');
    QVERIFY(std::holds_alternative<QueryNode>(QueryParser::parse(allowed)));

    const QString words = QStringLiteral("x ").repeated(QueryParser::kMaxTerms + 1);
    result = QueryParser::parse(words);
    QVERIFY(std::holds_alternative<QueryError>(result));
    QCOMPARE(std::get<QueryError>(result).code, QueryErrorCode::TooComplex);
    QCOMPARE(std::get<QueryError>(result).position, 2 * QueryParser::kMaxTerms);
    QVERIFY(std::holds_alternative<QueryNode>(QueryParser::parse(words.left(2 * QueryParser::kMaxTerms))));

    // A long run of '-' is read in a loop: no deep recursion, and pairs cancel.
    const QString minuses = QString(100000, u'-') + QStringLiteral("x");
    result = QueryParser::parse(minuses);
    QVERIFY(std::holds_alternative<QueryNode>(result));
    QCOMPARE(std::get<QueryNode>(result).kind, QueryNodeKind::Term);
}

void TestQueryErrors::acceptsEveryExample()
{
    const QList<QueryExample> examples = queryExamples();
    QVERIFY(examples.size() >= 8);
    for (const QueryExample& example : examples) {
        const auto result = QueryCompiler::compile(example.query);
        const QueryError* error = std::get_if<QueryError>(&result);
        QVERIFY2(!error,
                 qPrintable(example.query + QStringLiteral(": ") + (error ? error->message : QString())));
        QVERIFY(!example.description.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestQueryErrors)
#include "tst_query_errors.moc"
