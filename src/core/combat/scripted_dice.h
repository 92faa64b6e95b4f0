// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/dice_source.h"

#include <QList>

#include <optional>

namespace ddm {

// A value in a roll script that no d20 shows, and where it stands in the list given.
struct InvalidRoll {
    qsizetype index = 0;
    int value = 0;
    bool operator==(const InvalidRoll&) const = default;
};

// Rolls given in advance (a battle script, or real dice typed in), used in order. After an action
// the engine asks what is left: rolls a script lists but the action did not use are an error too.
class ScriptedDice final : public DiceSource {
public:
    ScriptedDice() = default;

    static bool isD20Face(int value) { return value >= 1 && value <= 20; }

    // Adds `rolls` after the ones already scripted. When one of them is not 1..20, adds none of
    // them and names the first bad one.
    std::optional<InvalidRoll> append(const QList<int>& rolls);

    qsizetype usedCount() const { return m_next; }
    QList<int> unused() const { return m_script.mid(m_next); }

protected:
    std::optional<int> produceD20() override;

private:
    QList<int> m_script;
    qsizetype m_next = 0;
};

} // namespace ddm
