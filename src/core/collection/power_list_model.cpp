// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/power_list_model.h"

#include "catalog/card_labels.h"
#include "storage/creature_stats.h"

namespace ddm {

PowerListModel::PowerListModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void PowerListModel::setPowers(const QList<Power>& powers)
{
    beginResetModel();
    m_powers = powers;
    endResetModel();
}

int PowerListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_powers.size());
}

int PowerListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PowerListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Power& power = m_powers.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(power, index.column());
    case Qt::EditRole:
        return editData(power, index.column());
    case Qt::ToolTipRole:
        return index.column() == TextColumn ? QVariant(power.text) : QVariant();
    default:
        return {};
    }
}

QVariant PowerListModel::displayData(const Power& power, int column) const
{
    switch (column) {
    case TypeColumn:
        return powerTypeLabel(power.type);
    // One line per row: the table shows how the power starts, the editor shows all of it.
    case TextColumn:
        return power.text.section(u'\n', 0, 0);
    case UsesColumn:
        return power.useLimit ? QVariant(*power.useLimit) : QVariant();
    default:
        return {};
    }
}

QVariant PowerListModel::editData(const Power& power, int column) const
{
    switch (column) {
    case TypeColumn:
        return static_cast<int>(power.type);
    case TextColumn:
        return power.text;
    case UsesColumn:
        return power.useLimit.value_or(0);
    default:
        return {};
    }
}

bool PowerListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Power& power = m_powers[index.row()];
    const Power before = power;
    bool isNumber = false;
    const int number = value.toInt(&isNumber);
    switch (index.column()) {
    case TypeColumn:
        if (!isNumber || number < 0 || number >= int(std::size(kAllPowerTypes)))
            return false;
        power.type = kAllPowerTypes[number];
        break;
    case TextColumn:
        power.text = value.toString();
        break;
    case UsesColumn:
        if (!isNumber || number < 0 || number > kMaxUseLimit)
            return false;
        power.useLimit = number > 0 ? std::optional<int>(number) : std::nullopt;
        break;
    default:
        return false;
    }
    if (power != before)
        emit dataChanged(index, index);
    return true;
}

Qt::ItemFlags PowerListModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemNeverHasChildren;
}

QVariant PowerListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TypeColumn:
        return tr("Type");
    case TextColumn:
        return tr("Text");
    case UsesColumn:
        return tr("Uses");
    default:
        return {};
    }
}

bool PowerListModel::insertRows(int row, int count, const QModelIndex& parent)
{
    if (parent.isValid() || row < 0 || row > rowCount() || count < 1)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i)
        m_powers.insert(row, Power{});
    endInsertRows();
    return true;
}

bool PowerListModel::removeRows(int row, int count, const QModelIndex& parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_powers.remove(row, count);
    endRemoveRows();
    return true;
}

bool PowerListModel::moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
                              const QModelIndex& destinationParent, int destinationChild)
{
    if (sourceParent.isValid() || destinationParent.isValid() || count < 1 || sourceRow < 0 ||
        sourceRow + count > rowCount() || destinationChild < 0 || destinationChild > rowCount())
        return false;
    if (!beginMoveRows(sourceParent, sourceRow, sourceRow + count - 1, destinationParent, destinationChild))
        return false; // a move onto itself
    const QList<Power> moved = m_powers.mid(sourceRow, count);
    m_powers.remove(sourceRow, count);
    const int target = destinationChild > sourceRow ? destinationChild - count : destinationChild;
    for (int i = 0; i < count; ++i)
        m_powers.insert(target + i, moved.at(i));
    endMoveRows();
    return true;
}

} // namespace ddm
