// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/standing_place.h"

#include <QRegularExpression>

namespace ddm {
namespace {

// The terrains a card's place names that the board has (the board's names: board/terrain.cpp); a
// terrain it lacks ("fire terrain") is no place the engine can test.
constexpr auto kTerrainWords = "forest|river|difficult|smoke|statue|slippery|blood rock|sacred circle|pit";

} // namespace

QString standingPlacePattern()
{
    return QStringLiteral(
               "adjacent to a wall|(?:(?:it|this creature) )?(?:occupies|occupying|is in|in) (?:one of your "
               "victory areas|a victory area|(?:%1)(?: or (?:%1))? terrain)")
        .arg(QLatin1String(kTerrainWords));
}

std::optional<StandingPlace> readStandingPlace(const QString& words)
{
    static const QRegularExpression whole(QStringLiteral("^(?:%1)$").arg(standingPlacePattern()),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression terrains(
        QStringLiteral("(%1)(?: or (%1))? terrain$").arg(QLatin1String(kTerrainWords)),
        QRegularExpression::CaseInsensitiveOption);
    const QString plain = words.trimmed();
    if (!whole.match(plain).hasMatch())
        return std::nullopt;
    StandingPlace place;
    if (plain.startsWith(QLatin1String("adjacent"), Qt::CaseInsensitive)) {
        place.besideWall = true;
        return place;
    }
    if (const QRegularExpressionMatch match = terrains.match(plain); match.hasMatch()) {
        for (const int group : {1, 2}) {
            if (match.hasCaptured(group))
                place.terrains.append(match.captured(group).toLower());
        }
        return place;
    }
    place.victoryArea = plain.contains(QLatin1String("your"), Qt::CaseInsensitive)
                            ? StandingPlace::VictoryArea::Own
                            : StandingPlace::VictoryArea::Any;
    return place;
}

} // namespace ddm
