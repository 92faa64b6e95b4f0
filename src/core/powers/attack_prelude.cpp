#include "powers/attack_prelude.h"

#include "powers/attack_move.h"
#include "powers/attack_options.h"
#include "powers/power_patterns.h"

namespace ddm {
namespace {

// The parenthesised header, split on its commas and semicolons.
void readOptions(const QString& inside, AttackPower& attack)
{
    // A comma inside "Demon, Devil, or Planar target only" lists keywords; it does not end the option.
    static const QRegularExpression separator(
        QStringLiteral("\\s*;\\s*|\\s*,\\s*+(?!(?:[a-z-]+, )*(?:[a-z-]+,? )?or (?!smaller|larger)[a-z-]+ "
                       "(?:targets?|creatures?) only)"),
        QRegularExpression::CaseInsensitiveOption);
    for (const QString& option : inside.split(separator, Qt::SkipEmptyParts)) {
        if (!applyAttackOption(option, attack))
            attack.leftovers.append(QStringLiteral("(%1)").arg(option.trimmed()));
    }
}

bool takeParenthesisedOptions(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression after = TextCursor::pattern(QStringLiteral("[:;,.]"));
    const qsizetype start = cursor.position();
    const std::optional<QString> inside = cursor.takeParenthesised();
    if (!inside || inside->isEmpty()) {
        cursor.setPosition(start);
        return false;
    }
    readOptions(*inside, attack);
    cursor.take(after);
    return true;
}

// The same options in sentence form: "Minor action, once per turn:", "Ignore Insubstantial.",
// "living target only:". Only a phrase that is an option in full is taken.
bool takeOptionPhrase(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression phrase = TextCursor::pattern(
        QStringLiteral("([a-z][^.:;,()+{}]*?)\\s*(?:[.:;,](?=\\s|$|\\()|(?=\\+\\s*\\d))"));
    const qsizetype start = cursor.position();
    if (!cursor.take(phrase))
        return false;
    AttackPower candidate = attack;
    if (!applyAttackOption(cursor.captured(1), candidate)) {
        cursor.setPosition(start);
        return false;
    }
    attack = candidate;
    return true;
}

// "Make up to 2 {b} attacks, each against a different target", "Make 2 Claw attacks", "2 attacks,"
bool takeAttackCount(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression made = TextCursor::pattern(
        QStringLiteral("make (up to )?(\\d+|a|an|one|two|three|four) "
                       "(?:(\\{b\\}|melee basic|basic melee|basic)|(\\{m\\}|m)|(?-i:((?:\\d+ "
                       ")?[A-Z][\\w'-]*(?: [A-Z][\\w'-]*)*)))? ?attacks?\\b"));
    static const QRegularExpression several =
        TextCursor::pattern(QStringLiteral("(\\d+|two|three) attacks\\b"));
    static const QRegularExpression different = TextCursor::pattern(
        QStringLiteral(",?\\s*(?:each )?(?:against|vs\\.) (?:a )?different (?:targets?|enem(?:y|ies))\\b"));
    static const QRegularExpression same =
        TextCursor::pattern(QStringLiteral(",?\\s*(?:each )?(?:against|vs\\.) (?:(?:the same|a single|1|one) "
                                           "target|(target) of (?:the )?charge)\\b"));
    static const QRegularExpression after = TextCursor::pattern(QStringLiteral("[:;,.]"));
    if (cursor.take(made)) {
        attack.fewerAttacksAllowed = cursor.hasCaptured(1);
        attack.attackCount = power_patterns::numberWord(cursor.captured(2));
        attack.basicAttacks = cursor.hasCaptured(3);
        attack.meleeAttacks = cursor.hasCaptured(4);
        attack.madeAttack = cursor.captured(5);
    } else if (cursor.take(several)) {
        attack.attackCount = power_patterns::numberWord(cursor.captured(1));
    } else {
        return false;
    }
    if (cursor.take(different))
        attack.differentTargets = true;
    else if (cursor.take(same)) {
        attack.sameTarget = true;
        attack.chargeOnly = attack.chargeOnly || cursor.hasCaptured(1); // "against target of charge"
    }
    cursor.take(after);
    return true;
}

// "Make 1 attack against each adjacent enemy": every enemy so placed is a target.
bool takeEachEnemy(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression eachEnemy = TextCursor::pattern(QStringLiteral(
        "make (?:a|an|one|1) (\\{b\\} |melee basic |basic melee )?attack (?:against|vs\\.) each "
        "(adjacent (bloodied )?enemy|enemy (?:within|in) (?:its )?reach)\\s*[,:;.]?"));
    if (!cursor.take(eachEnemy))
        return false;
    attack.basicAttacks = cursor.hasCaptured(1);
    attack.targets.bloodiedOnly = cursor.hasCaptured(3);
    attack.targets.each = cursor.captured(2).startsWith(QLatin1String("adjacent"), Qt::CaseInsensitive)
                              ? TargetRestrictions::Each::AdjacentEnemy
                              : TargetRestrictions::Each::EnemyInReach;
    return true;
}

} // namespace

bool takePreludeItem(TextCursor& cursor, AttackPower& attack)
{
    return takeParenthesisedOptions(cursor, attack) || (!attack.move && takeAttackMove(cursor, attack)) ||
           takeEachEnemy(cursor, attack) || takeAttackCount(cursor, attack) ||
           takeOptionPhrase(cursor, attack);
}

} // namespace ddm
