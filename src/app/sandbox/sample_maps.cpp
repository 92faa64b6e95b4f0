// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sample_maps.h"

#include "sandbox/map_file.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

// A static library's resources are registered by hand; outside any namespace, as Q_INIT_RESOURCE
// requires.
static void registerSandboxResources()
{
    Q_INIT_RESOURCE(sandbox);
}

namespace ddm::gui {

QStringList sampleMapPaths()
{
    static const bool registered = (registerSandboxResources(), true);
    Q_UNUSED(registered);
    const QDir folder(QStringLiteral(":/sandbox/maps"));
    QStringList paths;
    for (const QString& file : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(folder.filePath(file));
    return paths;
}

QList<SampleMap> sampleMaps()
{
    QList<SampleMap> maps;
    for (const QString& path : sampleMapPaths()) {
        const MapReadResult result = MapFile::load(path);
        if (!result.ok())
            continue;
        const QString name = result.map.name().isEmpty() ? QFileInfo(path).baseName() : result.map.name();
        maps.append({name, path});
    }
    std::sort(maps.begin(), maps.end(), [](const SampleMap& a, const SampleMap& b) { return a.name < b.name; });
    return maps;
}

} // namespace ddm::gui
