// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/power.h"

#include <QAbstractTableModel>
#include <QList>

namespace ddm {

// The powers of a card being edited, in card order: an editable table (type, text, use limit) whose
// rows can be inserted, removed and moved. Column Type edits as the PowerType's value; Uses edits as
// the number of use boxes, 0 for none.
class PowerListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { TypeColumn, TextColumn, UsesColumn, ColumnCount };

    explicit PowerListModel(QObject* parent = nullptr);

    void setPowers(const QList<Power>& powers);
    const QList<Power>& powers() const { return m_powers; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // New rows are empty Special powers.
    bool insertRows(int row, int count, const QModelIndex& parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;
    bool moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
                  const QModelIndex& destinationParent, int destinationChild) override;

private:
    QVariant editData(const Power& power, int column) const;
    QVariant displayData(const Power& power, int column) const;

    QList<Power> m_powers;
};

} // namespace ddm
