// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/template_area.h"

#include "board/line_of_sight.h"
#include "board/line_template.h"

namespace ddm {
namespace {

bool isCone(const AttackPower& power)
{
    return power.shape == AreaShape::SmallCone || power.shape == AreaShape::LargeCone;
}

// Where the rules say the template is placed: 608.4.a, 608.5.a, 608.6.a.
QString placementRule(const AttackPower& power)
{
    if (power.shape == AreaShape::Line)
        return QStringLiteral("608.6.a");
    return power.shape == AreaShape::SmallCone ? QStringLiteral("608.4.a") : QStringLiteral("608.5.a");
}

QString shapeText(const AttackPower& power)
{
    return power.shape == AreaShape::Line ? QStringLiteral("line %1").arg(power.areaSize)
                                          : areaShapeName(power.shape).toLower();
}

// Creatures in play other than the attacker with a square of their space in the template; a creature
// is in the area by virtue of any of its squares (608.6.d).
QStringList creaturesOn(const BattleView& view, const QString& attacker, const QList<Square>& squares)
{
    QStringList inside;
    for (const CreatureState& other : view.state.creatures) {
        if (!other.inPlay() || other.id == attacker)
            continue;
        for (const Square square : squares) {
            if (other.space.contains(square)) {
                inside.append(other.id);
                break;
            }
        }
    }
    return inside;
}

TemplateArea refused(const QString& message, const QString& rule)
{
    TemplateArea area;
    area.problem = TargetProblem{message, rule};
    return area;
}

TemplateArea layLineArea(const BattleView& view, const QString& attacker, const AttackPower& power,
                         GridPoint origin, std::optional<Square> toward)
{
    const QString rule = placementRule(power);
    const Space& space = view.creature(attacker)->space;
    if (!toward)
        return refused(QStringLiteral("a line needs \"toward\": the square it is aimed at"), rule);
    if (!view.map().contains(*toward))
        return refused(QStringLiteral("toward: the square %1 is off the map").arg(squareText(*toward)), rule);
    if (!space.hasOnEdge(origin))
        return refused(QStringLiteral("origin: the point %1 is not on the edge of %2's space")
                           .arg(gridPointText(origin), attacker),
                       rule);
    const LineTemplate line = layLine(view.map(), view.occupancy, origin, *toward, power.areaSize);
    TemplateArea area;
    area.origin = origin;
    area.squares = line.squares;
    if (lineCrosses(origin, line.target, space)) {
        area.problem = TargetProblem{QStringLiteral("the line from %1 to %2 passes through %3's space")
                                         .arg(gridPointText(origin), gridPointText(line.target), attacker),
                                     QStringLiteral("608.6.b")};
        return area;
    }
    // The line itself is a clear checked line into each square it reaches (1003.3).
    area.inside = creaturesOn(view, attacker, line.squares);
    area.description =
        QStringLiteral("%1's %2 from %3 toward %4 (to %5), entering %6")
            .arg(power.name, shapeText(power), gridPointText(origin), squareText(*toward),
                 gridPointText(line.target),
                 line.squares.isEmpty() ? QStringLiteral("no square") : squaresText(line.squares));
    if (line.stoppedAt)
        area.description += QStringLiteral("; a %1 at %2 stops it")
                                .arg(obstructionName(line.stoppedBy), squareText(*line.stoppedAt));
    return area;
}

TemplateArea layConeArea(const BattleView& view, const QString& attacker, const AttackPower& power,
                         GridPoint origin, std::optional<ConeDirection> direction)
{
    const QString rule = placementRule(power);
    const int length = power.shape == AreaShape::SmallCone ? kSmallConeLength : kLargeConeLength;
    const Space& space = view.creature(attacker)->space;
    if (!direction)
        return refused(QStringLiteral("a cone needs \"direction\": one of %1")
                           .arg(coneDirectionKeys().join(QStringLiteral(", "))),
                       rule);
    if (!space.hasCorner(origin))
        return refused(QStringLiteral("origin: the point %1 is not a corner of a square of %2's space")
                           .arg(gridPointText(origin), attacker),
                       rule);
    TemplateArea area;
    area.origin = origin;
    area.squares = coneSquares(view.map(), origin, *direction, length);
    if (coneCovers(origin, *direction, length, space)) {
        area.problem = TargetProblem{
            QStringLiteral("the %1 from %2 opening %3 covers %4's own space")
                .arg(shapeText(power), gridPointText(origin), coneDirectionKey(*direction), attacker),
            rule};
        return area;
    }
    for (const QString& id : creaturesOn(view, attacker, area.squares)) {
        if (lineOfEffect(view.map(), view.occupancy, origin, view.creature(id)->space)) // 608.4.b, 608.5.b
            area.inside.append(id);
    }
    area.description =
        QStringLiteral("%1's %2 from %3, opening %4, over %5 squares")
            .arg(power.name, shapeText(power), gridPointText(origin), coneDirectionKey(*direction))
            .arg(area.squares.size());
    return area;
}

} // namespace

bool laysTemplate(const AttackPower& power)
{
    return power.kind == AttackKind::Close && (power.shape == AreaShape::Line || isCone(power));
}

QString templateRule(const AttackPower& power)
{
    if (!laysTemplate(power))
        return {};
    if (power.shape == AreaShape::Line)
        return QStringLiteral("608.6.c");
    return power.shape == AreaShape::SmallCone ? QStringLiteral("608.4.b") : QStringLiteral("608.5.b");
}

std::optional<StrayAimField> strayAimField(const AttackPower& power, bool hasToward, bool hasDirection)
{
    if (hasToward && !(laysTemplate(power) && power.shape == AreaShape::Line))
        return StrayAimField{
            QStringLiteral("toward"),
            QStringLiteral("%1 is not a line attack; only a line is aimed at a square (608.6.a)")
                .arg(power.name)};
    if (hasDirection && !(laysTemplate(power) && isCone(power)))
        return StrayAimField{
            QStringLiteral("direction"),
            QStringLiteral("%1 is not a cone attack; only a cone opens in a direction (608.4.a)")
                .arg(power.name)};
    return std::nullopt;
}

TemplateArea layTemplate(const BattleView& view, const QString& attacker, const AttackPower& power,
                         std::optional<GridPoint> origin, std::optional<Square> toward,
                         std::optional<ConeDirection> direction)
{
    if (!laysTemplate(power))
        return refused(QStringLiteral("%1 lays no template").arg(power.name), QStringLiteral("608.1"));
    if (!origin) {
        return refused(
            power.shape == AreaShape::Line
                ? QStringLiteral("a line needs \"origin\": a grid point on the edge of %1's space")
                      .arg(attacker)
                : QStringLiteral("a cone needs \"origin\": a corner of a square of %1's space").arg(attacker),
            placementRule(power));
    }
    if (power.shape == AreaShape::Line)
        return layLineArea(view, attacker, power, *origin, toward);
    return layConeArea(view, attacker, power, *origin, direction);
}

} // namespace ddm
