// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary text to the power grammar as one card power of every type. Invariants: parsing
// never crashes; every leftover is a fragment of the text as the grammar reads it (an unknown
// header option comes back in its own parentheses); a power with leftovers is never counted as
// understood; parseCard keeps every unread power for the players.

#include "powers/ability_parser.h"
#include "powers/attack_parser.h"
#include "powers/card_profile.h"
#include "powers/power_patterns.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace ddm;

void requireFragments(const QString& text, const QStringList& leftovers)
{
    const QString read = power_patterns::normalised(text);
    for (const QString& leftover : leftovers) {
        const bool bracketed = leftover.startsWith(QLatin1Char('(')) && leftover.endsWith(QLatin1Char(')'));
        if (!read.contains(leftover) && !(bracketed && read.contains(leftover.mid(1, leftover.size() - 2)))) {
            std::fprintf(stderr, "leftover \"%s\" is not in \"%s\"\n", qPrintable(leftover),
                         qPrintable(read));
            std::abort();
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));

    const AttackPower attack = parseAttackPower(text, 2);
    if (attack.text != text || attack.understood() != attack.leftovers.isEmpty())
        std::abort();
    requireFragments(text, attack.leftovers);

    CreatureAbilities abilities;
    requireFragments(text, readAbilities(text, abilities));

    Creature creature;
    for (PowerType type : {PowerType::Attack, PowerType::Special, PowerType::Ability, PowerType::Champion})
        creature.powers.append(Power{type, text, std::nullopt});
    const CardProfile profile = parseCard(creature);
    qsizetype unread = 0;
    for (const PowerReading& reading : profile.readings)
        unread += reading.understood() ? 0 : 1;
    if (profile.readings.size() != 4 || profile.byHand.size() != unread || profile.attacks.size() != 1)
        std::abort();
    return 0;
}
