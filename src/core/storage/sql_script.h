// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ddm {

// Splits an SQL script into single statements, because QSqlQuery runs one statement at a time.
// A ';' ends a statement unless it sits in a quoted string or identifier, a comment, or the
// BEGIN … END body of a CREATE TRIGGER. Comments are dropped; empty statements are skipped.
class SqlScript {
public:
    static QStringList statements(const QString& script);
};

} // namespace ddm
