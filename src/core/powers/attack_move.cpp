#include "powers/attack_move.h"

#include "powers/power_patterns.h"

namespace ddm {
bool takeAttackMove(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression move =
        TextCursor::pattern(QStringLiteral("(?:this creature )?(move|shift)s? (up to |exactly "
                                           ")?(?:(?:its|this creature's) (?:current )?speed|(\\d+) squares?)"
                                           "(?: from its starting position)?"));
    static const QRegularExpression minimum =
        TextCursor::pattern(QStringLiteral("\\(minimum (\\d+)(?: squares?)?\\)"));
    static const QRegularExpression mode =
        TextCursor::pattern(QStringLiteral("(?:with|as though with) (flight|burrow)\\b"));
    static const QRegularExpression during =
        TextCursor::pattern(QStringLiteral(",? ?and makes? (a|an|one|\\d+) (?:\\{b\\}|melee basic) ?attacks? "
                                           "(?:at )?any (?:time|point) during (?:its|that|the) move\\b"));
    static const QRegularExpression thenBasic = TextCursor::pattern(
        QStringLiteral(",? ?then makes? (a|an|one|\\d+) (?:\\{b\\}|melee basic) ?attacks?\\b"));
    static const QRegularExpression thenAttack =
        TextCursor::pattern(QStringLiteral(",? ?(?:and )?then (?:makes? (?:a|an|one|1) attack|attacks?)(?: "
                                           "(?:an|1) adjacent (?:target|enemy))?\\s*[:;,]?"));

    const qsizetype start = cursor.position();
    if (!cursor.take(move))
        return false;
    AttackMove attackMove;
    attackMove.shift = cursor.captured(1).compare(QLatin1String("shift"), Qt::CaseInsensitive) == 0;
    attackMove.exactly = cursor.captured(2).startsWith(QLatin1String("exactly"), Qt::CaseInsensitive);
    if (cursor.hasCaptured(3))
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
        attack.basicAttacks = true;
        attack.attackCount = power_patterns::numberWord(cursor.captured(1));
    } else if (cursor.take(thenBasic)) {
        attack.basicAttacks = true;
        attack.attackCount = power_patterns::numberWord(cursor.captured(1));
    } else if (!cursor.take(thenAttack)) {
        cursor.setPosition(start);
        return false;
    }
    attack.move = attackMove;
    return true;
}

} // namespace ddm
