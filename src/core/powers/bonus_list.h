// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/static_modifier.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// The bonuses an effect grants for a while: "+4 Attack and +10 Damage", "-3 AC and +5 {m} Damage",
// "+2 DEF" (the three defences, 209.3), "+10 cold damage", with "with {m} attacks" limiting them all
// and a condition after them as static bonuses print it ("against Bloodied targets", "while
// charging"). None when a word is not read.
std::optional<QList<StaticModifier>> readGrantedBonuses(const QString& text);

} // namespace ddm
