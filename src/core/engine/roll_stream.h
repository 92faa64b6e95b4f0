// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combat/dice_source.h"

#include <QList>

#include <optional>

namespace ddm {

// One stream of d20s an action uses (its own, one side's initiative, one reaction's): the rolls
// the action carries when it carries them, else fresh ones from the battle's dice. Records what it
// hands out, so the action can be stored with its dice and replayed without them.
class RollStream final : public DiceSource {
public:
    RollStream(const std::optional<QList<int>>& given, DiceSource& fallback);

    bool scripted() const { return m_scripted; }
    QList<int> used() const;
    QList<int> unused() const { return m_given.mid(m_next); }

protected:
    // Forwarded draws reach the fallback as attack rolls: DiceSource asks its producer for a d20
    // without the purpose. The battle log, which records this stream, has the true purposes.
    std::optional<int> produceD20() override;

private:
    QList<int> m_given;
    bool m_scripted = false;
    qsizetype m_next = 0;
    DiceSource& m_fallback;
};

// A source without dice: every roll must come from the action itself (battle scripts, replays).
class NoDice final : public DiceSource {
protected:
    std::optional<int> produceD20() override { return std::nullopt; }
};

} // namespace ddm
