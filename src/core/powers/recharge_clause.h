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
// nullopt for a condition the engine cannot watch for.
std::optional<RechargeCondition> parseRechargeCondition(const QString& condition);

} // namespace ddm
