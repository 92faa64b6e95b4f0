// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/catalog_table_model.h"
#include "models/creature_mime.h"
#include "storage/card_repository.h"
#include "storage/collection_repository.h"

#include "models_fixture.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

using namespace ddm;

namespace {

const QString kHawk = QStringLiteral("Test Sky Hawk");
const QString kWyrm = QStringLiteral("Test Cave Wyrm");
const QString kPaladin = QStringLiteral("Test Paladin of Dawn");
const QString kSetB = QStringLiteral("Invented Set B");

} // namespace

class TestCatalogTableModel : public QObject, private test::CatalogModelHarness {
    Q_OBJECT

private slots:
    void init() { setUpModel(); }
    void passesTheModelTester();
    void loadsEveryCreatureByName();
    void showsColumns_data();
    void showsColumns();
    void sortRolesAreNumbersForNumericColumns();
    void hasIdAndFactionRoles();
    void onlyOwnedIsEditable();
    void editingOwnedWritesTheCollection();
    void refusesBadOwnedCounts_data();
    void refusesBadOwnedCounts();
    void loadsOwnedCounts();
    void refreshesOwnedCounts();
    void dragsCreatureIds();
    void withoutRepositoriesNothingIsEditable();

private:
    int rowNamed(const QString& name) const;
    QVariant cell(const QString& name, int column, int role = Qt::DisplayRole) const;
};

int TestCatalogTableModel::rowNamed(const QString& name) const
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->index(row, CatalogTableModel::Name).data().toString() == name)
            return row;
    }
    return -1;
}

QVariant TestCatalogTableModel::cell(const QString& name, int column, int role) const
{
    return m_model->index(rowNamed(name), column).data(role);
}

void TestCatalogTableModel::passesTheModelTester()
{
    QAbstractItemModelTester tester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_model->reload();
    QVERIFY(m_model->setData(m_model->index(1, CatalogTableModel::Owned), 2));
    m_model->refreshOwned({}, {});
    m_model->setCreatures({});
    QCOMPARE(m_model->rowCount(), 0);
    m_model->reload();
    QCOMPARE(m_model->rowCount(), 5);
}

void TestCatalogTableModel::loadsEveryCreatureByName()
{
    QCOMPARE(m_model->rowCount(), 5);
    QCOMPARE(m_model->columnCount(), int(CatalogTableModel::ColumnCount));
    QStringList names;
    for (int row = 0; row < m_model->rowCount(); ++row)
        names.append(m_model->index(row, CatalogTableModel::Name).data().toString());
    QStringList sorted = names;
    sorted.sort(Qt::CaseInsensitive);
    QCOMPARE(names, sorted);
    QCOMPARE(m_model->headerData(CatalogTableModel::Owned, Qt::Horizontal).toString(),
             QStringLiteral("Owned"));
}

void TestCatalogTableModel::showsColumns_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("shown");
    auto row = [](const char* tag, const QString& name, int column, const char* shown) {
        QTest::newRow(tag) << name << column << QString::fromUtf8(shown);
    };
    row("set", kWyrm, CatalogTableModel::Set, "Invented Set B");
    row("cost", kWyrm, CatalogTableModel::Cost, "44");
    row("level", kWyrm, CatalogTableModel::Level, "11");
    row("two factions", kWyrm, CatalogTableModel::Factions, "Underdark/Wild");
    row("one faction", kPaladin, CatalogTableModel::Factions, "Civilization");
    row("alignment", kPaladin, CatalogTableModel::Alignment, "Good");
    row("neutral reads unaligned", kHawk, CatalogTableModel::Alignment, "Unaligned");
    row("hp", kWyrm, CatalogTableModel::Hp, "120");
    row("ac", kWyrm, CatalogTableModel::Ac, "25");
    row("walker", kPaladin, CatalogTableModel::Speed, "5");
    row("flier", kHawk, CatalogTableModel::Speed, "8 fly");
    row("burrower", kWyrm, CatalogTableModel::Speed, "4 burrow");
    row("champion", kPaladin, CatalogTableModel::ChampionRating, "2");
    row("not a champion", kHawk, CatalogTableModel::ChampionRating, "");
    row("none owned", kHawk, CatalogTableModel::Owned, "");
}

void TestCatalogTableModel::showsColumns()
{
    QFETCH(QString, name);
    QFETCH(int, column);
    QFETCH(QString, shown);
    QVERIFY(rowNamed(name) >= 0);
    QCOMPARE(cell(name, column).toString(), shown);
}

void TestCatalogTableModel::sortRolesAreNumbersForNumericColumns()
{
    for (int column :
         {CatalogTableModel::Cost, CatalogTableModel::Level, CatalogTableModel::Hp, CatalogTableModel::Ac,
          CatalogTableModel::Speed, CatalogTableModel::ChampionRating, CatalogTableModel::Owned}) {
        const QVariant value = cell(kHawk, column, CatalogTableModel::SortRole);
        QVERIFY2(value.typeId() == QMetaType::Int, qPrintable(QString::number(column)));
    }
    QCOMPARE(cell(kHawk, CatalogTableModel::Speed, CatalogTableModel::SortRole).toInt(), 8);
    QCOMPARE(cell(kHawk, CatalogTableModel::ChampionRating, CatalogTableModel::SortRole).toInt(), -1);
    QCOMPARE(cell(kPaladin, CatalogTableModel::ChampionRating, CatalogTableModel::SortRole).toInt(), 2);
    QCOMPARE(cell(kHawk, CatalogTableModel::Name, CatalogTableModel::SortRole).toString(), kHawk);
    QCOMPARE(cell(kWyrm, CatalogTableModel::Cost, Qt::TextAlignmentRole).toInt(),
             int(Qt::AlignRight | Qt::AlignVCenter));
}

void TestCatalogTableModel::hasIdAndFactionRoles()
{
    const QList<Creature> wyrm = m_cards->creaturesNamed(kWyrm);
    QCOMPARE(wyrm.size(), 1);
    for (int column = 0; column < CatalogTableModel::ColumnCount; ++column)
        QCOMPARE(cell(kWyrm, column, CatalogTableModel::CreatureIdRole).toLongLong(), wyrm.first().id);
    QCOMPARE(cell(kWyrm, CatalogTableModel::Factions, CatalogTableModel::FactionsRole).toInt(),
             int((Faction::Underdark | Faction::Wild).toInt()));
    QCOMPARE(cell(kWyrm, CatalogTableModel::Factions, Qt::ToolTipRole).toString(),
             QStringLiteral("Underdark/Wild"));
    QCOMPARE(m_model->rowOf(wyrm.first().id), rowNamed(kWyrm));
    // The table's cards carry their keywords (the name's tooltip), not their powers (the stat card's).
    QCOMPARE(m_model->creature(wyrm.first().id)->keywords, wyrm.first().keywords);
    QVERIFY(m_model->creature(wyrm.first().id)->powers.isEmpty());
    QCOMPARE(wyrm.first().powers.size(), 3);
    QCOMPARE(m_model->idAt(rowNamed(kWyrm)), wyrm.first().id);
    QCOMPARE(m_model->rowOf(99999), -1);
    QVERIFY(!m_model->creature(99999));
}

void TestCatalogTableModel::onlyOwnedIsEditable()
{
    for (int column = 0; column < CatalogTableModel::ColumnCount; ++column) {
        const Qt::ItemFlags flags = m_model->index(0, column).flags();
        QVERIFY(flags.testFlag(Qt::ItemIsDragEnabled));
        QCOMPARE(flags.testFlag(Qt::ItemIsEditable), column == CatalogTableModel::Owned);
    }
    QVERIFY(!m_model->setData(m_model->index(0, CatalogTableModel::Cost), 3));
}

void TestCatalogTableModel::editingOwnedWritesTheCollection()
{
    QSignalSpy edited(m_model.get(), &CatalogTableModel::ownedCountEdited);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    const QModelIndex owned = m_model->index(rowNamed(kHawk), CatalogTableModel::Owned);
    QVERIFY(m_model->setData(owned, 3));
    QCOMPARE(m_collection->ownedCount(kHawk, kSetB), 3);
    QCOMPARE(owned.data().toInt(), 3);
    QCOMPARE(owned.data(Qt::EditRole).toInt(), 3);
    QCOMPARE(owned.data(CatalogTableModel::OwnedCountRole).toInt(), 3);
    QCOMPARE(edited.size(), 1);
    QCOMPARE(edited.first().at(1).toString(), kHawk);
    QCOMPARE(edited.first().at(2).toString(), kSetB);
    QCOMPARE(edited.first().at(3).toInt(), 3);
    QCOMPARE(changed.size(), 1);
    QVERIFY(m_model->lastError().isEmpty());

    QVERIFY(m_model->setData(owned, 0));
    QCOMPARE(m_collection->ownedCount(kHawk, kSetB), 0);
    QCOMPARE(owned.data().toString(), QString());
}

void TestCatalogTableModel::refusesBadOwnedCounts_data()
{
    QTest::addColumn<QVariant>("value");
    QTest::newRow("negative") << QVariant(-1);
    QTest::newRow("text") << QVariant(QStringLiteral("many"));
}

void TestCatalogTableModel::refusesBadOwnedCounts()
{
    QFETCH(QVariant, value);
    QSignalSpy rejected(m_model.get(), &CatalogTableModel::ownedCountRejected);
    QVERIFY(!m_model->setData(m_model->index(rowNamed(kHawk), CatalogTableModel::Owned), value));
    QCOMPARE(rejected.size(), 1);
    QVERIFY(m_model->lastError().contains(kHawk));
    QCOMPARE(m_collection->ownedCount(kHawk, kSetB), 0);
}

void TestCatalogTableModel::loadsOwnedCounts()
{
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kWyrm, kSetB, 2));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kHawk, kSetB, 5));
    m_model->reload();
    QCOMPARE(cell(kWyrm, CatalogTableModel::Owned).toInt(), 2);
    QCOMPARE(cell(kHawk, CatalogTableModel::Owned, CatalogTableModel::SortRole).toInt(), 5);
    QCOMPARE(cell(kPaladin, CatalogTableModel::Owned, CatalogTableModel::OwnedCountRole).toInt(), 0);
}

void TestCatalogTableModel::refreshesOwnedCounts()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kWyrm, kSetB, 2));
    m_model->refreshOwned(kWyrm.toUpper(), kSetB);
    QCOMPARE(cell(kWyrm, CatalogTableModel::Owned).toInt(), 2);
    QCOMPARE(changed.size(), 1);
    // A bulk change names no card: every count is read again.
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kWyrm, kSetB, 0));
    DDM_VERIFY_EDIT(m_collection->setOwnedCount(kHawk, kSetB, 4));
    m_model->refreshOwned({}, {});
    QCOMPARE(cell(kWyrm, CatalogTableModel::Owned, CatalogTableModel::OwnedCountRole).toInt(), 0);
    QCOMPARE(cell(kHawk, CatalogTableModel::Owned, CatalogTableModel::OwnedCountRole).toInt(), 4);
    QCOMPARE(changed.size(), 3);
}

void TestCatalogTableModel::dragsCreatureIds()
{
    QCOMPARE(m_model->mimeTypes(), QStringList{QString::fromLatin1(kCreatureIdsMimeType)});
    QCOMPARE(m_model->supportedDragActions(), Qt::CopyAction);
    const int wyrm = rowNamed(kWyrm);
    const int hawk = rowNamed(kHawk);
    // A selected row brings all its cells; each creature goes once, in row order.
    const QModelIndexList indexes{
        m_model->index(hawk, CatalogTableModel::Name), m_model->index(wyrm, CatalogTableModel::Name),
        m_model->index(hawk, CatalogTableModel::Cost), m_model->index(wyrm, CatalogTableModel::Owned)};
    std::unique_ptr<QMimeData> data(m_model->mimeData(indexes));
    QVERIFY(data);
    const QList<qint64> expected{m_model->idAt(qMin(wyrm, hawk)), m_model->idAt(qMax(wyrm, hawk))};
    QCOMPARE(data->data(QString::fromLatin1(kCreatureIdsMimeType)),
             QByteArray::number(expected.at(0)) + '\n' + QByteArray::number(expected.at(1)) + '\n');
    QCOMPARE(creatureIdsFromMimeData(data.get()), expected);

    QMimeData foreign;
    foreign.setData(QString::fromLatin1(kCreatureIdsMimeType), "12\nnot an id\n");
    QVERIFY(creatureIdsFromMimeData(&foreign).isEmpty());
    QVERIFY(creatureIdsFromMimeData(nullptr).isEmpty());
    QVERIFY(!m_model->mimeData({}));
}

void TestCatalogTableModel::withoutRepositoriesNothingIsEditable()
{
    CatalogTableModel model(nullptr, nullptr);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload();
    QCOMPARE(model.rowCount(), 0);
    model.setCreatures(m_cards->allCreatures(), {{m_cards->creaturesNamed(kHawk).first().id, 7}});
    QCOMPARE(model.rowCount(), 5);
    const QModelIndex owned = model.index(rowNamed(kHawk), CatalogTableModel::Owned);
    QCOMPARE(owned.data().toInt(), 7);
    QVERIFY(!owned.flags().testFlag(Qt::ItemIsEditable));
    QVERIFY(!model.setData(owned, 1));
}

QTEST_GUILESS_MAIN(TestCatalogTableModel)
#include "tst_catalog_table_model.moc"
