// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/card_repository.h"

#include <QAbstractTableModel>
#include <QList>

namespace ddm {

// How complete the collection is, one row per set (from CardRepository::sets()), for a sortable
// table: the display role is for people, SortRole holds the plain numbers.
class SetCompletionModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { SetColumn, OwnedColumn, TotalColumn, PercentColumn, CopiesColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;

    explicit SetCompletionModel(QObject* parent = nullptr);

    void setSets(const QList<SetSummary>& sets);
    const QList<SetSummary>& sets() const { return m_sets; }
    // All sets together (the name is empty): the collection's totals.
    SetSummary totals() const;
    // Whole percent of `owned` out of `total`, rounded down so only a complete set shows 100.
    static int percent(int owned, int total);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant displayData(const SetSummary& set, int column) const;
    static QVariant sortData(const SetSummary& set, int column);

    QList<SetSummary> m_sets;
};

} // namespace ddm
