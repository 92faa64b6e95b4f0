// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/creature_space.h"
#include "board/side.h"

#include <QList>
#include <QString>

namespace ddm {

// A creature on the board as the geometry needs it: who it is, whose side, where, and the two states
// that let others move through it (CRG 500.2 Helpless, 707.5 Flight).
struct Occupant {
    QString id;
    Side side = Side::A;
    Space space;
    bool flight = false;
    bool helpless = false;

    friend bool operator==(const Occupant&, const Occupant&) = default;
};

// Which creature occupies which squares. The engine owns the battle and fills this in; the board
// only reads it (who blocks a path, who grants cover, which secret doors stand open).
class Occupancy {
public:
    Occupancy() = default;
    Occupancy(int width, int height); // the map's size

    // False, and nothing changes, when the space leaves the grid, overlaps another creature or the
    // id is already placed.
    bool place(const Occupant& occupant);
    bool remove(const QString& id);
    bool moveTo(const QString& id, Square topLeft); // false as for place(); the creature stays put

    const Occupant* occupantAt(Square square) const; // nullptr when empty or off the grid
    const Occupant* find(const QString& id) const;
    const QList<Occupant>& occupants() const { return m_occupants; }
    bool isOccupied(Square square) const { return occupantAt(square) != nullptr; }

private:
    bool fits(const Space& space, const QString& ignoredId) const;
    void reindex();

    int m_width = 0;
    int m_height = 0;
    QList<Occupant> m_occupants;
    QList<qint16> m_index; // per square: index into m_occupants, -1 when empty
};

} // namespace ddm
