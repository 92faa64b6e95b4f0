// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/card_rule_parser.h"

#include <QRegularExpression>

namespace ddm {
namespace {

// "1", "a", "one", "two"...: how card text counts. Numbers on cards are small; three digits at
// most keeps a custom card's "9999999999" from overflowing the sums.
#define DDM_COUNT "(\\d{1,3}|an?|one|two|three|four|five)\\b"
// A noun phrase: words, commas, hyphens and apostrophes, never crossing a sentence end.
#define DDM_PHRASE "([\\w ,'-]+?)"

std::optional<int> parseCount(const QString& word)
{
    bool isNumber = false;
    const int number = word.toInt(&isNumber);
    if (isNumber)
        return number;
    static const char* const kWords[] = {"one", "two", "three", "four", "five"};
    if (word.compare(QLatin1String("a"), Qt::CaseInsensitive) == 0 ||
        word.compare(QLatin1String("an"), Qt::CaseInsensitive) == 0)
        return 1;
    for (int i = 0; i < 5; ++i) {
        if (word.compare(QLatin1String(kWords[i]), Qt::CaseInsensitive) == 0)
            return i + 1;
    }
    return std::nullopt;
}

using Match = QRegularExpressionMatch;

// Each builder fills `rule` from a match and returns false when the match makes no sense.
bool selectorFrom(const QString& phrase, CardRule& rule)
{
    const std::optional<CardSelector> selector = parseSelector(phrase);
    if (selector)
        rule.selector = *selector;
    return selector.has_value();
}

bool buildSelectorOnly(const Match& m, CardRule& rule) { return selectorFrom(m.captured(1), rule); }

// "N <creatures> [from the <faction> faction]": a count, what is counted, and the faction it is from.
bool buildCountFromFaction(const Match& m, CardRule& rule)
{
    rule.amount = parseCount(m.captured(1)).value_or(0);
    if (!selectorFrom(m.captured(2), rule))
        return false;
    if (m.hasCaptured(3)) {
        const std::optional<Faction> faction = parseFaction(m.captured(3));
        if (!faction)
            return false;
        rule.selector.factions = *faction;
    }
    return rule.amount > 0;
}

bool buildAmount(const Match& m, CardRule& rule)
{
    rule.amount = m.captured(1).toInt();
    return rule.amount > 0;
}

bool buildMob(const Match& m, CardRule& rule)
{
    rule.amount = m.captured(1).toInt();
    rule.selector.name = m.captured(2).trimmed();
    return rule.amount > 1;
}

bool buildSetupAddition(const Match& m, CardRule& rule)
{
    if (!buildCountFromFaction(m, rule))
        return false;
    rule.selector.maxCost = m.captured(4).toInt(); // after the selector, which the count sets whole
    return true;
}

bool buildSetupAdditionTotal(const Match& m, CardRule& rule)
{
    rule.amount = m.captured(2).toInt();
    rule.totalCost = m.captured(4).toInt();
    return selectorFrom(m.captured(3), rule) && rule.amount > 0;
}

bool buildForbid(const Match& m, CardRule& rule)
{
    rule.excludesSource = m.hasCaptured(2);
    return selectorFrom(m.captured(3), rule);
}

bool buildRequire(const Match& m, CardRule& rule)
{
    if (!selectorFrom(m.captured(1), rule))
        return false;
    if (m.hasCaptured(2))
        rule.selector.minLevel = m.captured(2).toInt();
    return true;
}

bool buildCostReduction(const Match& m, CardRule& rule)
{
    rule.excludesSource = true; // "allies"
    rule.amount = m.captured(2).toInt();
    return selectorFrom(m.captured(1), rule) && rule.amount > 0;
}

bool conditionalAlignment(const QString& taken, const QString& condition, CardRule& rule)
{
    rule.alignment = parseAlignment(taken).value_or(Alignment::Unaligned);
    rule.selector.alignment = parseAlignment(condition);
    return rule.alignment != Alignment::Unaligned;
}

bool buildAlignmentIfThere(const Match& m, CardRule& rule)
{
    return conditionalAlignment(m.captured(1), m.captured(2), rule);
}

bool buildAlignmentIfContains(const Match& m, CardRule& rule)
{
    return conditionalAlignment(m.captured(2), m.captured(1), rule);
}

bool buildUniqueAllowance(const Match& m, CardRule& rule)
{
    rule.amount = parseCount(m.captured(1)).value_or(0);
    rule.selector.name = uniqueNameOf(m.captured(2).trimmed());
    return rule.amount > 1;
}

bool buildFreeItems(const Match& m, CardRule& rule)
{
    rule.amount = m.captured(1).toInt();
    rule.itemName = m.captured(2).trimmed();
    return rule.amount > 0 && !rule.itemName.isEmpty();
}

enum class Scope { Body, Label };

struct Pattern {
    CardRuleKind kind;
    Scope scope;
    const char* expression;
    bool (*build)(const Match&, CardRule&);
    bool setUpOnly; // the text must act during construction or set-up, not in battle
};

// Patterns are tried in order against the text after the power's label (Scope::Body) or against
// the label (Scope::Label); the first that matches and builds decides the power's rule.
const Pattern kPatterns[] = {
    {CardRuleKind::AllowCreatures, Scope::Body, "\\ball " DDM_PHRASE " are legal in your warband",
     buildSelectorOnly, false},
    {CardRuleKind::AllowFromFaction, Scope::Body,
     "\\byou may include " DDM_COUNT " " DDM_PHRASE " (?:in your warband )?from the (\\w+) faction",
     buildCountFromFaction, false},
    {CardRuleKind::AllowFromFaction, Scope::Body,
     "\\b" DDM_COUNT " " DDM_PHRASE " of any faction can join (?:this creature's|your) warband",
     buildCountFromFaction, false},
    {CardRuleKind::AllowSelf, Scope::Body,
     "\\bthis creature is legal in (?:a|any) warband of any faction that includes ([\\w ,'-]+)",
     buildSelectorOnly, false},
    {CardRuleKind::CreatureLimit, Scope::Body, "\\bincrease your warband's creature limit by (\\d{1,3})\\b",
     buildAmount, false},
    {CardRuleKind::CreatureLimit, Scope::Body, "\\bwarband's creature limit is increased by (\\d{1,3})\\b",
     buildAmount, false},
    {CardRuleKind::CreatureLimit, Scope::Body, "\\+(\\d{1,3})\\b to your warband's creature limit",
     buildAmount, false},
    {CardRuleKind::CreatureLimit, Scope::Label, "^strength in numbers (\\d{1,3})\\b$", buildAmount, false},
    {CardRuleKind::Mob, Scope::Body,
     "\\bevery (\\d{1,3})\\b creatures named ([^.,;:]+?) count as (?:1|one) creature", buildMob, false},
    {CardRuleKind::SetupAddition, Scope::Body,
     "\\badd " DDM_COUNT " " DDM_PHRASE
     " (?:from the (\\w+) faction )?with (?:a )?cost (?:of )?(\\d{1,3})\\b (?:vp )?or less to your warband",
     buildSetupAddition, true},
    {CardRuleKind::SetupAddition, Scope::Body,
     "\\badd (\\d{1,3})\\b or (\\d{1,3})\\b " DDM_PHRASE
     ",? which total no more than (\\d{1,3})\\b(?: vp)?,? to your warband",
     buildSetupAdditionTotal, true},
    {CardRuleKind::Forbid, Scope::Body,
     "\\b(?:your|this creature's) warband (?:may not|cannot|can not) (?:include|contain) (any )?(other "
     ")?([\\w ,'-]+)",
     buildForbid, false},
    {CardRuleKind::Require, Scope::Body,
     "\\b(?:your|this creature's) warband must (?:include|contain) " DDM_PHRASE
     "(?: of level (\\d{1,3})\\b or higher)?(?:[.;]|$)",
     buildRequire, false},
    {CardRuleKind::CostReduction, Scope::Body,
     DDM_PHRASE " allies cost (\\d{1,3})\\b less than normal for (?:the )?purposes? of warband "
                "(?:building|construction)",
     buildCostReduction, false},
    {CardRuleKind::ConditionalAlignment, Scope::Body,
     "\\bthis creature is (good|evil) i[fs] there (?:are|is) (?:an? )?(good|evil) creatures? in your warband",
     buildAlignmentIfThere, false},
    {CardRuleKind::ConditionalAlignment, Scope::Body,
     "\\bif your warband contains (?:an? |any )?(good|evil) creatures?, this creature is (good|evil)",
     buildAlignmentIfContains, false},
    {CardRuleKind::UniqueAllowance, Scope::Body,
     "\\byour warband may contain " DDM_COUNT " creatures named ([^.,;:]+)", buildUniqueAllowance, false},
    {CardRuleKind::FreeItems, Scope::Body,
     "\\bassign up to (\\d{1,3})\\b " DDM_PHRASE " items? to this creature for no additional cost",
     buildFreeItems, true},
};

#undef DDM_COUNT
#undef DDM_PHRASE

struct CompiledPattern {
    const Pattern* pattern;
    QRegularExpression expression;
};

const QList<CompiledPattern>& compiledPatterns()
{
    static const QList<CompiledPattern> compiled = [] {
        QList<CompiledPattern> list;
        for (const Pattern& pattern : kPatterns)
            list.append({&pattern, QRegularExpression(QString::fromLatin1(pattern.expression),
                                                      QRegularExpression::CaseInsensitiveOption)});
        return list;
    }();
    return compiled;
}

// A power that acts in battle ("Use when ...", "Immediate action", "Attack action: ...") adds
// creatures during the battle, not to the warband as built; set-up powers do count. Champion
// powers print their trigger where other powers print a label, so both places are checked.
bool triggeredInBattle(const QString& part)
{
    static const QRegularExpression setUp(QStringLiteral("^use (?:during|at) (?:your )?set-?up\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression inBattle(
        QStringLiteral("^(?:use\\b|immediate\\b|replaces\\b|\\w+ action\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return inBattle.match(part).hasMatch() && !setUp.match(part).hasMatch();
}

} // namespace

std::optional<CardRule> CardRuleParser::parsePower(const QString& text)
{
    // Catalog text mixes typographic and straight apostrophes.
    QString normalized = text.simplified();
    normalized.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x2018), QLatin1Char('\''));
    const qsizetype colon = normalized.indexOf(QLatin1Char(':'));
    const QString label = colon > 0 ? normalized.left(colon).trimmed() : QString();
    const QString body = colon > 0 ? normalized.mid(colon + 1).trimmed() : normalized;

    for (const CompiledPattern& compiled : compiledPatterns()) {
        const Pattern& pattern = *compiled.pattern;
        const QRegularExpressionMatch match =
            compiled.expression.match(pattern.scope == Scope::Label ? label : body);
        if (!match.hasMatch() || (pattern.setUpOnly && (triggeredInBattle(label) || triggeredInBattle(body))))
            continue;
        CardRule rule;
        rule.kind = pattern.kind;
        rule.label = label;
        if (pattern.build(match, rule))
            return rule;
    }
    return std::nullopt;
}

QList<CardRule> CardRuleParser::parse(const QList<Power>& powers)
{
    QList<CardRule> rules;
    for (const Power& power : powers) {
        if (std::optional<CardRule> rule = parsePower(power.text))
            rules.append(*rule);
    }
    return rules;
}

} // namespace ddm
