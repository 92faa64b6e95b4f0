// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/saved_filter_model.h"

namespace ddm {

SavedFilterModel::SavedFilterModel(SavedFilterRepository* repository, QObject* parent)
    : QAbstractListModel(parent)
    , m_repository(repository)
{
    reload();
}

int SavedFilterModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_filters.size());
}

QVariant SavedFilterModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SavedFilter& filter = m_filters.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return filter.name;
    case Qt::ToolTipRole:
    case QueryRole:
        return filter.query;
    case IdRole:
        return filter.id;
    default:
        return {};
    }
}

void SavedFilterModel::reload()
{
    beginResetModel();
    m_filters = m_repository ? m_repository->all() : QList<SavedFilter>();
    endResetModel();
}

EditResult SavedFilterModel::refused() const
{
    return {0, EditError{EditErrorCode::Database, {}, QStringLiteral("no saved filters without a database")}};
}

EditResult SavedFilterModel::save(const QString& name, const QString& query)
{
    if (!m_repository)
        return refused();
    const EditResult result = m_repository->save(name, query);
    if (!result.ok())
        return result;
    for (qsizetype row = 0; row < m_filters.size(); ++row) {
        if (m_filters.at(row).id == result.id) {
            m_filters[row].query = query.trimmed();
            emit dataChanged(index(int(row)), index(int(row)));
            return result;
        }
    }
    beginInsertRows({}, int(m_filters.size()), int(m_filters.size()));
    m_filters.append({result.id, name.trimmed(), query.trimmed()});
    endInsertRows();
    return result;
}

EditResult SavedFilterModel::remove(int row)
{
    if (!m_repository)
        return refused();
    if (row < 0 || row >= m_filters.size())
        return {0, EditError{EditErrorCode::NotFound, QStringLiteral("row"),
                             QStringLiteral("no saved filter in row %1").arg(row)}};
    const EditResult result = m_repository->remove(m_filters.at(row).id);
    if (!result.ok())
        return result;
    beginRemoveRows({}, row, row);
    m_filters.removeAt(row);
    endRemoveRows();
    return result;
}

EditResult SavedFilterModel::move(int from, int to)
{
    if (!m_repository)
        return refused();
    if (from < 0 || from >= m_filters.size() || to < 0 || to >= m_filters.size())
        return {0, EditError{EditErrorCode::NotFound, QStringLiteral("row"),
                             QStringLiteral("cannot move row %1 to row %2 of %3")
                                 .arg(from)
                                 .arg(to)
                                 .arg(m_filters.size())}};
    if (from == to)
        return {m_filters.at(from).id, std::nullopt};
    const EditResult result = m_repository->move(m_filters.at(from).id, to);
    if (!result.ok())
        return result;
    // beginMoveRows wants the row the item goes before, counted before the move.
    beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    m_filters.move(from, to);
    endMoveRows();
    return result;
}

QString SavedFilterModel::queryAt(int row) const
{
    return row >= 0 && row < m_filters.size() ? m_filters.at(row).query : QString();
}

int SavedFilterModel::rowOfName(const QString& name) const
{
    for (qsizetype row = 0; row < m_filters.size(); ++row) {
        if (m_filters.at(row).name == name.trimmed())
            return int(row);
    }
    return -1;
}

} // namespace ddm
