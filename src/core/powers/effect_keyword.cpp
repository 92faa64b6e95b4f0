#include "powers/effect_keyword.h"

#include "powers/name_table.h"

namespace ddm {
namespace {

constexpr powers_detail::NameTable<EffectKeyword, 3> kKeywords{
    {{EffectKeyword::Fear, "Fear"}, {EffectKeyword::Sleep, "Sleep"}, {EffectKeyword::Poison, "Poison"}}};

} // namespace

QString effectKeywordName(EffectKeyword keyword)
{
    return powers_detail::nameOf(kKeywords, keyword);
}

std::optional<EffectKeyword> parseEffectKeyword(const QString& text)
{
    return powers_detail::parseName(kKeywords, text);
}

} // namespace ddm
