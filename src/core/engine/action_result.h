// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action.h"
#include "engine/battle_log.h"
#include "powers/triggered_power.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// Why an action was refused.
enum class ActionErrorKind {
    Illegal,      // the rules forbid it: out of turn, too far, out of reach or sight
    BadInput,     // names nothing: an unknown creature or attack, a square off the map
    MissingRoll,  // the action needed more d20s than it carried
    UnusedRoll,   // the action carried d20s it did not use
    ByHand,       // a power the engine cannot run: resolve it by hand
};

QString actionErrorKindKey(ActionErrorKind kind); // "illegal", "bad-input", …

// A push, pull or slide whose path the action did not give, when the rules leave a choice: who is
// moved, by what ("push"), and the paths it may take (one square a step, each ending where it may
// stop). The sandbox asks the player and plays the action again with the chosen path.
struct ForcedPathNeeded {
    QString mover;
    QString movement;
    QList<QList<Square>> paths;
    std::optional<qsizetype> furtherEntry = {}; // a further attack's (its index in "further"); none: the action's

    bool operator==(const ForcedPathNeeded&) const = default;
};

// An attack or effect whose target the action did not name while several creatures are valid: a
// further attack ("make a basic attack", its index in the action's `further`), or the attack a used
// power makes or the enemy its effect is dealt to (no index: the action's own targets), and the
// creatures it may affect.
struct TargetNeeded {
    std::optional<qsizetype> furtherEntry;
    QString attacker; // the creature that attacks or uses the power
    QString power;
    QStringList candidates;
    bool attack = true; // false: a power's effect, no attack ("An adjacent enemy takes 10 damage")

    bool operator==(const TargetNeeded&) const = default;
};

// "Make 2 {m} attacks" when the card leaves which melee attack to the player: the power and the
// attacks it may make (1-based indexes, with their names).
struct MadeAttackNeeded {
    QString attacker;
    QString power;
    QList<int> attacks;
    QStringList names;
    bool recharged = false; // "RECHARGE Snowball Swarm or Withering Ray": which one it recharges

    bool operator==(const MadeAttackNeeded&) const = default;
};

// "1 adjacent ally heals 20 HP" when more allies are in reach than it heals: who may be chosen.
struct HealedAlliesNeeded {
    QString healer;
    QString power;
    int count = 1;
    QStringList allies;

    bool operator==(const HealedAlliesNeeded&) const = default;
};

// An optional power that had its moment during the action while no response named it (so it was
// not used): who, which power, and what gave the moment. The sandbox asks its player and plays the
// action again with the response; a power that makes "a {m} attack" lists the melee attacks to pick.
struct ResponseOffer {
    // Every member has a default, so an offer names only what it sets.
    QString actor = {};
    QString power = {};
    TriggerEvent event = TriggerEvent::DestroysEnemy;
    QString other = {};      // the creature the event was about (the enemy destroyed, the ally that hit)
    QString target = {};     // AllyHits: the creature hit; AllyTargeted: the ally targeted
    QString text = {};       // the power's printed text, for the player to read (a champion power's)
    int championPower = 0;   // its number in the Champion block ("champion N"); 0: not a champion power
    QList<int> attacks = {}; // 1-based indexes of the attacks it may make, when it is a choice
    QStringList names = {};  // their names
    QStringList choices = {}; // SetUp: what it chooses from (enemy ids, damage types), when it chooses

    bool operator==(const ResponseOffer&) const = default;
};

// A d20 an action needed and did not carry (ActionErrorKind::MissingRoll): what for, who rolls it,
// and for an attack its power and target, so a player can be asked in the table's words.
struct RollNeeded {
    RollPurpose purpose = RollPurpose::Attack;
    QString roller = {}; // the creature rolling; for initiative the side's letter; empty for a pit's attack
    QString power = {};  // the attack's name
    QString target = {}; // the creature attacked, or falling into a pit

    bool operator==(const RollNeeded&) const = default;
};

struct ActionError {
    ActionErrorKind kind = ActionErrorKind::Illegal;
    QString message;
    QString rule; // the CRG rule that forbids it; empty for bad input
    // Bad input that is only a missing choice of path, for the action's own attack or move or a
    // further attack's.
    std::optional<ForcedPathNeeded> forcedPath = {};
    // Bad input that is only a further attack's, or a used power's attack's, missing target.
    std::optional<TargetNeeded> targetNeeded = {};
    // Bad input that is only the action's missing "made" or "healed" choice.
    std::optional<MadeAttackNeeded> madeAttack = {};
    std::optional<HealedAlliesNeeded> healedAllies = {};
    std::optional<RollNeeded> rollNeeded = {}; // a MissingRoll's roll

    bool operator==(const ActionError&) const = default;
};

// What Battle::apply did: either an error (and the battle is unchanged, CRG 109.4) or the log of
// what happened and the action as recorded, with every roll it used.
struct ActionResult {
    std::optional<ActionError> error;
    QList<LogEntry> log;
    Action recorded;
    QList<ResponseOffer> offers; // optional powers the action gave a moment and did not use

    bool ok() const { return !error.has_value(); }
};

} // namespace ddm
