// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/set_cards_model.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace ddm;

// A set's cards as a collector checks them off: collector-number order, and the missing ones said.
class TestSetCardsModel : public QObject {
    Q_OBJECT

private slots:
    void listsCardsByCollectorNumber();
};

namespace {

SetCardsModel::Card card(const QString& name, const QString& number, int owned)
{
    Creature creature;
    creature.name = name;
    creature.set = QStringLiteral("Invented Set");
    creature.collectorNumber = number;
    creature.rarity = Rarity::Uncommon;
    creature.size = CreatureSize::Large;
    return {creature, owned};
}

} // namespace

void TestSetCardsModel::listsCardsByCollectorNumber()
{
    SetCardsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCards({card(QStringLiteral("Invented Zombie"), QStringLiteral("10/60"), 0),
                    card(QStringLiteral("Invented Bat"), QString(), 1),
                    card(QStringLiteral("Invented Ogre"), QStringLiteral("2"), 3),
                    card(QStringLiteral("Invented Ant"), QString(), 0)});
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names.append(model.index(row, SetCardsModel::NameColumn).data().toString());
    // 2 before 10/60 (by its leading number, not as text), unnumbered cards last by name.
    QCOMPARE(names, (QStringList{"Invented Ogre", "Invented Zombie", "Invented Ant", "Invented Bat"}));
    QCOMPARE(model.ownedCards(), 2);
    QCOMPARE(model.missingCards(), 2);
    QCOMPARE(model.index(0, SetCardsModel::OwnedColumn).data().toString(), QStringLiteral("3"));
    QCOMPARE(model.index(1, SetCardsModel::OwnedColumn).data().toString(), QStringLiteral("missing"));
    QCOMPARE(model.index(1, SetCardsModel::OwnedColumn).data(SetCardsModel::OwnedCountRole).toInt(), 0);
    QCOMPARE(model.index(0, SetCardsModel::RarityColumn).data().toString(), QStringLiteral("Uncommon"));
    QCOMPARE(model.index(0, SetCardsModel::SizeColumn).data().toString(), QStringLiteral("Large"));
}

QTEST_GUILESS_MAIN(TestSetCardsModel)
#include "tst_set_cards_model.moc"
