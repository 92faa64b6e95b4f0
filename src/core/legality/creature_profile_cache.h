// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "legality/card_rule.h"

#include <QList>
#include <QMutex>
#include <QString>

#include <unordered_map>

namespace ddm {

// What the legality checks need from a card that takes regular expressions to work out.
struct CreatureProfile {
    QString uniqueName;    // uniqueNameOf(name)
    QList<CardRule> rules; // its construction rules
};

// Works each card's profile out once. Keyed by name, set and the power texts, so an edited custom
// card gets a fresh profile. Profiles never move or disappear, so references stay valid for the
// cache's lifetime. Thread-safe.
class CreatureProfileCache {
public:
    const CreatureProfile& profileFor(const Creature& card);

private:
    struct Key {
        QString name;
        QString set;
        size_t powersHash = 0;

        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        size_t operator()(const Key& key) const noexcept;
    };

    QMutex m_mutex;
    std::unordered_map<Key, CreatureProfile, KeyHash> m_profiles;
};

} // namespace ddm
