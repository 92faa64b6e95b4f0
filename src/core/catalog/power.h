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

    bool operator==(const Power&) const = default;
};

} // namespace ddm
