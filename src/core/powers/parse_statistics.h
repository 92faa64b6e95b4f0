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

// How much of a set of cards the parser understands: the measure behind `ddm-tool parse-report`.
struct ParseStatistics {
    int attackPowers = 0;
    int attacksUnderstood = 0;
    int abilityPowers = 0;
    int abilitiesUnderstood = 0;
    int specialPowers = 0;
    int specialsUnderstood = 0;
    QList<LeftoverCount> leftovers; // of ATTACK and ABILITY powers, most common first, then by text

    double attackShare() const { return share(attacksUnderstood, attackPowers); }
    double abilityShare() const { return share(abilitiesUnderstood, abilityPowers); }
    double specialShare() const { return share(specialsUnderstood, specialPowers); }

private:
    static double share(int part, int whole) { return whole > 0 ? double(part) / whole : 0.0; }
};

// A power counts as understood when the parser left no text over. The engine runs every structure
// the parser produces (a parsed field the engine ignored would mislead the players), so this is
// also the share the engine runs unaided.
ParseStatistics collectParseStatistics(const QList<Creature>& creatures);
// A leftover with its numbers replaced by N, so "push 3 squares" and "push 2 squares" count as one.
QString leftoverShape(const QString& fragment);

} // namespace ddm
