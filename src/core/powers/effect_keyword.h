// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace ddm {

// Descriptors printed in parentheses after an effect, "(Fear)", that other powers refer to:
// "Immune Fear" creatures ignore every effect so marked.
enum class EffectKeyword { Fear, Sleep, Poison };

QString effectKeywordName(EffectKeyword keyword);
std::optional<EffectKeyword> parseEffectKeyword(const QString& text);

} // namespace ddm
