// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/setup_hint.h"

#include "engine/setup_rules.h"
#include "powers/card_profile.h"

#include <QCoreApplication>

#include <algorithm>

namespace ddm::gui {

namespace {

class HintText {
    Q_DECLARE_TR_FUNCTIONS(SetupHint)
};

} // namespace

QString setupHint(const BattleSetup& setup, const QString& id)
{
    const auto creature = std::find_if(setup.creatures.cbegin(), setup.creatures.cend(),
                                       [&id](const CreatureSetup& c) { return c.id == id; });
    if (creature == setup.creatures.cend())
        return {};
    const CreatureAbilities abilities = parseCard(creature->card).abilities;
    switch (setupEntryOf(abilities)) {
    case SetupEntry::Scout:
        return HintText::tr(
                   "%1 is a Scout: drag it into a free victory area (framed) or keep it in its start area "
                   "(rule 707.12.a)")
            .arg(id);
    case SetupEntry::WanderingMonster:
        return creature->wanderRolls
                   ? HintText::tr(
                         "%1 is a Wandering Monster: it sets up in the victory area its roll picked (framed, "
                         "rule 707.15.a)")
                         .arg(id)
                   : HintText::tr("%1 is a Wandering Monster: roll for its victory area before round 1 (rule "
                                  "707.15.a)")
                         .arg(id);
    case SetupEntry::OffMap:
        return HintText::tr("%1 starts the battle off the battle map, as its card says (rule 109.1)").arg(id);
    case SetupEntry::NearStartArea:
        return HintText::tr(
                   "%1 tends to wander: drag it into start area %2 or within %3 squares of it, as its "
                   "card says (rule 109.1)")
            .arg(id, sideName(creature->side))
            .arg(abilities.setsUpNearStartArea);
    case SetupEntry::StartArea:
        break;
    }
    return HintText::tr("Set-up: drag %1 anywhere entirely within start area %2 (rule 102.6.a)")
        .arg(id, sideName(creature->side));
}

} // namespace ddm::gui
