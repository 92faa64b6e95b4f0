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

} // namespace

QHash<qint64, QStringList> readKeywords(const QSqlDatabase& database, const DetailTables& tables,
                                        const QString& ownerSelect, const QVariantList& bindings)
{
    QSqlQuery rows =
        selectDetails(database, tables, QStringLiteral("keyword"), tables.keywords, ownerSelect, bindings);
    QHash<qint64, QStringList> keywords;
    while (rows.next())
        keywords[rows.value(0).toLongLong()].append(rows.value(1).toString());
    return keywords;
}

QHash<qint64, QList<Power>> readPowers(const QSqlDatabase& database, const DetailTables& tables,
                                       const QString& ownerSelect, const QVariantList& bindings)
{
    QSqlQuery rows = selectDetails(database, tables, QStringLiteral("type, text, use_limit"), tables.powers,
                                   ownerSelect, bindings);
    QHash<qint64, QList<Power>> powers;
    while (rows.next()) {
        Power power;
        power.type = parsePowerType(rows.value(1).toString()).value_or(PowerType::Special);
        power.text = rows.value(2).toString();
        power.useLimit = optionalInt(rows.value(3));
        powers[rows.value(0).toLongLong()].append(power);
    }
    return powers;
}

} // namespace ddm
