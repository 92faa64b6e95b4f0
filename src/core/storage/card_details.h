// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/power.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVariantList>

namespace ddm {

// The keyword and power tables of one kind of card; rows keep card order in `position`.
struct DetailTables {
    const char* keywords;
    const char* powers;
    const char* owner; // the column naming the card
};

inline constexpr DetailTables kCatalogCreatureDetails{"creature_keyword", "creature_power", "creature_id"};
inline constexpr DetailTables kCustomCreatureDetails{"custom_creature_keyword", "custom_creature_power",
                                                     "creature_id"};
inline constexpr DetailTables kItemDetails{"item_keyword", "item_power", "item_id"};
// The session views over catalog and custom creatures (database/session_views.sql).
inline constexpr DetailTables kCardViewDetails{"card_keyword", "card_power", "card_id"};

// Writes a card's keywords and powers with statements prepared once and reused for every card.
class DetailWriter {
public:
    DetailWriter(const QSqlDatabase& database, const DetailTables& tables);

    bool write(qint64 owner, const QStringList& keywords, const QList<Power>& powers);
    const QString& lastError() const { return m_error; }

private:
    QSqlQuery m_keyword;
    QSqlQuery m_power;
    QString m_error;
};

// The keywords and powers of the cards whose ids `ownerSelect` selects (a SELECT with positional
// `bindings`; empty: all cards), grouped by card in card order: one query per table for any number of cards.
QHash<qint64, QStringList> readKeywords(const QSqlDatabase& database, const DetailTables& tables,
                                        const QString& ownerSelect, const QVariantList& bindings);
QHash<qint64, QList<Power>> readPowers(const QSqlDatabase& database, const DetailTables& tables,
                                       const QString& ownerSelect, const QVariantList& bindings);

// The same for a few cards named by id: one indexed lookup each. SQLite does not push an IN list
// into the session views' UNION ALL, so selecting a few cards with ownerSelect scans every row; an
// equality it does push down to the table's primary key.
QHash<qint64, QStringList> readKeywordsOf(const QSqlDatabase& database, const DetailTables& tables,
                                          const QList<qint64>& ids);
QHash<qint64, QList<Power>> readPowersOf(const QSqlDatabase& database, const DetailTables& tables,
                                         const QList<qint64>& ids);

// Up to this many cards, loadDetails looks each one up; more, it reads them with one scan.
inline constexpr qsizetype kFewCards = 32;

// Fills in the keywords and, `withPowers`, the powers of loaded cards (Creature or Item), those
// `ownerSelect` selected.
template <typename Card>
void loadDetails(QList<Card>& cards, const QSqlDatabase& database, const DetailTables& tables,
                 const QString& ownerSelect, const QVariantList& bindings, bool withPowers = true)
{
    if (cards.isEmpty())
        return;
    QHash<qint64, QStringList> keywords;
    QHash<qint64, QList<Power>> powers;
    if (!ownerSelect.isEmpty() && cards.size() <= kFewCards) {
        QList<qint64> ids;
        for (const Card& card : cards)
            ids.append(card.id);
        keywords = readKeywordsOf(database, tables, ids);
        if (withPowers)
            powers = readPowersOf(database, tables, ids);
    } else {
        keywords = readKeywords(database, tables, ownerSelect, bindings);
        if (withPowers)
            powers = readPowers(database, tables, ownerSelect, bindings);
    }
    for (Card& card : cards) {
        card.keywords = keywords.value(card.id);
        card.powers = powers.value(card.id);
    }
}

} // namespace ddm
