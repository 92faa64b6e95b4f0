// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/advantage_grant.h"

#include "powers/power_patterns.h"
#include "powers/target_phrase.h"

#include <QRegularExpression>

namespace ddm {
namespace {

constexpr auto caseless = QRegularExpression::CaseInsensitiveOption;

// A clause after the targets' noun: "adjacent to an ally of this creature", "that is adjacent to an
// ally", "adjacent to 2 or more Kruthik enemies or allies", and the standing bonuses' "that have not
// activated this round", "with lower Speed".
std::optional<TargetRestrictions> clauseRestriction(const QString& clause)
{
    static const QRegularExpression nextToAlly(
        QStringLiteral("^(?:that (?:is|are) |they are )?adjacent to an ally(?: of this creature)?$"),
        caseless);
    static const QRegularExpression kin(
        QStringLiteral("^adjacent to (\\d+) or more ([a-z][\\w-]*) (?:enemies or allies|creatures)$"),
        caseless);
    TargetRestrictions restrictions;
    if (nextToAlly.match(clause).hasMatch()) {
        restrictions.adjacentToAlly = QString(); // any ally of the attacker
        return restrictions;
    }
    if (const QRegularExpressionMatch match = kin.match(clause); match.hasMatch()) {
        restrictions.adjacentKin = match.captured(2);
        restrictions.adjacentKinCount = match.captured(1).toInt();
        return restrictions;
    }
    return targetsOf(QStringLiteral("against creatures ") + clause);
}

// The targets that grant it: "creatures with lower Speed", "bloodied enemies", "any enemy that is
// adjacent to an ally", "an Immobilized target": words before the noun or a clause after it, not both.
std::optional<TargetRestrictions> targetsNamed(const QString& phrase)
{
    static const QRegularExpression noun(
        QStringLiteral("^(?:any |an? )?(?:([\\w-]+) )?(?:creatures?|enem(?:y|ies)|targets?)(?: (.+))?$"),
        caseless);
    const QRegularExpressionMatch match = noun.match(phrase);
    if (!match.hasMatch() || match.hasCaptured(1) == match.hasCaptured(2))
        return std::nullopt;
    if (match.hasCaptured(2))
        return clauseRestriction(match.captured(2));
    std::optional<TargetRestrictions> restrictions = standingWords(match.captured(1));
    if (!restrictions)
        restrictions = readTargetWords(match.captured(1));
    // "Marked enemies": marked by this creature (810), which the condition alone does not say.
    if (!restrictions || *restrictions == TargetRestrictions{} ||
        restrictions->requiredConditions.contains(Condition::Marked))
        return std::nullopt;
    return restrictions;
}

std::optional<AdvantageGrant> ownAttacks(const std::optional<TargetRestrictions>& against,
                                         const QString& kind = QString())
{
    if (!against)
        return std::nullopt;
    AdvantageGrant grant;
    grant.against = *against;
    grant.attacks = power_patterns::attackKindWord(kind);
    return grant;
}

// Multiple Threats and its kin: the enemies near the holder grant it to the creatures named.
std::optional<AdvantageGrant> auraGrant(int radius, const QString& recipients)
{
    static const QRegularExpression selfAndAllies(
        QStringLiteral("^this creature and (?:its allies|each ally)$"), caseless);
    AdvantageGrant grant;
    grant.aura = radius;
    if (selfAndAllies.match(recipients).hasMatch()) {
        grant.recipients.self = true;
        return grant;
    }
    if (recipients.compare(QLatin1String("this creature's allies"), Qt::CaseInsensitive) == 0)
        return grant;
    const std::optional<CreatureGroup> group = readCreatureGroup(recipients);
    if (!group || group->self || group->enemies)
        return std::nullopt;
    grant.recipients = *group;
    return grant;
}

} // namespace

QString advantageGrantPattern()
{
    // A sentence runs to its full stop, past a "vs.".
    return QStringLiteral(
        "((?:[^.;:]|vs\\.)*combat advantage(?:[^.;:]|vs\\.)*|whenever this creature makes an? "
        "[^.;:]*attack against [^.;:]+: this creature has combat advantage on that "
        "attack)(?<!\\bvs)(?=[.;]|$)");
}

std::optional<AdvantageGrant> readAdvantageGrant(const QString& sentence)
{
    const QString text = sentence.trimmed();
    static const QRegularExpression own(
        QStringLiteral("^(?:this creature )?(?:always )?(?:has )?combat advantage (?:against|vs\\.) (.+)$"),
        caseless);
    if (const QRegularExpressionMatch match = own.match(text); match.hasMatch())
        return ownAttacks(targetsNamed(match.captured(1)));
    static const QRegularExpression granting(
        QStringLiteral(
            "^enemies (?:(.+) )?grant combat advantage to this creature(?: whenever they are (.+))?$"),
        caseless);
    if (const QRegularExpressionMatch match = granting.match(text); match.hasMatch()) {
        if (match.hasCaptured(1) == match.hasCaptured(2))
            return std::nullopt;
        return ownAttacks(clauseRestriction(match.captured(match.hasCaptured(1) ? 1 : 2)));
    }
    static const QRegularExpression whenever(
        QStringLiteral("^whenever this creature makes an? (?:(\\{m\\}|\\{r\\}) )?attack against (.+): this "
                       "creature has combat advantage on that attack$"),
        caseless);
    if (const QRegularExpressionMatch match = whenever.match(text); match.hasMatch())
        return ownAttacks(targetsNamed(match.captured(2)), match.captured(1));
    static const QRegularExpression aura(
        QStringLiteral("^(?:\\(aura(?: (\\d+))?\\) )?(?:(enemies in aura)|each enemy adjacent to this "
                       "creature|enemies adjacent to this creature) grants? combat advantage to (.+)$"),
        caseless);
    if (const QRegularExpressionMatch match = aura.match(text); match.hasMatch()) {
        if (match.hasCaptured(2) && !match.hasCaptured(1))
            return std::nullopt; // "in aura" with no radius printed
        return auraGrant(match.hasCaptured(2) ? match.captured(1).toInt() : 1, match.captured(3));
    }
    static const QRegularExpression allies(
        QStringLiteral(
            "^(.+ allies) have combat advantage (?:against|vs\\.) enemies adjacent to this creature$"),
        caseless);
    if (const QRegularExpressionMatch match = allies.match(text); match.hasMatch())
        return auraGrant(1, match.captured(1));
    return std::nullopt;
}

} // namespace ddm
