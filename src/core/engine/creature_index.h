// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// Each creature's position in the setup (and so in the combatants and the state), by id. A battle
// has a few dozen creatures with ids of a few letters: scanning them beats hashing, which the
// replay benchmark found taking a third of the engine's time.
class CreatureIndex {
public:
    CreatureIndex() = default;
    explicit CreatureIndex(QStringList ids)
        : m_ids(std::move(ids))
    {
    }

    std::optional<qsizetype> positionOf(const QString& id) const
    {
        const qsizetype at = m_ids.indexOf(id);
        return at < 0 ? std::nullopt : std::optional<qsizetype>(at);
    }

private:
    QStringList m_ids;
};

} // namespace ddm
