// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/set_completion_model.h"

namespace ddm {

SetCompletionModel::SetCompletionModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void SetCompletionModel::setSets(const QList<SetSummary>& sets)
{
    if (sets == m_sets)
        return;
    if (sets.size() == m_sets.size()) {
        // Owned counts changed: the rows stay, so the view keeps its selection and scroll position.
        m_sets = sets;
        if (!m_sets.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_sets = sets;
    endResetModel();
}

SetSummary SetCompletionModel::totals() const
{
    SetSummary totals;
    for (const SetSummary& set : m_sets) {
        totals.cardCount += set.cardCount;
        totals.ownedCards += set.ownedCards;
        totals.ownedCopies += set.ownedCopies;
    }
    return totals;
}

int SetCompletionModel::percent(int owned, int total)
{
    return total > 0 ? int(qint64(owned) * 100 / total) : 0;
}

int SetCompletionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_sets.size());
}

int SetCompletionModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SetCompletionModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SetSummary& set = m_sets.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(set, index.column());
    case SortRole:
        return sortData(set, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == SetColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        // Two counts, so two messages: a message has one plural number (%n).
        return tr("%1: %2 of %n card(s) owned, %3", nullptr, set.cardCount)
            .arg(set.name, QString::number(set.ownedCards), tr("%n copies", nullptr, set.ownedCopies));
    default:
        return {};
    }
}

QVariant SetCompletionModel::displayData(const SetSummary& set, int column) const
{
    if (column == PercentColumn)
        return tr("%1%", "percent of a set owned").arg(percent(set.ownedCards, set.cardCount));
    return sortData(set, column);
}

QVariant SetCompletionModel::sortData(const SetSummary& set, int column)
{
    switch (column) {
    case SetColumn:
        return set.name;
    case OwnedColumn:
        return set.ownedCards;
    case TotalColumn:
        return set.cardCount;
    // Finer than the displayed whole percent, so sets sort by how complete they really are.
    case PercentColumn:
        return set.cardCount > 0 ? double(set.ownedCards) / set.cardCount : 0.0;
    case CopiesColumn:
        return set.ownedCopies;
    default:
        return {};
    }
}

QVariant SetCompletionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SetColumn:
        return tr("Set");
    case OwnedColumn:
        return tr("Owned");
    case TotalColumn:
        return tr("Cards");
    case PercentColumn:
        return tr("Complete");
    case CopiesColumn:
        return tr("Copies");
    default:
        return {};
    }
}

} // namespace ddm
