// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/power_moment.h"

#include <QList>
#include <QRegularExpression>

#include <utility>

namespace ddm {

std::optional<PowerMoment> powerMomentOf(const QString& text)
{
    // Each timing's words; the earliest in the text is the power's own ("Use at start of round: …
    // until end of round" is used as the round starts).
    static const QList<std::pair<PowerMoment, QRegularExpression>> timings = [] {
        const auto pattern = [](const char* words) {
            return QRegularExpression(QString::fromUtf8(words), QRegularExpression::CaseInsensitiveOption);
        };
        return QList<std::pair<PowerMoment, QRegularExpression>>{
            {PowerMoment::SetUp, pattern("\\bset-?up\\b")},
            {PowerMoment::StartOfRound,
             pattern("\\b(?:at|before) (?:the )?start of (?:a |the |each |every |any )?round\\b|"
                     "\\b(?:before|after) rolling initiative\\b|\\bwhen you (?:win|roll) initiative\\b")},
            {PowerMoment::EndOfRound, pattern("\\bat (?:the )?end of (?:a |the |each |every )?round\\b")},
            {PowerMoment::StartOfOwnTurn,
             pattern("\\bat (?:the )?start of (?:this creature['’]s|its|your) turn\\b|"
                     "\\bwhen(?:ever)? this creature starts (?:a|its) turn\\b")},
            {PowerMoment::OwnTurn,
             pattern("^(?:[^:;]{1,60}[:;] )?(?:minor action|move action|attack action|free action|"
                     "replaces (?:the |its |this creature['’]s )?(?:attack|move) action|replaces turn|"
                     "use on this creature['’]s turn)\\b")},
            {PowerMoment::EndOfOwnTurn,
             pattern("\\bat (?:the )?end of (?:each of )?(?:this creature['’]s|its|your) turns?\\b")},
            {PowerMoment::Destroyed,
             pattern("(?<!to |of )\\bthis creature is destroyed\\b|\\b(?:when|whenever),? destroyed\\b")},
        };
    }();
    // The timing is printed first: in the power's name's place ("Use at start of round: …") or just
    // after its name ("Bones: Use at start of round; …"). Later clauses say what it does ("… this
    // creature is destroyed") or when a use comes back (a RECHARGE sentence).
    static const QRegularExpression clauseEnd(QStringLiteral("[:;]|\\.(?: |$)"));
    const QString use = text.split(clauseEnd).mid(0, 2).join(QLatin1Char(';'));
    std::optional<PowerMoment> first;
    qsizetype at = use.size();
    for (const auto& [moment, pattern] : timings) {
        const QRegularExpressionMatch match = pattern.match(use);
        if (match.hasMatch() && match.capturedStart() < at) {
            at = match.capturedStart();
            first = moment;
        }
    }
    return first;
}

QString powerMomentRule(PowerMoment moment)
{
    switch (moment) {
    case PowerMoment::SetUp:
        return QStringLiteral("102.2");
    case PowerMoment::StartOfRound:
        return QStringLiteral("302.1");
    case PowerMoment::EndOfRound:
        return QStringLiteral("305.1");
    case PowerMoment::StartOfOwnTurn:
        return QStringLiteral("402.1");
    case PowerMoment::OwnTurn:
        return QStringLiteral("403.1");
    case PowerMoment::EndOfOwnTurn:
        return QStringLiteral("404.1");
    case PowerMoment::Destroyed:
        return QStringLiteral("415.2.b");
    }
    return {};
}

} // namespace ddm
