// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/set_cards_model.h"

#include "catalog/card_labels.h"

#include <algorithm>
#include <limits>

namespace ddm {
namespace {

int numberOrder(const Creature& creature)
{
    return collectorNumberValue(creature.collectorNumber).value_or(std::numeric_limits<int>::max());
}

} // namespace

SetCardsModel::SetCardsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void SetCardsModel::setCards(QList<Card> cards)
{
    std::stable_sort(cards.begin(), cards.end(), [](const Card& a, const Card& b) {
        const int left = numberOrder(a.creature);
        const int right = numberOrder(b.creature);
        if (left != right)
            return left < right;
        return a.creature.name.compare(b.creature.name, Qt::CaseInsensitive) < 0;
    });
    beginResetModel();
    m_cards = std::move(cards);
    endResetModel();
}

int SetCardsModel::ownedCards() const
{
    return int(
        std::count_if(m_cards.cbegin(), m_cards.cend(), [](const Card& card) { return card.owned > 0; }));
}

int SetCardsModel::missingCards() const
{
    return int(m_cards.size()) - ownedCards();
}

int SetCardsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

int SetCardsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SetCardsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Card& card = m_cards.at(index.row());
    const Creature& creature = card.creature;
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case NumberColumn:
            return creature.collectorNumber;
        case NameColumn:
            return creature.name;
        case RarityColumn:
            return creature.rarity ? rarityLabel(*creature.rarity) : QString();
        case SizeColumn:
            return creature.size ? sizeLabel(*creature.size) : QString();
        case OwnedColumn:
            return card.owned > 0 ? QString::number(card.owned) : tr("missing");
        case ColumnCount:
            break;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == NumberColumn || index.column() == OwnedColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case OwnedCountRole:
        return card.owned;
    default:
        return {};
    }
}

QVariant SetCardsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case NumberColumn:
        return tr("No.", "collector number, column title");
    case NameColumn:
        return tr("Name");
    case RarityColumn:
        return tr("Rarity");
    case SizeColumn:
        return tr("Size");
    case OwnedColumn:
        return tr("Owned");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace ddm
