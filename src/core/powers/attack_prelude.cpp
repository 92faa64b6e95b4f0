// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_prelude.h"

#include "powers/attack_move.h"
#include "powers/attack_options.h"
#include "powers/power_patterns.h"

namespace ddm {
namespace {

// The parenthesised header, split on its commas and semicolons. A part that is no option may
// begin a list the next parts end, "Demon, Devil, or Planar target only": the shortest run of
// parts that is an option is read as one.
class HeaderOptions {
public:
    explicit HeaderOptions(const QString& inside)
        : m_inside(inside)
    {
        static const QRegularExpression separator(QStringLiteral("\\s*[,;]\\s*"));
        qsizetype start = 0;
        for (auto it = separator.globalMatch(inside); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            m_parts.append({start, match.capturedStart(0)});
            start = match.capturedEnd(0);
        }
        m_parts.append({start, inside.size()});
    }

    void read(AttackPower& attack) const
    {
        static const QRegularExpression list(QStringLiteral(",|\\bor\\b|\\band\\b"));
        for (qsizetype first = 0; first < m_parts.size();) {
            if (m_parts.at(first).first == m_parts.at(first).second) {
                ++first;
                continue;
            }
            if (const qsizetype last = readRun(first, attack); last >= 0) {
                first = last + 1;
                continue;
            }
            // Not an option, nor are the parts after it that no run reads. A list the next parts end
            // belongs to it too ("non-Evil Human, Elf, or Dwarf targets only"): it is left whole
            // rather than read in part.
            qsizetype last = first;
            AttackPower rest = attack;
            qsizetype next = -1;
            while (last + 1 < m_parts.size() && (next = readRun(last + 1, rest)) < 0)
                ++last;
            if (next >= 0 && list.match(span(last + 1, next)).hasMatch())
                last = next;
            attack.leftovers.append(QStringLiteral("(%1)").arg(span(first, last)));
            first = last + 1;
        }
    }

private:
    QString span(qsizetype first, qsizetype last) const
    {
        return m_inside.mid(m_parts.at(first).first, m_parts.at(last).second - m_parts.at(first).first)
            .trimmed();
    }

    // Reads the shortest run of parts from `first` that is an option; its last part, or -1.
    qsizetype readRun(qsizetype first, AttackPower& attack) const
    {
        for (qsizetype last = first; last < m_parts.size(); ++last) {
            if (applyAttackOption(span(first, last), attack))
                return last;
        }
        return -1;
    }

    QString m_inside;
    QList<std::pair<qsizetype, qsizetype>> m_parts; // where each part starts and ends in m_inside
};

bool takeParenthesisedOptions(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression after = TextCursor::pattern(QStringLiteral("[:;,.]"));
    const qsizetype start = cursor.position();
    const std::optional<QString> inside = cursor.takeParenthesised();
    if (!inside || inside->isEmpty()) {
        cursor.setPosition(start);
        return false;
    }
    HeaderOptions(*inside).read(attack);
    cursor.take(after);
    return true;
}

// The same options in sentence form: "Minor action, once per turn:", "Ignore Insubstantial.",
// "living target only:". Only a phrase that is an option in full is taken.
bool takeOptionPhrase(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression phrase = TextCursor::pattern(
        QStringLiteral("([a-z][^.:;,()+{}]*?)\\s*(?:[.:;,](?=\\s|$|\\()|(?=\\+\\s*\\d)|(?=\\())"));
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

// Whom the attacks a power makes go against, after their count or the power's move: "each against
// a different Medium or smaller target", "against the same target", "against each adjacent enemy",
// "vs. each Helpless enemy within Reach".
bool takeTargetClause(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression different = TextCursor::pattern(
        QStringLiteral(",?\\s*(?:each )?(?:against|vs\\.) (?:a |(\\d+) )?different (?:(%1) or "
                       "smaller )?(?:targets?|enem(?:y|ies))\\b")
            .arg(power_patterns::size()));
    static const QRegularExpression same = TextCursor::pattern(QStringLiteral(
        ",?\\s*(?:each )?(?:against|vs\\.) (?:(?:(?:the )?same|a single|1|one) target|target( of "
        "(?:the )?charge)?)\\b"));
    static const QRegularExpression each = TextCursor::pattern(
        QStringLiteral(
            ",?\\s*(?:against|vs\\.) each (adjacent )?(?:(bloodied|%1) )?enem(?:y|ies)(?: (?:within|in) "
            "(?:its )?(reach))?\\b")
            .arg(power_patterns::condition()));
    static const QRegularExpression after = TextCursor::pattern(QStringLiteral("[:;,.]"));
    const qsizetype start = cursor.position();
    if (cursor.take(different)) {
        attack.differentTargets = true;
        if (cursor.hasCaptured(1)) // "a {b} attack against 2 different targets"
            attack.attackCount = cursor.capturedInt(1);
        if (cursor.hasCaptured(2))
            attack.targets.maxSize = parseSize(cursor.captured(2));
    } else if (cursor.take(same)) {
        attack.sameTarget = true;
        attack.chargeOnly = attack.chargeOnly || cursor.hasCaptured(1); // "against target of charge"
    } else if (cursor.take(each)) {
        // Either every adjacent enemy or every one in reach, not both words at once.
        if (cursor.hasCaptured(1) == cursor.hasCaptured(3)) {
            cursor.setPosition(start);
            return false;
        }
        attack.targets.each = cursor.hasCaptured(1) ? TargetRestrictions::Each::AdjacentEnemy
                                                    : TargetRestrictions::Each::EnemyInReach;
        const QString qualifier = cursor.captured(2);
        if (qualifier.compare(QLatin1String("bloodied"), Qt::CaseInsensitive) == 0)
            attack.targets.bloodiedOnly = true;
        else if (!qualifier.isEmpty())
            attack.targets.requiredConditions.append(*parseCondition(qualifier));
    } else {
        return false;
    }
    cursor.take(after);
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
    if (!takeTargetClause(cursor, attack))
        cursor.take(after);
    return true;
}

} // namespace

bool takePreludeItem(TextCursor& cursor, AttackPower& attack)
{
    return takeParenthesisedOptions(cursor, attack) || (!attack.move && takeAttackMove(cursor, attack)) ||
           takeAttackCount(cursor, attack) || (attack.move && takeTargetClause(cursor, attack)) ||
           takeOptionPhrase(cursor, attack);
}

} // namespace ddm
