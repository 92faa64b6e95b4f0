// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_choices.h"
#include "query/query_parser.h"

#include <QTest>

using namespace ddm;

namespace {

QString choiceName(QueryField field, int code)
{
    for (const QueryChoice& choice : queryChoices(field)) {
        if (choice.code == code)
            return choice.name;
    }
    return QStringLiteral("?");
}

QString describeTerm(const QueryTerm& term)
{
    const QueryFieldInfo& info = queryFieldInfo(term.field);
    static const char* const kComparisons[] = {"=", "<", "<=", ">", ">=", "="};
    QString text = info.names.first() + QLatin1String(kComparisons[int(term.comparison)]);
    auto value = [&](int number) {
        return info.kind == QueryValueKind::Number ? QString::number(number) : choiceName(term.field, number);
    };
    if (info.kind == QueryValueKind::Text)
        return text + term.text;
    text += value(term.low);
    if (term.comparison == QueryComparison::Between)
        text += QLatin1String("..") + value(term.high);
    return text;
}

// The tree as an S-expression: (or name=elf (and name=bram keyword=dwarf)).
QString describe(const QueryNode& node)
{
    static const char* const kKinds[] = {"all", "", "not", "and", "or"};
    if (node.kind == QueryNodeKind::All)
        return QStringLiteral("all");
    if (node.kind == QueryNodeKind::Term)
        return describeTerm(node.term);
    QString text = QLatin1Char('(') + QLatin1String(kKinds[int(node.kind)]);
    for (const QueryNode& child : node.children)
        text += QLatin1Char(' ') + describe(child);
    return text + QLatin1Char(')');
}

} // namespace

class TestQueryParser : public QObject {
    Q_OBJECT

private slots:
    void buildsTree_data();
    void buildsTree();
};

void TestQueryParser::buildsTree_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("tree");
    auto row = [](const char* query, const char* tree) {
        QTest::newRow(query) << QString::fromUtf8(query) << QString::fromUtf8(tree);
    };
    QTest::newRow("(empty)") << QString() << QStringLiteral("all");
    QTest::newRow("(spaces)") << QStringLiteral(" \t ") << QStringLiteral("all");
    row("elf", "name=elf");
    row("yuan-ti", "name=yuan-ti");
    row("\"two  words\"", "name=two  words");
    row("kw:\"magical beast\"", "keyword=magical beast");
    row("a b", "(and name=a name=b)");
    row("a and b", "(and name=a name=b)");
    row("a or b", "(or name=a name=b)");
    row("a or b c", "(or name=a (and name=b name=c))");
    row("a b or c", "(or (and name=a name=b) name=c)");
    row("a and b OR c", "(or (and name=a name=b) name=c)");
    row("(a or b) c", "(and (or name=a name=b) name=c)");
    row("(a or b) (c or d)", "(and (or name=a name=b) (or name=c name=d))");
    row("a or b or c", "(or name=a name=b name=c)");
    row("-a b", "(and (not name=a) name=b)");
    row("-(a or b)", "(not (or name=a name=b))");
    row("-kw:elf cost<10", "(and (not keyword=elf) cost<10)");
    row("a -b or -c", "(or (and name=a (not name=b)) (not name=c))");
    row("--a", "name=a");
    row("---a", "(not name=a)");
    row("((a))", "name=a");
    row("cost!=5", "(not cost=5)");
    row("-cost!=5", "(not (not cost=5))");
    row("cost:1..5", "cost=1..5");
    row("cost=7", "cost=7");
    row("hp>=100", "hp>=100");
    row("size>=large", "size>=large");
    row("size:sm..la", "size=small..large");
    row("f:civ", "faction=civilization");
    row("a:none", "align=unaligned");
    row("move:fl", "move=flight");
    row("type:cha", "type=champion");
    row("is:cu", "is=custom");
    row("COST:5 KW:Elf", "(and cost=5 keyword=Elf)");
}

void TestQueryParser::buildsTree()
{
    QFETCH(QString, query);
    QFETCH(QString, tree);
    const std::variant<QueryNode, QueryError> result = QueryParser::parse(query);
    const QueryError* error = std::get_if<QueryError>(&result);
    QVERIFY2(!error, error ? qPrintable(error->message) : "");
    QCOMPARE(describe(std::get<QueryNode>(result)), tree);
}

QTEST_GUILESS_MAIN(TestQueryParser)
#include "tst_query_parser.moc"
