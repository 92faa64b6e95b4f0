// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <QList>
#include <QString>

namespace ddm {

// A leftover shape ("target loses Flight", "each enemy within N squares …") and how often the
// catalog's powers left it unread.
struct LeftoverCount {
    QString fragment;
    int count = 0;
    bool operator==(const LeftoverCount&) const = default;
};

// How many of some powers, or creatures, the engine runs.
struct RunShare {
    int total = 0;
    int run = 0;
    double share() const { return total > 0 ? double(run) / total : 0.0; }
    void count(bool isRun)
    {
        ++total;
        run += isRun ? 1 : 0;
    }
};

// How much of a set of cards the engine runs: the measure behind `ddm-tool parse-report`.
struct ParseStatistics {
    RunShare attacks;
    RunShare abilities;
    RunShare specials;
    RunShare champions;
    RunShare creatures;             // run when every one of its powers is, champion powers included
    QList<LeftoverCount> leftovers; // of ATTACK and ABILITY powers, most common first, then by text
    QList<LeftoverCount> specialLeftovers; // of SPECIAL powers, likewise
};

// A power counts as understood, and run, when the parser left no text over (PowerReading).
ParseStatistics collectParseStatistics(const QList<Creature>& creatures);
// A leftover with its numbers replaced by N, so "push 3 squares" and "push 2 squares" count as one.
QString leftoverShape(const QString& fragment);

} // namespace ddm
