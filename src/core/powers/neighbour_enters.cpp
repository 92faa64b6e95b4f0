// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/neighbour_enters.h"

#include "powers/creature_group.h"
#include "powers/neighbour_turn.h"

#include <QRegularExpression>

namespace ddm {

std::optional<TriggeredPower> readNeighbourEntersTrigger(const QString& name, const QString& plain)
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "^(?:(?<immediate>immediate(?: action)?[,;:]? (?:use )?(?:when|after) )|(?<use>use "
            "(?:when|after) "
            ")|(?:whenever |when ))an? (?<charging>charging )?(?<words>[\\w -]+? )?"
            "?(?<noun>enemy|creature) "
            "(?:enters|moves into) (?:an adjacent (?:square|space)|a (?:square|space) (?:adjacent to this "
            "creature|(?<exactly>exactly )?(?:within )?(?<n>\\d+) squares(?: away)?))(?<charging2> while "
            "charging)?[,:;.] (?:(?:that|the) (?:enemy|creature) )?(?<effect>.+?)\\.?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (!plain.contains(QLatin1String("enters"), Qt::CaseInsensitive) &&
        !plain.contains(QLatin1String("moves into"), Qt::CaseInsensitive))
        return std::nullopt; // most specials: spared the pattern
    const QRegularExpressionMatch match = pattern.match(plain);
    if (!match.hasMatch())
        return std::nullopt;
    TriggeredPower power;
    power.name = name.isEmpty() ? plain : name;
    power.event = TriggerEvent::NeighbourEnters;
    power.immediate = match.hasCaptured(QStringLiteral("immediate"));
    power.optional = power.immediate || match.hasCaptured(QStringLiteral("use"));
    Neighbour& near = power.neighbour;
    near.allies =
        match.captured(QStringLiteral("noun")).compare(QLatin1String("creature"), Qt::CaseInsensitive) == 0;
    near.within = match.hasCaptured(QStringLiteral("n")) ? match.captured(QStringLiteral("n")).toInt() : 1;
    near.exactly = match.hasCaptured(QStringLiteral("exactly"));
    near.charging =
        match.hasCaptured(QStringLiteral("charging")) || match.hasCaptured(QStringLiteral("charging2"));
    if (match.hasCaptured(QStringLiteral("words"))) {
        const std::optional<TargetRestrictions> kind =
            readTargetWords(match.captured(QStringLiteral("words")).trimmed());
        if (!kind)
            return std::nullopt;
        near.kind = *kind;
    }
    if (!readNeighbourEffect(match.captured(QStringLiteral("effect")), power))
        return std::nullopt;
    return power;
}

} // namespace ddm
