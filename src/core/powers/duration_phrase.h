// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/effect_duration.h"
#include "powers/effect_keyword.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// How many of the effects just read a duration covers: "(save ends)" the last one, "(save ends
// both)" the last two, "(save ends all)" every effect of the outcome so far.
enum class DurationScope { Last, Both, All };

// The contents of a parenthesised rider after an effect, "(Fear, save ends both)", or a bare
// "until end of its next turn".
struct DurationPhrase {
    std::optional<EffectDuration> duration;
    DurationScope scope = DurationScope::Last;
    bool endsWhenDamaged = false;  // "ends when target takes damage"
    int endsBeyond = 0;            // "ends if target becomes non-adjacent to this creature": 1
    QList<EffectKeyword> keywords; // "Fear"
};

// Reads a parenthesised rider's inside; nullopt unless every part of it is understood.
std::optional<DurationPhrase> parseDurationRider(const QString& inside);
// Reads a bare "until …" phrase; nullopt when it is not one the engine knows.
std::optional<EffectDuration> parseUntilPhrase(const QString& phrase);

} // namespace ddm
