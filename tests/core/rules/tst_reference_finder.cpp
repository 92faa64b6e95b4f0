// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every shape of reference the documents use, found in invented sentences.
#include "rules/glossary_index.h"
#include "rules/reference_finder.h"

#include <QTest>

using namespace ddm;

namespace {

QStringList describe(const QList<FoundReference>& references)
{
    QStringList found;
    for (const FoundReference& reference : references) {
        QString text = linkKindName(reference.kind) + QLatin1Char(' ') + reference.target;
        if (!reference.subject.isEmpty())
            text += QStringLiteral(" \"%1\"").arg(reference.subject);
        found.append(text);
    }
    return found;
}

} // namespace

class TestReferenceFinder : public QObject {
    Q_OBJECT

private slots:
    void ruleReferences_data();
    void ruleReferences();
    void spansCoverTheReference();
    void pageReferences_data();
    void pageReferences();
    void termReferences();
    void termsInText();
};

void TestReferenceFinder::ruleReferences_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("see rule") << "Gadgets hop (see rule 201.3)." << QStringList{"rule 201.3"};
    QTest::newRow("rule without dot before letter") << "as in rule 103.3a today" << QStringList{"rule 103.3a"};
    QTest::newRow("bare see") << "hops (see 1009.2)." << QStringList{"rule 1009.2"};
    QTest::newRow("sentence end") << "see rule 110.3." << QStringList{"rule 110.3"};
    QTest::newRow("two rules") << "see rules 802.1 and 802.2" << QStringList{"rule 802.1", "rule 802.2"};
    QTest::newRow("range") << "rules 101.2–101.6 apply" << QStringList{"rule 101.2", "rule 101.6"};
    QTest::newRow("list") << "see rules 602.1, 602.4a, or 603" << QStringList{"rule 602.1", "rule 602.4a", "rule 603"};
    QTest::newRow("chapter") << "see section 10, \"Gadget Maps\"" << QStringList{"section 10 \"Gadget Maps\""};
    QTest::newRow("section with curly title") << "see section 706. “Adding Hats”." << QStringList{"section 706 \"Adding Hats\""};
    QTest::newRow("title after dotted number") << "(see rule 413.5., “Hat Power”)" << QStringList{"rule 413.5 \"Hat Power\""};
    QTest::newRow("rules text is not a reference") << "rules text may say so" << QStringList{};
    QTest::newRow("numbers are not references") << "up to 10 creatures and 200 points" << QStringList{};
    QTest::newRow("capital See") << "See rule 5." << QStringList{"rule 5"};
}

void TestReferenceFinder::ruleReferences()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(findRuleReferences(text)), expected);
}

void TestReferenceFinder::spansCoverTheReference()
{
    const QString text = QStringLiteral("Gadgets (see rules 802.1 and 802.2) hop.");
    const QList<FoundReference> found = findRuleReferences(text);
    QCOMPARE(found.size(), 2);
    QCOMPARE(text.mid(found.at(0).start, found.at(0).length), QStringLiteral("see rules 802.1"));
    QCOMPARE(text.mid(found.at(1).start, found.at(1).length), QStringLiteral("802.2"));
    QCOMPARE(found.at(0).cited, QStringLiteral("see rules 802.1"));
}

void TestReferenceFinder::pageReferences_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("bare") << "(Condition) See page 33." << QStringList{"page 33"};
    QTest::newRow("titled") << "See Hopping, page 19." << QStringList{"page 19 \"Hopping\""};
    QTest::newRow("on page") << "(see Hop Types on page 26)" << QStringList{"page 26 \"Hop Types\""};
    QTest::newRow("quoted p.") << "(see “Hats”, p. 4)" << QStringList{"page 4 \"Hats\""};
    QTest::newRow("two") << "see page 12 and page 13" << QStringList{"page 12", "page 13"};
    QTest::newRow("none") << "a page of rules" << QStringList{};
}

void TestReferenceFinder::pageReferences()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(findPageReferences(text)), expected);
}

void TestReferenceFinder::termReferences()
{
    QCOMPARE(describe(findTermReferences(QStringLiteral("See Hat Class."))), QStringList{"glossary Hat Class"});
    QCOMPARE(describe(findTermReferences(QStringLiteral("One of two. See gadget."))), QStringList{"glossary gadget"});
    QVERIFY(findTermReferences(QStringLiteral("not inactive (see that entry).")).isEmpty());
    QVERIFY(findTermReferences(QStringLiteral("See Hopping, page 19.")).isEmpty());
}

void TestReferenceFinder::termsInText()
{
    const GlossaryIndex index({{QStringLiteral("Hover X"), QStringLiteral("Hover X"), false, 0},
                               {QStringLiteral("Resist X TYPE"), QStringLiteral("Resist X TYPE"), false, 0},
                               {QStringLiteral("line of hop"), QStringLiteral("line of hop"), false, 0},
                               {QStringLiteral("hop"), QStringLiteral("hop"), false, 0},
                               {QStringLiteral("acting gadget"), QStringLiteral("acting gadget"), false, 0}});
    const QString text = QStringLiteral("A gadget with Hover 3 and Resist 10 Fire traces a line of hop; "
                                        "a non-acting gadget may hop. Hover alone is no term use.");
    QStringList found;
    for (const GlossaryHit& hit : index.find(text))
        found.append(hit.key + QLatin1Char('=') + text.mid(hit.start, hit.length));
    QCOMPARE(found, (QStringList{"hover=Hover 3", "resist=Resist 10 Fire", "line of hop=line of hop", "hop=hop"}));
    QCOMPARE(index.lookup(QStringLiteral("hover")), std::optional<QString>(QStringLiteral("hover")));
    QCOMPARE(index.lookup(QStringLiteral("Resist 5 Cold (save ends)")), std::optional<QString>(QStringLiteral("resist")));
    QVERIFY(!index.lookup(QStringLiteral("wobble")));
}

QTEST_GUILESS_MAIN(TestReferenceFinder)
#include "tst_reference_finder.moc"
