// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/map_file.h"

#include "board/map_writer.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace ddm::gui {

namespace {

// The translation context of the file messages.
class MapFileText {
    Q_DECLARE_TR_FUNCTIONS(MapFile)
};

} // namespace

MapReadResult MapFile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, {{path, MapFileText::tr("cannot be read: %1").arg(file.errorString())}}};
    return MapReader::readFile(file.readAll());
}

QString MapFile::save(const BattleMap& map, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return MapFileText::tr("Cannot write %1: %2").arg(path, file.errorString());
    file.write(MapWriter::toBytes(map));
    if (!file.commit())
        return MapFileText::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QString MapFile::errorText(const MapReadResult& result)
{
    QStringList lines;
    for (const MapError& error : result.errors)
        lines.append(error.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace ddm::gui
