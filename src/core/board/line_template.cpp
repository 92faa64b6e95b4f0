// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/line_template.h"

#include "board/distance.h"
#include "board/line_contact.h"
#include "board/line_tracer.h"

#include <algorithm>
#include <cstdlib>

namespace ddm {

GridPoint lineTargetPoint(GridPoint origin, Square chosen)
{
    // Each axis on its own: the farther of the square's two grid lines. The origin is a grid point,
    // so it is never halfway between them and the corner is unique.
    const auto farther = [](int from, int low) {
        return std::abs(from - low) > std::abs(from - low - 1) ? low : low + 1;
    };
    return {farther(origin.x, chosen.x), farther(origin.y, chosen.y)};
}

bool lineCrosses(GridPoint from, GridPoint to, const Space& space)
{
    const QList<Square> squares = space.squares();
    return std::any_of(squares.cbegin(), squares.cend(),
                       [&](Square square) { return lineContact(from, to, square) == LineContact::Through; });
}

LineTemplate layLine(const BattleMap& map, const Occupancy& occupancy, GridPoint origin, Square chosen,
                     int length)
{
    LineTemplate line;
    line.origin = origin;
    line.target = lineTargetPoint(origin, chosen);
    const LineTracer tracer(map, occupancy, LineTracer::Mode::Effect);
    const std::optional<LineTracer::Stop> stop = tracer.firstStop(origin, line.target);
    const DistanceField distance(map, occupancy, origin, length);

    struct Entered {
        Square square;
        LineParameter enter;
    };
    QList<Entered> entered;
    anySquareAlong(origin, line.target, map.width(), map.height(), [&](Square square) {
        const LineMeeting meeting = lineMeeting(origin, line.target, square);
        if (meeting.contact != LineContact::Through || !distance.to(square))
            return false;
        // A square is reached when the line enters it before touching what stops it.
        if (stop && !(meeting.enter < stop->at)) {
            line.stoppedAt = stop->square;
            line.stoppedBy = stop->obstruction;
        } else {
            entered.append({square, meeting.enter});
        }
        return false;
    });
    std::sort(entered.begin(), entered.end(),
              [](const Entered& a, const Entered& b) { return a.enter < b.enter; });
    for (const Entered& square : entered)
        line.squares.append(square.square);
    return line;
}

} // namespace ddm
