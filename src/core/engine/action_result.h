#pragma once

#include "engine/action.h"
#include "engine/battle_log.h"

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

struct ActionError {
    ActionErrorKind kind = ActionErrorKind::Illegal;
    QString message;
    QString rule; // the CRG rule that forbids it; empty for bad input

    bool operator==(const ActionError&) const = default;
};

// What Battle::apply did: either an error (and the battle is unchanged, CRG 109.4) or the log of
// what happened and the action as recorded, with every roll it used.
struct ActionResult {
    std::optional<ActionError> error;
    QList<LogEntry> log;
    Action recorded;

    bool ok() const { return !error.has_value(); }
};

} // namespace ddm
