// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "legality/legality_report.h"
#include "warband/resolved_warband.h"

#include <QMutex>

#include <atomic>
#include <memory>

namespace ddm {

class CreatureProfileCache;
class MapLibrary;

// Checks a resolved warband against the construction rules: the format (CRG 101.2-101.6), faction
// (101.1), alignment (105.2.c), Unique (707.13.a with 203.2.a), size (105.2.b), the battle map
// (101.1-101.6), items (DDM Guild
// 2011), the sealed-booster scenario (108.2) and the construction rules printed on the cards.
// Card rules are parsed once per card and kept, so a check costs a few microseconds. Thread-safe.
class LegalityChecker {
public:
    LegalityChecker();
    ~LegalityChecker();
    LegalityChecker(const LegalityChecker&) = delete;
    LegalityChecker& operator=(const LegalityChecker&) = delete;

    LegalityReport check(const ResolvedWarband& warband) const;

    // Whether check() warns of creatures whose size is unknown (105.2.b); on by default. Players whose
    // warbands hold cards the database does not size may switch it off: errors for known sizes stay.
    void setWarnsOfUnknownSizes(bool warns) { m_warnsOfUnknownSizes = warns; }
    bool warnsOfUnknownSizes() const { return m_warnsOfUnknownSizes; }

    // The maps a warband may name, for the map's size (101.2-101.6); without any, every named map is
    // unknown (a warning). Replaced whole when the user's maps change.
    void setMaps(std::shared_ptr<const MapLibrary> maps);

private:
    std::shared_ptr<const MapLibrary> maps() const; // a copy: setMaps() may run meanwhile

    std::unique_ptr<CreatureProfileCache> m_profiles;
    std::atomic<bool> m_warnsOfUnknownSizes{true};
    mutable QMutex m_mapsMutex;
    std::shared_ptr<const MapLibrary> m_maps;
};

} // namespace ddm
