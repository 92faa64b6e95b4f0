// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QString>

#include <optional>

namespace ddm {

// One power as printed on a card, in card order. `useLimit` is the number of use boxes (☐).
struct Power {
    PowerType type = PowerType::Special;
    QString text;
    std::optional<int> useLimit;

    // The name printed before the colon ("Shieldbearer: …"); empty for a power that prints none.
    QString name() const
    {
        const qsizetype colon = text.indexOf(QLatin1Char(':'));
        return colon > 0 ? text.left(colon).trimmed() : QString();
    }

    bool operator==(const Power&) const = default;
};

} // namespace ddm
