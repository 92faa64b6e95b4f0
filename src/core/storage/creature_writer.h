// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "storage/card_details.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

namespace ddm {

// Which creature tables to write: the catalog's or the user's custom cards (same columns).
enum class CreatureTable { Catalog, Custom };

// Inserts creatures with all their fields, keywords and powers, with statements prepared once, so an
// import of the whole catalog is one prepared INSERT per row. The caller owns the transaction.
class CreatureWriter {
public:
    CreatureWriter(const QSqlDatabase& database, CreatureTable table);

    // Returns the new row id, or 0 when the database refused (see lastError()). A rowId above 0 is
    // used as the row's id, so an edited card keeps its id.
    qint64 insert(const Creature& creature, qint64 rowId = 0);
    const QString& lastError() const { return m_error; }

private:
    CreatureTable m_table;
    QSqlQuery m_creature;
    DetailWriter m_details;
    QString m_error;
};

} // namespace ddm
