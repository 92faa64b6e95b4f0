// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Boards for the board tests, drawn as ASCII rows: the map's square letters plus capital letters for
// 1-square creatures standing on clear squares:
//   X  the acting creature (side A)     T  its target (side B)
//   F  friends of X (side A)            E  enemies of X (side B)
// Ids are "X", "T", then "F1", "F2", ... and "E1", "E2", ... in reading order.

#include "board/battle_map.h"
#include "board/map_reader.h"
#include "board/occupancy.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QtGlobal>

namespace ddm::test {

struct TestBoard {
    BattleMap map;
    Occupancy occupancy;

    const Occupant& creature(const QString& id) const
    {
        const Occupant* found = occupancy.find(id);
        if (!found)
            qFatal("no creature %s on the test board", qPrintable(id));
        return *found;
    }
    Space space(const QString& id) const { return creature(id).space; }
    Square at(const QString& id) const { return creature(id).space.topLeft; }
};

inline TestBoard boardFrom(const QStringList& rows)
{
    QStringList terrainRows;
    QList<Occupant> creatures;
    int friends = 0;
    int enemies = 0;
    for (int y = 0; y < rows.size(); ++y) {
        QString row = rows.at(y);
        for (int x = 0; x < row.size(); ++x) {
            const QChar letter = row.at(x);
            if (!letter.isUpper())
                continue;
            Occupant creature;
            creature.space = Space{{x, y}, 1};
            switch (letter.toLatin1()) {
            case 'X':
                creature.id = QStringLiteral("X");
                creature.side = Side::A;
                break;
            case 'T':
                creature.id = QStringLiteral("T");
                creature.side = Side::B;
                break;
            case 'F':
                creature.id = QStringLiteral("F%1").arg(++friends);
                creature.side = Side::A;
                break;
            case 'E':
                creature.id = QStringLiteral("E%1").arg(++enemies);
                creature.side = Side::B;
                break;
            default:
                qFatal("unknown creature letter %c in a test board", letter.toLatin1());
            }
            creatures.append(creature);
            row[x] = QLatin1Char('.');
        }
        terrainRows.append(row);
    }
    const MapReadResult read =
        MapReader::read(QJsonObject{{QStringLiteral("rows"), QJsonArray::fromStringList(terrainRows)}});
    if (!read.ok())
        qFatal("bad test board: %s", qPrintable(read.errors.first().toString()));
    TestBoard board{read.map, Occupancy(read.map.width(), read.map.height())};
    for (const Occupant& creature : creatures) {
        if (!board.occupancy.place(creature))
            qFatal("cannot place %s on the test board", qPrintable(creature.id));
    }
    return board;
}

} // namespace ddm::test
