// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/bonus_list.h"

#include "powers/ability_parser.h"
#include "powers/damage_type.h"
#include "powers/power_patterns.h"

#include <QRegularExpression>

namespace ddm {
namespace {

namespace pp = power_patterns;

// "+4 Attack and +10 Damage", "-3 AC and +5 {m} Damage", "+2 DEF", "+10 cold damage", each
// unconditional; with "with {m} attacks" ("on {r} attacks") limiting them all. None when they are not all
// read.
struct BonusList {
    QList<StaticModifier> bonuses;
    QString rest; // what follows the list: its condition
};

std::optional<BonusList> readBonuses(const QString& text)
{
    static const QString one =
        QStringLiteral("([+-]) ?(\\d+) (?:(\\{m\\}|\\{r\\}|melee|ranged) )?(?:(") + pp::damageType() +
        QStringLiteral(") )?(?:to )?(attack|damage|ac|def|defenses|all defenses|speed)\\b");
    static const QRegularExpression item(QStringLiteral("(?:,? and |, )?") + one,
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression limit(
        QStringLiteral("^ (?:with|on) (\\{m\\}|\\{r\\}|melee|ranged) attacks"),
        QRegularExpression::CaseInsensitiveOption);
    BonusList list;
    qsizetype at = 0;
    for (QRegularExpressionMatch match = item.match(text, at, QRegularExpression::NormalMatch,
                                                    QRegularExpression::AnchorAtOffsetMatchOption);
         match.hasMatch(); match = item.match(text, at, QRegularExpression::NormalMatch,
                                              QRegularExpression::AnchorAtOffsetMatchOption)) {
        StaticModifier bonus;
        bonus.condition = ModifierCondition::Always;
        bonus.amount = match.captured(2).toInt() * (match.captured(1) == QLatin1String("-") ? -1 : 1);
        bonus.attacks = pp::attackKindWord(match.captured(3));
        bonus.damageType = parseDamageType(match.captured(4)).value_or(DamageType::Untyped);
        const QString statistic = match.captured(5).toLower();
        bonus.statistic = statistic == QLatin1String("attack")         ? Statistic::Attack
                          : statistic == QLatin1String("damage")       ? Statistic::Damage
                          : statistic == QLatin1String("ac")           ? Statistic::AC
                          : statistic == QLatin1String("speed")        ? Statistic::Speed
                          : statistic == QLatin1String("all defenses") ? Statistic::AllDefences
                                                                       : Statistic::Fortitude;
        if (!match.captured(4).isEmpty() && bonus.statistic != Statistic::Damage)
            return std::nullopt;
        list.bonuses.append(bonus);
        // 209.3: "DEF" is the three defenses, Fortitude, Reflex and Will, not AC.
        if (bonus.statistic == Statistic::Fortitude) {
            for (const Statistic defence : {Statistic::Reflex, Statistic::Will}) {
                bonus.statistic = defence;
                list.bonuses.append(bonus);
            }
        }
        at = match.capturedEnd(0);
    }
    if (list.bonuses.isEmpty())
        return std::nullopt;
    QString rest = text.mid(at);
    if (const QRegularExpressionMatch kind = limit.match(rest); kind.hasMatch()) {
        for (StaticModifier& bonus : list.bonuses) {
            if (bonus.statistic != Statistic::Attack && bonus.statistic != Statistic::Damage)
                return std::nullopt;
            bonus.attacks = pp::attackKindWord(kind.captured(1));
        }
        rest = rest.mid(kind.capturedLength(0));
    }
    list.rest = rest.trimmed();
    return list;
}

// A condition after the bonuses ("against Bloodied targets", "while charging"), read as the static
// bonuses of the cards read it; false when it is not one of those.
bool applyCondition(const QString& clause, QList<StaticModifier>& bonuses)
{
    if (clause.isEmpty())
        return true;
    CreatureAbilities scratch;
    if (!readAbilities(QStringLiteral("+1 Attack ") + clause, scratch).isEmpty() ||
        scratch.modifiers.size() != 1 || !(scratch == [&] {
            CreatureAbilities only;
            only.modifiers = scratch.modifiers;
            return only;
        }()))
        return false;
    const StaticModifier& read = scratch.modifiers.first();
    for (StaticModifier& bonus : bonuses) {
        // The engine weighs a condition on the attack only for attack and damage.
        if (bonus.statistic != Statistic::Attack && bonus.statistic != Statistic::Damage)
            return false;
        const StaticModifier kept = bonus;
        bonus = read;
        bonus.statistic = kept.statistic;
        bonus.amount = kept.amount;
        bonus.damageType = kept.damageType;
        bonus.attacks = kept.attacks ? kept.attacks : read.attacks;
    }
    return true;
}

} // namespace

std::optional<QList<StaticModifier>> readGrantedBonuses(const QString& text)
{
    std::optional<BonusList> list = readBonuses(text);
    if (!list || !applyCondition(list->rest, list->bonuses))
        return std::nullopt;
    return list->bonuses;
}

} // namespace ddm
