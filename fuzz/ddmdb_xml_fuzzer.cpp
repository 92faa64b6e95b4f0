// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the D&D Miniatures Database reader, as its four files: the input is cut at
// its NUL bytes, and the first four parts are miniatures.xml, releases.xml, sizes.xml and rarities.xml. The
// reader must report bad input with a file and never crash; what it accepts must join without crashing.

#include "catalog/card_facts_join.h"
#include "catalog/ddmdb_reader.h"

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QList<QByteArray> parts = bytes.split('\0');
    while (parts.size() < 4)
        parts.append(QByteArray());
    const ddm::DdmdbReadResult read =
        ddm::DdmdbReader::read({parts.at(0), parts.at(1), parts.at(2), parts.at(3)});
    if (!read.ok()) {
        if (read.error->file.isEmpty() || !read.figures.isEmpty())
            std::abort();
        return 0;
    }
    ddm::Creature creature;
    creature.name = QStringLiteral("Fuzzed Ogre");
    creature.set = QStringLiteral("War Drums");
    QList<ddm::Creature> creatures{creature};
    const ddm::CardFactsReport report = ddm::joinCardFacts(creatures, read.figures);
    if (report.figures != read.figures.size() || report.creatures != 1)
        std::abort();
    return 0;
}
