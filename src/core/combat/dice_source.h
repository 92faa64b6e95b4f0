// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// What a d20 is rolled for. A battle log shows each roll with its purpose and the rule that asks for it.
enum class RollPurpose {
    Attack,           // the attack roll (604.3)
    Concealment,      // Conceal X: the roll that may turn a hit into a miss (707.4.a)
    SavingThrow,      // at the end of the affected creature's turn (804.4.e)
    Confusion,        // a Confused creature activates (902.2)
    Initiative,       // the initiative roll step (302.2)
    ChampionOrder,    // lowest/highest champion order without a champion to decide (801.6.a, 801.7.a)
    DangerousTerrain, // ending a turn on dangerous terrain (1008.3)
    WanderingMonster, // the victory area a Wandering Monster sets up in (707.15.a)
    Survival,         // "Roll 1d20; on 11+, this creature has 5 HP instead of being destroyed" (card text)
};

QString rollPurposeKey(RollPurpose purpose); // "attack", "concealment", "saving-throw", …
QString rollPurposeRule(RollPurpose purpose);

struct DieRoll {
    int value = 0;
    RollPurpose purpose = RollPurpose::Attack;
    bool operator==(const DieRoll&) const = default;
};

// Where the engine's d20s come from: typed-in or scripted results, or a seeded generator. Every
// roll is recorded with its purpose so the battle log can show it and a replay can feed it back.
class DiceSource {
public:
    virtual ~DiceSource() = default;

    // One d20 (1..20) for `purpose`, recorded; nullopt when the source has no roll left (a scripted
    // action that lists too few rolls: the engine reports the missing roll).
    std::optional<int> nextD20(RollPurpose purpose);

    const QList<DieRoll>& rolls() const { return m_rolls; }
    // Hands the record over (to one action's log entry) and starts an empty one.
    QList<DieRoll> takeRolls();

protected:
    virtual std::optional<int> produceD20() = 0;

private:
    QList<DieRoll> m_rolls;
};

} // namespace ddm
