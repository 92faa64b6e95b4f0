// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/own_states.h"

#include "powers/duration_phrase.h"
#include "powers/effect_reader.h"
#include "powers/power_patterns.h"
#include "powers/text_cursor.h"

#include <QRegularExpression>

namespace ddm {
namespace {

namespace pp = power_patterns;

// How long the states last: a printed duration, or an end of their own (conditions only).
struct Ending {
    EffectDuration duration = EffectDuration::Permanent;
    bool whenDamaged = false;   // "until it takes damage"
    bool whenItAttacks = false; // "until after it attacks"
};

std::optional<Ending> readEnding(const QString& phrase)
{
    static const QRegularExpression damaged(QStringLiteral("^until (?:it|this creature) takes damage$"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression attacks(
        QStringLiteral("^until (?:after )?(?:it|this creature) (?:first )?(?:attacks|makes an "
                       "attack|resolves an attack)$"),
        QRegularExpression::CaseInsensitiveOption);
    if (damaged.match(phrase).hasMatch())
        return Ending{EffectDuration::Permanent, true, false};
    if (attacks.match(phrase).hasMatch())
        return Ending{EffectDuration::Permanent, false, true};
    // The creature is its own subject: "until start of this creature's next turn" is "… of its next turn".
    static const QRegularExpression own(QStringLiteral("this creature's (?=next turn$)"),
                                        QRegularExpression::CaseInsensitiveOption);
    if (const std::optional<EffectDuration> duration =
            parseUntilPhrase(QString(phrase).replace(own, QStringLiteral("its "))))
        return Ending{*duration, false, false};
    return std::nullopt;
}

} // namespace

std::optional<OwnStates> readOwnStates(const QString& printed)
{
    // "Until start of its next turn, this creature has Phasing": a leading duration reads as a final one.
    static const QRegularExpression leading(QStringLiteral("^(until [^,.;]+), (.+)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch lead = leading.match(printed);
    const QString effect = lead.hasMatch() ? lead.captured(2) + QLatin1Char(' ') + lead.captured(1) : printed;
    // One duration at the end covers every state before it.
    static const QRegularExpression until(QStringLiteral(" (until [^,.;]+)$"),
                                          QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch last = until.match(effect);
    const std::optional<Ending> ending = last.hasMatch() ? readEnding(last.captured(1)) : std::nullopt;
    if (!ending)
        return std::nullopt;
    // The power's creature is the one a bare state speaks of: "+4 Speed", "… and +10 Damage",
    // "Invisible", "It is invisible".
    static const QRegularExpression bareBonus(QStringLiteral("(?:^|,? and |, )(?=[+-]\\d)"));
    static const QRegularExpression it(QStringLiteral("^it (is|has) "),
                                       QRegularExpression::CaseInsensitiveOption);
    // "… has +2 AC and is Slowed": the creature is the subject of each.
    static const QRegularExpression andIs(QStringLiteral(" and is "),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression bareState(QStringLiteral("^(?=invisible)"),
                                              QRegularExpression::CaseInsensitiveOption);
    // "Flight until end of turn", "Gains Phasing and Insubstantial until end of round".
    static const QRegularExpression barePower(
        QStringLiteral("^(?:gains? )?(?=(?:flight|burrow|phasing|insubstantial|hide|conceal)\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    QString text = effect.left(last.capturedStart(0));
    text.replace(bareBonus, QStringLiteral(" this creature has "));
    text.replace(it, QStringLiteral("this creature \\1 "));
    text.replace(andIs, QStringLiteral(" and this creature is "));
    text.replace(bareState, QStringLiteral("this creature is "));
    text.replace(barePower, QStringLiteral("this creature has "));
    AttackPower scratch;
    AttackEffects effects;
    TextCursor cursor(text.trimmed() + QLatin1Char('.'));
    EffectReader(cursor, scratch).read(effects);
    cursor.take(pp::sentenceEnd());
    cursor.skipSpaces();
    AttackEffects ownOnly;
    ownOnly.attackerModifiers = effects.attackerModifiers;
    ownOnly.attackerConditions = effects.attackerConditions;
    OwnStates states{effects.attackerModifiers, effects.attackerConditions};
    // Only a condition ends when its creature takes damage or attacks.
    const bool ownEnding = ending->whenDamaged || ending->whenItAttacks;
    // Nothing besides: an option the attack grammar read ("only while bloodied") is no state.
    if (!(scratch == AttackPower{}) || !cursor.atEnd() || states.isEmpty() || !(effects == ownOnly) ||
        (ownEnding && !states.modifiers.isEmpty()))
        return std::nullopt;
    for (StatModifier& modifier : states.modifiers)
        modifier.duration = ending->duration;
    for (ConditionEffect& condition : states.conditions) {
        condition.duration = ending->duration;
        condition.endsWhenDamaged = ending->whenDamaged;
        condition.endsWhenItAttacks = ending->whenItAttacks;
    }
    return states;
}

} // namespace ddm
