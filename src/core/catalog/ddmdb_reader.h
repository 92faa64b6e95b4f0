// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// One miniature of the D&D Miniatures Database export (ddmdb): no stat card, only the facts a
// collector tracks, joined to the catalog by name and set.
struct DdmdbFigure {
    QString name;
    QString release;           // the set's name as the database spells it ("War Drums")
    std::optional<int> number; // collector number within its release
    std::optional<CreatureSize> size;
    std::optional<Rarity> rarity;
    qint64 line = 0; // where its record starts in miniatures.xml

    bool operator==(const DdmdbFigure&) const = default;
};

// What is wrong with the export, and where: "miniatures.xml:120: <size-id> 9 names no size".
struct DdmdbError {
    QString file;
    qint64 line = 0;
    QString message;

    QString toString() const;
};

// The four files of the export the import needs, as bytes (pure parsing for tests and fuzzing).
struct DdmdbFiles {
    QByteArray miniatures;
    QByteArray releases;
    QByteArray sizes;
    QByteArray rarities;
};

struct DdmdbReadResult {
    QList<DdmdbFigure> figures;
    std::optional<DdmdbError> error; // the first problem; no figures are returned with one

    bool ok() const { return !error; }
};

// Reads the Rails-style XML export: a root element holding one element per record, each with one
// child element per field (`nil="true"` for an empty field). The lookup tables (releases, sizes,
// rarities) name what miniatures.xml refers to by id; a reference to a missing row is an error.
class DdmdbReader {
public:
    static const QStringList& fileNames(); // the files readDirectory() needs, miniatures.xml first
    static DdmdbReadResult read(const DdmdbFiles& files);
    // Reads fileNames() from `directory`; a missing or unreadable file is an error naming it.
    static DdmdbReadResult readDirectory(const QString& directory);
};

} // namespace ddm
