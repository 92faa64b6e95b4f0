#pragma once

#include "powers/attack_power.h"

#include <QString>

#include <optional>

namespace ddm {

// A special power used as an action of its own (703.1.b-d, 411): "Minor action: Shift 2.", "Replaces
// move action: Teleport up to 6 squares.", "Minor action: This creature or an adjacent ally heals
// 10 HP." In a script: {"actor", "use": its name, "forced"?, "healed"?}.
struct ActivatedPower {
    enum class Cost { Minor, Move, Attack }; // the action it takes or replaces
    QString name;
    Cost cost = Cost::Minor;
    bool oncePerTurn = false;
    std::optional<int> useLimit; // the card's use boxes (703.5)
    // What it does: this creature shifts or teleports ("Shift 2": up to 2 squares, 412.3.c; a
    // teleport's range, 816.1.a), or heals it or an adjacent ally.
    std::optional<ForcedMovement> move;
    int heals = 0;
    bool healsSelf = false;
    bool healsAdjacentAlly = false;

    bool operator==(const ActivatedPower&) const = default;
};

// Reads a whole SPECIAL power (its text after the name) as an activated power; none when any word
// is not understood.
std::optional<ActivatedPower> readActivatedPower(const QString& name, const QString& text);

} // namespace ddm
