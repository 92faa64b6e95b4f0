// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

class MapLibrary;

// `toolTip` with, below it, the map files that did not read and why, so a player who misses a map
// in a list of maps learns where it went; `toolTip` alone when every file read.
QString withMapProblems(const QString& toolTip, const MapLibrary& maps);

} // namespace ddm
