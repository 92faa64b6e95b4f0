// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers for the legality tests: warbands written as short strings, resolved against a lookup,
// and reports reduced to what a row compares.

#include "catalog/card_lookup.h"
#include "catalog/catalog_json_reader.h"
#include "legality/legality_checker.h"
#include "legality/legality_report.h"
#include "warband/warband_resolver.h"

#include "program_maps.h"
#include "shared_data.h"

#include <QFile>
#include <QStringList>

#include <algorithm>

namespace ddm::test {

// The real catalog, read once per test run (empty when ../shared is missing).
inline const QList<Creature>& catalogCreatures()
{
    static const QList<Creature> creatures = [] {
        QFile file(sharedPath(QStringLiteral("data/ddm-creatures.json")));
        return file.open(QIODevice::ReadOnly) ? CatalogJsonReader::read(file.readAll()).creatures
                                              : QList<Creature>();
    }();
    return creatures;
}

// One creature of a warband as a test writes it: "Name", "Name @ Set", "Name + Item + Item".
inline WarbandEntry entryFrom(const QString& spec)
{
    QStringList parts = spec.split(QStringLiteral(" + "));
    WarbandEntry entry;
    const QString card = parts.takeFirst();
    const qsizetype at = card.indexOf(QStringLiteral(" @ "));
    entry.name = at < 0 ? card : card.left(at);
    entry.set = at < 0 ? QString() : card.mid(at + 3);
    entry.items = parts;
    return entry;
}

inline Warband warbandFrom(int points, const QString& faction, const QStringList& creatures,
                           const QString& scenario = QStringLiteral("assault"), const QStringList& items = {})
{
    Warband warband;
    warband.points = points;
    warband.faction = parseFaction(faction);
    warband.scenario = parseScenario(scenario).value_or(Scenario::Assault);
    warband.map = mapFor(points);
    for (const QString& spec : creatures)
        warband.creatures.append(entryFrom(spec));
    warband.items = items;
    return warband;
}

// A checker that knows the program's maps.
inline std::unique_ptr<LegalityChecker> makeChecker()
{
    auto checker = std::make_unique<LegalityChecker>();
    checker->setMaps(programMaps());
    return checker;
}

// Violation codes, sorted, so a row lists what it expects in any order.
inline QStringList codesOf(const QList<Violation>& violations)
{
    QStringList codes;
    for (const Violation& violation : violations)
        codes.append(violationCodeKey(violation.code));
    codes.sort();
    return codes;
}

inline QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

// Everything in a report, for failure messages.
inline QString describe(const LegalityReport& report)
{
    QStringList lines;
    for (const Violation& violation : report.violations)
        lines.append(QStringLiteral("error %1 [%2]: %3")
                         .arg(violationCodeKey(violation.code), violation.rule, violation.message));
    for (const Violation& violation : report.warnings)
        lines.append(QStringLiteral("warning %1 [%2]: %3")
                         .arg(violationCodeKey(violation.code), violation.rule, violation.message));
    lines.append(QStringLiteral("points %1, creatures %2 of %3")
                     .arg(report.points)
                     .arg(report.creatureCount)
                     .arg(report.creatureLimit));
    return lines.join(QLatin1Char('\n'));
}

} // namespace ddm::test
