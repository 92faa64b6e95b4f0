// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/ddmdb_reader.h"

#include "catalog/xml_records.h"

#include <QDir>
#include <QFile>
#include <QHash>

namespace ddm {
namespace {

const QString kMiniaturesFile = QStringLiteral("miniatures.xml");
const QString kReleasesFile = QStringLiteral("releases.xml");
const QString kSizesFile = QStringLiteral("sizes.xml");
const QString kRaritiesFile = QStringLiteral("rarities.xml");

// One file's records, or the error that stopped its reading.
std::optional<DdmdbError> readFile(const QString& file, const QByteArray& xml, QList<XmlRecord>& records)
{
    if (std::optional<XmlRecordsError> error = readXmlRecords(xml, records))
        return DdmdbError{file, error->line, error->message};
    return std::nullopt;
}

std::optional<int> wholeNumber(const QString& text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

// A lookup table: id -> what its row names (a release's name, a size, a rarity).
template <typename Value> class Lookup {
public:
    using Parse = std::optional<Value> (*)(const QString&);

    std::optional<DdmdbError> read(const QString& file, const QByteArray& xml, Parse parse)
    {
        m_file = file;
        QList<XmlRecord> records;
        if (std::optional<DdmdbError> error = readFile(file, xml, records))
            return error;
        for (const XmlRecord& record : records) {
            const std::optional<int> id = wholeNumber(record.fields.value(QStringLiteral("id")));
            if (!id)
                return DdmdbError{file, record.line, QStringLiteral("a row without a whole-number <id>")};
            // A row this program cannot read is an error only for the miniatures that use it (find()).
            const QString name = record.fields.value(QStringLiteral("name"));
            m_rows.insert(*id, {name, parse(name)});
        }
        return std::nullopt;
    }

    // The value `record`'s `field` refers to: absent when the field is empty or 0 (row ids start at 1;
    // the export writes 0 for "none", as for the Thundertusk Boar's rarity); an error when it names no
    // row of this table.
    std::optional<DdmdbError> find(const XmlRecord& record, const QString& field,
                                   std::optional<Value>& value) const
    {
        const QString text = record.fields.value(field);
        const std::optional<int> id = wholeNumber(text);
        if (text.isEmpty() || id == 0)
            return std::nullopt;
        if (!id || !m_rows.contains(*id))
            return DdmdbError{kMiniaturesFile, record.line,
                              QStringLiteral("<%1> %2 names no row of %3").arg(field, text, m_file)};
        const Row& row = m_rows[*id];
        if (!row.value)
            return DdmdbError{kMiniaturesFile, record.line,
                              QStringLiteral("<%1> %2 names \"%3\" (%4), which is not known")
                                  .arg(field, text, row.name, m_file)};
        value = row.value;
        return std::nullopt;
    }

private:
    struct Row {
        QString name;
        std::optional<Value> value;
    };

    QString m_file;
    QHash<int, Row> m_rows;
};

std::optional<QString> anyName(const QString& name)
{
    return name.trimmed().isEmpty() ? std::nullopt : std::optional<QString>(name.trimmed());
}

struct Lookups {
    Lookup<QString> releases;
    Lookup<CreatureSize> sizes;
    Lookup<Rarity> rarities;
};

std::optional<DdmdbError> readFigure(const XmlRecord& record, const Lookups& lookups, DdmdbFigure& figure)
{
    figure.line = record.line;
    figure.name = record.fields.value(QStringLiteral("name"));
    if (figure.name.isEmpty())
        return DdmdbError{kMiniaturesFile, record.line, QStringLiteral("a miniature without a <name>")};
    std::optional<QString> release;
    if (std::optional<DdmdbError> error =
            lookups.releases.find(record, QStringLiteral("release-id"), release))
        return error;
    if (!release)
        return DdmdbError{kMiniaturesFile, record.line,
                          QStringLiteral("\"%1\" has no <release-id>").arg(figure.name)};
    figure.release = *release;
    const QString number = record.fields.value(QStringLiteral("number"));
    figure.number = wholeNumber(number);
    if (!number.isEmpty() && !figure.number)
        return DdmdbError{
            kMiniaturesFile, record.line,
            QStringLiteral("\"%1\": <number> \"%2\" is not a whole number").arg(figure.name, number)};
    if (std::optional<DdmdbError> error = lookups.sizes.find(record, QStringLiteral("size-id"), figure.size))
        return error;
    return lookups.rarities.find(record, QStringLiteral("rarity-id"), figure.rarity);
}

} // namespace

QString DdmdbError::toString() const
{
    return line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message)
                    : QStringLiteral("%1: %2").arg(file, message);
}

const QStringList& DdmdbReader::fileNames()
{
    static const QStringList names{kMiniaturesFile, kReleasesFile, kSizesFile, kRaritiesFile};
    return names;
}

DdmdbReadResult DdmdbReader::read(const DdmdbFiles& files)
{
    DdmdbReadResult result;
    Lookups lookups;
    result.error = lookups.releases.read(kReleasesFile, files.releases, &anyName);
    if (!result.error)
        result.error = lookups.sizes.read(kSizesFile, files.sizes, &parseSize);
    if (!result.error)
        result.error = lookups.rarities.read(kRaritiesFile, files.rarities, &parseRarity);
    QList<XmlRecord> records;
    if (!result.error)
        result.error = readFile(kMiniaturesFile, files.miniatures, records);
    for (qsizetype i = 0; !result.error && i < records.size(); ++i) {
        DdmdbFigure figure;
        result.error = readFigure(records.at(i), lookups, figure);
        result.figures.append(std::move(figure));
    }
    if (result.error)
        result.figures.clear();
    return result;
}

DdmdbReadResult DdmdbReader::readDirectory(const QString& directory)
{
    const QDir dir(directory);
    QList<QByteArray> contents;
    for (const QString& name : fileNames()) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            DdmdbReadResult result;
            result.error =
                DdmdbError{dir.filePath(name), 0, QStringLiteral("cannot read: %1").arg(file.errorString())};
            return result;
        }
        contents.append(file.readAll());
    }
    DdmdbReadResult result = read({contents.at(0), contents.at(1), contents.at(2), contents.at(3)});
    if (result.error)
        result.error->file = dir.filePath(result.error->file);
    return result;
}

} // namespace ddm
