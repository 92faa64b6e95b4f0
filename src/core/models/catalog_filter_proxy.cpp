// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/catalog_filter_proxy.h"

#include "models/catalog_table_model.h"

namespace ddm {

CatalogFilterProxy::CatalogFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void CatalogFilterProxy::setMatchingIds(const QList<qint64>& ids)
{
    m_ids = QSet<qint64>(ids.cbegin(), ids.cend());
    m_matchAll = false;
    invalidateRowsFilter();
}

void CatalogFilterProxy::matchAll()
{
    if (m_matchAll)
        return;
    m_ids.clear();
    m_matchAll = true;
    invalidateRowsFilter();
}

void CatalogFilterProxy::setOnlyOwned(bool onlyOwned)
{
    if (m_onlyOwned == onlyOwned)
        return;
    m_onlyOwned = onlyOwned;
    invalidateRowsFilter();
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_onlyOwned && index.data(CatalogTableModel::OwnedCountRole).toInt() <= 0)
        return false;
    return m_matchAll || m_ids.contains(index.data(CatalogTableModel::CreatureIdRole).toLongLong());
}

} // namespace ddm
