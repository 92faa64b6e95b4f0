// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/card_lookup.h"
#include "warband/resolved_warband.h"
#include "warband/warband.h"

namespace ddm {

// Finds the cards a warband names. Names and sets match case-insensitively. A name found in one
// set needs no set; a name found in several needs the entry's `set`. Items are matched by name
// alone (the file names no item set); when several items share a name the first is taken.
class WarbandResolver {
public:
    static ResolvedWarband resolve(const Warband& warband, const CardLookup& lookup);
    static ResolvedEntry resolveEntry(const WarbandEntry& entry, const CardLookup& lookup);
    static ResolvedItem resolveItem(const QString& name, const CardLookup& lookup);

private:
    // `candidates`: every creature of the entry's name (one query serves a whole warband).
    static ResolvedEntry resolveAmong(const WarbandEntry& entry, const QList<Creature>& candidates,
                                      const CardLookup& lookup);
};

} // namespace ddm
