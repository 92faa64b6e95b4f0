// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

#include "board/map_library.h"

namespace ddm {
namespace {

QString sizeWords(MapSize size)
{
    return size == MapSize::Full ? QStringLiteral("full-size") : QStringLiteral("half-size");
}

} // namespace

// A warband is its creatures and a battle map (101.1) of the format's size (101.2-101.6). Only a map
// of the wrong size makes it illegal: a warband without one (files from before maps, a list still
// being built), or one naming a map whose size nobody marked, gets a warning.
void checkMap(const ConstructionState& state, const MapLibrary* maps, LegalityReport& report)
{
    if (!state.format)
        return; // checkFormat names the points that are no format
    const WarbandFormat& format = *state.format;
    const QString& name = state.warband->warband.map;
    const QString points = QString::number(format.points);
    const QString needed = mapSizeName(format.map);
    if (name.isEmpty()) {
        report.warnings.append(makeViolation(
            ViolationCode::Map, format.rule,
            QStringLiteral("No battle map is chosen; a %1-point warband needs a %2 map (CRG %3).")
                .arg(points, sizeWords(format.map), format.rule),
            {QStringLiteral("none"), QString(), needed, points}, {}, Severity::Warning));
        return;
    }
    const std::optional<KnownMap> known = maps ? maps->find(name) : std::nullopt;
    if (!known || !known->size) {
        const QString kind = known ? QStringLiteral("unmarked") : QStringLiteral("unknown");
        const QString why = known ? QStringLiteral("its size is not marked")
                                  : QStringLiteral("it is not a map DDM Companion knows");
        const QString shown = known ? known->name : name;
        report.warnings.append(makeViolation(ViolationCode::Map, format.rule,
                                             QStringLiteral("%1: %2; check that it is a %3 map (CRG %4).")
                                                 .arg(shown, why, sizeWords(format.map), format.rule),
                                             {kind, shown, needed, points}, {}, Severity::Warning));
        return;
    }
    if (*known->size == format.map)
        return;
    report.violations.append(makeViolation(
        ViolationCode::Map, format.rule,
        QStringLiteral("%1 is a %2 map; a %3-point warband needs a %4 map (CRG %5).")
            .arg(known->name, sizeWords(*known->size), points, sizeWords(format.map), format.rule),
        {QStringLiteral("wrong-size"), known->name, needed, points, mapSizeName(*known->size)}));
}

} // namespace ddm
