// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the warband file reader, then resolves and checks what it read against a few invented
// cards. The warband's title also becomes the power text of one card, so the card rule parser sees
// arbitrary text too. Invariants: reading never crashes; a file that reads cleanly writes back to
// bytes that read to the same warband; a check reports numbers in range.

#include "catalog/card_lookup.h"
#include "legality/legality_checker.h"
#include "warband/warband_file.h"
#include "warband/warband_resolver.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

namespace {

using namespace ddm;

Creature card(const char* name, int cost, Factions factions, Alignment alignment, QStringList keywords,
              const QString& power = {})
{
    Creature creature;
    creature.name = QString::fromUtf8(name);
    creature.set = QStringLiteral("Fuzz Set");
    creature.cost = cost;
    creature.level = 5;
    creature.factions = factions;
    creature.alignment = alignment;
    creature.keywords = std::move(keywords);
    if (!power.isEmpty())
        creature.powers.append({PowerType::Special, power, {}});
    return creature;
}

InMemoryCardLookup lookupFor(const Warband& warband)
{
    const Factions wild(Faction::Wild);
    InMemoryCardLookup lookup;
    lookup.addCreature(card("Scout", 5, wild, Alignment::Unaligned, {QStringLiteral("Human")}));
    lookup.addCreature(
        card("Brute", 40, wild | Faction::Borderlands, Alignment::Evil, {QStringLiteral("Giant")}));
    lookup.addCreature(card("Saint", 20, wild, Alignment::Good, {QStringLiteral("Unique")}));
    lookup.addCreature(card("Tyrant", 60, wild, Alignment::Evil, {},
                            QStringLiteral("Tyrant: Your warband cannot include any other champions.")));
    lookup.addCreature(card("Mob", 3, wild, Alignment::Unaligned, {},
                            QStringLiteral("Mob 2: Every 2 creatures named Mob count as 1 creature.")));
    lookup.addCreature(
        card("Gatekeeper", 10, wild, Alignment::Unaligned, {},
             QStringLiteral("Gate: You may include one creature from the Borderlands faction in "
                            "your warband.")));
    lookup.addCreature(card("Fuzz Card", 7, wild, Alignment::Unaligned, {}, warband.title));
    Creature twin = card("Twin", 4, wild, Alignment::Unaligned, {});
    lookup.addCreature(twin);
    twin.set = QStringLiteral("Other Set");
    lookup.addCreature(twin);
    Item ring;
    ring.name = QStringLiteral("Ring");
    ring.cost = 2;
    ring.maxLevel = 6;
    lookup.addItem(ring);
    return lookup;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    // An autosave's draft reads whatever a file reads, and round-trips the same way.
    const WarbandReadResult draft = WarbandFile::readDraft(bytes);
    if (draft.ok() && !(WarbandFile::readDraft(WarbandFile::write(draft.warband)).warband == draft.warband))
        std::abort();
    const WarbandReadResult result = WarbandFile::read(bytes);
    if (!result.ok())
        return 0;
    if (!draft.ok() || !(draft.warband == result.warband))
        std::abort();

    const QByteArray written = WarbandFile::write(result.warband);
    const WarbandReadResult reread = WarbandFile::read(written);
    if (!reread.ok() || !(reread.warband == result.warband))
        std::abort();

    const InMemoryCardLookup lookup = lookupFor(result.warband);
    const ResolvedWarband resolved = WarbandResolver::resolve(result.warband, lookup);
    if (resolved.creatures.size() != result.warband.creatures.size())
        std::abort();
    const LegalityChecker checker;
    const LegalityReport report = checker.check(resolved);
    if (report.creatureCount < 0 || report.creatureCount > result.warband.creatures.size() ||
        report.points < 0 || report.legal != report.violations.isEmpty())
        std::abort();
    return 0;
}
