// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "warband/warband.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace ddm {

// The steps an edit takes on a warband. A WarbandDocument resolves the entries each step brings;
// PlainWarbandMutation just changes a Warband. Rows are those of the moment the step is taken.
class WarbandMutation {
public:
    virtual ~WarbandMutation() = default;
    virtual void insertEntries(int row, const QList<WarbandEntry>& entries) = 0;
    virtual void removeEntries(int first, int count) = 0;
    // A permutation of all entries: order[newRow] is the entry's old row.
    virtual void reorderEntries(const QList<int>& order) = 0;
    virtual void setEntryItems(int row, const QStringList& items) = 0;
    // The warband, for the fields other than `creatures` (title, points, faction, ...).
    virtual Warband& fields() = 0;
};

class PlainWarbandMutation final : public WarbandMutation {
public:
    explicit PlainWarbandMutation(Warband& warband)
        : m_warband(warband)
    {
    }

    void insertEntries(int row, const QList<WarbandEntry>& entries) override;
    void removeEntries(int first, int count) override;
    void reorderEntries(const QList<int>& order) override;
    void setEntryItems(int row, const QStringList& items) override;
    Warband& fields() override { return m_warband; }

private:
    Warband& m_warband;
};

// `list` in a new order: result[i] = list[order[i]].
template <typename T> QList<T> reorderedList(const QList<T>& list, const QList<int>& order)
{
    QList<T> result;
    result.reserve(order.size());
    for (int old : order)
        result.append(list.at(old));
    return result;
}

// The edits. Each is a value that carries what it needs to be undone; the factories in
// warband_edits.h make them from the warband they will change.

struct InsertEntries {
    int row = 0;
    QList<WarbandEntry> entries;

    void apply(WarbandMutation& mutation) const;
    void revert(WarbandMutation& mutation) const;
    bool operator==(const InsertEntries&) const = default;
};

struct RemoveEntries {
    QList<int> rows;             // ascending, distinct
    QList<WarbandEntry> entries; // the removed entries, in the order of `rows`, to put them back

    void apply(WarbandMutation& mutation) const;
    void revert(WarbandMutation& mutation) const;
    bool operator==(const RemoveEntries&) const = default;
};

struct MoveEntries {
    QList<int> order; // order[newRow] = oldRow

    void apply(WarbandMutation& mutation) const;
    void revert(WarbandMutation& mutation) const;
    bool operator==(const MoveEntries&) const = default;
};

struct SetEntryItems {
    int row = 0;
    QStringList items;
    QStringList previous;

    void apply(WarbandMutation& mutation) const { mutation.setEntryItems(row, items); }
    void revert(WarbandMutation& mutation) const { mutation.setEntryItems(row, previous); }
    bool operator==(const SetEntryItems&) const = default;
};

// One field of the warband other than its creatures.
template <typename T, T Warband::*Member> struct SetField {
    T value;
    T previous;

    void apply(WarbandMutation& mutation) const { mutation.fields().*Member = value; }
    void revert(WarbandMutation& mutation) const { mutation.fields().*Member = previous; }
    bool operator==(const SetField&) const = default;
};

using SetTitle = SetField<QString, &Warband::title>;
using SetNotes = SetField<QString, &Warband::notes>;
using SetPoints = SetField<int, &Warband::points>;
using SetFaction = SetField<std::optional<Faction>, &Warband::faction>;
using SetScenario = SetField<Scenario, &Warband::scenario>;
using SetMap = SetField<QString, &Warband::map>;
using SetUnassignedItems = SetField<QStringList, &Warband::items>;

using WarbandEdit = std::variant<InsertEntries, RemoveEntries, MoveEntries, SetEntryItems, SetTitle, SetNotes,
                                 SetPoints, SetFaction, SetScenario, SetMap, SetUnassignedItems>;

void applyEdit(const WarbandEdit& edit, WarbandMutation& mutation);
void revertEdit(const WarbandEdit& edit, WarbandMutation& mutation);
void applyEdit(const WarbandEdit& edit, Warband& warband);
void revertEdit(const WarbandEdit& edit, Warband& warband);

// The undo stack's text for the edit ("Add Test Goblin"), translated.
QString describeEdit(const WarbandEdit& edit);

// Typing into the title or the notes makes an edit per keystroke, and stepping through a combo box
// with the arrow keys one per step: consecutive changes of the same field merge into one.
// mergeId() is the same for edits that may merge (-1: never merges; entry edits do not).
int mergeId(const WarbandEdit& edit);
// Folds `next` into `into` (same mergeId) and returns true; false when they do not merge.
bool mergeEdit(WarbandEdit& into, const WarbandEdit& next);
// True when applying the edit changes nothing (a merged title typed back to what it was).
bool isNoOp(const WarbandEdit& edit);

} // namespace ddm
