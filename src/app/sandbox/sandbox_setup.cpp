// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sandbox_setup.h"

#include "engine/setup_rules.h"
#include "engine/side_index.h"
#include "sandbox/side_label.h"

#include <QCoreApplication>

#include <algorithm>

namespace ddm::gui {

namespace {

class SetupText {
    Q_DECLARE_TR_FUNCTIONS(SandboxSetup)
};

} // namespace

SandboxSetup buildSandboxSetup(const ResolvedWarband& own, const ResolvedWarband& opponent,
                               const BattleMap& map, const std::array<QString, 2>& names,
                               const SetupDecisions& decisions)
{
    const Side player1Side = opponentOf(decisions.player2Area);
    const Side ownSide = decisions.player1 == 0 ? player1Side : decisions.player2Area;
    const std::array<int, 2> warbandOfSide = ownSide == Side::A ? std::array{0, 1} : std::array{1, 0};
    SandboxSetup result;
    result.setup.map = map;
    result.setup.points = own.warband.points;
    result.setup.scenario = own.warband.scenario;
    for (const Side side : {Side::A, Side::B})
        result.setup.sideNames[sideIndex(side)] = names[warbandOfSide[sideIndex(side)]];
    if (!decisions.rolls[0].isEmpty() || !decisions.rolls[1].isEmpty()) {
        SetupRoll roll;
        for (const Side side : {Side::A, Side::B})
            roll.rolls[sideIndex(side)] = decisions.rolls[warbandOfSide[sideIndex(side)]];
        roll.player1 = player1Side;
        result.setup.setupRoll = roll;
    }
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
    const std::array<const ResolvedWarband*, 2> warbands{&own, &opponent};
    addSide(*warbands[warbandOfSide[0]], Side::A);
    addSide(*warbands[warbandOfSide[1]], Side::B);
    const QStringList homeless = placeInStartAreas(result.setup, player1Side);
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
