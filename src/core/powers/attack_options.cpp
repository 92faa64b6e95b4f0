// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_options.h"

#include "powers/power_patterns.h"

#include <QRegularExpression>

#include <functional>

namespace ddm {
namespace {

namespace pp = power_patterns;

using ApplyOption = std::function<void(const QRegularExpressionMatch&, AttackPower&)>;

struct Option {
    QRegularExpression pattern;
    ApplyOption apply;
};

Option option(const QString& regex, ApplyOption apply)
{
    return {
        QRegularExpression(QStringLiteral("^(?:%1)$").arg(regex), QRegularExpression::CaseInsensitiveOption),
        std::move(apply)};
}

int number(const QRegularExpressionMatch& match, int group)
{
    return match.captured(group).toInt();
}

// The creature words a restriction names: "undead", "living", "fey".
const QString kTargetNoun = QStringLiteral("(?:targets?|creatures?|enem(?:y|ies))");

void setRanged(AttackPower& attack)
{
    if (attack.kind == AttackKind::Melee)
        attack.kind = AttackKind::Ranged;
}

void setClose(AttackPower& attack, AreaShape shape, int size)
{
    attack.kind = AttackKind::Close;
    attack.range = 0;
    attack.shape = shape;
    attack.areaSize = size;
}

const QList<Option>& options()
{
    static const QList<Option> table{
        option(QStringLiteral("range (\\d+)"),
               [](const auto& m, AttackPower& a) {
                   setRanged(a);
                   a.range = number(m, 1);
               }),
        option(QStringLiteral("reach (\\d+)"), [](const auto& m, AttackPower& a) { a.range = number(m, 1); }),
        option(QStringLiteral("(?:range )?sight"),
               [](const auto&, AttackPower& a) {
                   setRanged(a);
                   a.sight = true;
                   a.range = 0;
               }),
        option(QStringLiteral("(blast|burst) ?(\\d+)"),
               [](const auto& m, AttackPower& a) {
                   const bool blast = m.captured(1).compare(QLatin1String("blast"), Qt::CaseInsensitive) == 0;
                   setClose(a, blast ? AreaShape::Blast : AreaShape::Burst, number(m, 2));
               }),
        option(QStringLiteral("line (\\d+)"),
               [](const auto& m, AttackPower& a) { setClose(a, AreaShape::Line, number(m, 1)); }),
        option(QStringLiteral("(small|large) cone"),
               [](const auto& m, AttackPower& a) {
                   const bool small = m.captured(1).compare(QLatin1String("small"), Qt::CaseInsensitive) == 0;
                   setClose(a, small ? AreaShape::SmallCone : AreaShape::LargeCone, 0);
               }),
        // "radius 1 within 8", "radius 2 within sight", or "radius 2" after a "range 10"/"sight".
        option(QStringLiteral("radius (\\d+)(?: with(?:in)? (?:(\\d+)|(sight)))?"),
               [](const auto& m, AttackPower& a) {
                   a.kind = AttackKind::Area;
                   a.shape = AreaShape::Radius;
                   a.areaSize = number(m, 1);
                   if (!m.captured(2).isEmpty())
                       a.range = number(m, 2);
                   a.sight = a.sight || !m.captured(3).isEmpty();
               }),
        option(QStringLiteral("(?:(\\d+) )?nearest"),
               [](const auto& m, AttackPower& a) {
                   a.targets.nearest = true;
                   if (!m.captured(1).isEmpty()) { // "(2 nearest)": the two nearest, one attack each
                       a.attackCount = number(m, 1);
                       a.differentTargets = true;
                   }
               }),
        option(QStringLiteral("minor action"), [](const auto&, AttackPower& a) { a.minorAction = true; }),
        option(QStringLiteral("enem(?:y|ies)(?: targets?)? only"),
               [](const auto&, AttackPower& a) { a.targets.enemiesOnly = true; }),
        option(QStringLiteral("(?:can|may) target (?:an )?all(?:y|ies)|any creature"),
               [](const auto&, AttackPower& a) { a.targets.canTargetAllies = true; }),
        option(QStringLiteral("living %1 only").arg(kTargetNoun),
               [](const auto&, AttackPower& a) { a.targets.livingOnly = true; }),
        // Constrict: "(smaller targets only)": smaller than the attacker, no keyword
        option(QStringLiteral("smaller %1 only").arg(kTargetNoun),
               [](const auto&, AttackPower& a) { a.targets.smallerOnly = true; }),
        option(QStringLiteral("bloodied %1 only").arg(kTargetNoun),
               [](const auto&, AttackPower& a) { a.targets.bloodiedOnly = true; }),
        option(QStringLiteral("non-?bloodied %1 only").arg(kTargetNoun),
               [](const auto&, AttackPower& a) { a.targets.notBloodiedOnly = true; }),
        option(QStringLiteral("unique %1 only").arg(kTargetNoun),
               [](const auto&, AttackPower& a) { a.targets.uniqueOnly = true; }),
        option(QStringLiteral("undamaged %1 only").arg(kTargetNoun),
               [](const auto&, AttackPower& a) { a.targets.undamagedOnly = true; }),
        option(
            QStringLiteral("(?:use )?only (?:with|when) (?:this creature has )?combat advantage(?: "
                           "(?:against|vs\\.) (?:the |a )?(living )?target)?"
                           "|%1 granting (?:it |this creature )?combat advantage(?: to this creature)? only"
                           "|combat advantage vs\\. target only|use only when target grants this creature "
                           "combat advantage")
                .arg(kTargetNoun),
            [](const auto& m, AttackPower& a) {
                a.targets.combatAdvantageOnly = true;
                a.targets.livingOnly = a.targets.livingOnly || !m.captured(1).isEmpty();
            }),
        // "immobilized target only"; "Immobilized or Helpless target only", "Staggered, Stunned, or
        // Helpless enemy" are any of them.
        option(QStringLiteral("(%1(?:(?:, |,? or )%1)*) (?:%2 only|(enem(?:y|ies)))")
                   .arg(pp::condition(), kTargetNoun),
               [](const auto& m, AttackPower& a) {
                   static const QRegularExpression list(QStringLiteral(",? or |, "));
                   for (const QString& condition : m.captured(1).split(list))
                       a.targets.requiredConditions.append(*parseCondition(condition));
                   a.targets.enemiesOnly = a.targets.enemiesOnly || !m.captured(2).isEmpty();
               }),
        option(QStringLiteral("(%1) or (smaller|larger) (%2)(?: only)?").arg(pp::size(), kTargetNoun),
               [](const auto& m, AttackPower& a) {
                   const CreatureSize size = *parseSize(m.captured(1));
                   if (m.captured(2).compare(QLatin1String("smaller"), Qt::CaseInsensitive) == 0)
                       a.targets.maxSize = size;
                   else
                       a.targets.minSize = size;
                   a.targets.enemiesOnly =
                       a.targets.enemiesOnly ||
                       m.captured(3).startsWith(QLatin1String("enem"), Qt::CaseInsensitive);
               }),
        option(
            QStringLiteral("level (\\d+) or lower (%1)(?: only)?|(enem(?:y|ies)) level (\\d+) or lower only")
                .arg(kTargetNoun),
            [](const auto& m, AttackPower& a) {
                const bool enemyFirst = !m.captured(3).isEmpty();
                a.targets.maxLevel = number(m, enemyFirst ? 4 : 1);
                a.targets.enemiesOnly =
                    a.targets.enemiesOnly ||
                    m.captured(enemyFirst ? 3 : 2).startsWith(QLatin1String("enem"), Qt::CaseInsensitive);
            }),
        option(QStringLiteral("(good|evil) %1 only").arg(kTargetNoun),
               [](const auto& m, AttackPower& a) { a.targets.alignment = parseAlignment(m.captured(1)); }),
        // "fey targets immune", "Drow and Goblin targets immune"
        option(QStringLiteral(
                   "([a-z-]+(?:(?:,|,? and|,? or) [a-z-]+)*) (?:targets?|creatures?) (?:are )?immune"),
               [](const auto& m, AttackPower& a) {
                   static const QRegularExpression list(QStringLiteral(",? and |,? or |, "));
                   a.targets.immuneKeywords.append(m.captured(1).split(list));
               }),
        option(QStringLiteral("fear|sleep|poison"),
               [](const auto& m, AttackPower& a) {
                   const EffectKeyword keyword = *parseEffectKeyword(m.captured(0));
                   if (!a.keywords.contains(keyword))
                       a.keywords.append(keyword);
               }),
        option(QStringLiteral("(?:usable |use )?only (?:when|while|on) charg(?:e|ing)|use with charge"),
               [](const auto&, AttackPower& a) { a.chargeOnly = true; }),
        option(QStringLiteral("(?:use )?only (?:when|as) (?:this creature makes )?an opportunity attack"),
               [](const auto&, AttackPower& a) { a.opportunityAttackOnly = true; }),
        option(QStringLiteral("(?:usable|useable|may use|can use) (?:on|while) charg(?:e|ing)"),
               [](const auto&, AttackPower& a) { a.usableOnCharge = true; }),
        // Earthcrest: "Use only if this creature has moved at least 3 squares from its starting position
        // this turn"; Jump Kick: "Usable only if … has moved 1 or more squares …".
        option(QStringLiteral(
                   "(?:usable|use) only if this creature has moved (?:at least (\\d+)|(\\d+) or more) "
                   "squares? from its starting position this turn"),
               [](const auto& m, AttackPower& a) {
                   a.movedFromStart = m.captured(1).isEmpty() ? number(m, 2) : number(m, 1);
               }),
        option(QStringLiteral("(?:use (?:only )?|only )while (?:this creature is )?bloodied"),
               [](const auto&, AttackPower& a) { a.onlyWhileBloodied = true; }),
        option(QStringLiteral("(?:use (?:only )?|only )while (?:this creature is )?not bloodied"),
               [](const auto&, AttackPower& a) { a.onlyWhileNotBloodied = true; }),
        option(QStringLiteral("(?:make )?(\\d+|two|three) attacks(?: (?:against|vs\\.) (?:1|one|a "
                              "single|(?:the )?same) target)?"
                              "|attack (?:the )?target (twice)"),
               [](const auto& m, AttackPower& a) {
                   a.attackCount = pp::numberWord(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1));
                   a.sameTarget = true;
               }),
        option(QStringLiteral("roll (\\d+)d20s?(?: and)? use the high(?:er|est)(?: result)?"),
               [](const auto& m, AttackPower& a) { a.attackRolls = number(m, 1); }),
        option(QStringLiteral("scores? (?:a )?critical(?: hits?)? on (?:a )?natural (\\d+)\\+"),
               [](const auto& m, AttackPower& a) { a.criticalFrom = number(m, 1); }),
        // Killstroke: "Cannot score a critical hit": a natural 20 only hits (604.4.b, card text 109.1).
        option(QStringLiteral("cannot score a critical(?: hit)?"),
               [](const auto&, AttackPower& a) { a.noCritical = true; }),
        option(QStringLiteral("ignores? insubstantial"),
               [](const auto&, AttackPower& a) { a.ignoresInsubstantial = true; }),
        option(QStringLiteral("ignores? resist"),
               [](const auto&, AttackPower& a) { a.ignoresResist = true; }),
        option(QStringLiteral("ignores? conceal"),
               [](const auto&, AttackPower& a) { a.ignoresConceal = true; }),
        option(QStringLiteral("ignores? invisible"),
               [](const auto&, AttackPower& a) { a.ignoresInvisible = true; }),
        option(QStringLiteral(
                   "ignores? redirect(?: powers and effects)?|this attack (?:may not|cannot) be redirected"),
               [](const auto&, AttackPower& a) { a.ignoresRedirect = true; }),
        option(QStringLiteral("provokes opportunity attacks"),
               [](const auto&, AttackPower& a) { a.provokes = true; }),
        option(QStringLiteral("(?:use )?only while (?:this creature is )?damaged"),
               [](const auto&, AttackPower& a) { a.onlyWhileDamaged = true; }),
        option(QStringLiteral("(\\d+|two|three) (?:different )?targets( within (?:line of )?sight)?"),
               [](const auto& m, AttackPower& a) {
                   a.attackCount = pp::numberWord(m.captured(1));
                   a.differentTargets = true;
                   if (!m.captured(2).isEmpty()) {
                       setRanged(a);
                       a.sight = true;
                       a.range = 0;
                   }
               }),
        option(QStringLiteral("(\\d+) attacks within sight"),
               [](const auto& m, AttackPower& a) {
                   a.attackCount = number(m, 1);
                   setRanged(a);
                   a.sight = true;
                   a.range = 0;
               }),
        option(QStringLiteral("(?:does not|doesn't) provoke opportunity attacks"),
               [](const auto&, AttackPower& a) { a.noOpportunityAttacks = true; }),
        option(QStringLiteral("(?:maximum|max\\.) (?:(\\d+)|once)(?: attacks?)? per turn|(once) per turn"),
               [](const auto& m, AttackPower& a) {
                   a.perTurnLimit = m.captured(1).isEmpty() ? 1 : number(m, 1);
               }),
    };
    return table;
}

// "undead targets only" requires a creature keyword, "non-Earth targets only" excludes one. Words
// that describe a position or a state rather than a keyword are left for a person to read.
bool applyKeywordRestriction(const QString& option, AttackPower& attack)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(non-?)?([a-z]+(?:(?:,| or|, or) [a-z-]+)*) (?:%1 )?only$").arg(kTargetNoun),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression listSeparator(QStringLiteral(",? or |, "));
    static const QStringList notKeywords{
        QStringLiteral("adjacent"),  QStringLiteral("nonadjacent"), QStringLiteral("flying"),
        QStringLiteral("damaged"),   QStringLiteral("undamaged"),   QStringLiteral("other"),
        QStringLiteral("different"), QStringLiteral("marked"),      QStringLiteral("charging"),
        QStringLiteral("target"),    QStringLiteral("targets"),     QStringLiteral("enemy"),
        QStringLiteral("and")}; // "Good and Dragon": either one, which no single restriction says
    const QRegularExpressionMatch match = pattern.match(option);
    if (!match.hasMatch())
        return false;
    const QStringList keywords = match.captured(2).split(listSeparator, Qt::SkipEmptyParts);
    for (const QString& keyword : keywords) {
        if (notKeywords.contains(keyword.toLower()) || parseAlignment(keyword))
            return false; // an alignment in a list of keywords is "any of" across two fields: by hand
    }
    (match.captured(1).isEmpty() ? attack.targets.requiredKeywords : attack.targets.immuneKeywords)
        .append(keywords);
    return true;
}

// "non-Fey living targets only", "Medium or smaller Immobilized target only": each word in front
// restricts the target on its own, and all of them apply.
bool applySingleOption(const QString& option, AttackPower& attack)
{
    for (const Option& candidate : options()) {
        if (const QRegularExpressionMatch match = candidate.pattern.match(option); match.hasMatch()) {
            candidate.apply(match, attack);
            return true;
        }
    }
    return applyKeywordRestriction(option, attack);
}

bool applyCombinedRestriction(const QString& option, AttackPower& attack)
{
    static const QRegularExpression leading(
        QStringLiteral("^(%1 or (?:smaller|larger)|[a-z-]+) (?=\\S.* only$)").arg(pp::size()),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = leading.match(option);
    if (!match.hasMatch())
        return false;
    AttackPower candidate = attack;
    if (!applySingleOption(match.captured(1) + QStringLiteral(" target only"), candidate) ||
        !applyAttackOption(option.mid(match.capturedEnd(0)), candidate))
        return false;
    attack = candidate;
    return true;
}

} // namespace

bool applyAttackOption(const QString& text, AttackPower& attack)
{
    const QString trimmed = text.trimmed();
    return applySingleOption(trimmed, attack) || applyCombinedRestriction(trimmed, attack);
}

} // namespace ddm
