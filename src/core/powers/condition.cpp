// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/condition.h"

#include "catalog/name_table.h"

namespace ddm {
namespace {

using name_table::NameTable;

constexpr NameTable<Condition, 17> kConditions{
    {{Condition::Blinded, "Blinded"},
     {Condition::Confused, "Confused"},
     {Condition::Dazed, "Dazed"},
     {Condition::Dominated, "Dominated"},
     {Condition::Enervated, "Enervated"},
     {Condition::Helpless, "Helpless"},
     {Condition::Immobilized, "Immobilized"},
     {Condition::Slowed, "Slowed"},
     {Condition::Stunned, "Stunned"},
     {Condition::Invisible, "Invisible"},
     {Condition::Marked, "Marked"},
     {Condition::Petrified, "Petrified"},
     {Condition::GrantingCombatAdvantage, "Granting combat advantage"},
     {Condition::GrantingCombatAdvantage, "Grants combat advantage"},
     // 610: combat advantage granted to every enemy, said in full
     {Condition::GrantingCombatAdvantage, "Grants combat advantage to all enemies"},
     {Condition::Weakened, "Weakened"},
     {Condition::Dazed, "Staggered"}}};

constexpr NameTable<Condition, 13> kConditionRules{{{Condition::Blinded, "901"},
                                           {Condition::Confused, "902"},
                                           {Condition::Dazed, "903"},
                                           {Condition::Dominated, "904"},
                                           {Condition::Enervated, "905"},
                                           {Condition::Helpless, "906"},
                                           {Condition::Immobilized, "907"},
                                           {Condition::Slowed, "909"},
                                           {Condition::Stunned, "910"},
                                           {Condition::Invisible, "804.4.f"},
                                           {Condition::Marked, "810"},
                                           {Condition::Petrified, ""},
                                           {Condition::GrantingCombatAdvantage, "610"}}};

} // namespace

QString conditionName(Condition condition)
{
    return name_table::nameOf(kConditions, condition);
}

std::optional<Condition> parseCondition(const QString& text)
{
    return name_table::parseName(kConditions, text);
}

QString conditionRule(Condition condition)
{
    return name_table::nameOf(kConditionRules, condition);
}

QStringList conditionSpellings()
{
    return name_table::spellingsOf(kConditions);
}

QList<Condition> allConditions()
{
    QList<Condition> conditions;
    for (const auto& [condition, rule] : kConditionRules)
        conditions.append(condition);
    return conditions;
}

} // namespace ddm
