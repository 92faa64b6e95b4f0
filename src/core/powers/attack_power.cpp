// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_power.h"

#include "catalog/name_table.h"

namespace ddm {
namespace {

using name_table::NameTable;

constexpr NameTable<Defence, 6> kDefences{{{Defence::AC, "AC"},
                                           {Defence::Fortitude, "Fortitude"},
                                           {Defence::Reflex, "Reflex"},
                                           {Defence::Will, "Will"},
                                           {Defence::Fortitude, "Fort"},
                                           {Defence::Reflex, "Ref"}}};
constexpr NameTable<AttackKind, 4> kKinds{{{AttackKind::Melee, "Melee"},
                                           {AttackKind::Ranged, "Ranged"},
                                           {AttackKind::Close, "Close"},
                                           {AttackKind::Area, "Area"}}};
constexpr NameTable<AreaShape, 7> kShapes{{{AreaShape::None, "None"},
                                           {AreaShape::Blast, "Blast"},
                                           {AreaShape::Burst, "Burst"},
                                           {AreaShape::Radius, "Radius"},
                                           {AreaShape::Line, "Line"},
                                           {AreaShape::SmallCone, "Small cone"},
                                           {AreaShape::LargeCone, "Large cone"}}};
constexpr NameTable<RechargeTrigger, 37> kRecharges{
    {{RechargeTrigger::FirstBloodied, "FirstBloodied"},
     {RechargeTrigger::MoveAction, "MoveAction"},
     {RechargeTrigger::MinorAction, "MinorAction"},
     {RechargeTrigger::AttackAction, "AttackAction"},
     {RechargeTrigger::StartOfTurnNoAdjacent, "StartOfTurnNoAdjacent"},
     {RechargeTrigger::EndOfTurnNoAdjacent, "EndOfTurnNoAdjacent"},
     {RechargeTrigger::HitsWithMelee, "HitsWithMelee"},
     {RechargeTrigger::HitsWithRanged, "HitsWithRanged"},
     {RechargeTrigger::MissesWithMelee, "MissesWithMelee"},
     {RechargeTrigger::MissesWithBasic, "MissesWithBasic"},
     {RechargeTrigger::HitsWithBasic, "HitsWithBasic"},
     {RechargeTrigger::DestroysEnemy, "DestroysEnemy"},
     {RechargeTrigger::TakesDamage, "TakesDamage"},
     {RechargeTrigger::HitByMelee, "HitByMelee"},
     {RechargeTrigger::AllyDestroyed, "AllyDestroyed"},
     {RechargeTrigger::EnemyDestroyed, "EnemyDestroyed"},
     {RechargeTrigger::AttackHits, "AttackHits"},
     {RechargeTrigger::AttackMisses, "AttackMisses"},
     {RechargeTrigger::StartOfTurnUnseen, "StartOfTurnUnseen"},
     {RechargeTrigger::EndOfTurnUnseen, "EndOfTurnUnseen"},
     {RechargeTrigger::EndOfTurnNoMove, "EndOfTurnNoMove"},
     {RechargeTrigger::EndOfTurnNoAttack, "EndOfTurnNoAttack"},
     {RechargeTrigger::EndOfTurnInVictoryArea, "EndOfTurnInVictoryArea"},
     {RechargeTrigger::HitByAttack, "HitByAttack"},
     {RechargeTrigger::MissedByAttack, "MissedByAttack"},
     {RechargeTrigger::DamagedByEnemy, "DamagedByEnemy"},
     {RechargeTrigger::NoneAffected, "NoneAffected"},
     {RechargeTrigger::UsesPower, "UsesPower"},
     {RechargeTrigger::MissedByMelee, "MissedByMelee"},
     {RechargeTrigger::AttackDestroys, "AttackDestroys"},
     {RechargeTrigger::DestroysStunnedEnemy, "DestroysStunnedEnemy"},
     {RechargeTrigger::DestroysStunnedCreature, "DestroysStunnedCreature"},
     {RechargeTrigger::WeakenedDestroyed, "WeakenedDestroyed"},
     {RechargeTrigger::EnemyEndsTurnAdjacent, "EnemyEndsTurnAdjacent"},
     {RechargeTrigger::BloodiesEnemy, "BloodiesEnemy"},
     {RechargeTrigger::BloodiesEnemyWithAttack, "BloodiesEnemyWithAttack"},
     {RechargeTrigger::MovesThreeSquares, "MovesThreeSquares"}}};

constexpr NameTable<Statistic, 21> kStatistics{{{Statistic::Attack, "Attack"},
                                                {Statistic::Damage, "Damage"},
                                                {Statistic::AC, "AC"},
                                                {Statistic::Fortitude, "Fortitude"},
                                                {Statistic::Reflex, "Reflex"},
                                                {Statistic::Will, "Will"},
                                                {Statistic::AllDefences, "All defences"},
                                                {Statistic::Speed, "Speed"},
                                                {Statistic::ResistAll, "Resist All"},
                                                {Statistic::Flight, "Flight"},
                                                {Statistic::Burrow, "Burrow"},
                                                {Statistic::Phasing, "Phasing"},
                                                {Statistic::Insubstantial, "Insubstantial"},
                                                {Statistic::Hide, "Hide"},
                                                {Statistic::Conceal, "Conceal"},
                                                {Statistic::NoHealing, "Cannot heal"},
                                                {Statistic::Fortitude, "Fort"},
                                                {Statistic::Reflex, "Ref"},
                                                {Statistic::Defences, "DEF"},
                                                {Statistic::AllDefences, "All defenses"},
                                                {Statistic::Attack, "All attacks"}}};

} // namespace

QString statisticName(Statistic statistic)
{
    return name_table::nameOf(kStatistics, statistic);
}
std::optional<Statistic> parseStatistic(const QString& text)
{
    return name_table::parseName(kStatistics, text);
}

QString defenceName(Defence defence)
{
    return name_table::nameOf(kDefences, defence);
}

std::optional<Defence> parseDefence(const QString& text)
{
    // The cards print "DEF(Will)" and "DEF (Fort)" as often as the bare name.
    QString name = text.trimmed();
    if (name.startsWith(QLatin1String("DEF"), Qt::CaseInsensitive)) {
        name = name.mid(3).trimmed();
        if (name.startsWith(QLatin1Char('(')) && name.endsWith(QLatin1Char(')')))
            name = name.mid(1, name.size() - 2);
    }
    return name_table::parseName(kDefences, name);
}

Statistic defenceStatistic(Defence defence)
{
    switch (defence) {
    case Defence::AC:
        return Statistic::AC;
    case Defence::Fortitude:
        return Statistic::Fortitude;
    case Defence::Reflex:
        return Statistic::Reflex;
    case Defence::Will:
        return Statistic::Will;
    }
    return Statistic::AC;
}

bool raisesDefence(Statistic statistic, Defence defence)
{
    return statistic == Statistic::AllDefences || statistic == defenceStatistic(defence) ||
           (statistic == Statistic::Defences && defence != Defence::AC);
}

QString attackKindName(AttackKind kind)
{
    return name_table::nameOf(kKinds, kind);
}
std::optional<AttackKind> parseAttackKind(const QString& text)
{
    return name_table::parseName(kKinds, text);
}
QString areaShapeName(AreaShape shape)
{
    return name_table::nameOf(kShapes, shape);
}
std::optional<AreaShape> parseAreaShape(const QString& text)
{
    return name_table::parseName(kShapes, text);
}
QString rechargeTriggerName(RechargeTrigger trigger)
{
    return name_table::nameOf(kRecharges, trigger);
}

int AttackEffects::totalDamage() const
{
    int total = 0;
    for (const DamagePart& part : damage)
        total += part.amount;
    return total;
}

} // namespace ddm
