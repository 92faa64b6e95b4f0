// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_move.h"

#include "powers/power_patterns.h"

namespace ddm {
bool takeAttackMove(TextCursor& cursor, AttackPower& attack)
{
    // "Move at least 2 squares": as far as its speed, 2 squares or more. "Shift 3": squares implied.
    static const QRegularExpression move = TextCursor::pattern(
        QStringLiteral("(?:this creature )?(move|shift)s? (up to |exactly |at least "
                       ")?(?:(?:its|this creature's) (?:current )?speed|(\\d+)(?: squares?)?\\b)"
                       "(?: from its starting position)?"));
    static const QRegularExpression minimum =
        TextCursor::pattern(QStringLiteral("\\(minimum (\\d+)(?: squares?)?\\)"));
    static const QRegularExpression mode =
        TextCursor::pattern(QStringLiteral("(?:with|as though with|as with) (flight|burrow)\\b"));
    // Captures: "up to", the count, a melee attack of the creature's choice ({m}) rather than a basic one.
    static const QRegularExpression during = TextCursor::pattern(
        QStringLiteral(",? ?and makes? (up to )?(a|an|one|\\d+) (?:\\{b\\}|melee basic|(\\{m\\})) ?attacks? "
                       "(?:(?:at )?any (?:time|point) )?during (?:its|that|the) move\\b"));
    static const QRegularExpression thenBasic = TextCursor::pattern(QStringLiteral(
        ",? ?then makes? (a|an|one|\\d+) (?:\\{b\\}|melee basic|basic|(\\{m\\})) ?attacks?\\b"));
    static const QRegularExpression thenAttack =
        TextCursor::pattern(QStringLiteral(",? ?(?:and )?then (?:makes? (?:a|an|one|1) attack|attacks?)(?: "
                                           "(?:an|1) adjacent (?:target|enemy))?\\s*[:;,]?"));

    const qsizetype start = cursor.position();
    if (!cursor.take(move))
        return false;
    AttackMove attackMove;
    attackMove.shift = cursor.captured(1).compare(QLatin1String("shift"), Qt::CaseInsensitive) == 0;
    attackMove.exactly = cursor.captured(2).startsWith(QLatin1String("exactly"), Qt::CaseInsensitive);
    if (cursor.captured(2).startsWith(QLatin1String("at least"), Qt::CaseInsensitive))
        attackMove.minimum = cursor.capturedInt(3);
    else if (cursor.hasCaptured(3))
        attackMove.squares = cursor.capturedInt(3);
    for (bool more = true; more;) {
        more = false;
        if (cursor.take(minimum)) {
            attackMove.minimum = cursor.capturedInt(1);
            more = true;
        } else if (cursor.take(mode)) {
            attackMove.mode = parseMovementMode(cursor.captured(1));
            more = true;
        }
    }
    if (cursor.take(during)) {
        attackMove.timing = AttackMove::Timing::During;
        attack.fewerAttacksAllowed = cursor.hasCaptured(1);
        attack.attackCount = power_patterns::numberWord(cursor.captured(2));
        (cursor.hasCaptured(3) ? attack.meleeAttacks : attack.basicAttacks) = true;
    } else if (cursor.take(thenBasic)) {
        attack.attackCount = power_patterns::numberWord(cursor.captured(1));
        (cursor.hasCaptured(2) ? attack.meleeAttacks : attack.basicAttacks) = true;
    } else if (!cursor.take(thenAttack)) {
        cursor.setPosition(start);
        return false;
    }
    attack.move = attackMove;
    return true;
}

} // namespace ddm
