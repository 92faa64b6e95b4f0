// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the posted-list reader against a few invented cards (one name in two sets, one with a
// comma). Invariants: reading never crashes; every creature item is a line; the warband holds each
// resolved line's copies, a handful each; the warband it builds writes to a file that reads back
// once it has a faction.

#include "listimport/list_import.h"
#include "warband/warband_file.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

namespace {

using namespace ddm;

Creature card(const char* name, const char* set, int cost)
{
    Creature creature;
    creature.name = QString::fromUtf8(name);
    creature.set = QString::fromUtf8(set);
    creature.cost = cost;
    creature.factions = Faction::Wild;
    return creature;
}

const ListImporter& importer()
{
    static const ListImporter instance({card("Orc Archer", "Fuzz Set", 8), card("Orc Archer", "Other Set", 9),
                                        card("Aramil, Adventurer", "Fuzz Set", 13),
                                        card("Dire Wolf", "Fuzz Set", 16),
                                        card("Bigby's Hand - Clenched Fist", "Fuzz Set", 36)});
    return instance;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const ListImport list =
        importer().read(text, {std::nullopt, std::nullopt, {QStringLiteral("Goblin Market")}});
    qsizetype copies = 0;
    for (const ListLine& line : list.lines) {
        if (line.count < 1 || line.count > 99)
            std::abort();
        if (!line.name.isEmpty())
            copies += line.count;
        else if (!list.unresolved.contains(line.text))
            std::abort();
    }
    if (copies != list.warband.creatures.size())
        std::abort();
    // Without a faction (none stated, none shared) the file is refused until one is chosen.
    const bool hasFaction = list.warband.faction || list.warband.scenario == Scenario::SealedBooster;
    if (hasFaction != WarbandFile::read(WarbandFile::write(list.warband)).ok())
        std::abort();
    return 0;
}
