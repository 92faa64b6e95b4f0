// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/creature_space.h"
#include "catalog/game_enums.h"
#include "engine/action_context.h"

#include <QString>

#include <optional>

namespace ddm {

// The opportunity attacks taken against one provoking creature during an action: the action's
// reactions aimed at it (612), checked when made and resolved when the provoker leaves a square
// next to the attacker (612.1.c), takes a ranged or area attack (612.1.b) or an effect makes it
// provoke. Each is a basic attack (612.1) and a creature takes at most one a turn (612.1.a). The
// action context remembers which reactions struck, so several of these may serve one action, and
// refuses at the end one that never found its moment.
// Why card text forbids `reactor` an opportunity attack now: "Cannot make opportunity attacks", or an
// enemy's Distractor ("Adjacent enemies may not make opportunity attacks") within its squares. None
// when nothing does.
std::optional<QString> opportunityAttackForbidden(const BattleView& view, const QString& reactor);

// Why `reactor` may not take an opportunity attack against `provoker` now: it has taken its one this turn
// (612.1.a), a condition forbids it (Dazed, 903.1), its bloodlust or an enemy's Distractor does (card
// text). None when it may.
struct OpportunityProblem {
    QString why;
    QString rule;
};
std::optional<OpportunityProblem> opportunityAttackProblem(ActionContext& context, const QString& reactor,
                                                           const QString& provoker);

// Whether the creature provokes no opportunity attack by card text: Dancing ("Does not provoke
// opportunity attacks"), or Tumble's "This creature's movement does not provoke … on its turn".
bool provokesNoOpportunityAttacks(const Combatant& provoker, bool movingOnItsTurn);

class OpportunityAttacks {
public:
    // `provoker` is the acting creature or, for reactions naming it ("against"), another creature.
    OpportunityAttacks(ActionContext& context, const QString& provoker);

    // For the move now made the provoker moves as though with Flight or with Burrow (an attack's
    // move "as though with Flight").
    void moveAs(std::optional<MovementMode> mode) { m_mode = mode; }
    // The move now made is a shift: only creatures with Awareness ("can make an opportunity attack
    // against an adjacent enemy that shifts") strike (412.3.b and the card text).
    void shifting(bool shift) { m_shifting = shift; }
    // The provoker is about to leave `space`; `startingPosition` when it is where the move began
    // (flying creatures provoke only from there, 707.5.a). Returns false when the provoker is no
    // longer in play.
    bool leaving(const Space& space, bool startingPosition);
    // The provoker provokes where it stands: it takes a ranged or area attack action (612.1.b) or an
    // effect says so (612.1). Every adjacent reaction strikes.
    bool provokeInPlace(const QString& rule);

private:
    bool aimedAtProvoker(const Reaction& reaction) const;
    // `moving`: the provoker leaves the space as it moves (some cards guard only then).
    bool strikeFrom(const Space& space, const QString& rule, bool flyersOnly, bool moving);

    ActionContext& m_context;
    QString m_provoker;
    std::optional<MovementMode> m_mode;
    bool m_shifting = false;
};

} // namespace ddm
