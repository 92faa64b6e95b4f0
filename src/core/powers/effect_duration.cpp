// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/effect_duration.h"

#include "catalog/name_table.h"

namespace ddm {
namespace {

using name_table::NameTable;

constexpr NameTable<EffectDuration, 8> kDurations{{{EffectDuration::Instant, "Instant"},
                                                   {EffectDuration::SaveEnds, "SaveEnds"},
                                                   {EffectDuration::EndOfTurn, "EndOfTurn"},
                                                   {EffectDuration::StartOfNextTurn, "StartOfNextTurn"},
                                                   {EffectDuration::EndOfNextTurn, "EndOfNextTurn"},
                                                   {EffectDuration::EndOfRound, "EndOfRound"},
                                                   {EffectDuration::Permanent, "Permanent"},
                                                   {EffectDuration::EndOfItsNextTurn, "EndOfItsNextTurn"}}};

constexpr NameTable<EffectDuration, 8> kDurationRules{{{EffectDuration::Instant, "802.1"},
                                                       {EffectDuration::SaveEnds, "804.4.e"},
                                                       {EffectDuration::EndOfTurn, "400.3"},
                                                       {EffectDuration::StartOfNextTurn, "400.2"},
                                                       {EffectDuration::EndOfNextTurn, "900.2"},
                                                       {EffectDuration::EndOfRound, "305"},
                                                       {EffectDuration::Permanent, "803.2"},
                                                       {EffectDuration::EndOfItsNextTurn, "900.2"}}};

} // namespace

QString effectDurationName(EffectDuration duration)
{
    return name_table::nameOf(kDurations, duration);
}

std::optional<EffectDuration> parseEffectDuration(const QString& text)
{
    return name_table::parseName(kDurations, text);
}

QString effectDurationRule(EffectDuration duration)
{
    return name_table::nameOf(kDurationRules, duration);
}

} // namespace ddm
