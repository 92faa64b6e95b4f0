// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/duration_phrase.h"

#include <QRegularExpression>

namespace ddm {
namespace {

// One part of a rider: "save ends both", "fear", "ends when target takes damage".
bool readPart(const QString& part, DurationPhrase& phrase)
{
    static const QRegularExpression saveEnds(QStringLiteral("^(?:or\\s+)?saved? ends(?:\\s+(both|all))?$"),
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression damageEnds(
        QStringLiteral("^(?:or\\s+)?(?:also\\s+)?ends (?:when|if) (?:the )?(?:target|affected creature) "
                       "takes damage$|^damage ends$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = saveEnds.match(part); match.hasMatch()) {
        phrase.duration = EffectDuration::SaveEnds;
        const QString scope = match.captured(1).toLower();
        if (scope == QLatin1String("both"))
            phrase.scope = DurationScope::Both;
        else if (scope == QLatin1String("all"))
            phrase.scope = DurationScope::All;
        return true;
    }
    if (damageEnds.match(part).hasMatch()) {
        phrase.endsWhenDamaged = true;
        return true;
    }
    // The distance from the attacker it may not pass: "not adjacent" is beyond 1 square, "4 or more
    // squares away" beyond 3.
    static const QRegularExpression apartEnds(
        QStringLiteral(
            "^(?:or\\s+)?(?:also\\s+)?(?:(?<both>both) )?ends? (?:when|if) (?:(?:the )?(?:target|affected "
            "creature) (?:is|becomes) (?:not adjacent|non-?adjacent) to this creature|this creature "
            "becomes non-?adjacent to (?:the )?target|(?:the )?(?:target|affected creature) "
            "(?:is|becomes) (?<n>\\d+) or more squares (?:away|distant) from this creature)$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = apartEnds.match(part); match.hasMatch()) {
        phrase.endsBeyond =
            match.hasCaptured(QStringLiteral("n")) ? match.captured(QStringLiteral("n")).toInt() - 1 : 1;
        if (match.hasCaptured(QStringLiteral("both")))
            phrase.scope = DurationScope::Both;
        return phrase.endsBeyond > 0;
    }
    if (const auto keyword = parseEffectKeyword(part)) {
        phrase.keywords.append(*keyword);
        return true;
    }
    if (const auto duration = parseUntilPhrase(part)) {
        phrase.duration = duration;
        return true;
    }
    return false;
}

} // namespace

std::optional<DurationPhrase> parseDurationRider(const QString& inside)
{
    static const QRegularExpression separator(QStringLiteral("\\s*[,;]\\s*"));
    DurationPhrase phrase;
    const QStringList parts = inside.trimmed().split(separator, Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return std::nullopt;
    for (const QString& part : parts) {
        if (!readPart(part.trimmed(), phrase))
            return std::nullopt;
    }
    return phrase;
}

std::optional<EffectDuration> parseUntilPhrase(const QString& phrase)
{
    struct Form {
        QRegularExpression pattern;
        EffectDuration duration;
    };
    const auto form = [](const char* regex, EffectDuration duration) {
        return Form{QRegularExpression(QStringLiteral("^%1$").arg(QLatin1String(regex)),
                                       QRegularExpression::CaseInsensitiveOption),
                    duration};
    };
    // "its" is the affected creature: the attacks' riders are on their targets.
    static const Form forms[] = {
        form("until (?:the )?end of (?:its|their|the target's|target's) next turn",
             EffectDuration::EndOfItsNextTurn),
        form("until (?:the )?start of (?:its|their|the target's|target's) next turn",
             EffectDuration::StartOfNextTurn),
        form("until (?:the )?end of (?:this )?turn", EffectDuration::EndOfTurn),
        form("until (?:the )?end of (?:the )?round", EffectDuration::EndOfRound),
        form("until (?:the )?end of (?:the )?battle", EffectDuration::Permanent),
    };
    const QString trimmed = phrase.trimmed();
    for (const Form& candidate : forms) {
        if (candidate.pattern.match(trimmed).hasMatch())
            return candidate.duration;
    }
    return std::nullopt;
}

} // namespace ddm
