// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/creature_profile_cache.h"

#include "legality/card_rule_parser.h"

#include <QHashFunctions>
#include <QMutexLocker>

namespace ddm {

size_t CreatureProfileCache::KeyHash::operator()(const Key& key) const noexcept
{
    return qHashMulti(0, key.name, key.set, key.powersHash);
}

const CreatureProfile& CreatureProfileCache::profileFor(const Creature& card)
{
    size_t powersHash = 0;
    for (const Power& power : card.powers)
        powersHash = qHashMulti(powersHash, power.text, static_cast<int>(power.type));
    Key key{card.name, card.set, powersHash};

    const QMutexLocker locker(&m_mutex);
    const auto found = m_profiles.find(key);
    if (found != m_profiles.end())
        return found->second;
    CreatureProfile profile{uniqueNameOf(card.name), CardRuleParser::parse(card.powers)};
    return m_profiles.emplace(std::move(key), std::move(profile)).first->second;
}

} // namespace ddm
