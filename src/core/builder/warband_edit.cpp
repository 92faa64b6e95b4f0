// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_edit.h"

#include "warband/display_names.h"

#include <QCoreApplication>

#include <algorithm>
#include <type_traits>

namespace ddm {
namespace {

struct Range {
    int first = 0;
    int count = 0;
};

// Ascending rows as runs of consecutive rows.
QList<Range> rangesOf(const QList<int>& rows)
{
    QList<Range> ranges;
    for (int row : rows) {
        if (!ranges.isEmpty() && ranges.last().first + ranges.last().count == row)
            ++ranges.last().count;
        else
            ranges.append({row, 1});
    }
    return ranges;
}

QList<int> inverted(const QList<int>& order)
{
    QList<int> inverse(order.size());
    for (int row = 0; row < order.size(); ++row)
        inverse[order.at(row)] = row;
    return inverse;
}

template <typename Edit> struct IsSetField : std::false_type {
};
template <typename T, T Warband::*Member> struct IsSetField<SetField<T, Member>> : std::true_type {
};

template <typename... Ts> struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <typename... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>; // clang before 17 deduces no aggregate templates

// True when all entries name the same card (so the text can name it).
bool sameCard(const QList<WarbandEntry>& entries)
{
    for (const WarbandEntry& entry : entries) {
        if (entry.name.compare(entries.first().name, Qt::CaseInsensitive) != 0)
            return false;
    }
    return !entries.isEmpty();
}

QString describeInsert(const InsertEntries& edit)
{
    const int count = int(edit.entries.size());
    if (count == 1)
        return QCoreApplication::translate("WarbandEdit", "Add %1").arg(edit.entries.first().name);
    if (sameCard(edit.entries))
        return QCoreApplication::translate("WarbandEdit", "Add %n copies of %1", nullptr, count)
            .arg(edit.entries.first().name);
    return QCoreApplication::translate("WarbandEdit", "Add %n creature(s)", nullptr, count);
}

QString describeRemove(const RemoveEntries& edit)
{
    const int count = int(edit.entries.size());
    if (count == 1)
        return QCoreApplication::translate("WarbandEdit", "Remove %1").arg(edit.entries.first().name);
    if (sameCard(edit.entries))
        return QCoreApplication::translate("WarbandEdit", "Remove %n copies of %1", nullptr, count)
            .arg(edit.entries.first().name);
    return QCoreApplication::translate("WarbandEdit", "Remove %n creature(s)", nullptr, count);
}

} // namespace

void PlainWarbandMutation::insertEntries(int row, const QList<WarbandEntry>& entries)
{
    for (qsizetype i = 0; i < entries.size(); ++i)
        m_warband.creatures.insert(row + i, entries.at(i));
}

void PlainWarbandMutation::removeEntries(int first, int count)
{
    m_warband.creatures.remove(first, count);
}

void PlainWarbandMutation::reorderEntries(const QList<int>& order)
{
    m_warband.creatures = reorderedList(m_warband.creatures, order);
}

void PlainWarbandMutation::setEntryItems(int row, const QStringList& items)
{
    m_warband.creatures[row].items = items;
}

void InsertEntries::apply(WarbandMutation& mutation) const
{
    mutation.insertEntries(row, entries);
}

void InsertEntries::revert(WarbandMutation& mutation) const
{
    mutation.removeEntries(row, int(entries.size()));
}

// Removed from the last run to the first, so the rows of the runs still to go stay valid.
void RemoveEntries::apply(WarbandMutation& mutation) const
{
    const QList<Range> ranges = rangesOf(rows);
    for (auto range = ranges.crbegin(); range != ranges.crend(); ++range)
        mutation.removeEntries(range->first, range->count);
}

// Put back from the first run to the last: each lands at its old row.
void RemoveEntries::revert(WarbandMutation& mutation) const
{
    int taken = 0;
    for (const Range& range : rangesOf(rows)) {
        mutation.insertEntries(range.first, entries.mid(taken, range.count));
        taken += range.count;
    }
}

void MoveEntries::apply(WarbandMutation& mutation) const
{
    mutation.reorderEntries(order);
}

void MoveEntries::revert(WarbandMutation& mutation) const
{
    mutation.reorderEntries(inverted(order));
}

void applyEdit(const WarbandEdit& edit, WarbandMutation& mutation)
{
    std::visit([&mutation](const auto& e) { e.apply(mutation); }, edit);
}

void revertEdit(const WarbandEdit& edit, WarbandMutation& mutation)
{
    std::visit([&mutation](const auto& e) { e.revert(mutation); }, edit);
}

void applyEdit(const WarbandEdit& edit, Warband& warband)
{
    PlainWarbandMutation mutation(warband);
    applyEdit(edit, mutation);
}

void revertEdit(const WarbandEdit& edit, Warband& warband)
{
    PlainWarbandMutation mutation(warband);
    revertEdit(edit, mutation);
}

QString describeEdit(const WarbandEdit& edit)
{
    return std::visit(
        Overloaded{
            [](const InsertEntries& e) { return describeInsert(e); },
            [](const RemoveEntries& e) { return describeRemove(e); },
            [](const MoveEntries&) {
                return QCoreApplication::translate("WarbandEdit", "Reorder creatures");
            },
            [](const SetEntryItems&) { return QCoreApplication::translate("WarbandEdit", "Change items"); },
            [](const SetTitle&) { return QCoreApplication::translate("WarbandEdit", "Rename the warband"); },
            [](const SetNotes&) { return QCoreApplication::translate("WarbandEdit", "Edit the notes"); },
            [](const SetPoints& e) {
                return QCoreApplication::translate("WarbandEdit", "Change the format to %1")
                    .arg(formatDisplayName(e.value));
            },
            [](const SetFaction& e) {
                return QCoreApplication::translate("WarbandEdit", "Change the faction to %1")
                    .arg(factionDisplayName(e.value));
            },
            [](const SetScenario& e) {
                return QCoreApplication::translate("WarbandEdit", "Change the scenario to %1")
                    .arg(scenarioDisplayName(e.value));
            },
            [](const SetMap& e) {
                return e.value.isEmpty()
                           ? QCoreApplication::translate("WarbandEdit", "Remove the battle map")
                           : QCoreApplication::translate("WarbandEdit", "Change the battle map to %1")
                                 .arg(e.value);
            },
            [](const SetUnassignedItems&) {
                return QCoreApplication::translate("WarbandEdit", "Change the unassigned items");
            },
        },
        edit);
}

int mergeId(const WarbandEdit& edit)
{
    return std::visit(
        [&edit](const auto& e) {
            return IsSetField<std::decay_t<decltype(e)>>::value ? int(edit.index()) : -1;
        },
        edit);
}

bool mergeEdit(WarbandEdit& into, const WarbandEdit& next)
{
    if (mergeId(into) < 0 || mergeId(into) != mergeId(next))
        return false;
    std::visit(
        [&next](auto& target) {
            using Edit = std::decay_t<decltype(target)>;
            if constexpr (IsSetField<Edit>::value)
                target.value = std::get<Edit>(next).value;
        },
        into);
    return true;
}

bool isNoOp(const WarbandEdit& edit)
{
    return std::visit(
        [](const auto& e) {
            using Edit = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<Edit, InsertEntries> || std::is_same_v<Edit, RemoveEntries>)
                return e.entries.isEmpty();
            else if constexpr (std::is_same_v<Edit, MoveEntries>)
                return std::is_sorted(e.order.cbegin(), e.order.cend()); // the identity permutation
            else if constexpr (std::is_same_v<Edit, SetEntryItems>)
                return e.items == e.previous;
            else
                return e.value == e.previous;
        },
        edit);
}

} // namespace ddm
