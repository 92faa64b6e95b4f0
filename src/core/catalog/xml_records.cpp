// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/xml_records.h"

#include <QXmlStreamReader>

namespace ddm {
namespace {

XmlRecordsError errorAt(const QXmlStreamReader& reader, const QString& message)
{
    return {reader.lineNumber(), message};
}

// Reads the fields of the record whose start tag the reader has just read.
std::optional<XmlRecordsError> readRecord(QXmlStreamReader& reader, XmlRecord& record)
{
    while (reader.readNextStartElement()) {
        const QString field = reader.name().toString();
        const bool nil = reader.attributes().value(QLatin1String("nil")) == QLatin1String("true");
        const QString text = reader.readElementText(QXmlStreamReader::ErrorOnUnexpectedElement);
        if (reader.hasError())
            return errorAt(reader, QStringLiteral("<%1>: %2").arg(field, reader.errorString()));
        if (!nil && !text.trimmed().isEmpty())
            record.fields.insert(field, text.trimmed());
    }
    return std::nullopt;
}

} // namespace

std::optional<XmlRecordsError> readXmlRecords(const QByteArray& xml, QList<XmlRecord>& records)
{
    QXmlStreamReader reader(xml);
    if (!reader.readNextStartElement()) {
        if (reader.hasError())
            return errorAt(reader, reader.errorString());
        return errorAt(reader, QStringLiteral("no root element"));
    }
    while (reader.readNextStartElement()) {
        XmlRecord record;
        record.line = reader.lineNumber();
        if (std::optional<XmlRecordsError> error = readRecord(reader, record))
            return error;
        records.append(std::move(record));
    }
    if (reader.hasError())
        return errorAt(reader, reader.errorString());
    // Whatever follows the root element must be well-formed too (a second root is an error).
    while (!reader.atEnd())
        reader.readNext();
    if (reader.hasError())
        return errorAt(reader, reader.errorString());
    return std::nullopt;
}

} // namespace ddm
