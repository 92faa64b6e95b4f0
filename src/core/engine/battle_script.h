// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/card_lookup.h"
#include "engine/action.h"
#include "engine/battle_setup.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ddm {

// A scripted battle: the setup and the actions to play, each with the dice it uses. The format is
// the one `ddm-tool battle` reads (issue #5), plain JSON:
//   "map":       the board's map object (resources/maps/README.md); x is the column, y the row
//   "points":    the point size, which is the victory point target (103.2.b); default 200
//   "scenario":  assault | bounty | uncontested | sealed; default assault
//   "sides"?:    {"A"?: name, "B"?: name}: the names of the warbands the sides play, shown to players
//   "setup"?:    {"initiative": {"A": [d20...], "B": [d20...]}, "player1"?: "A"|"B"}: the set-up roll
//                (102.3-102.4, the champion rule included), which must be decided with every d20, and
//                the side its winner chose as Player 1 (default: the winner). A side is its start
//                area; without "setup", side A is Player 1
//   "creatures": [{"id", "side": "A"|"B", "card", "set"?, "at"?: [x, y] (top-left square), "hp"?,
//                  "wander"?: [d20...]}]: each at a legal placement (501.1, 1013.2, 1020.4); "wander" is
//                  a Wandering Monster's set-up roll (707.15.a), and "at" must then occupy the
//                  victory area it picked (see setup_rules.h). Without "at" for every creature, they
//                  are set up in their start areas as the sandbox does, Player 2's side first
//                  (102.6-102.7; placeInStartAreas)
//   "actions":   one key says what each is:
//     {"initiative": {"A": [d20...], "B": [d20...]}, "first"?: side}   starts a round
//     {"actor", "move" | "shift": [[x, y]...]}                            one square a step
//     {"actor", "charge": [[x, y]...], "target", "further"?}
//     {"actor", "attack": name | 1-based number, "target" | "targets" | "origin"?, "forced"?,
//      "path"?, "attackAfter"?, "made"?, "further"?, "areas"?, "healed"?}
//       a line (608.6) or a cone (608.4, 608.5): "origin" is a grid point [x, y] (the top-left
//       corner of square [x, y]), with "toward": [x, y] (a line's chosen square) or "direction":
//       "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW" (a cone's)
//     {"actor", "recharge": name | 1-based number}                       RECHARGE as an action
//     {"actor", "use": name, "forced"?, "healed"?}                       a special power used as an action
//     {"actor", "end": true}
//     {"actor", "font": true}                                              heals at a healing font (1011.2)
//   Every action but initiative may carry "rolls" (its d20s in the order they are needed: a
//   Confused creature's roll when its turn starts, then attack and concealment rolls, then saving
//   throws and dangerous terrain at the end of the turn) and "reactions": [{"actor", "rolls",
//   "against"?}] for the opportunity attacks taken (by the opponent against the actor, or, with
//   "against", against a creature an attack makes provoke), and "responses": [{"actor", "use",
//   "attack"?}] for the optional powers used at a moment the action gives (engine/action.h, Response).
//   An attack's other choices:
//     "forced": {"id": [[x, y]...]}  the path of a push, pull, slide or the attacker's own shift
//                                    (a teleport's destination alone)
//     "path": [[x, y]...]            the move the power includes; "attackAfter": N, for an attack
//                                    "at any time during the move", the steps taken before it
//     "made": [name | number...]     the melee attacks "Make 2 {m} attacks" makes (one, or one each)
//     "further": [id | {...}...]     each further attack's target, or its "target" | "targets",
//                                    "origin", "toward", "direction", "path", "attackAfter",
//                                    "forced", in the order made
//     "areas": [{...}...]            each area of a power making several close or area attacks:
//                                    "origin", "toward", "direction", "target" | "targets", "forced"
//     "healed": [id...]              the allies a limited healing effect heals, in order
struct BattleScript {
    BattleSetup setup;
    QList<Action> actions;
};

// One problem, naming where it is: "actions[3].move[2]", "creatures[1].card", "map.rows[4][2]".
struct ScriptError {
    QString where;
    QString message;

    QString toString() const { return where.isEmpty() ? message : where + QStringLiteral(": ") + message; }
    bool operator==(const ScriptError&) const = default;
};

struct ScriptReadResult {
    BattleScript script;
    QList<ScriptError> errors; // every problem found; the script is only meaningful without any

    bool ok() const { return errors.isEmpty(); }
};

// Reads a battle script, resolving card names through `cards` and attack names through the cards'
// attacks. The map goes through the board's MapReader. Every scripted action carries its rolls (none
// given: an empty list), so an action that needs a d20 the script does not give is an error.
class BattleScriptReader {
public:
    static ScriptReadResult read(const QByteArray& json, const CardLookup& cards);
    static ScriptReadResult read(const QJsonObject& object, const CardLookup& cards);
};

} // namespace ddm
