// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/card_lookup.h"
#include "catalog/creature.h"
#include "listimport/list_text.h"
#include "warband/warband.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ddm {

// How a creature item's name was found: as written (case aside), folded (spaces, punctuation,
// accents, a plural), one or two letters off with a clear best, or among several versions by the
// cost the list states.
enum class NameMatch { Exact, Normalised, Near, Cost, Unresolved };
QString nameMatchKey(NameMatch match); // "exact", "normalised", "near", "cost", "unresolved"

// A card an item may be: a version of its name (with its set and cost), or a name near it.
struct CardChoice {
    QString name;
    QString set; // empty: the name alone says which card
    std::optional<int> cost;

    QString text() const; // "Orc Archer (Harbinger, 8)", or the name alone
    bool operator==(const CardChoice&) const = default;
};

// One creature item and what it became.
struct ListLine {
    QString text;
    QString name; // the card's; empty when unresolved
    QString set;
    int count = 1;
    QStringList items; // the items each copy carries (the app's export)
    QList<int> statedCosts; // the costs the item states, as written: "(8/16)" is 8 and 16
    NameMatch match = NameMatch::Unresolved;
    bool doubtful = false;          // several cards fit equally: the first was taken
    QList<CardChoice> alternatives; // the other cards it may be, or the names near it
};

// The warband's creatures as the lines say, in order: each resolved line's card, count times.
QList<WarbandEntry> entriesOf(const QList<ListLine>& lines);

struct ListImportOptions {
    std::optional<int> points;      // in place of the list's
    std::optional<Faction> faction; // in place of the list's
    QStringList mapNames;           // the maps the app knows (MapLibrary)
};

struct ListImport {
    Warband warband;
    QList<ListLine> lines;
    QStringList unresolved; // the items no card matched, as written
    QStringList ignored;    // text that was neither a creature nor a fact about the list
    StatedFacts stated;
    QStringList differences; // what the list states and the warband built does not bear out

    bool complete() const { return unresolved.isEmpty(); }
    // A warband a file can hold: a creature found, and a faction (none only in the sealed scenario).
    bool isWarband() const
    {
        return !warband.creatures.isEmpty() &&
               (warband.faction || warband.scenario == Scenario::SealedBooster);
    }
};

// The import again with the lines as a review chose them (ListImporter::withLines), for a review
// that lets the player choose cards.
using ListRereading = std::function<ListImport(const QList<ListLine>& lines)>;

// Reads warband lists as players post them (one item a line or many on one line, counts before or
// after, costs in brackets, header and footer words) against a catalog, custom cards included.
class ListImporter {
public:
    explicit ListImporter(const QList<Creature>& catalog);

    ListImport read(const QString& text, const ListImportOptions& options = {}) const;
    // The import with its lines as a review chose them: the warband, the unresolved items and the
    // differences follow the lines (a faction every creature shares, the points they cost).
    ListImport withLines(ListImport import, const QList<ListLine>& lines,
                         const ListImportOptions& options = {}) const;

private:
    struct Candidates {
        QList<Creature> cards;
        NameMatch match = NameMatch::Unresolved;
        QStringList nearNames; // when several names were about as near
    };
    Candidates candidatesFor(const QString& name) const;
    ListLine resolve(const ListItem& item) const;

    InMemoryCardLookup m_lookup;
    QHash<QString, QList<Creature>> m_byKey;    // cardNameKey()
    QHash<QString, QList<Creature>> m_byFolded; // foldedForMatching()
    mutable QHash<QString, Candidates> m_nearCache; // a near search by folded name: each is a whole pass
};

} // namespace ddm
