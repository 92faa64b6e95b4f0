// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// A battle map the program knows by name, which a warband can name (CRG 101.1).
struct KnownMap {
    enum class Origin {
        User,     // drawn in the map editor, saved in the data directory's maps folder
        Shipped,  // one of the sample maps (resources/maps)
        Official, // a published DDM map: its name and size only, no layout (not ours to ship)
    };
    QString name;
    std::optional<MapSize> size; // unset: its maker did not mark it
    Origin origin = Origin::Shipped;
    QString path; // the map file (":/maps/..." when shipped); empty for an official map
};

struct MapLibraryProblem {
    QString path;
    QString message;
};

// Every map a warband may name: the user's maps first, then the shipped ones, then the official
// maps whose size a public document states. A name is one map: a user's map drawn after an official
// one (its layout at last) takes the official one's place, and its size when the file marks none.
class MapLibrary {
public:
    // The shipped and official maps and every readable map file in `userMapsDirectory` (none when
    // empty); files that do not read are skipped and listed in problems().
    static MapLibrary load(const QString& userMapsDirectory);

    const QList<KnownMap>& maps() const { return m_maps; } // sorted by name
    QStringList names() const;
    // By name, ignoring case and surrounding spaces.
    std::optional<KnownMap> find(const QString& name) const;
    const QList<MapLibraryProblem>& problems() const { return m_problems; }

private:
    QList<KnownMap> m_maps;
    QList<MapLibraryProblem> m_problems;
};

// The data directory's folder for the user's maps, where the map editor saves by default.
QString userMapsDirectory(const QString& dataDirectory);
// The shipped maps' files in the resources (":/maps/<file>.json"), readable or not.
QStringList shippedMapPaths();

} // namespace ddm
