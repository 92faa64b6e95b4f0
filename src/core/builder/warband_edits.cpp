// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_edits.h"

#include "builder/copy_groups.h"

#include <algorithm>

namespace ddm {
namespace {

int entryCount(const Warband& warband)
{
    return int(warband.creatures.size());
}

// Sorted, without duplicates; empty when any row is outside the warband.
QList<int> validRows(const Warband& warband, QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (!rows.isEmpty() && (rows.first() < 0 || rows.last() >= entryCount(warband)))
        return {};
    return rows;
}

std::optional<WarbandEdit> moveFromOrder(const QList<int>& order)
{
    if (std::is_sorted(order.cbegin(), order.cend()))
        return std::nullopt;
    return MoveEntries{order};
}

QList<int> copyRows(const Warband& warband, int row)
{
    QList<int> rows;
    for (int i = 0; i < entryCount(warband); ++i) {
        if (isCopyOf(warband.creatures.at(i), warband.creatures.at(row)))
            rows.append(i);
    }
    return rows;
}

QStringList trimmedNames(const QStringList& names)
{
    QStringList result;
    for (const QString& name : names) {
        if (!name.trimmed().isEmpty())
            result.append(name.trimmed());
    }
    return result;
}

template <typename Edit, typename T> std::optional<WarbandEdit> fieldEdit(const T& current, const T& value)
{
    if (current == value)
        return std::nullopt;
    return Edit{value, current};
}

} // namespace

std::optional<WarbandEdit> WarbandEdits::insertEntries(const Warband& warband, int row,
                                                       QList<WarbandEntry> entries)
{
    for (WarbandEntry& entry : entries) {
        entry.name = entry.name.trimmed();
        entry.set = entry.set.trimmed();
    }
    entries.removeIf([](const WarbandEntry& entry) { return entry.name.isEmpty(); });
    if (entries.isEmpty() || row < 0 || row > entryCount(warband))
        return std::nullopt;
    return InsertEntries{row, entries};
}

std::optional<WarbandEdit> WarbandEdits::removeEntries(const Warband& warband, QList<int> rows)
{
    rows = validRows(warband, rows);
    if (rows.isEmpty())
        return std::nullopt;
    RemoveEntries edit{rows, {}};
    for (int row : rows)
        edit.entries.append(warband.creatures.at(row));
    return edit;
}

std::optional<WarbandEdit> WarbandEdits::moveEntries(const Warband& warband, QList<int> rows, int destination)
{
    rows = validRows(warband, rows);
    if (rows.isEmpty() || destination < 0 || destination > entryCount(warband))
        return std::nullopt;
    QList<int> staying;
    for (int row = 0; row < entryCount(warband); ++row) {
        if (!rows.contains(row))
            staying.append(row);
    }
    // Where `destination` is once the moving rows are out.
    const auto at = destination - std::count_if(rows.cbegin(), rows.cend(),
                                                [destination](int row) { return row < destination; });
    return moveFromOrder(staying.mid(0, at) + rows + staying.mid(at));
}

// Rows move with their copies, as the builder shows them: each group of copies with a selected row
// swaps with an unselected neighbouring group, walking from the side it moves to, so a block moves as
// one and a group at the edge stays. The entries end up in the groups' order.
std::optional<WarbandEdit> WarbandEdits::shiftEntries(const Warband& warband, QList<int> rows, int delta)
{
    rows = validRows(warband, rows);
    if (rows.isEmpty() || (delta != -1 && delta != 1))
        return std::nullopt;
    QList<QList<int>> groups = copyGroups(warband.creatures);
    const auto selected = [&rows](const QList<int>& group) {
        return std::any_of(group.cbegin(), group.cend(), [&rows](int row) { return rows.contains(row); });
    };
    const int count = int(groups.size());
    bool moved = false;
    for (int step = 1; step < count; ++step) {
        const int at = delta < 0 ? step : count - 1 - step;
        const int neighbour = at + delta;
        if (selected(groups.at(at)) && !selected(groups.at(neighbour))) {
            groups.swapItemsAt(at, neighbour);
            moved = true;
        }
    }
    if (!moved)
        return std::nullopt;
    QList<int> order;
    for (const QList<int>& group : groups)
        order.append(group);
    return moveFromOrder(order);
}

std::optional<WarbandEdit> WarbandEdits::setCopies(const Warband& warband, int row, int count)
{
    if (row < 0 || row >= entryCount(warband) || count < 0)
        return std::nullopt;
    const QList<int> copies = copyRows(warband, row);
    if (count > copies.size()) {
        return InsertEntries{copies.last() + 1,
                             QList<WarbandEntry>(count - copies.size(), warband.creatures.at(row))};
    }
    return removeEntries(warband, copies.mid(count));
}

std::optional<WarbandEdit> WarbandEdits::setItems(const Warband& warband, int row, QStringList items)
{
    if (row < 0 || row >= entryCount(warband))
        return std::nullopt;
    items = trimmedNames(items);
    const QStringList& previous = warband.creatures.at(row).items;
    if (items == previous)
        return std::nullopt;
    return SetEntryItems{row, items, previous};
}

std::optional<WarbandEdit> WarbandEdits::setUnassignedItems(const Warband& warband, QStringList items)
{
    return fieldEdit<SetUnassignedItems>(warband.items, trimmedNames(items));
}

std::optional<WarbandEdit> WarbandEdits::setTitle(const Warband& warband, const QString& title)
{
    return fieldEdit<SetTitle>(warband.title, title);
}

std::optional<WarbandEdit> WarbandEdits::setNotes(const Warband& warband, const QString& notes)
{
    return fieldEdit<SetNotes>(warband.notes, notes);
}

std::optional<WarbandEdit> WarbandEdits::setPoints(const Warband& warband, int points)
{
    if (!warbandFormat(points))
        return std::nullopt;
    return fieldEdit<SetPoints>(warband.points, points);
}

std::optional<WarbandEdit> WarbandEdits::setFaction(const Warband& warband, std::optional<Faction> faction)
{
    return fieldEdit<SetFaction>(warband.faction, faction);
}

std::optional<WarbandEdit> WarbandEdits::setScenario(const Warband& warband, Scenario scenario)
{
    return fieldEdit<SetScenario>(warband.scenario, scenario);
}

std::optional<WarbandEdit> WarbandEdits::setMap(const Warband& warband, const QString& map)
{
    return fieldEdit<SetMap>(warband.map, map.trimmed());
}

} // namespace ddm
