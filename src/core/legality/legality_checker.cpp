// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/legality_checker.h"

#include "legality/checks.h"
#include "legality/creature_profile_cache.h"

#include "board/map_library.h"

namespace ddm {

LegalityChecker::LegalityChecker()
    : m_profiles(std::make_unique<CreatureProfileCache>())
{
}

LegalityChecker::~LegalityChecker() = default;

void LegalityChecker::setMaps(std::shared_ptr<const MapLibrary> maps)
{
    const QMutexLocker lock(&m_mapsMutex);
    m_maps = std::move(maps);
}

std::shared_ptr<const MapLibrary> LegalityChecker::maps() const
{
    const QMutexLocker lock(&m_mapsMutex);
    return m_maps;
}

LegalityReport LegalityChecker::check(const ResolvedWarband& warband) const
{
    const ConstructionState state = buildConstructionState(warband, *m_profiles);
    LegalityReport report;
    report.points = state.points;
    report.creatureCount = state.creatureCount;
    report.creatureLimit = state.creatureLimit;
    checkUnknownCards(state, report);
    checkFormat(state, report);
    checkFaction(state, report);
    checkAlignment(state, report);
    checkUnique(state, report);
    checkSize(state, report);
    checkMap(state, maps().get(), report);
    checkItems(state, report);
    checkCardRules(state, report);
    if (!m_warnsOfUnknownSizes)
        report.warnings.removeIf(
            [](const Violation& warning) { return warning.code == ViolationCode::Size; });
    report.legal = report.violations.isEmpty();
    return report;
}

} // namespace ddm
