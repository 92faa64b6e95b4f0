// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/saved_filter_repository.h"

#include "storage_fixture.h"

#include <QTest>

using namespace ddm;

class TestSavedFilterRepository : public QObject {
    Q_OBJECT

private slots:
    void init();
    void startsEmpty();
    void savesInOrder();
    void savingAnExistingNameReplacesItsQuery();
    void refusesBlankNamesAndQueries_data();
    void refusesBlankNamesAndQueries();
    void removesAndRenumbers();
    void movesUpAndDown();
    void refusesUnknownIds();
    void survivesReopening();

private:
    QStringList names() const;

    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<SavedFilterRepository> m_filters;
};

void TestSavedFilterRepository::init()
{
    m_filters.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_filters = std::make_unique<SavedFilterRepository>(m_fixture->database());
}

QStringList TestSavedFilterRepository::names() const
{
    QStringList list;
    for (const SavedFilter& filter : m_filters->all())
        list.append(filter.name);
    return list;
}

void TestSavedFilterRepository::startsEmpty()
{
    QVERIFY(m_filters->all().isEmpty());
}

void TestSavedFilterRepository::savesInOrder()
{
    const EditResult elves =
        m_filters->save(QStringLiteral(" Cheap elves "), QStringLiteral(" kw:elf cost<=10 "));
    DDM_VERIFY_EDIT(elves);
    QVERIFY(m_filters->save(QStringLiteral("Fliers"), QStringLiteral("move:flight")).ok());
    const QList<SavedFilter> all = m_filters->all();
    QCOMPARE(all.size(), 2);
    QCOMPARE(all.at(0),
             (SavedFilter{elves.id, QStringLiteral("Cheap elves"), QStringLiteral("kw:elf cost<=10")}));
    QCOMPARE(all.at(1).name, QStringLiteral("Fliers"));
}

void TestSavedFilterRepository::savingAnExistingNameReplacesItsQuery()
{
    const EditResult first = m_filters->save(QStringLiteral("A"), QStringLiteral("kw:elf"));
    QVERIFY(m_filters->save(QStringLiteral("B"), QStringLiteral("kw:orc")).ok());
    const EditResult again = m_filters->save(QStringLiteral("A"), QStringLiteral("kw:dwarf"));
    DDM_VERIFY_EDIT(again);
    QCOMPARE(again.id, first.id);
    QCOMPARE(names(), (QStringList{QStringLiteral("A"), QStringLiteral("B")}));
    QCOMPARE(m_filters->all().first().query, QStringLiteral("kw:dwarf"));
}

void TestSavedFilterRepository::refusesBlankNamesAndQueries_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("field");
    QTest::newRow("no name") << QString() << QStringLiteral("kw:elf") << QStringLiteral("name");
    QTest::newRow("blank name") << QStringLiteral("  ") << QStringLiteral("kw:elf") << QStringLiteral("name");
    QTest::newRow("blank query") << QStringLiteral("Elves") << QStringLiteral(" ") << QStringLiteral("query");
}

void TestSavedFilterRepository::refusesBlankNamesAndQueries()
{
    QFETCH(QString, name);
    QFETCH(QString, query);
    QFETCH(QString, field);
    const EditResult result = m_filters->save(name, query);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->code, EditErrorCode::MissingField);
    QCOMPARE(result.error->field, field);
    QVERIFY(m_filters->all().isEmpty());
}

void TestSavedFilterRepository::removesAndRenumbers()
{
    QVERIFY(m_filters->save(QStringLiteral("A"), QStringLiteral("a")).ok());
    const EditResult b = m_filters->save(QStringLiteral("B"), QStringLiteral("b"));
    QVERIFY(m_filters->save(QStringLiteral("C"), QStringLiteral("c")).ok());
    QVERIFY(m_filters->remove(b.id).ok());
    QCOMPARE(names(), (QStringList{QStringLiteral("A"), QStringLiteral("C")}));
    // A filter saved after a removal goes last, not into the gap.
    QVERIFY(m_filters->save(QStringLiteral("D"), QStringLiteral("d")).ok());
    QCOMPARE(names(), (QStringList{QStringLiteral("A"), QStringLiteral("C"), QStringLiteral("D")}));
}

void TestSavedFilterRepository::movesUpAndDown()
{
    const EditResult a = m_filters->save(QStringLiteral("A"), QStringLiteral("a"));
    QVERIFY(m_filters->save(QStringLiteral("B"), QStringLiteral("b")).ok());
    const EditResult c = m_filters->save(QStringLiteral("C"), QStringLiteral("c"));
    QVERIFY(m_filters->move(c.id, 0).ok());
    QCOMPARE(names(), (QStringList{QStringLiteral("C"), QStringLiteral("A"), QStringLiteral("B")}));
    QVERIFY(m_filters->move(a.id, 2).ok());
    QCOMPARE(names(), (QStringList{QStringLiteral("C"), QStringLiteral("B"), QStringLiteral("A")}));
    QVERIFY(m_filters->move(c.id, 99).ok()); // clamped to the end
    QCOMPARE(names(), (QStringList{QStringLiteral("B"), QStringLiteral("A"), QStringLiteral("C")}));
}

void TestSavedFilterRepository::refusesUnknownIds()
{
    QCOMPARE(m_filters->remove(42).error->code, EditErrorCode::NotFound);
    QCOMPARE(m_filters->move(42, 0).error->code, EditErrorCode::NotFound);
}

void TestSavedFilterRepository::survivesReopening()
{
    QVERIFY(m_filters->save(QStringLiteral("Keep me"), QStringLiteral("is:unique")).ok());
    m_fixture->database().close();
    QVERIFY(!m_fixture->database().open(m_fixture->path()).has_value());
    QCOMPARE(names(), QStringList{QStringLiteral("Keep me")});
}

QTEST_GUILESS_MAIN(TestSavedFilterRepository)
#include "tst_saved_filter_repository.moc"
