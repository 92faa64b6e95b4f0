// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/damaged_headwords.h"

#include <array>
#include <utility>

namespace ddm {
namespace {

// Printed (damaged) -> intended, each checked against the same entry in the starter's glossary.
constexpr std::array<std::pair<const char*, const char*>, 8> kRepairs{{
    {"Z", "AC"},
    {"COLOR", "COLD"},
    {"CUTTING HIT", "CRITICAL HIT"},
    {"PASSING", "PHASING"},
    {"OPPORTUNITY", "OPPONENT"}, // "a player you are playing a battle against"
    {"ENRAGED", "ENERVATED"},
    {"LINEX", "LINE X"},
    {"TIEMORSENE", "TREMORSENSE"},
}};

} // namespace

QString repairedHeadword(const QString& headword)
{
    for (const auto& [printed, intended] : kRepairs) {
        if (headword == QLatin1String(printed))
            return QString::fromLatin1(intended);
    }
    return headword;
}

} // namespace ddm
