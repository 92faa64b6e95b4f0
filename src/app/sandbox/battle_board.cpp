// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/battle_board.h"

#include "board/line_of_sight.h"
#include "combat/hit_points.h"
#include "engine/battle_view.h"
#include "engine/template_area.h"
#include "powers/damage_type.h"
#include "sandbox/battle_tracker.h"
#include "sandbox/board_scene.h"
#include "sandbox/condition_text.h"
#include "sandbox/move_paths.h"
#include "sandbox/token_item.h"

#include <algorithm>

namespace ddm::gui {

namespace {

TokenInfo tokenInfo(const Battle& battle, const CreatureState& creature)
{
    TokenInfo info;
    info.id = creature.id;
    const Combatant* combatant = battle.combatant(creature.id);
    info.name = combatant ? combatant->card.name : QString();
    info.side = creature.side;
    info.space = creature.space;
    info.hp = creature.hitPoints.current;
    info.startingHp = creature.hitPoints.starting;
    info.temporaryHp = creature.hitPoints.temporary;
    info.bloodied = isBloodied(creature.hitPoints);
    QList<Condition> conditions = creature.effects.effective().values();
    // "Invisible until it attacks" (card text) shows as the condition until then.
    if (combatant && combatant->profile.abilities.invisibleUntilAttacks && !creature.hasAttacked &&
        !conditions.contains(Condition::Invisible))
        conditions.append(Condition::Invisible);
    std::sort(conditions.begin(), conditions.end());
    for (Condition condition : conditions) {
        info.badges.append(conditionBadge(condition));
        info.conditions.append(conditionLabel(condition));
    }
    for (const ActiveOngoingDamage& ongoing : creature.effects.ongoing()) {
        info.badges.append(QStringLiteral("~%1").arg(ongoing.damage.amount));
        info.conditions.append(TokenItem::tr("ongoing %1 %2 damage")
                                   .arg(ongoing.damage.amount)
                                   .arg(damageTypeName(ongoing.damage.type)));
    }
    const BattleState& state = battle.state();
    info.acting = state.turn && state.turn->creature == creature.id;
    info.activated = hasActivated(state, creature) && !info.acting;
    return info;
}

CoverMethod coverMethodFor(const AttackPower& power)
{
    switch (power.kind) {
    case AttackKind::Melee:
        return CoverMethod::Melee;
    case AttackKind::Ranged:
        return CoverMethod::Ranged;
    case AttackKind::Close:
        return power.shape == AreaShape::Blast ? CoverMethod::CloseBlast : CoverMethod::CloseBurst;
    case AttackKind::Area:
        return CoverMethod::AreaRadius;
    }
    return CoverMethod::Melee;
}

bool aimsAtSquare(const AttackPower& power)
{
    return power.kind == AttackKind::Area || (power.kind == AttackKind::Close && power.shape == AreaShape::Blast);
}

} // namespace

BattleBoard::BattleBoard(BoardScene* scene, QObject* parent)
    : QObject(parent)
    , m_scene(scene)
    , m_overlay(scene)
    , m_setupOverlay(scene)
    , m_outcomeMarks(scene)
{
    connect(scene, &BoardScene::squarePressed, this, &BattleBoard::pressed);
    connect(scene, &BoardScene::squareReleased, this, &BattleBoard::released);
}

BattleBoard::~BattleBoard()
{
    if (m_scene)
        qDeleteAll(m_tokens);
}

void BattleBoard::show(const Battle& battle)
{
    m_battle = &battle;
    if (!(m_scene->map() == battle.setup().map))
        m_scene->setMap(battle.setup().map);
    const CreatureState* selected = battle.state().creature(m_selected);
    if (!selected || !selected->inPlay()) {
        m_selected.clear();
        m_attack = 0;
    }
    // A creature whose turn is over aims no more: a click on its last target selects that target.
    if (m_attack > 0 && !battle.canAct(m_selected)) {
        m_attack = 0;
        clearAim();
    }
    // Aims that no longer name creatures in play are dropped; a line or cone is laid again on the
    // battle as it now stands (someone may have stepped in or out), and goes when it no longer fits.
    m_aimed.removeIf([&battle](const QString& id) {
        const CreatureState* target = battle.state().creature(id);
        return !target || !target->inPlay();
    });
    if (m_template) {
        m_template = m_attack > 0 ? battle.aimTemplate(m_selected, m_attack, m_templateClick) : std::nullopt;
        m_aimed = m_template ? m_template->targets : QStringList{};
    }
    updateTokens();
    updateOverlay();
    m_outcomeMarks.show(latestOutcomes(battle.log()).outcomes, battle.state());
}

void BattleBoard::setInteractive(bool interactive)
{
    m_interactive = interactive;
    if (!interactive)
        select(QString());
}

void BattleBoard::select(const QString& id)
{
    if (id == m_selected)
        return;
    m_selected = id;
    m_attack = 0;
    clearAim();
    updateTokens();
    updateOverlay();
    emit selectionChanged(id);
}

void BattleBoard::setAttack(int attack)
{
    m_attack = m_battle && m_battle->canAct(m_selected) ? attack : 0;
    clearAim();
    updateOverlay();
}

bool BattleBoard::attackHasNoTarget() const
{
    const Combatant* attacker = m_battle ? m_battle->combatant(m_selected) : nullptr;
    const AttackPower* power = attacker ? attacker->attack(m_attack) : nullptr;
    // Lines, cones, blasts and area attacks aim at squares: some square always takes them.
    return power && !laysTemplate(*power) && !aimsAtSquare(*power) &&
           m_battle->validTargets(m_selected, m_attack).isEmpty();
}

void BattleBoard::clearAim()
{
    const bool had = !m_aimed.isEmpty() || m_origin || m_template;
    m_aimed.clear();
    m_origin.reset();
    m_template.reset();
    if (had) {
        updateOverlay();
        emit aimChanged();
    }
}

QString BattleBoard::creatureAt(Square square) const
{
    if (!m_battle)
        return {};
    for (const CreatureState& creature : m_battle->state().creatures) {
        if (creature.inPlay() && creature.space.contains(square))
            return creature.id;
    }
    return {};
}

void BattleBoard::pressed(Square square, Qt::MouseButton button)
{
    m_pressSquare.reset();
    if (!m_interactive || !m_battle || button != Qt::LeftButton)
        return;
    m_pressSquare = square;
    m_pressCreature = creatureAt(square);
}

void BattleBoard::released(Square square, Qt::MouseButton button)
{
    if (!m_pressSquare || button != Qt::LeftButton)
        return;
    const Square press = *m_pressSquare;
    m_pressSquare.reset();
    if (m_attack > 0) {
        // A creature that is no target of the attack is selected instead; an empty square is said to
        // be no target, rather than taken silently.
        if (aimAt(square) || !(press == square))
            return;
        if (!m_pressCreature.isEmpty())
            select(m_pressCreature);
        else
            emit notATarget(square);
        return;
    }
    const CreatureState* chosen = m_battle->state().creature(m_selected);
    if (!m_pressCreature.isEmpty() && m_pressCreature == m_selected && !(press == square) && chosen) {
        // A drag: the token keeps the square it was picked up by under the pointer.
        requestMove(chosen->space.topLeft.offset(square.x - press.x, square.y - press.y));
        return;
    }
    if (!(press == square))
        return;
    if (!m_pressCreature.isEmpty())
        select(m_pressCreature);
    else if (chosen)
        requestMove(square);
}

void BattleBoard::requestMove(Square topLeft)
{
    if (m_battle->history().isEmpty()) {
        emit setupMoveRequested(m_selected, topLeft);
        return;
    }
    emit moveRequested(moveAction(*m_battle, m_selected, topLeft, m_moveKind));
}

void BattleBoard::setMoveKind(MoveKind kind)
{
    m_moveKind = kind;
    updateOverlay();
}

bool BattleBoard::chargeable(const AttackPower& power, const QString& target) const
{
    // A charge makes the melee basic attack, or the power picked when its card allows (413.3.a).
    const bool charges = power.kind == AttackKind::Melee || power.madeOnCharge();
    return charges && m_battle->areEnemies(m_selected, target) &&
           chargePath(*m_battle, m_selected, target).has_value();
}

bool BattleBoard::attackAimed() const
{
    if (m_aimed.isEmpty() || m_template)
        return !m_aimed.isEmpty() || m_origin.has_value();
    const QStringList valid = m_battle->validTargets(m_selected, m_attack);
    return std::all_of(m_aimed.cbegin(), m_aimed.cend(),
                       [&](const QString& id) { return valid.contains(id); });
}

bool BattleBoard::aimAt(Square square)
{
    const Combatant* attacker = m_battle->combatant(m_selected);
    const AttackPower* power = attacker ? attacker->attack(m_attack) : nullptr;
    if (!power)
        return false;
    if (laysTemplate(*power))
        return aimTemplateAt(square);
    const QString target = creatureAt(square);
    bool aimed = false;
    if (!target.isEmpty() &&
        (m_battle->validTargets(m_selected, m_attack).contains(target) || chargeable(*power, target))) {
        // A second click takes the aim back; several targets are aimed in order (601.1).
        if (m_aimed.contains(target))
            m_aimed.removeAll(target);
        else
            m_aimed.append(target);
        aimed = true;
    }
    // Area attacks and blasts: an empty square is the origin; so is the first target clicked.
    if (aimsAtSquare(*power) && (target.isEmpty() || (aimed && !m_origin))) {
        m_origin = square;
        aimed = true;
    }
    if (!aimed)
        return false;
    updateOverlay();
    emit aimChanged();
    return true;
}

// Every click lays the template anew: the creatures in it are the aimed targets (608.4.b, 608.6.c).
bool BattleBoard::aimTemplateAt(Square square)
{
    std::optional<TemplateAim> aim = m_battle->aimTemplate(m_selected, m_attack, square);
    if (!aim)
        return false;
    m_template = std::move(aim);
    m_templateClick = square;
    m_aimed = m_template->targets;
    updateOverlay();
    emit aimChanged();
    return true;
}

void BattleBoard::updateTokens()
{
    QSet<QString> shown;
    for (const CreatureState& creature : m_battle->state().creatures) {
        if (!creature.inPlay())
            continue;
        TokenInfo info = tokenInfo(*m_battle, creature);
        info.selected = creature.id == m_selected;
        shown.insert(creature.id);
        if (TokenItem* token = m_tokens.value(creature.id)) {
            token->setInfo(info);
        } else {
            token = new TokenItem(info);
            m_scene->addItem(token);
            m_tokens.insert(creature.id, token);
        }
    }
    for (auto it = m_tokens.begin(); it != m_tokens.end();) {
        if (shown.contains(it.key())) {
            ++it;
        } else {
            delete it.value();
            it = m_tokens.erase(it);
        }
    }
}

void BattleBoard::updateOverlay()
{
    m_overlay.clear();
    // Before round 1 the set-up marks; they go with the first action.
    if (m_battle && m_interactive && m_battle->history().isEmpty())
        m_setupOverlay.show(m_battle->setup(), m_selected);
    else
        m_setupOverlay.clear();
    if (!m_battle || m_selected.isEmpty() || !m_interactive)
        return;
    if (m_attack == 0) {
        // Before the battle any square of the start area will do; afterwards, a Move's, a shift's or a
        // squeeze's reach.
        if (!m_battle->history().isEmpty() && m_battle->canMove(m_selected))
            m_overlay.showReach(m_moveKind == MoveKind::Squeeze
                                    ? m_battle->squeezeReach(m_selected).ends()
                                    : m_battle->reachableSquares(m_selected, m_moveKind).destinations());
        return;
    }
    QList<Space> targets;
    QList<Space> aimed;
    // A laid line or cone attacks whoever is in it; other attacks offer their valid targets.
    const QStringList candidates = m_template ? m_template->targets : m_battle->validTargets(m_selected, m_attack);
    for (const QString& id : candidates) {
        const Space space = m_battle->state().creature(id)->space;
        targets.append(space);
        if (m_aimed.contains(id))
            aimed.append(space);
    }
    m_overlay.showTargets(targets, aimed, m_origin);
    if (m_template)
        m_overlay.showTemplate(m_template->squares, m_template->origin);
    else
        m_overlay.showTemplate({}, {});
    showAimLines();
}

void BattleBoard::showAimLines()
{
    const CreatureState* attacker = m_battle->state().creature(m_selected);
    const AttackPower* power = m_battle->combatant(m_selected)->attack(m_attack);
    if (m_aimed.isEmpty() || !attacker || !power)
        return;
    const CreatureState* target = m_battle->state().creature(m_aimed.constLast());
    const Occupancy occupancy = buildOccupancy(m_battle->setup(), m_battle->combatants(), m_battle->state());
    const Occupant* occupant = occupancy.find(target->id);
    if (!occupant)
        return;
    const Space origin = aimsAtSquare(*power) && m_origin ? Space{*m_origin, 1} : attacker->space;
    // Pinpoint Shot (card text): no cover to show; Sharpshooter: none from enemies.
    const CreatureAbilities& abilities = m_battle->combatant(m_selected)->profile.abilities;
    const CoverResult cover =
        abilities.ignoresCoverWith(power->kind) ? CoverResult{}
        : m_template
            ? coverFromPoint(m_battle->setup().map, occupancy, m_template->origin, *occupant) // 611.5
            : coverAgainst(m_battle->setup().map, occupancy, coverMethodFor(*power), origin, *occupant,
                           attacker->side, abilities.enemiesGiveCoverTo(power->kind));
    const SightCheck sight = lineOfSight(m_battle->setup().map, occupancy, attacker->space, target->space);
    m_overlay.showLines(cover.lines, sight.clear ? std::optional<QLine>(sight.line) : std::nullopt);
}

} // namespace ddm::gui
