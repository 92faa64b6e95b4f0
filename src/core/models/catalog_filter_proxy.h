// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSet>
#include <QSortFilterProxyModel>

namespace ddm {

// Shows the rows of a CatalogTableModel whose creatures a filter matched (their ids, from
// searchCatalog()) and, with "only owned", those the user owns; sorts by CatalogTableModel::SortRole
// so numbers sort as numbers. Stable: rows that tie keep the model's name-then-set order.
class CatalogFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit CatalogFilterProxy(QObject* parent = nullptr);

    void setMatchingIds(const QList<qint64>& ids);
    void matchAll(); // no filter: every creature matches
    bool matchesAll() const { return m_matchAll; }
    void setOnlyOwned(bool onlyOwned);
    bool onlyOwned() const { return m_onlyOwned; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QSet<qint64> m_ids;
    bool m_matchAll = true;
    bool m_onlyOwned = false;
};

} // namespace ddm
