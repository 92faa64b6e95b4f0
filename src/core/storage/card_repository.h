// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/card_lookup.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>

namespace ddm {

class CardDatabase;

// A set as the card lists show it: how many cards it has and how many of them the user owns.
struct SetSummary {
    QString name;
    int cardCount = 0;
    int ownedCards = 0;  // distinct cards with at least one copy
    int ownedCopies = 0; // all copies

    bool operator==(const SetSummary&) const = default;
};

// Where the catalog came from (written by CatalogImporter).
struct CatalogInfo {
    QString sourceFile; // the file's absolute path (importFile): adding sizes later reads it again
    QDateTime importedAt;
    int creatureCount = 0;
    int setCount = 0;

    // Whether the catalog can be read again from its file (to add the figure database's sizes):
    // older versions recorded the file's name alone, and a file may have moved since.
    bool sourceIsThere() const;
};

// Reads creatures through the session views, so custom cards and corrections appear wherever cards
// do. Custom creatures have negative ids. Loading any number of creatures costs one query per table.
// Lives no longer than its CardDatabase.
class CardRepository final : public CardLookup {
public:
    explicit CardRepository(const CardDatabase& database);

    QList<Creature> creaturesNamed(const QString& name) const override;
    QList<Item> itemsNamed(const QString& name) const override;
    QHash<QString, QList<Creature>> creaturesWithNames(const QStringList& names) const override;

    std::optional<Creature> creature(qint64 id) const;
    // In the order of `ids`; ids of no card are left out.
    QList<Creature> creatures(const QList<qint64>& ids) const;
    // What a loaded card holds besides its numbers: everything, or what a table of cards shows (its
    // keywords, not its powers: the bulk of the catalog's text, read when a stat card is shown).
    enum class Details { All, NoPowers };
    // Sorted by name, then set.
    QList<Creature> allCreatures(Details details = Details::All) const;
    // Ids of the cards a filter fragment over the `card` view matches (the filter compiler's
    // whereSql with its positional bindings; empty matches all), ordered by `orderBy`, an ORDER BY
    // list over `card` written by code (default: name, then set).
    QList<qint64> creatureIds(const QString& whereSql = {}, const QVariantList& bindings = {},
                              const QString& orderBy = {}) const;
    int creatureCount() const;

    QList<SetSummary> sets() const;  // by name
    QStringList keywords() const;    // distinct ignoring case, sorted, for completion
    CatalogInfo catalogInfo() const; // empty when nothing was imported

private:
    QList<Creature> load(const QString& whereSql, const QVariantList& bindings,
                         Details details = Details::All) const;

    const CardDatabase& m_database;
};

} // namespace ddm
