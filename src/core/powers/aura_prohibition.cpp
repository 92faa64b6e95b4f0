// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/aura_prohibition.h"

#include "powers/power_patterns.h"

#include <QRegularExpression>

namespace ddm {

QString auraProhibitionPattern()
{
    return QStringLiteral(
        "((?:adjacent enemies|\\(aura\\) each adjacent enemy|\\(aura (\\d+)\\) enemies in aura|other "
        "creatures "
        "within (\\d+) squares of this creature) (?:may not|cannot) (make opportunity attacks|shift|take "
        "immediate actions|make (?:\\{[mrca]\\}(?:, | or |, or ))*\\{[mrca]\\} attacks))");
}

std::optional<AuraProhibition> readAuraProhibition(const QString& sentence)
{
    static const QRegularExpression whole(QStringLiteral("^%1$").arg(auraProhibitionPattern()),
                                          QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = whole.match(sentence.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    AuraProhibition prohibition;
    if (match.hasCaptured(2))
        prohibition.radius = match.captured(2).toInt();
    if (match.hasCaptured(3)) {
        prohibition.radius = match.captured(3).toInt();
        prohibition.alliesToo = true;
    }
    const QString what = match.captured(4).toLower();
    if (what.startsWith(QLatin1String("make opportunity")))
        prohibition.kind = AuraProhibition::Kind::OpportunityAttacks;
    else if (what == QLatin1String("shift"))
        prohibition.kind = AuraProhibition::Kind::Shift;
    else if (what.startsWith(QLatin1String("take immediate")))
        prohibition.kind = AuraProhibition::Kind::ImmediateActions;
    else {
        prohibition.kind = AuraProhibition::Kind::Attacks;
        static const QRegularExpression kind(QStringLiteral("\\{[mrca]\\}"));
        for (auto it = kind.globalMatch(what); it.hasNext();)
            prohibition.attacks.append(*power_patterns::attackKindWord(it.next().captured(0)));
    }
    return prohibition;
}

} // namespace ddm
