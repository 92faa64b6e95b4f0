// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_parser.h"

#include "powers/attack_prelude.h"
#include "powers/effect_patterns.h"
#include "powers/attack_roll.h"
#include "powers/duration_phrase.h"
#include "powers/effect_reader.h"
#include "powers/power_patterns.h"
#include "powers/recharge_clause.h"
#include "powers/text_cursor.h"

#include <QRegularExpression>

namespace ddm {
namespace {

namespace ep = effect_patterns;
namespace pp = power_patterns;

// "Longsword:"; "Club (reach 3) +21 …" misses its colon now and then.
bool takeName(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression withColon =
        TextCursor::pattern(QStringLiteral("([^:;()+{}\\[\\]]{1,60}?)\\s*:"));
    static const QRegularExpression withoutColon =
        TextCursor::pattern(QStringLiteral("([A-Z][^:;()+{}\\[\\]]{0,59}?)(?=\\s*(?:\\(|\\+\\s*\\d))"));
    static const QRegularExpression notAName =
        QRegularExpression(QStringLiteral("^(?:minor action|make |usable|once per turn|does not)"),
                           QRegularExpression::CaseInsensitiveOption);
    const qsizetype start = cursor.position();
    if (cursor.take(withColon) || cursor.take(withoutColon)) {
        if (!notAName.match(cursor.captured(1)).hasMatch()) {
            attack.name = cursor.captured(1).trimmed();
            return true;
        }
        cursor.setPosition(start);
    }
    return false;
}

// "+12 vs. AC;", "+9 vs. DEF(Fort):", "Automatic hit;"
bool takeRoll(TextCursor& cursor, AttackPower& attack)
{
    // The defences a roll is printed against: "AC", "Fort", "DEF(Will)".
    const QString defence =
        QStringLiteral("(DEF\\s*\\(\\s*\\w+\\s*\\)|AC|Fortitude|Fort|Reflex|Ref|Will)(?!\\w)");
    // "Automatic hit vs. Reflex;": the defence is printed for nothing, no roll is made.
    static const QRegularExpression automatic =
        TextCursor::pattern(QStringLiteral("automatic hit\\b(?:\\s*vs\\.?\\s*%1)?\\s*[;:,.]?").arg(defence));
    if (cursor.take(automatic)) {
        attack.automaticHit = true;
        return true;
    }
    const std::optional<AttackRoll> roll = takeAttackRoll(cursor);
    if (!roll)
        return false;
    attack.bonus = roll->bonus;
    attack.defence = roll->defence;
    // "+9 vs. AC, +14 vs. AC instead if target is bloodied;": against the same defence.
    static const QRegularExpression bloodied = TextCursor::pattern(
        QStringLiteral(
            "(?:or )?\\+?\\s*(\\d+)\\s*vs\\.?\\s*%1 instead if (?:the )?target is bloodied\\s*[;:,.]?")
            .arg(defence));
    const qsizetype alternative = cursor.position();
    if (cursor.take(bloodied)) {
        if (parseDefence(cursor.captured(2)) == roll->defence)
            attack.bonusAgainstBloodied = cursor.capturedInt(1);
        else
            cursor.setPosition(alternative);
    }
    // "+11 vs. AC OR +11 vs. Fortitude;": the same bonus against either defence, the attacker's choice.
    static const QRegularExpression either =
        TextCursor::pattern(QStringLiteral("or \\+?\\s*(\\d+)\\s*vs\\.?\\s*%1\\s*[;:,.]?").arg(defence));
    const qsizetype beforeEither = cursor.position();
    if (cursor.take(either)) {
        const std::optional<Defence> other = parseDefence(cursor.captured(2));
        if (cursor.capturedInt(1) == roll->bonus && other && *other != roll->defence)
            attack.alternativeDefence = other;
        else
            cursor.setPosition(beforeEither); // another bonus: a wording the engine does not weigh
    }
    return true;
}

// A power that makes other attacks ("Make 2 {b} attacks") has no roll of its own:
// the engine rolls and resolves the attacks it makes, so an "On a hit, …" is theirs, not its.
bool makesOtherAttacks(const AttackPower& attack)
{
    return attack.basicAttacks || attack.meleeAttacks || !attack.madeAttack.isEmpty();
}

// "(Fear)" alone after the last sentence: a keyword of the whole attack.
bool takeKeywordSentence(TextCursor& cursor, AttackPower& attack)
{
    const qsizetype start = cursor.position();
    const std::optional<QString> inside = cursor.takeParenthesised();
    const std::optional<DurationPhrase> phrase = inside ? parseDurationRider(*inside) : std::nullopt;
    if (!phrase || phrase->duration || phrase->endsWhenDamaged || phrase->endsBeyond > 0) {
        cursor.setPosition(start);
        return false;
    }
    for (EffectKeyword keyword : phrase->keywords) {
        if (!attack.keywords.contains(keyword))
            attack.keywords.append(keyword);
    }
    return true;
}

// The sentences after the hit effects: "On miss, …", "Hit or miss, …", "RECHARGE when …".
void readSentences(TextCursor& cursor, AttackPower& attack)
{
    static const QRegularExpression onMiss =
        TextCursor::pattern(QStringLiteral("(?:on (?:a )?miss|miss)\\s*[,:;]"));
    static const QRegularExpression hitOrMiss = TextCursor::pattern(QStringLiteral("hit or miss\\s*[,:;]"));
    static const QRegularExpression recharge = TextCursor::pattern(QStringLiteral("recharge\\b"));
    EffectReader reader(cursor, attack);
    while (!cursor.atEnd()) {
        if (cursor.take(onMiss)) {
            reader.read(attack.onMiss);
            cursor.take(pp::sentenceEnd());
        } else if (cursor.take(ep::onCritical())) {
            reader.read(attack.onCritical);
            cursor.take(pp::sentenceEnd());
        } else if (!makesOtherAttacks(attack) && cursor.take(ep::onHit())) {
            reader.read(attack.onHit); // "On a hit, make a Bolt attack as a free action."
            cursor.take(pp::sentenceEnd());
        } else if (takeKeywordSentence(cursor, attack)) {
            cursor.take(pp::sentenceEnd());
        } else if (cursor.lookingAt(ep::afterAll())) {
            reader.read(attack.hitOrMiss); // "After all attacks are resolved, this creature shifts …"
            cursor.take(pp::sentenceEnd());
        } else if (cursor.lookingAt(ep::conditionUpgrade())) {
            reader.read(attack.onHit); // "Dazed. Dazed target is Dominated, instead.": more of the hit
            cursor.take(pp::sentenceEnd());
        } else if (cursor.take(hitOrMiss)) {
            reader.read(attack.hitOrMiss);
            cursor.take(pp::sentenceEnd());
        } else if (const qsizetype start = cursor.position(); cursor.take(recharge)) {
            const std::optional<RechargeCondition> condition =
                parseRechargeCondition(cursor.takeUntil(pp::sentenceEnd()), attack.name);
            if (condition) {
                attack.recharge = condition->trigger;
                attack.rechargePower = condition->power;
            } else {
                attack.leftovers.append(cursor.text().mid(start, cursor.position() - start).trimmed());
            }
            cursor.take(pp::sentenceEnd());
        } else { // `start` is still where this sentence begins: "recharge" was not taken
            const QString sentence = cursor.takeUntil(pp::sentenceEnd());
            if (!sentence.isEmpty())
                attack.leftovers.append(sentence);
            if (!cursor.take(pp::sentenceEnd()) && cursor.position() == start) {
                // Never loop on text no rule moves past: what is left is a leftover.
                attack.leftovers.append(cursor.text().mid(start).trimmed());
                cursor.setPosition(cursor.text().size());
            }
        }
    }
}

// "(nearest)" alone marks the older sets' ranged attacks: they reach as far as the attacker sees.
void settleKind(AttackPower& attack)
{
    if (attack.kind == AttackKind::Melee && attack.targets.nearest) {
        attack.kind = AttackKind::Ranged;
        attack.sight = true;
        attack.range = 0;
    }
}

// Where the next attack roll starts in the current sentence, or -1.
qsizetype nextRoll(const TextCursor& cursor)
{
    static const QRegularExpression roll(
        QStringLiteral("(?:\\+\\s*\\d+\\s+vs\\b|automatic hit\\b)|((?<!\\svs)\\.(?:\\s|$))"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = roll.match(cursor.text(), cursor.position());
    return match.hasMatch() && match.captured(1).isEmpty() ? match.capturedStart(0) : -1;
}

} // namespace

AttackPower parseAttackPower(const QString& text, int creatureReach)
{
    AttackPower attack;
    attack.text = text;
    attack.range = creatureReach;
    TextCursor cursor(pp::normalised(text));
    static const QRegularExpression basicMark = TextCursor::pattern(QStringLiteral("\\{b\\}"));
    attack.basic = cursor.take(basicMark);
    takeName(cursor, attack);
    while (takePreludeItem(cursor, attack)) {
    }
    bool rolled = takeRoll(cursor, attack);
    if (!rolled && !makesOtherAttacks(attack) && !cursor.atEnd()) {
        // Words the grammar does not know before the roll ("Use only if …: +9 vs. AC; …"): they
        // are a leftover, and the roll and its effects are still read.
        const qsizetype start = cursor.position();
        qsizetype roll = nextRoll(cursor);
        if (roll == start) // a roll the grammar cannot read ("+14 vs. 20 damage")
            roll = -1;
        attack.leftovers.append(
            cursor.text().mid(start, (roll < 0 ? cursor.text().size() : roll) - start).trimmed());
        cursor.setPosition(roll < 0 ? cursor.text().size() : roll);
        rolled = roll >= 0 && takeRoll(cursor, attack);
    }
    if (rolled) {
        EffectReader(cursor, attack).read(attack.onHit);
        cursor.take(pp::sentenceEnd());
    } else if (!makesOtherAttacks(attack) && attack.leftovers.isEmpty()) {
        attack.leftovers.append(cursor.text()); // nothing to roll, nothing to make: the engine cannot run it
    }
    readSentences(cursor, attack);
    settleKind(attack);
    // A charge makes one melee or ranged attack where it stops (413.3): a power with a move or an area of
    // its own cannot be that attack, and the engine does not guess how one would be.
    const bool singleTarget = attack.kind == AttackKind::Melee || attack.kind == AttackKind::Ranged;
    if (attack.madeOnCharge() && (attack.move || !singleTarget))
        attack.leftovers.append(QStringLiteral("usable on charge"));
    return attack;
}

} // namespace ddm
