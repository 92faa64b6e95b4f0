// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

namespace ddm {
namespace {

QString withArticle(const QString& phrase)
{
    const bool vowel = !phrase.isEmpty() && QStringLiteral("AEIOUaeiou").contains(phrase.front());
    return (vowel ? QStringLiteral("an ") : QStringLiteral("a ")) + phrase;
}

void appendOnce(QList<Violation>& violations, const Violation& violation)
{
    // Copies of one card carry the same rule and would report the same thing.
    if (!violations.contains(violation))
        violations.append(violation);
}

// "Your warband may not include (other) X": every matching creature is a violation. A creature
// whose unknown size is all that could make it match gets the benefit of the doubt.
void checkForbidden(const ConstructionState& state, LegalityReport& report)
{
    state.forEachRule(CardRuleKind::Forbid, [&](const RuleSource& source) {
        const CardRule& rule = *source.rule;
        QStringList offenders;
        for (qsizetype i = 0; i < state.members.size(); ++i) {
            if ((rule.excludesSource && i == source.member) ||
                state.matches(rule.selector, state.members.at(i)) != SelectorMatch::Yes)
                continue;
            offenders.append(state.members.at(i).name());
        }
        if (offenders.isEmpty())
            return;
        const QString& card = state.members.at(source.member).name();
        appendOnce(report.violations,
                   makeViolation(ViolationCode::CardRule, cardRuleReference(card),
                                 QStringLiteral("%1 (%2) allows no %3%4 in its warband: %5.")
                                     .arg(card, rule.label,
                                          rule.excludesSource ? QStringLiteral("other ") : QString(),
                                          describeSelector(rule.selector), joinNames(offenders)),
                                 {cardRuleKindKey(rule.kind), card, rule.label, argumentList(offenders)},
                                 QStringList{card} + offenders));
    });
}

// "Your warband must include X": met by any other creature that matches.
void checkRequired(const ConstructionState& state, LegalityReport& report)
{
    state.forEachRule(CardRuleKind::Require, [&](const RuleSource& source) {
        const CardRule& rule = *source.rule;
        if (!state.matching(rule.selector, source.member).isEmpty())
            return;
        const QString& card = state.members.at(source.member).name();
        appendOnce(report.violations,
                   makeViolation(ViolationCode::CardRule, cardRuleReference(card),
                                 QStringLiteral("%1 (%2) needs %3 in its warband.")
                                     .arg(card, rule.label, withArticle(describeSelector(rule.selector))),
                                 {cardRuleKindKey(rule.kind), card, rule.label, QString()}, {card}));
    });
}

} // namespace

// Prohibitions and requirements printed on cards; they bind in every scenario (CRG 109.2.c: card
// text never overrides restrictive card text). Permissions, limits and costs printed on cards are
// applied where the numbers they change are worked out (construction_state.cpp, faction_check.cpp).
void checkCardRules(const ConstructionState& state, LegalityReport& report)
{
    checkForbidden(state, report);
    checkRequired(state, report);
}

} // namespace ddm
