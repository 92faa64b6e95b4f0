// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/saved_filter_model.h"

#include "models_fixture.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace ddm;

class TestSavedFilterModel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void passesTheModelTester();
    void savesAndReplaces();
    void removes();
    void movesAndPersistsTheOrder();
    void refusesBadRows();
    void withoutARepositoryRefusesEdits();

private:
    QStringList names() const;

    std::unique_ptr<test::StorageFixture> m_fixture;
    std::unique_ptr<SavedFilterRepository> m_repository;
    std::unique_ptr<SavedFilterModel> m_model;
};

void TestSavedFilterModel::init()
{
    m_model.reset();
    m_repository.reset();
    m_fixture = std::make_unique<test::StorageFixture>();
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_repository = std::make_unique<SavedFilterRepository>(m_fixture->database());
    m_model = std::make_unique<SavedFilterModel>(m_repository.get());
}

QStringList TestSavedFilterModel::names() const
{
    QStringList list;
    for (int row = 0; row < m_model->rowCount(); ++row)
        list.append(m_model->index(row).data().toString());
    return list;
}

void TestSavedFilterModel::passesTheModelTester()
{
    QAbstractItemModelTester tester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("A"), QStringLiteral("a")));
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("B"), QStringLiteral("b")));
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("C"), QStringLiteral("c")));
    DDM_VERIFY_EDIT(m_model->move(0, 2));
    DDM_VERIFY_EDIT(m_model->move(2, 0));
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("B"), QStringLiteral("bb")));
    DDM_VERIFY_EDIT(m_model->remove(1));
    m_model->reload();
    QCOMPARE(m_model->rowCount(), 2);
}

void TestSavedFilterModel::savesAndReplaces()
{
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("Elves"), QStringLiteral("kw:elf")));
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("Fliers"), QStringLiteral("move:flight")));
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("Elves"), QStringLiteral("kw:elf cost<20")));
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(names(), (QStringList{QStringLiteral("Elves"), QStringLiteral("Fliers")}));
    QCOMPARE(m_model->queryAt(0), QStringLiteral("kw:elf cost<20"));
    QCOMPARE(m_model->index(0).data(SavedFilterModel::QueryRole).toString(),
             QStringLiteral("kw:elf cost<20"));
    QCOMPARE(m_model->index(0).data(Qt::ToolTipRole).toString(), QStringLiteral("kw:elf cost<20"));
    QCOMPARE(m_model->index(1).data(SavedFilterModel::IdRole).toLongLong(), m_repository->all().at(1).id);
    QCOMPARE(m_model->rowOfName(QStringLiteral("Fliers")), 1);
    QCOMPARE(m_model->rowOfName(QStringLiteral("Nobody")), -1);
    QVERIFY(!m_model->save(QString(), QStringLiteral("kw:elf")).ok());
    QCOMPARE(m_model->rowCount(), 2);
}

void TestSavedFilterModel::removes()
{
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("A"), QStringLiteral("a")));
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("B"), QStringLiteral("b")));
    DDM_VERIFY_EDIT(m_model->remove(0));
    QCOMPARE(names(), QStringList{QStringLiteral("B")});
    QCOMPARE(m_repository->all().size(), 1);
}

void TestSavedFilterModel::movesAndPersistsTheOrder()
{
    for (const char* name : {"A", "B", "C", "D"})
        DDM_VERIFY_EDIT(m_model->save(QString::fromLatin1(name), QStringLiteral("x")));
    DDM_VERIFY_EDIT(m_model->move(3, 1));
    QCOMPARE(names(), (QStringList{"A", "D", "B", "C"}));
    DDM_VERIFY_EDIT(m_model->move(0, 1));
    QCOMPARE(names(), (QStringList{"D", "A", "B", "C"}));
    SavedFilterModel reopened(m_repository.get());
    QStringList stored;
    for (int row = 0; row < reopened.rowCount(); ++row)
        stored.append(reopened.index(row).data().toString());
    QCOMPARE(stored, names());
}

void TestSavedFilterModel::refusesBadRows()
{
    DDM_VERIFY_EDIT(m_model->save(QStringLiteral("A"), QStringLiteral("a")));
    QVERIFY(!m_model->remove(1).ok());
    QVERIFY(!m_model->move(0, 1).ok());
    QVERIFY(!m_model->move(-1, 0).ok());
    QVERIFY(m_model->move(0, 0).ok());
    QVERIFY(m_model->queryAt(5).isEmpty());
}

void TestSavedFilterModel::withoutARepositoryRefusesEdits()
{
    SavedFilterModel model(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.save(QStringLiteral("A"), QStringLiteral("a")).ok());
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestSavedFilterModel)
#include "tst_saved_filter_model.moc"
