// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"

#include <QString>

#include <optional>

namespace ddm {

// What a RECHARGE clause waits for; `power` names the power of a UsesPower trigger.
struct RechargeCondition {
    RechargeTrigger trigger = RechargeTrigger::FirstBloodied;
    QString power;
};

// The condition of a "RECHARGE when first Bloodied" sentence (the text after the word RECHARGE);
// nullopt for a condition the engine cannot watch for. `powerName` is the name of the power it is
// printed on, which the condition may use for "this power" ("no creature is affected by Rope").
std::optional<RechargeCondition> parseRechargeCondition(const QString& condition,
                                                        const QString& powerName = {});

// A special power's text without the RECHARGE sentence that ends it: "Minor action: Teleport up to
// 10 squares. RECHARGE when this creature first becomes bloodied." (703.5.a: its use box comes back
// when that happens). `readable` is false when the power waits for something no special power's
// recharge is watched for: a use of another power, its own hit, a recharge action.
struct SpecialRecharge {
    QString text;
    std::optional<RechargeTrigger> trigger;
    bool readable = true;
};
SpecialRecharge splitSpecialRecharge(const QString& text);

} // namespace ddm
