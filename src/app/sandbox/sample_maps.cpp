// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sample_maps.h"

#include "board/map_library.h"

namespace ddm::gui {

QList<SampleMap> sampleMaps()
{
    QList<SampleMap> maps;
    const MapLibrary library = MapLibrary::load({});
    for (const KnownMap& map : library.maps()) {
        if (map.origin == KnownMap::Origin::Shipped)
            maps.append({map.name, map.path});
    }
    return maps;
}

} // namespace ddm::gui
