#include "builder/display_names.h"

#include <QCoreApplication>

namespace ddm {

QString factionDisplayName(Faction faction)
{
    switch (faction) {
    case Faction::Borderlands:
        return QCoreApplication::translate("Faction", "Borderlands");
    case Faction::Civilization:
        return QCoreApplication::translate("Faction", "Civilization");
    case Faction::Underdark:
        return QCoreApplication::translate("Faction", "Underdark");
    case Faction::Wild:
        return QCoreApplication::translate("Faction", "Wild");
    }
    return factionName(faction);
}

QString factionDisplayName(const std::optional<Faction>& faction)
{
    return faction ? factionDisplayName(*faction) : QCoreApplication::translate("Faction", "No faction");
}

QString scenarioDisplayName(Scenario scenario)
{
    switch (scenario) {
    case Scenario::Assault:
        return QCoreApplication::translate("Scenario", "Assault");
    case Scenario::Bounty:
        return QCoreApplication::translate("Scenario", "Bounty");
    case Scenario::Uncontested:
        return QCoreApplication::translate("Scenario", "Uncontested");
    case Scenario::SealedBooster:
        return QCoreApplication::translate("Scenario", "Sealed booster");
    }
    return scenarioKey(scenario);
}

QString formatDisplayName(int points)
{
    return QCoreApplication::translate("WarbandFormat", "%1 points").arg(points);
}

} // namespace ddm
