// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/map_library.h"

#include "board/map_reader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace ddm {
namespace {

struct OfficialMap {
    const char* name;
    MapSize size;
};

// The published maps whose size a rule document states: the 2008 starter set's Battle Rules list its
// maps, two of them "half the size of a normal battle map" for warbands of 100 points or less.
constexpr OfficialMap kOfficialMaps[] = {
    {"Dwarven Outpost", MapSize::Full}, {"Flooded Ruins", MapSize::Full}, {"Jungle Temple", MapSize::Full},
    {"Crossroads", MapSize::Half},      {"Monster Lair", MapSize::Half},
};

QString nameKey(const QString& name)
{
    return name.trimmed().toCaseFolded();
}

std::optional<MapSize> officialSize(const QString& name)
{
    for (const OfficialMap& official : kOfficialMaps) {
        if (nameKey(QString::fromLatin1(official.name)) == nameKey(name))
            return official.size;
    }
    return std::nullopt;
}

} // namespace

MapLibrary MapLibrary::load(const QString& userMapsDirectory)
{
    MapLibrary library;
    QStringList paths;
    if (!userMapsDirectory.isEmpty()) {
        const QDir folder(userMapsDirectory);
        for (const QString& file : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            paths.append(folder.filePath(file));
    }
    const qsizetype userCount = paths.size();
    paths.append(shippedMapPaths());

    QStringList seen;
    const auto add = [&](KnownMap map) {
        if (seen.contains(nameKey(map.name)))
            return;
        seen.append(nameKey(map.name));
        library.m_maps.append(std::move(map));
    };
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const QString& path = paths.at(i);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            library.m_problems.append({path, file.errorString()});
            continue;
        }
        const MapReadResult read = MapReader::readFile(file.readAll());
        if (!read.ok()) {
            library.m_problems.append({path, read.errors.first().toString()});
            continue;
        }
        const QString name = read.map.name().isEmpty() ? QFileInfo(path).completeBaseName() : read.map.name();
        // A layout drawn of a published map without its size marked is still that map's size.
        const std::optional<MapSize> size = read.map.size() ? read.map.size() : officialSize(name);
        add({name, size, i < userCount ? KnownMap::Origin::User : KnownMap::Origin::Shipped, path});
    }
    for (const OfficialMap& official : kOfficialMaps)
        add({QString::fromLatin1(official.name), official.size, KnownMap::Origin::Official, {}});
    std::sort(library.m_maps.begin(), library.m_maps.end(), [](const KnownMap& a, const KnownMap& b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return library;
}

QStringList MapLibrary::names() const
{
    QStringList names;
    for (const KnownMap& map : m_maps)
        names.append(map.name);
    return names;
}

std::optional<KnownMap> MapLibrary::find(const QString& name) const
{
    const QString key = nameKey(name);
    for (const KnownMap& map : m_maps) {
        if (nameKey(map.name) == key)
            return map;
    }
    return std::nullopt;
}

QString userMapsDirectory(const QString& dataDirectory)
{
    return QDir(dataDirectory).filePath(QStringLiteral("maps"));
}

QStringList shippedMapPaths()
{
    const QDir folder(QStringLiteral(":/maps"));
    QStringList paths;
    for (const QString& file : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(folder.filePath(file));
    return paths;
}

} // namespace ddm
