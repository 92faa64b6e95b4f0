// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/battle_tracker.h"

#include "common/item_view_clicks.h"
#include "sandbox/side_label.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ddm::gui {

bool hasActivated(const BattleState& state, const CreatureState& creature)
{
    return state.phase == BattlePhase::Activations && !creature.canActivate();
}

BattleTracker::BattleTracker(QWidget* parent) : QWidget(parent), m_heading(new QLabel(this)), m_creatures(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("battleTracker"));
    m_heading->setObjectName(QStringLiteral("trackerHeading"));
    m_heading->setWordWrap(true);
    // Wraps to the dock's width instead of widening it (and shrinking the board) as the text changes.
    m_heading->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_creatures->setObjectName(QStringLiteral("trackerCreatures"));
    m_creatures->setColumnCount(3);
    m_creatures->setHeaderLabels({tr("Creature"), tr("HP"), tr("Status")});
    m_creatures->setRootIsDecorated(true);
    m_creatures->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_creatures, 1);
    // A click selects a creature, as on the board; Enter does too.
    onClickOrEnter(m_creatures, this, [this](const QModelIndex& index) {
        const QString id = index.siblingAtColumn(0).data(Qt::UserRole).toString();
        if (!id.isEmpty())
            emit creatureActivated(id);
    });
}

QString BattleTracker::summary() const
{
    return m_heading->text();
}

QString BattleTracker::statusOf(const Battle& battle, const CreatureState& creature) const
{
    const BattleState& state = battle.state();
    if (!creature.inPlay())
        return tr("eliminated");
    if (state.turn && state.turn->creature == creature.id)
        return tr("acting");
    if (hasActivated(state, creature))
        return tr("activated");
    return tr("ready");
}

void BattleTracker::show(const Battle& battle)
{
    const BattleState& state = battle.state();
    const BattleSetup& setup = battle.setup();
    QStringList lines;
    switch (state.phase) {
    case BattlePhase::BetweenRounds:
        lines.append(
            state.round == 0
                ? tr("Set-up: arrange your creatures in your start areas, then Start Round rolls initiative "
                     "for round 1.")
                : tr("Round %1 is over: Start Round rolls initiative for round %2.")
                      .arg(state.round)
                      .arg(state.round + 1));
        break;
    case BattlePhase::Activations: {
        const Side active = battle.activeSide().value_or(state.activeSide);
        lines.append(tr("Round %1: %2 is activating, turn %3 of %4.")
                         .arg(state.round)
                         .arg(sideLabel(setup, active))
                         .arg(state.turnsInBlock - state.turnsLeftInBlock + 1)
                         .arg(state.turnsInBlock));
        const Combatant* acting = state.turn ? battle.combatant(state.turn->creature) : nullptr;
        lines.append(acting ? tr("%1 %2 acts: move, attack or use a power, then End Turn.")
                                  .arg(state.turn->creature, acting->card.name)
                            : tr("Pick a creature of %1 to activate, or End Round to let all the rest pass.")
                                  .arg(sideLabel(setup, active)));
        break;
    }
    case BattlePhase::Over:
        if (state.outcome && state.outcome->winner)
            lines.append(tr("Game over: %1 wins (rule %2).")
                             .arg(sideLabel(setup, *state.outcome->winner), state.outcome->rule));
        else
            lines.append(tr("Game over: a draw."));
        break;
    }
    lines.append(tr("Victory points: A %1, B %2 (target %3)")
                     .arg(battle.victoryPoints(Side::A))
                     .arg(battle.victoryPoints(Side::B))
                     .arg(setup.points));
    m_heading->setText(lines.join(QLatin1Char('\n')));

    m_creatures->setHeaderLabels({tr("Creature"), tr("HP"), tr("Status")}); // follows the language
    m_creatures->clear();
    for (Side side : {Side::A, Side::B}) {
        // The warband's name is long: its row spans the columns, with the side's victory points.
        auto* group = new QTreeWidgetItem(
            m_creatures, {tr("%1: %n VP", nullptr, battle.victoryPoints(side)).arg(sideLabel(setup, side))});
        group->setFirstColumnSpanned(true);
        for (const CreatureState& creature : state.creatures) {
            if (creature.side != side)
                continue;
            const Combatant* combatant = battle.combatant(creature.id);
            auto* item = new QTreeWidgetItem(group, {QStringLiteral("%1 %2").arg(creature.id, combatant ? combatant->card.name : QString()),
                                                     QStringLiteral("%1/%2").arg(creature.hitPoints.current).arg(creature.hitPoints.starting),
                                                     statusOf(battle, creature)});
            item->setData(0, Qt::UserRole, creature.id);
            if (!creature.inPlay() || hasActivated(state, creature))
                item->setForeground(0, palette().brush(QPalette::Disabled, QPalette::Text));
            if (state.turn && state.turn->creature == creature.id) {
                QFont bold = item->font(0);
                bold.setBold(true);
                item->setFont(0, bold);
            }
        }
    }
    m_creatures->expandAll();
}

} // namespace ddm::gui
