// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <QAbstractTableModel>
#include <QList>

namespace ddm {

// One set's cards as a collector checks them off: in collector-number order (unnumbered cards last,
// by name), each with its rarity, size and how many are owned. A card owned 0 times reads "missing"
// in words, not by colour alone.
class SetCardsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, NameColumn, RarityColumn, SizeColumn, OwnedColumn, ColumnCount };
    static constexpr int OwnedCountRole = Qt::UserRole; // int, every column

    struct Card {
        Creature creature;
        int owned = 0;
    };

    explicit SetCardsModel(QObject* parent = nullptr);

    void setCards(QList<Card> cards); // sorted here
    int ownedCards() const;           // cards with at least one copy
    int missingCards() const;         // cards with none

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Card> m_cards;
};

} // namespace ddm
