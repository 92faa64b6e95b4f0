// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/card_details.h"

#include "storage/sql_query.h"
#include "storage/sql_values.h"

#include <QSqlError>

namespace ddm {

DetailWriter::DetailWriter(const QSqlDatabase& database, const DetailTables& tables)
    : m_keyword(database)
    , m_power(database)
{
    const QString owner = QString::fromLatin1(tables.owner);
    m_keyword.prepare(QStringLiteral("INSERT INTO %1 (%2, position, keyword) VALUES (?, ?, ?)")
                          .arg(QString::fromLatin1(tables.keywords), owner));
    m_power.prepare(
        QStringLiteral("INSERT INTO %1 (%2, position, type, text, use_limit) VALUES (?, ?, ?, ?, ?)")
            .arg(QString::fromLatin1(tables.powers), owner));
}

bool DetailWriter::write(qint64 owner, const QStringList& keywords, const QList<Power>& powers)
{
    for (qsizetype i = 0; i < keywords.size(); ++i) {
        m_keyword.bindValue(0, owner);
        m_keyword.bindValue(1, i);
        m_keyword.bindValue(2, keywords.at(i));
        if (!m_keyword.exec()) {
            m_error = QStringLiteral("keyword \"%1\": %2")
                          .arg(keywords.at(i), m_keyword.lastError().databaseText());
            return false;
        }
    }
    for (qsizetype i = 0; i < powers.size(); ++i) {
        const Power& power = powers.at(i);
        m_power.bindValue(0, owner);
        m_power.bindValue(1, i);
        m_power.bindValue(2, sqlWord(power.type));
        m_power.bindValue(3, power.text);
        m_power.bindValue(4, sqlValue(power.useLimit));
        if (!m_power.exec()) {
            m_error = QStringLiteral("power %1: %2").arg(i + 1).arg(m_power.lastError().databaseText());
            return false;
        }
    }
    return true;
}

namespace {

QSqlQuery selectDetails(const QSqlDatabase& database, const DetailTables& tables, const QString& columns,
                        const char* table, const QString& ownerSelect, const QVariantList& bindings)
{
    const QString owner = QString::fromLatin1(tables.owner);
    const QString filter =
        ownerSelect.isEmpty() ? QString() : QStringLiteral(" WHERE %1 IN (%2)").arg(owner, ownerSelect);
    return selectRows(database,
                      QStringLiteral("SELECT %1, %2 FROM %3%4 ORDER BY %1, position")
                          .arg(owner, columns, QString::fromLatin1(table), filter),
                      bindings);
}

// One card's rows, by its id: the statement prepared once, run for each card.
QSqlQuery prepareDetailsOf(const QSqlDatabase& database, const DetailTables& tables, const QString& columns,
                           const char* table)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT %1, %2 FROM %3 WHERE %1 = ? ORDER BY position")
                      .arg(QString::fromLatin1(tables.owner), columns, QString::fromLatin1(table)));
    return query;
}

void appendKeywords(QSqlQuery& rows, QHash<qint64, QStringList>& keywords)
{
    while (rows.next())
        keywords[rows.value(0).toLongLong()].append(rows.value(1).toString());
}

void appendPowers(QSqlQuery& rows, QHash<qint64, QList<Power>>& powers)
{
    while (rows.next()) {
        Power power;
        power.type = parsePowerType(rows.value(1).toString()).value_or(PowerType::Special);
        power.text = rows.value(2).toString();
        power.useLimit = optionalInt(rows.value(3));
        powers[rows.value(0).toLongLong()].append(power);
    }
}

const QLatin1String kKeywordColumns("keyword");
const QLatin1String kPowerColumns("type, text, use_limit");

} // namespace

QHash<qint64, QStringList> readKeywords(const QSqlDatabase& database, const DetailTables& tables,
                                        const QString& ownerSelect, const QVariantList& bindings)
{
    QSqlQuery rows = selectDetails(database, tables, kKeywordColumns, tables.keywords, ownerSelect, bindings);
    QHash<qint64, QStringList> keywords;
    appendKeywords(rows, keywords);
    return keywords;
}

QHash<qint64, QStringList> readKeywordsOf(const QSqlDatabase& database, const DetailTables& tables,
                                          const QList<qint64>& ids)
{
    QSqlQuery rows = prepareDetailsOf(database, tables, kKeywordColumns, tables.keywords);
    QHash<qint64, QStringList> keywords;
    for (const qint64 id : ids) {
        rows.bindValue(0, id);
        if (rows.exec())
            appendKeywords(rows, keywords);
    }
    return keywords;
}

QHash<qint64, QList<Power>> readPowers(const QSqlDatabase& database, const DetailTables& tables,
                                       const QString& ownerSelect, const QVariantList& bindings)
{
    QSqlQuery rows = selectDetails(database, tables, kPowerColumns, tables.powers, ownerSelect, bindings);
    QHash<qint64, QList<Power>> powers;
    appendPowers(rows, powers);
    return powers;
}

QHash<qint64, QList<Power>> readPowersOf(const QSqlDatabase& database, const DetailTables& tables,
                                         const QList<qint64>& ids)
{
    QSqlQuery rows = prepareDetailsOf(database, tables, kPowerColumns, tables.powers);
    QHash<qint64, QList<Power>> powers;
    for (const qint64 id : ids) {
        rows.bindValue(0, id);
        if (rows.exec())
            appendPowers(rows, powers);
    }
    return powers;
}

} // namespace ddm
