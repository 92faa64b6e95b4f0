// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/creature_text.h"

#include <QCoreApplication>

namespace ddm {
QString factionsText(Factions factions)
{
    QStringList names;
    for (Faction faction : allFactions()) {
        if (!factions.testFlag(faction))
            continue;
        switch (faction) {
        case Faction::Borderlands:
            names.append(QCoreApplication::translate("ddm::CreatureText", "Borderlands"));
            break;
        case Faction::Civilization:
            names.append(QCoreApplication::translate("ddm::CreatureText", "Civilization"));
            break;
        case Faction::Underdark:
            names.append(QCoreApplication::translate("ddm::CreatureText", "Underdark"));
            break;
        case Faction::Wild:
            names.append(QCoreApplication::translate("ddm::CreatureText", "Wild"));
            break;
        }
    }
    return names.join(QLatin1Char('/'));
}

QString alignmentText(Alignment alignment)
{
    switch (alignment) {
    case Alignment::Good:
        return QCoreApplication::translate("ddm::CreatureText", "Good");
    case Alignment::Evil:
        return QCoreApplication::translate("ddm::CreatureText", "Evil");
    case Alignment::Unaligned:
        break;
    }
    return QCoreApplication::translate("ddm::CreatureText", "Unaligned");
}

QString speedText(const Creature& creature)
{
    switch (creature.movement) {
    case MovementMode::Flight:
        //: Speed of a flying creature in the catalog table, e.g. "6 fly".
        return QCoreApplication::translate("ddm::CreatureText", "%1 fly").arg(creature.speed);
    case MovementMode::Burrow:
        //: Speed of a burrowing creature in the catalog table, e.g. "4 burrow".
        return QCoreApplication::translate("ddm::CreatureText", "%1 burrow").arg(creature.speed);
    case MovementMode::Normal:
        break;
    }
    return QString::number(creature.speed);
}

QString movementText(MovementMode mode)
{
    switch (mode) {
    case MovementMode::Flight:
        return QCoreApplication::translate("ddm::CreatureText", "Flight");
    case MovementMode::Burrow:
        return QCoreApplication::translate("ddm::CreatureText", "Burrow");
    case MovementMode::Normal:
        break;
    }
    return {};
}

} // namespace ddm
