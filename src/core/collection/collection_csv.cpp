// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_csv.h"

#include "collection/csv.h"

#include <QStringDecoder>

#include <array>
#include <optional>
#include <variant>

namespace ddm {
namespace {

using Code = CollectionCsvProblemCode;

enum Column { Name, Set, Count };
constexpr std::array<const char*, 3> kColumnNames{"name", "set", "count"};

// The field position of each column, from the header.
using ColumnPositions = std::array<qsizetype, 3>;

// Each line decoded on its own, so an error can name the first line that is not UTF-8.
std::optional<int> firstLineNotUtf8(const QByteArray& bytes)
{
    int line = 1;
    for (QByteArrayView rest(bytes); !rest.isEmpty(); ++line) {
        const qsizetype end = rest.indexOf('\n');
        const QByteArrayView text = end < 0 ? rest : rest.first(end);
        QStringDecoder decoder(QStringDecoder::Utf8);
        [[maybe_unused]] const QString decoded = decoder(text);
        if (decoder.hasError())
            return line;
        rest = end < 0 ? QByteArrayView() : rest.sliced(end + 1);
    }
    return std::nullopt;
}

bool isBlank(const CsvRecord& record)
{
    for (const QString& field : record.fields) {
        if (!field.trimmed().isEmpty())
            return false;
    }
    return true;
}

std::optional<ColumnPositions> readHeader(const CsvRecord& header, QList<CollectionCsvProblem>& problems)
{
    ColumnPositions positions{-1, -1, -1};
    for (qsizetype field = header.fields.size() - 1; field >= 0; --field) {
        const QString name = header.fields.at(field).trimmed();
        for (std::size_t column = 0; column < kColumnNames.size(); ++column) {
            if (name.compare(QLatin1String(kColumnNames[column]), Qt::CaseInsensitive) == 0)
                positions[column] = field; // the first of repeated columns wins
        }
    }
    bool complete = true;
    for (std::size_t column = 0; column < kColumnNames.size(); ++column) {
        if (positions[column] < 0) {
            problems.append({header.line, Code::MissingColumn, QLatin1String(kColumnNames[column])});
            complete = false;
        }
    }
    return complete ? std::optional<ColumnPositions>(positions) : std::nullopt;
}

std::optional<int> parseCount(const QString& text)
{
    if (text.isEmpty() || text.size() > 9)
        return std::nullopt;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
    }
    const int count = text.toInt();
    return count <= CollectionCsv::kMaxCount ? std::optional<int>(count) : std::nullopt;
}

// The row, or the first problem with it.
std::variant<CollectionCsvRow, CollectionCsvProblem>
readRow(const CsvRecord& record, const ColumnPositions& positions, qsizetype headerSize)
{
    const auto field = [&](Column column) {
        const qsizetype position = positions[column];
        return position < record.fields.size() ? record.fields.at(position).trimmed() : QString();
    };
    for (const Column column : {Name, Set, Count}) {
        if (field(column).isEmpty())
            return CollectionCsvProblem{record.line, Code::MissingField, QLatin1String(kColumnNames[column])};
    }
    if (record.fields.size() > headerSize)
        return CollectionCsvProblem{record.line, Code::ExtraFields, QString::number(record.fields.size())};
    const std::optional<int> count = parseCount(field(Count));
    if (!count)
        return CollectionCsvProblem{record.line, Code::BadCount, field(Count)};
    return CollectionCsvRow{record.line, field(Name), field(Set), *count};
}

} // namespace

CollectionCsvContent CollectionCsv::read(const QByteArray& bytes)
{
    CollectionCsvContent content;
    if (const std::optional<int> line = firstLineNotUtf8(bytes)) {
        content.problems.append({*line, Code::NotUtf8, {}});
        content.complete = false;
        return content;
    }
    const CsvText text = readCsv(QString::fromUtf8(bytes));
    std::optional<ColumnPositions> positions;
    qsizetype headerSize = 0;
    for (const CsvRecord& record : text.records) {
        if (isBlank(record))
            continue;
        if (headerSize == 0) {
            headerSize = record.fields.size();
            positions = readHeader(record, content.problems);
            if (!positions) {
                content.complete = false;
                return content;
            }
            continue;
        }
        const auto row = readRow(record, *positions, headerSize);
        if (const auto* good = std::get_if<CollectionCsvRow>(&row))
            content.rows.append(*good);
        else
            content.problems.append(std::get<CollectionCsvProblem>(row));
    }
    if (headerSize == 0) {
        content.problems.append({1, Code::Empty, {}});
        content.complete = false;
    }
    if (text.unclosedQuoteLine > 0) {
        content.problems.append({text.unclosedQuoteLine, Code::UnclosedQuote, {}});
        content.complete = false;
    }
    return content;
}

QByteArray CollectionCsv::write(const QList<OwnedCount>& counts)
{
    static const QString lineEnd = QStringLiteral("\r\n");
    // number and rarity are for the reader (and spreadsheets); reading takes name, set and count.
    QString text = QStringLiteral("name,set,count,number,rarity") + lineEnd;
    for (const OwnedCount& owned : counts) {
        text += csvField(owned.name) + u',' + csvField(owned.set) + u',' + QString::number(owned.count) +
                u',' + csvField(owned.collectorNumber) + u',' +
                (owned.rarity ? rarityName(*owned.rarity) : QString()) + lineEnd;
    }
    return text.toUtf8();
}

} // namespace ddm
