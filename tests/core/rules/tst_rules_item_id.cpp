// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The one link scheme: search ids and ddm:// URLs, both ways.
#include "rules/rules_item_id.h"

#include <QTest>

using namespace ddm;

class TestRulesItemId : public QObject {
    Q_OBJECT

private slots:
    void idsAndUrls_data();
    void idsAndUrls();
    void entriesOfEachDocument();
    void refusesOtherText();
};

void TestRulesItemId::idsAndUrls_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("url");
    QTest::newRow("rule") << "rule:611.3" << "ddm://rule/611.3";
    QTest::newRow("sub-rule") << "rule:707.10.a" << "ddm://rule/707.10.a";
    QTest::newRow("term with a space") << "glossary:conceal x" << "ddm://glossary/conceal%20x";
    QTest::newRow("term with a slash") << "glossary:hp/hit points" << "ddm://glossary/hp%2Fhit%20points";
    QTest::newRow("term with an apostrophe") << "glossary:player's choice" << "ddm://glossary/player%27s%20choice";
    QTest::newRow("step") << "quickref:B2" << "ddm://quickref/B2";
    QTest::newRow("quickref part") << "quickref:terrain/forest" << "ddm://quickref/terrain/forest";
    QTest::newRow("section") << "section:battle-rules-2008/cover" << "ddm://section/battle-rules-2008/cover";
}

void TestRulesItemId::idsAndUrls()
{
    QFETCH(QString, id);
    QFETCH(QString, url);
    const std::optional<RulesItemId> fromId = RulesItemId::fromString(id);
    QVERIFY(fromId);
    QCOMPARE(fromId->toString(), id);
    QCOMPARE(fromId->toUrl().toString(QUrl::FullyEncoded), url);
    const std::optional<RulesItemId> fromUrl = RulesItemId::fromUrl(QUrl(url));
    QVERIFY(fromUrl);
    QCOMPARE(*fromUrl, *fromId);
}

void TestRulesItemId::entriesOfEachDocument()
{
    QCOMPARE(RulesItemId::ofEntry(RulesDocumentKind::ComprehensiveRules, QStringLiteral("611.3")).toString(),
             QStringLiteral("rule:611.3"));
    QCOMPARE(RulesItemId::ofEntry(RulesDocumentKind::QuickReference, QStringLiteral("B2")).toString(), QStringLiteral("quickref:B2"));
    QCOMPARE(RulesItemId::ofEntry(RulesDocumentKind::GuildRules2011, QStringLiteral("set-up")).toString(),
             QStringLiteral("section:guild-2011/set-up"));
    QCOMPARE(RulesItemId::ofEntry(RulesDocumentKind::BattleAxe, QStringLiteral("rounds-turns")).toUrl().toString(),
             QStringLiteral("ddm://section/battle-axe/rounds-turns"));
}

void TestRulesItemId::refusesOtherText()
{
    for (const char* text : {"", "611.3", "card:Goblin", "rule:", ":x", "glossary"})
        QVERIFY2(!RulesItemId::fromString(QLatin1String(text)), text);
    for (const char* url : {"https://rule/611.3", "ddm://card/Goblin", "ddm://rule/", "ddm://rule"})
        QVERIFY2(!RulesItemId::fromUrl(QUrl(QLatin1String(url))), url);
}

QTEST_GUILESS_MAIN(TestRulesItemId)
#include "tst_rules_item_id.moc"
