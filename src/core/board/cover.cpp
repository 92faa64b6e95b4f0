// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/cover.h"

#include "board/line_tracer.h"

#include <QVarLengthArray>

#include <utility>

namespace ddm {
namespace {

QString ruleFor(Obstruction obstruction)
{
    switch (obstruction) {
    case Obstruction::Creature:
        return QStringLiteral("611.3.b");
    case Obstruction::Forest:
    case Obstruction::MarketStall:
    case Obstruction::Web:
    case Obstruction::Statue:
        return QStringLiteral("611.3.a");
    default:
        return QStringLiteral("611.1.a");
    }
}

using LineSet = QVarLengthArray<QLine, 16>;

// Collects the attacker's choices one at a time and keeps the best: the one with the fewest unclear
// lines. A choice stops being traced once it is no better than the best so far.
class BestChoice {
public:
    explicit BestChoice(const LineTracer& tracer)
        : m_tracer(tracer)
    {
    }

    // Checks one choice's lines; true when all are clear, which settles it.
    bool consider(const LineSet& lines)
    {
        QVarLengthArray<CheckedLine, 16> checked;
        int unclear = 0;
        for (const QLine& line : lines) {
            const Obstruction obstruction = m_tracer.trace({line.x1(), line.y1()}, {line.x2(), line.y2()});
            unclear += obstruction == Obstruction::None ? 0 : 1;
            if (m_unclear >= 0 && unclear >= m_unclear)
                return false;
            checked.append({line, obstruction});
        }
        m_unclear = unclear;
        m_lines = QList<CheckedLine>(checked.cbegin(), checked.cend());
        return unclear == 0;
    }

    CoverResult result(const QString& methodRule) const
    {
        CoverResult result;
        result.methodRule = methodRule;
        result.lines = m_lines;
        result.rule = methodRule;
        for (const CheckedLine& line : m_lines) {
            if (line.obstruction != Obstruction::None) {
                result.cover = true;
                result.obstruction = line.obstruction;
                result.rule = ruleFor(line.obstruction);
                break;
            }
        }
        return result;
    }

private:
    const LineTracer& m_tracer;
    int m_unclear = -1;
    QList<CheckedLine> m_lines;
};

// Every line from one point to every corner of the target's space (611.3, 611.5).
LineSet fanFrom(GridPoint origin, const Space& target)
{
    LineSet lines;
    for (int dy = 0; dy <= target.span; ++dy) {
        for (int dx = 0; dx <= target.span; ++dx)
            lines.append(QLine(origin.x, origin.y, target.topLeft.x + dx, target.topLeft.y + dy));
    }
    return lines;
}

// The four lines between the same corners of two squares (611.2, 611.4, 611.6).
LineSet cornerToCorner(Square from, Square to)
{
    LineSet lines;
    for (const auto& [dx, dy] : {std::pair{0, 0}, std::pair{1, 0}, std::pair{1, 1}, std::pair{0, 1}})
        lines.append(QLine(from.x + dx, from.y + dy, to.x + dx, to.y + dy));
    return lines;
}

} // namespace

QString coverMethodRule(CoverMethod method)
{
    switch (method) {
    case CoverMethod::Melee:
        return QStringLiteral("611.2");
    case CoverMethod::Ranged:
        return QStringLiteral("611.3");
    case CoverMethod::CloseBurst:
    case CoverMethod::CloseBlast:
        return QStringLiteral("611.4");
    case CoverMethod::AreaRadius:
        return QStringLiteral("611.6");
    }
    return {};
}

CoverResult coverAgainst(const BattleMap& map, const Occupancy& occupancy, CoverMethod method,
                         const Space& origin, const Occupant& target, Side attackerSide,
                         bool enemiesGiveCover)
{
    const bool ranged = method == CoverMethod::Ranged;
    LineTracer tracer(map, occupancy, ranged ? LineTracer::Mode::RangedCover : LineTracer::Mode::Effect);
    if (method != CoverMethod::AreaRadius)
        tracer.ignoreDiagonalWallsIn(origin); // the attacker's own squares (611.1.b)
    tracer.ignoreDiagonalWallsIn(target.space);
    if (ranged && enemiesGiveCover)
        tracer.setCoveringCreatures(opponentOf(attackerSide), target.id);

    BestChoice best(tracer);
    if (ranged) {
        for (int dy = 0; dy <= origin.span; ++dy) {
            for (int dx = 0; dx <= origin.span; ++dx) {
                if (best.consider(fanFrom({origin.topLeft.x + dx, origin.topLeft.y + dy}, target.space)))
                    return best.result(coverMethodRule(method));
            }
        }
        return best.result(coverMethodRule(method));
    }
    for (const Square from : origin.squares()) {
        for (const Square to : target.space.squares()) {
            if (best.consider(cornerToCorner(from, to)))
                return best.result(coverMethodRule(method));
        }
    }
    return best.result(coverMethodRule(method));
}

CoverResult coverFromPoint(const BattleMap& map, const Occupancy& occupancy, GridPoint origin,
                           const Occupant& target)
{
    LineTracer tracer(map, occupancy, LineTracer::Mode::Effect);
    tracer.ignoreDiagonalWallsIn(target.space);
    BestChoice best(tracer);
    best.consider(fanFrom(origin, target.space));
    return best.result(QStringLiteral("611.5"));
}

} // namespace ddm
