// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/edit_result.h"
#include "storage/saved_filter_repository.h"

#include <QAbstractListModel>
#include <QList>

namespace ddm {

// The saved filters as a list, in the user's order, writing every change through the repository
// (which may be null: then the list is empty and edits are refused).
class SavedFilterModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { QueryRole = Qt::UserRole + 1, IdRole };

    explicit SavedFilterModel(SavedFilterRepository* repository, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    void reload();
    // Adds `query` as `name` at the end, or replaces the query of the filter of that name.
    EditResult save(const QString& name, const QString& query);
    EditResult remove(int row);
    // Moves row `from` to row `to` (both in the current list).
    EditResult move(int from, int to);

    QString queryAt(int row) const;
    int rowOfName(const QString& name) const; // -1 when there is none

private:
    EditResult refused() const;

    SavedFilterRepository* m_repository;
    QList<SavedFilter> m_filters;
};

} // namespace ddm
