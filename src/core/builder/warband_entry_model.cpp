// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_entry_model.h"

#include "builder/copy_groups.h"
#include "builder/violation_text.h"
#include "builder/warband_document.h"
#include "builder/warband_edits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

#include <algorithm>

namespace ddm {
namespace {

// The violations (or warnings) that name the entry's card.
QList<const Violation*> naming(const QList<Violation>& violations, const QString& name)
{
    QList<const Violation*> found;
    for (const Violation& violation : violations) {
        if (violation.cards.contains(name))
            found.append(&violation);
    }
    return found;
}

QString itemsText(const ResolvedEntry& entry)
{
    QStringList names;
    for (const ResolvedItem& item : entry.items)
        names.append(item.isResolved()
                         ? item.name
                         : QCoreApplication::translate("WarbandEntryModel", "%1 (unknown)").arg(item.name));
    // Names hold commas ("Ring of Protection, Lesser"), so the list uses semicolons.
    return names.join(QStringLiteral("; "));
}

QString unresolvedText(ResolutionStatus status)
{
    switch (status) {
    case ResolutionStatus::Ambiguous:
        return QCoreApplication::translate("WarbandEntryModel", "Several sets: name one");
    case ResolutionStatus::NotInSet:
        return QCoreApplication::translate("WarbandEntryModel", "Not in this set");
    case ResolutionStatus::Unknown:
    case ResolutionStatus::Resolved:
        break;
    }
    return QCoreApplication::translate("WarbandEntryModel", "Unknown card");
}

QJsonObject entryJson(const WarbandEntry& entry)
{
    return {{QStringLiteral("name"), entry.name},
            {QStringLiteral("set"), entry.set},
            {QStringLiteral("items"), QJsonArray::fromStringList(entry.items)}};
}

WarbandEntry entryFromJson(const QJsonObject& object)
{
    QStringList items;
    for (const QJsonValue& item : object.value(QStringLiteral("items")).toArray())
        items.append(item.toString());
    return {object.value(QStringLiteral("name")).toString(), object.value(QStringLiteral("set")).toString(),
            items};
}

QList<qint64> creatureIds(const QByteArray& text)
{
    QList<qint64> ids;
    for (const QByteArray& line : text.split('\n')) {
        bool ok = false;
        const qint64 id = line.trimmed().toLongLong(&ok);
        if (ok)
            ids.append(id);
    }
    return ids;
}

} // namespace

WarbandEntryModel::WarbandEntryModel(WarbandDocument* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    adopt(copyGroups(m_document->warband().creatures));
    connect(m_document, &WarbandDocument::changed, this, &WarbandEntryModel::regroup);
}

// Rows whose copies are gone are removed, groups new to the warband inserted, and the rest keep their
// row (and so their selection), moved where the warband's order puts them.
void WarbandEntryModel::regroup()
{
    const QList<QList<int>> groups = copyGroups(m_document->warband().creatures);
    removeGoneRows(groups);
    insertNewRows(groups);
    reorderRows(groups);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, kColumnCount - 1));
}

int WarbandEntryModel::groupRowIn(const QList<QList<int>>& groups, int row) const
{
    const QList<WarbandEntry>& entries = m_document->warband().creatures;
    const auto found = std::find_if(groups.cbegin(), groups.cend(), [&](const QList<int>& group) {
        return isCopyOf(entries.at(group.first()), m_keys.at(row));
    });
    return found == groups.cend() ? -1 : int(found - groups.cbegin());
}

void WarbandEntryModel::removeGoneRows(const QList<QList<int>>& groups)
{
    // Rows that stay point at the warband as it is now before any signal, so data() never reads an
    // entry that moved; a gone row is empty until it is removed.
    for (int row = 0; row < m_groups.size(); ++row) {
        const int group = groupRowIn(groups, row);
        m_groups[row] = group < 0 ? QList<int>() : groups.at(group);
    }
    for (int row = int(m_groups.size()) - 1; row >= 0; --row) {
        if (!m_groups.at(row).isEmpty())
            continue;
        beginRemoveRows({}, row, row);
        m_groups.removeAt(row);
        m_keys.removeAt(row);
        endRemoveRows();
    }
}

void WarbandEntryModel::insertNewRows(const QList<QList<int>>& groups)
{
    const QList<WarbandEntry>& entries = m_document->warband().creatures;
    for (int group = 0; group < groups.size(); ++group) {
        const WarbandEntry& key = entries.at(groups.at(group).first());
        if (std::any_of(m_keys.cbegin(), m_keys.cend(),
                        [&key](const WarbandEntry& shown) { return isCopyOf(shown, key); }))
            continue;
        const int row = std::min(group, rowCount());
        beginInsertRows({}, row, row);
        m_groups.insert(row, groups.at(group));
        m_keys.insert(row, key);
        endInsertRows();
    }
}

void WarbandEntryModel::reorderRows(const QList<QList<int>>& groups)
{
    QList<int> newRowOf(rowCount());
    for (int row = 0; row < rowCount(); ++row)
        newRowOf[row] = groupRowIn(groups, row);
    if (std::is_sorted(newRowOf.cbegin(), newRowOf.cend())) {
        adopt(groups);
        return;
    }
    emit layoutAboutToBeChanged();
    const QModelIndexList persistent = persistentIndexList();
    for (const QModelIndex& index : persistent)
        changePersistentIndex(index, this->index(newRowOf.at(index.row()), index.column()));
    adopt(groups);
    emit layoutChanged();
}

void WarbandEntryModel::adopt(const QList<QList<int>>& groups)
{
    m_groups = groups;
    m_keys.clear();
    for (const QList<int>& group : groups)
        m_keys.append(m_document->warband().creatures.at(group.first()));
}

QList<int> WarbandEntryModel::entriesOf(int row) const
{
    return row >= 0 && row < rowCount() ? m_groups.at(row) : QList<int>();
}

QList<int> WarbandEntryModel::entriesOf(const QList<int>& rows) const
{
    QList<int> entries;
    for (int row : rows)
        entries.append(entriesOf(row));
    std::sort(entries.begin(), entries.end());
    entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    return entries;
}

int WarbandEntryModel::rowOf(int entry) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (m_groups.at(row).contains(entry))
            return row;
    }
    return -1;
}

const ResolvedEntry& WarbandEntryModel::entryAt(int row) const
{
    return m_document->resolved().creatures.at(m_groups.at(row).first());
}

int WarbandEntryModel::entryBefore(int row) const
{
    return row < rowCount() ? m_groups.at(row).first() : m_document->entryCount();
}

int WarbandEntryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int WarbandEntryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

WarbandEntryModel::EntryStatus WarbandEntryModel::statusOf(int row) const
{
    const ResolvedEntry& entry = entryAt(row);
    if (!entry.isResolved())
        return EntryStatus::Unknown;
    const LegalityReport& report = m_document->report();
    if (!naming(report.violations, entry.entry.name).isEmpty())
        return EntryStatus::Illegal;
    if (!naming(report.warnings, entry.entry.name).isEmpty())
        return EntryStatus::Warning;
    return EntryStatus::Ok;
}

QStringList WarbandEntryModel::problemsOf(int row) const
{
    const QString& name = entryAt(row).entry.name;
    const LegalityReport& report = m_document->report();
    QStringList texts;
    for (const Violation* violation : naming(report.violations, name) + naming(report.warnings, name))
        texts.append(ViolationText::text(*violation));
    return texts;
}

QStringList WarbandEntryModel::rulesOf(int row) const
{
    const QString& name = entryAt(row).entry.name;
    QStringList rules;
    for (const Violation* violation : naming(m_document->report().violations, name)) {
        if (!violation->rule.isEmpty() && !rules.contains(violation->rule))
            rules.append(violation->rule);
    }
    return rules;
}

QVariant WarbandEntryModel::displayData(const ResolvedEntry& entry, Column column, int row) const
{
    switch (column) {
    case Column::Copies:
        return tr("%1×").arg(m_groups.at(row).size());
    case Column::Name:
        return entry.entry.name;
    case Column::Set:
        return entry.isResolved() ? entry.creature->set : entry.entry.set;
    case Column::Cost:
        return entry.isResolved() ? QVariant(entry.creature->cost) : QVariant(QStringLiteral("?"));
    case Column::Items:
        return itemsText(entry);
    case Column::Status:
        switch (statusOf(row)) {
        case EntryStatus::Unknown:
            return unresolvedText(entry.status);
        case EntryStatus::Illegal:
            return rulesOf(row).isEmpty() ? tr("Not legal")
                                          : tr("Breaks %1").arg(rulesOf(row).join(QStringLiteral(", ")));
        case EntryStatus::Warning: // only in the tooltip: the catalog's missing sizes warn on every card
        case EntryStatus::Ok:
            return QString();
        }
    }
    return {};
}

QVariant WarbandEntryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    if (m_groups.at(row).isEmpty())
        return {}; // a row about to be removed
    const ResolvedEntry& entry = entryAt(row);
    const auto column = Column(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(entry, column, row);
    case Qt::ToolTipRole: {
        const QStringList problems = problemsOf(row);
        return problems.isEmpty() ? QVariant() : QVariant(problems.join(QLatin1Char('\n')));
    }
    case Qt::TextAlignmentRole:
        return column == Column::Cost || column == Column::Copies
                   ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                   : QVariant();
    case StatusRole:
        return int(statusOf(row));
    case CreatureIdRole:
        return entry.isResolved() ? entry.creature->id : qint64(0);
    case RulesRole:
        return rulesOf(row);
    default:
        return {};
    }
}

QVariant WarbandEntryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= kColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Column::Copies:
        return tr("Copies");
    case Column::Name:
        return tr("Creature");
    case Column::Set:
        return tr("Set");
    case Column::Cost:
        return tr("Cost");
    case Column::Items:
        return tr("Items");
    case Column::Status:
        return tr("Status");
    }
    return {};
}

Qt::ItemFlags WarbandEntryModel::flags(const QModelIndex& index) const
{
    // A drop onto a row inserts before it; a drop on the empty area appends.
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled |
           Qt::ItemNeverHasChildren;
}

QStringList WarbandEntryModel::mimeTypes() const
{
    return {QLatin1String(kEntriesMimeType), QLatin1String(kCreatureIdsMimeType)};
}

QString WarbandEntryModel::documentKey() const
{
    return QString::number(quintptr(m_document));
}

QMimeData* WarbandEntryModel::mimeData(const QModelIndexList& indexes) const
{
    QList<int> rows;
    for (const QModelIndex& index : indexes) {
        if (index.isValid())
            rows.append(index.row());
    }
    const QList<int> entryRows = entriesOf(rows);
    QJsonArray rowArray;
    QJsonArray entries;
    QStringList ids;
    QStringList names;
    for (int row : entryRows) {
        const ResolvedEntry& entry = m_document->resolved().creatures.at(row);
        rowArray.append(row);
        entries.append(entryJson(entry.entry));
        names.append(entry.entry.name);
        if (entry.isResolved())
            ids.append(QString::number(entry.creature->id));
    }
    auto* mime = new QMimeData;
    const QJsonObject payload{{QStringLiteral("document"), documentKey()},
                              {QStringLiteral("rows"), rowArray},
                              {QStringLiteral("entries"), entries}};
    mime->setData(QLatin1String(kEntriesMimeType), QJsonDocument(payload).toJson(QJsonDocument::Compact));
    mime->setData(QLatin1String(kCreatureIdsMimeType), ids.join(QLatin1Char('\n')).toUtf8());
    mime->setText(names.join(QLatin1Char('\n')));
    return mime;
}

bool WarbandEntryModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int, int,
                                        const QModelIndex&) const
{
    return data && (action == Qt::CopyAction || action == Qt::MoveAction) &&
           (data->hasFormat(QLatin1String(kEntriesMimeType)) ||
            data->hasFormat(QLatin1String(kCreatureIdsMimeType)));
}

bool WarbandEntryModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                                     const QModelIndex& parent)
{
    if (action == Qt::IgnoreAction)
        return true;
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const int destination = entryBefore(row >= 0           ? std::min(row, rowCount())
                                        : parent.isValid() ? parent.row()
                                                           : rowCount());
    if (data->hasFormat(QLatin1String(kEntriesMimeType))) {
        const QJsonObject payload =
            QJsonDocument::fromJson(data->data(QLatin1String(kEntriesMimeType))).object();
        if (payload.value(QStringLiteral("document")).toString() == documentKey()) {
            QList<int> rows;
            for (const QJsonValue& value : payload.value(QStringLiteral("rows")).toArray())
                rows.append(value.toInt(-1));
            m_document->perform(WarbandEdits::moveEntries(m_document->warband(), rows, destination));
            return true;
        }
        QList<WarbandEntry> entries;
        for (const QJsonValue& value : payload.value(QStringLiteral("entries")).toArray())
            entries.append(entryFromJson(value.toObject()));
        return m_document->perform(WarbandEdits::insertEntries(m_document->warband(), destination, entries));
    }
    return m_document->addCreatures(creatureIds(data->data(QLatin1String(kCreatureIdsMimeType))),
                                    destination) > 0;
}

} // namespace ddm
