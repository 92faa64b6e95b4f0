#pragma once

#include "board/creature_space.h"
#include "engine/action_context.h"

#include <QList>
#include <QString>

namespace ddm {

// The opportunity attacks the opponent chose to take during one action (the action's reactions),
// checked when the action starts and resolved when the provoking creature leaves a square next to
// the attacker (612.1.c) or takes a ranged or area attack (612.1.b). Each is a basic attack
// (612.1) and a creature takes at most one a turn (612.1.a).
class OpportunityAttacks {
public:
    OpportunityAttacks(ActionContext& context, const QString& provoker);

    // The provoker is about to leave `space`; `startingPosition` when it is where the move began
    // (flying creatures provoke only from there, 707.5.a). Returns false when the provoker is no
    // longer in play.
    bool leaving(const Space& space, bool startingPosition);
    // The provoker takes a ranged or area attack action: every adjacent reaction strikes (612.1.b).
    bool attacking();
    // Refuses reactions that never found their moment: the reacting creature was never next to a
    // square the provoker left.
    void finish() const;

private:
    bool strikeFrom(const Space& space, const QString& rule, bool flyersOnly);

    ActionContext& m_context;
    QString m_provoker;
    QList<bool> m_done;
};

} // namespace ddm
