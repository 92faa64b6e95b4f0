// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace ddm {

// One record of CSV text: its fields as written (quotes removed) and the line it starts on.
struct CsvRecord {
    int line = 0; // 1-based; a record whose quoted field holds line breaks spans several lines
    QStringList fields;

    bool operator==(const CsvRecord&) const = default;
};

struct CsvText {
    QList<CsvRecord> records;
    // The line of a quoted field the text ends inside (its record is left out); 0 when none.
    int unclosedQuoteLine = 0;
};

// Reads RFC 4180 text: fields separated by commas, records by CRLF, LF or a lone CR; a field in
// double quotes may hold commas, line breaks (kept as LF) and doubled quotes. A leading byte-order
// mark is skipped and a final line break is optional. Where the RFC is strict the reader is lenient,
// as spreadsheet exports are: a quote inside an unquoted field, or text after a closing quote, is
// kept as written.
CsvText readCsv(QStringView text);

// `value` as one CSV field: in quotes (inner quotes doubled) when it holds a comma, a quote or a
// line break, as it is otherwise.
QString csvField(const QString& value);

} // namespace ddm
