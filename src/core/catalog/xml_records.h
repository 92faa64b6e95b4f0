// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// One record of a Rails-style XML array: <root><record><field>text</field>...</record>...</root>.
// A field marked nil="true" is left out, as is an empty one.
struct XmlRecord {
    QHash<QString, QString> fields;
    qint64 line = 0; // the line of the record's opening tag
};

struct XmlRecordsError {
    qint64 line = 0;
    QString message;
};

// Reads every record of `xml`. Nesting deeper than a record's fields and malformed XML are errors
// with their line; so is a document without a root element.
std::optional<XmlRecordsError> readXmlRecords(const QByteArray& xml, QList<XmlRecord>& records);

} // namespace ddm
