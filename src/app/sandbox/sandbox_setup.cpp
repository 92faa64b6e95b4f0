// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sandbox_setup.h"

#include "engine/setup_rules.h"
#include "sandbox/side_label.h"

#include <QCoreApplication>

#include <algorithm>

namespace ddm::gui {

namespace {

class SetupText {
    Q_DECLARE_TR_FUNCTIONS(SandboxSetup)
};

} // namespace

SandboxSetup buildSandboxSetup(const ResolvedWarband& sideA, const ResolvedWarband& sideB,
                               const BattleMap& map, const std::array<QString, 2>& names)
{
    SandboxSetup result;
    result.setup.map = map;
    result.setup.sideNames = names;
    result.setup.points = sideA.warband.points;
    result.setup.scenario = sideA.warband.scenario;
    const auto addSide = [&result](const ResolvedWarband& warband, Side side) {
        int number = 0;
        for (const ResolvedEntry& entry : warband.creatures) {
            if (!entry.creature) {
                result.problems.append(
                    SetupText::tr("%1: \"%2\" has no card in the catalog and stays out of the battle.")
                        .arg(sideLabel(result.setup, side), entry.entry.name));
                continue;
            }
            if (setupEntryOf(*entry.creature) == SetupEntry::OffMap) {
                result.problems.append(
                    SetupText::tr(
                        "%1: %2 starts the battle off the battle map, as its card says; the sandbox "
                        "cannot bring a creature in during the battle, so it stays out (rule 109.1).")
                        .arg(sideLabel(result.setup, side), entry.creature->name));
                continue;
            }
            CreatureSetup creature;
            creature.id = QStringLiteral("%1%2").arg(sideName(side)).arg(++number);
            creature.side = side;
            creature.card = *entry.creature;
            result.setup.creatures.append(creature);
        }
    };
    addSide(sideA, Side::A);
    addSide(sideB, Side::B);
    const QStringList homeless = placeInStartAreas(result.setup, kSandboxPlayer1);
    for (const QString& id : homeless) {
        const auto it = std::find_if(result.setup.creatures.cbegin(), result.setup.creatures.cend(),
                                     [&id](const CreatureSetup& creature) { return creature.id == id; });
        result.problems.append(SetupText::tr("%1 %2 finds no room in its start area and stays out of the battle (rule 102.6.c).")
                                   .arg(id, it->card.name));
    }
    result.setup.creatures.removeIf([&homeless](const CreatureSetup& creature) { return homeless.contains(creature.id); });
    return result;
}

} // namespace ddm::gui
