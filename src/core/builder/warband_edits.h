// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "builder/warband_edit.h"

#include <optional>

namespace ddm {

// Makes the edits from the warband they will change, so each carries what undoing it needs. Every
// factory returns nullopt when the edit would change nothing or names rows the warband does not
// have; callers pass the result to WarbandDocument::perform(), which ignores nullopt.
class WarbandEdits {
public:
    // Inserts before `row` (the entry count appends). Entries with an empty name are left out.
    static std::optional<WarbandEdit> insertEntries(const Warband& warband, int row,
                                                    QList<WarbandEntry> entries);
    static std::optional<WarbandEdit> removeEntries(const Warband& warband, QList<int> rows);
    // Moves the rows, in their order, to before `destination` (a row of the warband as it is now; the
    // entry count moves them to the end), as a drop between rows does.
    static std::optional<WarbandEdit> moveEntries(const Warband& warband, QList<int> rows, int destination);
    // Moves each row's group of copies (copy_groups.h) one group up (delta -1) or down (+1); groups at
    // the edge stay, and the rest keep their order, as "Move up" and "Move down" do.
    static std::optional<WarbandEdit> shiftEntries(const Warband& warband, QList<int> rows, int delta);
    // Makes `count` copies (at least 0) of the entry at `row` (copy_groups.h: same card, set and items).
    // New copies follow the last one; removing takes the last copies first.
    static std::optional<WarbandEdit> setCopies(const Warband& warband, int row, int count);
    // Items assigned to the creature at `row`, blanks dropped.
    static std::optional<WarbandEdit> setItems(const Warband& warband, int row, QStringList items);
    static std::optional<WarbandEdit> setUnassignedItems(const Warband& warband, QStringList items);

    static std::optional<WarbandEdit> setTitle(const Warband& warband, const QString& title);
    static std::optional<WarbandEdit> setNotes(const Warband& warband, const QString& notes);
    // One of the formats of warbandFormats().
    static std::optional<WarbandEdit> setPoints(const Warband& warband, int points);
    static std::optional<WarbandEdit> setFaction(const Warband& warband, std::optional<Faction> faction);
    static std::optional<WarbandEdit> setScenario(const Warband& warband, Scenario scenario);
    // The battle map by name (101.1); an empty name removes it.
    static std::optional<WarbandEdit> setMap(const Warband& warband, const QString& map);
};

} // namespace ddm
