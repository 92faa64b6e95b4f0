// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/catalog_table_model.h"

#include "models/creature_mime.h"
#include "catalog/card_labels.h"
#include "models/creature_text.h"
#include "storage/card_repository.h"
#include "storage/collection_repository.h"

#include <QMimeData>

#include <algorithm>
#include <limits>

namespace ddm {
namespace {

bool isNumeric(int column)
{
    switch (column) {
    case CatalogTableModel::Cost:
    case CatalogTableModel::Level:
    case CatalogTableModel::Hp:
    case CatalogTableModel::Ac:
    case CatalogTableModel::Speed:
    case CatalogTableModel::ChampionRating:
    case CatalogTableModel::Owned:
    case CatalogTableModel::Number:
        return true;
    default:
        return false;
    }
}

QString cardKey(const QString& name, const QString& set)
{
    return name.toCaseFolded() + QLatin1Char('\n') + set.toCaseFolded();
}

} // namespace

CatalogTableModel::CatalogTableModel(const CardRepository* cards, CollectionRepository* collection,
                                     QObject* parent)
    : QAbstractTableModel(parent)
    , m_cards(cards)
    , m_collection(collection)
{
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_creatures.size());
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Creature& creature = m_creatures.at(index.row());
    const int owned = m_owned.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(creature, index.column(), owned);
    case Qt::EditRole:
        return index.column() == Owned ? QVariant(owned) : displayData(creature, index.column(), owned);
    case Qt::ToolTipRole:
        if (index.column() == Factions) // views may show the factions as marks alone
            return factionsText(creature.factions);
        if (index.column() == Size && creature.sizeSource)
            return tr("Source: %1").arg(factSourceLabel(*creature.sizeSource));
        if (index.column() == Name && !creature.keywords.isEmpty())
            return tr("%1 (%2)").arg(creature.name, creature.keywords.join(QStringLiteral(", ")));
        return {};
    case Qt::TextAlignmentRole:
        return isNumeric(index.column()) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case CreatureIdRole:
        return creature.id;
    case SortRole:
        return sortData(creature, index.column(), owned);
    case FactionsRole:
        return int(creature.factions.toInt());
    case OwnedCountRole:
        return owned;
    default:
        return {};
    }
}

QVariant CatalogTableModel::displayData(const Creature& creature, int column, int owned) const
{
    switch (column) {
    case Name:
        return creature.name;
    case Set:
        return creature.set;
    case Cost:
        return creature.cost;
    case Level:
        return creature.level;
    case Factions:
        return factionsText(creature.factions);
    case Alignment:
        return alignmentText(creature.alignment);
    case Hp:
        return creature.hp;
    case Ac:
        return creature.ac;
    case Speed:
        return speedText(creature);
    case Number:
        return creature.collectorNumber;
    case Size:
        return creature.size ? sizeLabel(*creature.size) : QString();
    case Rarity:
        return creature.rarity ? rarityLabel(*creature.rarity) : QString();
    case ChampionRating:
        return creature.championRating ? QVariant(*creature.championRating) : QVariant(QString());
    case Owned:
        return owned > 0 ? QVariant(owned) : QVariant(QString()); // blanks read faster than zeros
    default:
        return {};
    }
}

QVariant CatalogTableModel::sortData(const Creature& creature, int column, int owned) const
{
    switch (column) {
    case Speed:
        return creature.speed;
    case ChampionRating:
        return creature.championRating.value_or(-1); // non-champions below every champion
    case Number:
        // Numerically ("9" before "10"); cards without a number after every numbered one.
        return collectorNumberValue(creature.collectorNumber).value_or(std::numeric_limits<int>::max());
    case Size:
        return creature.size ? int(*creature.size) : -1;
    case Rarity:
        return creature.rarity ? int(*creature.rarity) : -1;
    case Owned:
        return owned;
    case Factions:
        return int(creature.factions.toInt());
    default:
        return displayData(creature, column, owned);
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return tr("Name");
        case Set:
            return tr("Set");
        case Cost:
            return tr("Cost");
        case Level:
            return tr("Level");
        case Factions:
            return tr("Factions");
        case Alignment:
            return tr("Alignment");
        case Hp:
            return tr("HP");
        case Ac:
            return tr("AC");
        case Speed:
            return tr("Speed");
        case ChampionRating:
            return tr("CR", "champion rating, column title");
        case Number:
            return tr("No.", "collector number, column title");
        case Size:
            return tr("Size");
        case Rarity:
            return tr("Rarity");
        case Owned:
            return tr("Owned");
        default:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ChampionRating:
            return tr("Champion rating");
        case Number:
            return tr("Collector number within the set");
        case Owned:
            return tr("Copies in your collection (double-click to edit)");
        case Hp:
            return tr("Hit points");
        case Ac:
            return tr("Armor class");
        default:
            break;
        }
    }
    return {};
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return flags;
    flags |= Qt::ItemIsDragEnabled;
    if (index.column() == Owned && m_collection)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != Owned || !m_collection ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const Creature& creature = m_creatures.at(index.row());
    bool isNumber = false;
    const int count = value.toInt(&isNumber);
    if (!isNumber || count < 0) {
        m_lastError = tr("The owned count of %1 must be a whole number of 0 or more.").arg(creature.name);
        emit ownedCountRejected(creature.id, m_lastError);
        return false;
    }
    const EditResult result = m_collection->setOwnedCount(creature.name, creature.set, count);
    if (!result.ok()) {
        m_lastError = tr("The owned count of %1 was not saved: %2").arg(creature.name, result.error->message);
        emit ownedCountRejected(creature.id, m_lastError);
        return false;
    }
    m_lastError.clear();
    if (m_owned.at(index.row()) != count) {
        m_owned[index.row()] = count;
        emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    }
    emit ownedCountEdited(creature.id, creature.name, creature.set, count);
    return true;
}

QStringList CatalogTableModel::mimeTypes() const
{
    return {QString::fromLatin1(kCreatureIdsMimeType)};
}

QMimeData* CatalogTableModel::mimeData(const QModelIndexList& indexes) const
{
    // One id per row however many cells of it are selected, in row order.
    QList<int> rows;
    for (const QModelIndex& index : indexes) {
        if (index.isValid() && index.model() == this)
            rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.isEmpty())
        return nullptr;
    QList<qint64> ids;
    for (int row : rows)
        ids.append(m_creatures.at(row).id);
    return creatureIdsMimeData(ids);
}

Qt::DropActions CatalogTableModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

void CatalogTableModel::reload()
{
    if (!m_cards) {
        setCreatures({});
        return;
    }
    QList<Creature> creatures = m_cards->allCreatures(CardRepository::Details::NoPowers);
    QHash<qint64, int> owned = loadOwnedCounts(creatures);
    setCreatures(std::move(creatures), std::move(owned));
}

QHash<qint64, int> CatalogTableModel::loadOwnedCounts(const QList<Creature>& creatures) const
{
    QHash<qint64, int> owned;
    if (!m_collection)
        return owned;
    QHash<QString, int> byCard; // the view joins the collection on (name, set): so do we
    for (const OwnedCount& count : m_collection->ownedCounts())
        byCard.insert(cardKey(count.name, count.set), count.count);
    if (byCard.isEmpty())
        return owned;
    for (const Creature& creature : creatures) {
        const auto found = byCard.constFind(cardKey(creature.name, creature.set));
        if (found != byCard.cend())
            owned.insert(creature.id, *found);
    }
    return owned;
}

void CatalogTableModel::setCreatures(QList<Creature> creatures, QHash<qint64, int> owned)
{
    beginResetModel();
    m_creatures = std::move(creatures);
    m_owned.clear();
    m_owned.reserve(m_creatures.size());
    m_rowOfId.clear();
    m_rowOfId.reserve(m_creatures.size());
    for (qsizetype row = 0; row < m_creatures.size(); ++row) {
        m_owned.append(owned.value(m_creatures.at(row).id));
        m_rowOfId.insert(m_creatures.at(row).id, int(row));
    }
    endResetModel();
}

void CatalogTableModel::refreshOwned(const QString& name, const QString& set)
{
    if (!m_collection)
        return;
    const bool everyCard = name.isEmpty(); // a bulk change (a CSV import) names no card
    const QHash<qint64, int> all = everyCard ? loadOwnedCounts(m_creatures) : QHash<qint64, int>();
    for (qsizetype row = 0; row < m_creatures.size(); ++row) {
        const Creature& creature = m_creatures.at(row);
        if (!everyCard && (creature.name.compare(name, Qt::CaseInsensitive) != 0 ||
                           creature.set.compare(set, Qt::CaseInsensitive) != 0))
            continue;
        const int count =
            everyCard ? all.value(creature.id) : m_collection->ownedCount(creature.name, creature.set);
        if (count != m_owned.at(row)) {
            m_owned[row] = count;
            emit dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
        }
    }
}

int CatalogTableModel::rowOf(qint64 id) const
{
    return m_rowOfId.value(id, -1);
}

const Creature* CatalogTableModel::creature(qint64 id) const
{
    const int row = rowOf(id);
    return row < 0 ? nullptr : &m_creatures.at(row);
}

qint64 CatalogTableModel::idAt(int row) const
{
    return row >= 0 && row < m_creatures.size() ? m_creatures.at(row).id : 0;
}

int CatalogTableModel::ownedCount(qint64 id) const
{
    const int row = rowOf(id);
    return row < 0 ? 0 : m_owned.at(row);
}

} // namespace ddm
