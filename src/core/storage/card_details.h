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

// Fills in the keywords and powers of loaded cards (Creature or Item).
template <typename Card>
void loadDetails(QList<Card>& cards, const QSqlDatabase& database, const DetailTables& tables,
                 const QString& ownerSelect, const QVariantList& bindings)
{
    if (cards.isEmpty())
        return;
    const QHash<qint64, QStringList> keywords = readKeywords(database, tables, ownerSelect, bindings);
    const QHash<qint64, QList<Power>> powers = readPowers(database, tables, ownerSelect, bindings);
    for (Card& card : cards) {
        card.keywords = keywords.value(card.id);
        card.powers = powers.value(card.id);
    }
}

} // namespace ddm
