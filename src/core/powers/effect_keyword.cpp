// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/effect_keyword.h"

#include "catalog/name_table.h"

namespace ddm {
namespace {

constexpr name_table::NameTable<EffectKeyword, 3> kKeywords{
    {{EffectKeyword::Fear, "Fear"}, {EffectKeyword::Sleep, "Sleep"}, {EffectKeyword::Poison, "Poison"}}};

} // namespace

QString effectKeywordName(EffectKeyword keyword)
{
    return name_table::nameOf(kKeywords, keyword);
}

std::optional<EffectKeyword> parseEffectKeyword(const QString& text)
{
    return name_table::parseName(kKeywords, text);
}

} // namespace ddm
