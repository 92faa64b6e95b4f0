// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ddm::gui {

// The maps that ship with the program (MapLibrary's shipped maps).
struct SampleMap {
    QString name; // the map's own name, or its file name when it has none
    QString path; // ":/maps/<file>.json", for MapFile::load
};

// Every sample map that reads without errors, sorted by name.
QList<SampleMap> sampleMaps();

} // namespace ddm::gui
