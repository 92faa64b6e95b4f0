// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/violation_model.h"
#include "builder/warband_document.h"
#include "builder/warband_edits.h"
#include "builder/warband_entry_model.h"

#include "builder_fixture.h"
#include "english_plural_translator.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QTest>

#include <memory>

using namespace ddm;
using ddm::test::entry;
using Column = WarbandEntryModel::Column;

class TestWarbandModels : public QObject {
    Q_OBJECT

private slots:
    void entryModelFollowsEdits();
    void showsUnknownCards();
    void marksRowsInViolations();
    void creatureIdDropAddsCreatures();
    void internalDropReorders();
    void dropFromAnotherWarbandCopies();
    void persistentIndexesFollowMoves();
    void copiesAreOneRow();
    void violationModelListsViolationsThenWarnings();

private:
    static QString cell(const QAbstractItemModel& model, int row, Column column)
    {
        return model.index(row, int(column)).data().toString();
    }

    test::EnglishPluralTranslator m_plurals; // installed while the test object lives
};

namespace {

QStringList names(const QAbstractItemModel& model)
{
    QStringList list;
    for (int row = 0; row < model.rowCount(); ++row)
        list.append(model.index(row, int(Column::Name)).data().toString());
    return list;
}

std::unique_ptr<QMimeData> creatureIdDrag(const QByteArray& ids)
{
    auto mime = std::make_unique<QMimeData>();
    mime->setData(QLatin1String(WarbandEntryModel::kCreatureIdsMimeType), ids);
    return mime;
}

} // namespace

void TestWarbandModels::entryModelFollowsEdits()
{
    test::BuilderFixture fixture;
    WarbandDocument document(
        fixture.cache, fixture.checker,
        fixture.wildWarband({QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk")}));
    WarbandEntryModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), WarbandEntryModel::kColumnCount);
    QCOMPARE(cell(model, 0, Column::Set), QStringLiteral("Invented Set A"));
    QCOMPARE(model.index(0, int(Column::Cost)).data().toInt(), 5);
    QCOMPARE(model.index(1, 0).data(WarbandEntryModel::CreatureIdRole).toLongLong(), 2);

    QList<WarbandEdit> done;
    const auto apply = [&](const std::optional<WarbandEdit>& edit) {
        QVERIFY(edit);
        document.apply(*edit);
        done.append(*edit);
    };
    apply(WarbandEdits::insertEntries(document.warband(), 1,
                                      {entry("Test Twin", "Invented Set A"), entry("Test Nobody")}));
    apply(WarbandEdits::setCopies(document.warband(), 0, 3));
    apply(WarbandEdits::removeEntries(document.warband(), {0, 3}));
    apply(WarbandEdits::moveEntries(document.warband(), {2, 3}, 0));
    apply(WarbandEdits::setItems(document.warband(), 0, {QStringLiteral("Test Ring")}));
    QCOMPARE(names(model), (QStringList{QStringLiteral("Test Nobody"), QStringLiteral("Test Sky Hawk"),
                                        QStringLiteral("Test Goblin Sneak")}));
    QCOMPARE(cell(model, 0, Column::Items), QStringLiteral("Test Ring (unknown)"));
    QCOMPARE(cell(model, 2, Column::Copies), QStringLiteral("2×"));
    fixture.cache.clear();
    document.reloadCards();
    while (!done.isEmpty())
        document.revert(done.takeLast());
    QCOMPARE(names(model),
             (QStringList{QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk")}));
}

void TestWarbandModels::showsUnknownCards()
{
    test::BuilderFixture fixture;
    WarbandDocument document(
        fixture.cache, fixture.checker,
        fixture.wildWarband({QStringLiteral("Test Nobody"), QStringLiteral("Test Twin")}));
    WarbandEntryModel model(&document);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(cell(model, 0, Column::Name), QStringLiteral("Test Nobody"));
    QCOMPARE(cell(model, 0, Column::Status), QStringLiteral("Unknown card"));
    QCOMPARE(cell(model, 0, Column::Cost), QStringLiteral("?"));
    QCOMPARE(model.index(0, 0).data(WarbandEntryModel::StatusRole).toInt(),
             int(WarbandEntryModel::EntryStatus::Unknown));
    QCOMPARE(model.index(0, 0).data(WarbandEntryModel::CreatureIdRole).toLongLong(), 0);
    QCOMPARE(cell(model, 1, Column::Status), QStringLiteral("Several sets: name one"));
    QVERIFY(model.index(0, int(Column::Status))
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Test Nobody")));
}

void TestWarbandModels::marksRowsInViolations()
{
    test::BuilderFixture fixture;
    WarbandDocument document(
        fixture.cache, fixture.checker,
        fixture.wildWarband({QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Ancient Wyrm")}));
    WarbandEntryModel model(&document);
    QCOMPARE(model.index(0, 0).data(WarbandEntryModel::StatusRole).toInt(),
             int(WarbandEntryModel::EntryStatus::Ok));
    QCOMPARE(cell(model, 0, Column::Status), QString());
    QCOMPARE(model.index(1, 0).data(WarbandEntryModel::StatusRole).toInt(),
             int(WarbandEntryModel::EntryStatus::Illegal));
    QCOMPARE(model.index(1, 0).data(WarbandEntryModel::RulesRole).toStringList(),
             QStringList{QStringLiteral("101.2")});
    QCOMPARE(cell(model, 1, Column::Status), QStringLiteral("Breaks 101.2"));
    // Raising the format clears it, and the row's status follows.
    document.apply(*WarbandEdits::setPoints(document.warband(), 500));
    QCOMPARE(cell(model, 1, Column::Status), QString());
}

void TestWarbandModels::creatureIdDropAddsCreatures()
{
    test::BuilderFixture fixture;
    WarbandDocument document(fixture.cache, fixture.checker,
                             fixture.wildWarband({QStringLiteral("Test Sky Hawk")}));
    WarbandEntryModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.mimeTypes().contains(QStringLiteral("application/x-ddm-creature-ids")));

    auto mime = creatureIdDrag("1\n3\n");
    QVERIFY(model.canDropMimeData(mime.get(), Qt::CopyAction, -1, -1, {}));
    QVERIFY(model.dropMimeData(mime.get(), Qt::CopyAction, -1, -1, {}));
    QCOMPARE(names(model), (QStringList{QStringLiteral("Test Sky Hawk"), QStringLiteral("Test Goblin Sneak"),
                                        QStringLiteral("Test Ancient Wyrm")}));
    // Onto a row: before it.
    QVERIFY(model.dropMimeData(creatureIdDrag("4").get(), Qt::CopyAction, -1, -1, model.index(1, 0)));
    QCOMPARE(cell(model, 1, Column::Name), QStringLiteral("Test Twin"));
    QCOMPARE(cell(model, 1, Column::Set), QStringLiteral("Invented Set A"));
    QCOMPARE(document.warband().creatures.at(1).set, QStringLiteral("Invented Set A"));
    // Nothing to add, or nothing we read.
    QVERIFY(!model.dropMimeData(creatureIdDrag("999").get(), Qt::CopyAction, 0, 0, {}));
    QMimeData text;
    text.setText(QStringLiteral("1"));
    QVERIFY(!model.canDropMimeData(&text, Qt::CopyAction, -1, -1, {}));
    QCOMPARE(model.rowCount(), 4);
}

void TestWarbandModels::internalDropReorders()
{
    test::BuilderFixture fixture;
    WarbandDocument document(
        fixture.cache, fixture.checker,
        fixture.wildWarband({QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk"),
                             QStringLiteral("Test Ancient Wyrm")}));
    WarbandEntryModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.supportedDragActions(), Qt::DropActions(Qt::CopyAction));
    std::unique_ptr<QMimeData> mime(model.mimeData({model.index(0, 0), model.index(0, 2)}));
    QVERIFY(mime->hasFormat(QLatin1String(WarbandEntryModel::kEntriesMimeType)));
    QCOMPARE(mime->data(QLatin1String(WarbandEntryModel::kCreatureIdsMimeType)), QByteArray("1"));
    QVERIFY(model.dropMimeData(mime.get(), Qt::CopyAction, 3, 0, {}));
    QCOMPARE(names(model), (QStringList{QStringLiteral("Test Sky Hawk"), QStringLiteral("Test Ancient Wyrm"),
                                        QStringLiteral("Test Goblin Sneak")}));
    QCOMPARE(document.entryCount(), 3);
}

void TestWarbandModels::dropFromAnotherWarbandCopies()
{
    test::BuilderFixture fixture;
    Warband source = fixture.wildWarband();
    source.creatures = {entry("Test Goblin Sneak", "", {QStringLiteral("Test Ring")})};
    WarbandDocument from(fixture.cache, fixture.checker, source);
    WarbandDocument to(fixture.cache, fixture.checker,
                       fixture.wildWarband({QStringLiteral("Test Sky Hawk")}));
    WarbandEntryModel fromModel(&from);
    WarbandEntryModel toModel(&to);
    std::unique_ptr<QMimeData> mime(fromModel.mimeData({fromModel.index(0, 0)}));
    QVERIFY(toModel.dropMimeData(mime.get(), Qt::CopyAction, 0, 0, {}));
    QCOMPARE(to.warband().creatures.first(), source.creatures.first());
    QCOMPARE(from.entryCount(), 1);
    QCOMPARE(to.entryCount(), 2);
}

void TestWarbandModels::persistentIndexesFollowMoves()
{
    test::BuilderFixture fixture;
    WarbandDocument document(
        fixture.cache, fixture.checker,
        fixture.wildWarband({QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk"),
                             QStringLiteral("Test Ancient Wyrm")}));
    WarbandEntryModel model(&document);
    const QPersistentModelIndex hawk = model.index(1, 2);
    document.apply(*WarbandEdits::shiftEntries(document.warband(), {1}, -1));
    QCOMPARE(hawk.row(), 0);
    QCOMPARE(hawk.column(), 2);
    QCOMPARE(model.index(hawk.row(), int(Column::Name)).data().toString(), QStringLiteral("Test Sky Hawk"));
}

// A player counts copies: identical entries are one row with their number, wherever they stand in
// the file, and a row keeps its place and selection while its copies come and go.
void TestWarbandModels::copiesAreOneRow()
{
    test::BuilderFixture fixture;
    WarbandDocument document(
        fixture.cache, fixture.checker,
        fixture.wildWarband({QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk"),
                             QStringLiteral("Test Goblin Sneak")}));
    WarbandEntryModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(names(model),
             (QStringList{QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk")}));
    QCOMPARE(cell(model, 0, Column::Copies), QStringLiteral("2×"));
    QCOMPARE(cell(model, 1, Column::Copies), QStringLiteral("1×"));
    QCOMPARE(model.entriesOf(0), (QList<int>{0, 2}));
    QCOMPARE(model.rowOf(2), 0);
    QCOMPARE(model.entriesOf({1, 0}), (QList<int>{0, 1, 2}));

    const QPersistentModelIndex hawk = model.index(1, int(Column::Name));
    document.apply(*WarbandEdits::setCopies(document.warband(), 0, 3));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(cell(model, 0, Column::Copies), QStringLiteral("3×"));
    QCOMPARE(hawk.row(), 1);
    // An item makes one copy a creature of its own: here the first, which keeps the first row, while
    // the plain copies move to the row of the next one.
    document.apply(*WarbandEdits::setItems(document.warband(), 0, {QStringLiteral("Test Ring")}));
    QCOMPARE(names(model), (QStringList{QStringLiteral("Test Goblin Sneak"), QStringLiteral("Test Sky Hawk"),
                                        QStringLiteral("Test Goblin Sneak")}));
    QCOMPARE(cell(model, 0, Column::Items), QStringLiteral("Test Ring (unknown)"));
    QCOMPARE(cell(model, 2, Column::Copies), QStringLiteral("2×"));
    QCOMPARE(hawk.row(), 1);
    // Dragging a row carries all its copies.
    std::unique_ptr<QMimeData> mime(model.mimeData({model.index(2, 0)}));
    QCOMPARE(mime->data(QLatin1String(WarbandEntryModel::kCreatureIdsMimeType)), QByteArray("1\n1"));
    // Removing the plain copies removes their row; the hawk keeps its index.
    document.apply(*WarbandEdits::removeEntries(document.warband(), model.entriesOf(2)));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(hawk.row(), 1);
    QCOMPARE(model.index(hawk.row(), int(Column::Name)).data().toString(), QStringLiteral("Test Sky Hawk"));
}

void TestWarbandModels::violationModelListsViolationsThenWarnings()
{
    ViolationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);

    LegalityReport report;
    report.legal = false;
    report.warnings.append({ViolationCode::Size,
                            Severity::Warning,
                            QStringLiteral("105.2.b"),
                            QStringLiteral("unused"),
                            {QStringLiteral("Test Wyrm")},
                            {QStringLiteral("Test Wyrm")}});
    report.violations.append({ViolationCode::MaxCost,
                              Severity::Error,
                              QStringLiteral("101.2"),
                              QStringLiteral("unused"),
                              {QStringLiteral("Test Wyrm")},
                              {QStringLiteral("Test Wyrm"), QStringLiteral("160"), QStringLiteral("150")}});
    report.violations.append({ViolationCode::UnknownCard,
                              Severity::Error,
                              QString(),
                              QStringLiteral("unused"),
                              {QStringLiteral("Test Nobody")},
                              {QStringLiteral("Test Nobody"), QStringLiteral("unknown"), QString()}});
    model.setReport(report);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("101.2"));
    QCOMPARE(model.index(0, 1).data(ViolationModel::RuleRole).toString(), QStringLiteral("101.2"));
    QCOMPARE(
        model.index(0, 1).data().toString(),
        QStringLiteral("Test Wyrm costs 160 points; in this format no creature may cost more than 150."));
    QCOMPARE(model.index(0, 0).data(ViolationModel::CodeRole).toString(), QStringLiteral("max-cost"));
    QCOMPARE(model.index(1, 0).data().toString(), QString());
    QVERIFY(model.index(1, 1).data().toString().contains(QStringLiteral("Test Nobody")));
    QCOMPARE(model.index(2, 0).data(ViolationModel::SeverityRole).toInt(), int(Severity::Warning));
    QVERIFY(model.index(2, 1).data().toString().startsWith(QStringLiteral("Warning: ")));

    model.setReport({});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestWarbandModels)
#include "tst_warband_models.moc"
