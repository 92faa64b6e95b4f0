// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules tree over the real documents: a sound item model (QAbstractItemModelTester over every
// node), the documents of one game, and every entry at its place in the hierarchy.
#include "rules/rules_repository.h"
#include "rules/rules_tree_model.h"
#include "storage/card_database.h"

#include "rules_session.h"

#include <QAbstractItemModelTester>
#include <QSqlQuery>
#include <QTest>

using namespace ddm;
using namespace ddm::gui;

class TestRulesTreeModel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void passesTheModelTesterEverywhere();
    void listsTheDocumentsOfOneGame();
    void readsADocumentWhenItIsExpanded();
    void findsEntriesAtTheirPlace_data();
    void findsEntriesAtTheirPlace();
    void theGuidesTopLevelIsItsChaptersThenItsGlossary();
    void emptyWithoutRules();

private:
    void fetchAll(const QModelIndex& parent, int& nodes);
    QStringList trail(const QModelIndex& index) const;

    test::RulesSession m_rules;
    CardDatabase m_database;
    std::unique_ptr<RulesRepository> m_repository;
    std::unique_ptr<RulesTreeModel> m_model;
};

void TestRulesTreeModel::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("seeds/ddm-comprehensive-rules-guide-2008.md"));
    const QString problem = m_rules.importSeeds();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(!m_database.open(m_rules.path()));
    m_repository = std::make_unique<RulesRepository>(m_database);
}

void TestRulesTreeModel::init()
{
    m_model = std::make_unique<RulesTreeModel>();
    m_model->setRules(m_repository.get());
}

void TestRulesTreeModel::cleanup()
{
    m_model.reset();
}

void TestRulesTreeModel::fetchAll(const QModelIndex& parent, int& nodes)
{
    if (m_model->canFetchMore(parent))
        m_model->fetchMore(parent);
    for (int row = 0; row < m_model->rowCount(parent); ++row) {
        ++nodes;
        fetchAll(m_model->index(row, 0, parent), nodes);
    }
}

QStringList TestRulesTreeModel::trail(const QModelIndex& index) const
{
    QStringList labels;
    for (QModelIndex at = index; at.isValid(); at = at.parent())
        labels.prepend(at.data().toString());
    return labels;
}

void TestRulesTreeModel::passesTheModelTesterEverywhere()
{
    int nodes = 0;
    {
        QAbstractItemModelTester tester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        fetchAll({}, nodes);
    }
    // Every entry and glossary entry of the four DDM documents, with one glossary heading each.
    QSqlQuery count(m_database.connection());
    QVERIFY(count.exec(QStringLiteral(
        "SELECT (SELECT COUNT(*) FROM rules.entry e JOIN rules.document d ON d.id = e.document_id WHERE d.game = 'ddm') + "
        "(SELECT COUNT(*) FROM rules.glossary_entry g JOIN rules.document d ON d.id = g.document_id WHERE d.game = 'ddm') + "
        "(SELECT COUNT(DISTINCT g.document_id) FROM rules.glossary_entry g JOIN rules.document d ON d.id = g.document_id "
        " WHERE d.game = 'ddm') + (SELECT COUNT(*) FROM rules.document WHERE game = 'ddm')")));
    QVERIFY(count.next());
    QCOMPARE(nodes, count.value(0).toInt());

    // The tester reads a document as soon as the model is reset, while it still counts the reset
    // as in flight: one tester per state of the model.
    m_model->setGame(RulesGame::BattleAxe);
    {
        QAbstractItemModelTester tester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        fetchAll({}, nodes);
    }
    m_model->setRules(nullptr);
    QAbstractItemModelTester tester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m_model->rowCount(), 0);
}

void TestRulesTreeModel::listsTheDocumentsOfOneGame()
{
    QCOMPARE(m_model->game(), RulesGame::Ddm);
    QCOMPARE(m_model->rowCount(), 4);
    QVERIFY(m_model->index(0, 0).data().toString().startsWith(QStringLiteral("D&D Miniatures Game Comprehensive Rules Guide")));
    QVERIFY(m_model->index(0, 0).data().toString().endsWith(QStringLiteral("November 1, 2008")));
    for (int row = 0; row < m_model->rowCount(); ++row)
        QVERIFY(!m_model->index(row, 0).data().toString().contains(QStringLiteral("Battle-Axe")));

    m_model->setGame(RulesGame::BattleAxe);
    QCOMPARE(m_model->rowCount(), 1);
    QVERIFY(m_model->index(0, 0).data().toString().startsWith(QStringLiteral("Battle-Axe")));
}

void TestRulesTreeModel::readsADocumentWhenItIsExpanded()
{
    const QModelIndex guide = m_model->index(0, 0);
    QVERIFY(m_model->hasChildren(guide));
    QCOMPARE(m_model->rowCount(guide), 0);
    QVERIFY(m_model->canFetchMore(guide));
    m_model->fetchMore(guide);
    QVERIFY(!m_model->canFetchMore(guide));
    QCOMPARE(m_model->rowCount(guide), 12);
    QVERIFY(m_model->index(0, 0, guide).data(RulesTreeModel::ItemIdRole).toString().startsWith(QStringLiteral("rule:")));
    QVERIFY(m_model->index(0, 0).data(RulesTreeModel::ItemIdRole).toString().isEmpty()); // a document opens nothing
}

void TestRulesTreeModel::findsEntriesAtTheirPlace_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("labelStarts"); // below the document
    QTest::newRow("sub-rule") << "rule:611.3.a" << QStringList{"6 Attacks", "611 Cover", "611.3 To determine cover", "611.3.a When checking"};
    QTest::newRow("chapter 0") << "rule:0" << QStringList{"0 "};
    QTest::newRow("step") << "quickref:B2" << QStringList{"", "B2"};
    QTest::newRow("guide glossary") << "glossary:conceal x" << QStringList{"Glossary", "Conceal X"};
    QTest::newRow("starter section") << "section:battle-rules-2008/ranged-cover" << QStringList{"Ranged Cover"};
}

void TestRulesTreeModel::findsEntriesAtTheirPlace()
{
    QFETCH(QString, id);
    QFETCH(QStringList, labelStarts);
    const QModelIndex index = m_model->indexOf(*RulesItemId::fromString(id));
    QVERIFY(index.isValid());
    QCOMPARE(index.data(RulesTreeModel::ItemIdRole).toString(), id);
    const QStringList labels = trail(index).mid(1);
    QCOMPARE(labels.size(), labelStarts.size());
    for (qsizetype i = 0; i < labels.size(); ++i)
        QVERIFY2(labels.at(i).startsWith(labelStarts.at(i)), qPrintable(labels.join(QStringLiteral(" > "))));
}

void TestRulesTreeModel::theGuidesTopLevelIsItsChaptersThenItsGlossary()
{
    const QModelIndex guide = m_model->index(0, 0);
    m_model->fetchMore(guide);
    for (int chapter = 0; chapter <= 10; ++chapter)
        QCOMPARE(m_model->index(chapter, 0, guide).data(RulesTreeModel::ItemIdRole).toString(), QStringLiteral("rule:%1").arg(chapter));
    const QModelIndex glossary = m_model->index(11, 0, guide);
    QCOMPARE(glossary.data().toString(), QStringLiteral("Glossary"));
    QVERIFY(m_model->rowCount(glossary) >= 270);
    QVERIFY(m_model->index(0, 0, glossary).data(RulesTreeModel::ItemIdRole).toString().startsWith(QStringLiteral("glossary:")));
}

void TestRulesTreeModel::emptyWithoutRules()
{
    RulesTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.indexOf(RulesItemId{RulesItemId::Kind::Rule, QStringLiteral("611.3")}).isValid());
}

QTEST_GUILESS_MAIN(TestRulesTreeModel)
#include "tst_rules_tree_model.moc"
