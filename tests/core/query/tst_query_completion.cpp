// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_completion.h"

#include <QSet>
#include <QTest>

using namespace ddm;

Q_DECLARE_METATYPE(ddm::CompletionTarget)
Q_DECLARE_METATYPE(ddm::QueryField)

class TestQueryCompletion : public QObject {
    Q_OBJECT

private slots:
    void context_data();
    void context();
    void candidates_data();
    void candidates();
    void everyFieldHasNamesAndDescription();
};

void TestQueryCompletion::context_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("cursor"); // -1: at the end
    QTest::addColumn<CompletionTarget>("target");
    QTest::addColumn<QueryField>("field");
    QTest::addColumn<int>("start");
    QTest::addColumn<QString>("typed");
    using T = CompletionTarget;
    using F = QueryField;

    QTest::newRow("empty") << QString() << -1 << T::FieldOrName << F::Name << 0 << QString();
    QTest::newRow("first letters") << QStringLiteral("k") << -1 << T::FieldOrName << F::Name << 0
                                   << QStringLiteral("k");
    QTest::newRow("second term") << QStringLiteral("kw:elf co") << -1 << T::FieldOrName << F::Name << 7
                                 << QStringLiteral("co");
    QTest::newRow("after a space") << QStringLiteral("kw:elf ") << -1 << T::FieldOrName << F::Name << 7
                                   << QString();
    QTest::newRow("after minus") << QStringLiteral("kw:elf -") << -1 << T::FieldOrName << F::Name << 8
                                 << QString();
    QTest::newRow("after paren") << QStringLiteral("(") << -1 << T::FieldOrName << F::Name << 1 << QString();
    QTest::newRow("value empty") << QStringLiteral("kw:") << -1 << T::FieldValue << F::Keyword << 3
                                 << QString();
    QTest::newRow("value begun") << QStringLiteral("-kw:dr") << -1 << T::FieldValue << F::Keyword << 4
                                 << QStringLiteral("dr");
    QTest::newRow("value by alias") << QStringLiteral("(f:ci") << -1 << T::FieldValue << F::Faction << 3
                                    << QStringLiteral("ci");
    QTest::newRow("quoted value") << QStringLiteral("set:\"storm k") << -1 << T::FieldValue << F::Set << 4
                                  << QStringLiteral("storm k");
    QTest::newRow("number value") << QStringLiteral("cost>=") << -1 << T::FieldValue << F::Cost << 6
                                  << QString();
    QTest::newRow("cursor inside a word")
        << QStringLiteral("kw:elf cost<5") << 9 << T::FieldOrName << F::Name << 7 << QStringLiteral("co");
    QTest::newRow("cursor inside a value")
        << QStringLiteral("size:la hp>5") << 7 << T::FieldValue << F::Size << 5 << QStringLiteral("la");
    QTest::newRow("cursor past the end")
        << QStringLiteral("is:ch") << 99 << T::FieldValue << F::Is << 3 << QStringLiteral("ch");
    QTest::newRow("inside a name phrase")
        << QStringLiteral("\"fire gi") << -1 << T::Nothing << F::Name << 8 << QString();
    QTest::newRow("unknown field") << QStringLiteral("foo:ba") << -1 << T::Nothing << F::Name << 6
                                   << QString();
    QTest::newRow("after close paren")
        << QStringLiteral("(elf)") << -1 << T::Nothing << F::Name << 5 << QString();
}

void TestQueryCompletion::context()
{
    QFETCH(QString, query);
    QFETCH(int, cursor);
    QFETCH(CompletionTarget, target);
    QFETCH(QueryField, field);
    QFETCH(int, start);
    QFETCH(QString, typed);
    const CompletionContext context =
        QueryCompletion::contextAt(query, cursor < 0 ? int(query.size()) : cursor);
    QCOMPARE(context.target, target);
    QCOMPARE(context.field, field);
    QCOMPARE(context.start, start);
    QCOMPARE(context.typed, typed);
}

void TestQueryCompletion::candidates_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("field names") << QStringLiteral("k") << QStringList{"keyword:", "kw:", "k:"};
    QTest::newRow("field names ignore case") << QStringLiteral("elf CO") << QStringList{"cost:"};
    QTest::newRow("no field for a name") << QStringLiteral("goblin") << QStringList{};
    QTest::newRow("keywords begun first") << QStringLiteral("kw:dr") << QStringList{"Dragon", "Hydra"};
    QTest::newRow("keyword with a space is quoted")
        << QStringLiteral("kw:mag") << QStringList{"\"Magical Beast\""};
    QTest::newRow("open quote stays quoted") << QStringLiteral("kw:\"dw") << QStringList{"\"Dwarf\""};
    QTest::newRow("set names") << QStringLiteral("set:\"storm") << QStringList{"\"Storm King's Thunder\""};
    QTest::newRow("set names containing")
        << QStringLiteral("set:king") << QStringList{"\"Storm King's Thunder\""};
    QTest::newRow("factions") << QStringLiteral("f:")
                              << QStringList{"borderlands", "civilization", "underdark", "wild"};
    QTest::newRow("faction begun") << QStringLiteral("f:C") << QStringList{"civilization"};
    QTest::newRow("alignments") << QStringLiteral("a:n") << QStringList{"neutral", "none"};
    QTest::newRow("sizes") << QStringLiteral("size>=g") << QStringList{"gargantuan"};
    QTest::newRow("movement") << QStringLiteral("move:") << QStringList{"normal", "flight", "burrow"};
    QTest::newRow("power types") << QStringLiteral("type:")
                                 << QStringList{"attack", "special", "ability", "champion"};
    QTest::newRow("is") << QStringLiteral("is:c") << QStringList{"champion", "custom"};
    QTest::newRow("numbers have no list") << QStringLiteral("cost:1") << QStringList{};
    QTest::newRow("power text has no list") << QStringLiteral("o:fi") << QStringList{};
    QTest::newRow("nothing in a phrase") << QStringLiteral("\"co") << QStringList{};
}

void TestQueryCompletion::candidates()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    const QueryCompletion completion({QStringLiteral("Dragon"), QStringLiteral("Dwarf"),
                                      QStringLiteral("Hydra"), QStringLiteral("Magical Beast")},
                                     {QStringLiteral("Storm King's Thunder"), QStringLiteral("Underdark")});
    QCOMPARE(completion.candidates(query, int(query.size())), expected);
}

void TestQueryCompletion::everyFieldHasNamesAndDescription()
{
    QSet<QString> seen;
    for (const QueryFieldInfo& info : queryFields()) {
        QVERIFY(!info.names.isEmpty());
        QVERIFY(!info.description.isEmpty());
        QCOMPARE(&queryFieldInfo(info.field), &info);
        for (const QString& name : info.names) {
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
            QCOMPARE(findQueryField(name.toUpper()), std::optional<QueryField>(info.field));
        }
    }
    QVERIFY(!findQueryField(u"nosuchfield"));
}

QTEST_GUILESS_MAIN(TestQueryCompletion)
#include "tst_query_completion.moc"
