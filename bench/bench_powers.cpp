// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the power grammar over the real catalog in ../shared: every card parsed with
// parseCard (3,860 attack powers, 815 abilities, the specials and champion powers).
// Run with `cmake --build build --target bench`; figures go to BENCHMARKS.md.
#include "catalog/catalog_json_reader.h"
#include "powers/card_profile.h"

#include <QFile>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace ddm;

namespace {

const QList<Creature>& catalog()
{
    static const QList<Creature> creatures = [] {
        const QString path = QStringLiteral(DDM_SHARED_DIR "/data/ddm-creatures.json");
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            fprintf(stderr, "cannot read %s\n", qPrintable(path));
            std::exit(2);
        }
        return CatalogJsonReader::read(file.readAll()).creatures;
    }();
    return creatures;
}

void BM_ParseCatalogPowers(benchmark::State& state)
{
    const QList<Creature>& creatures = catalog();
    qsizetype powers = 0;
    for (const Creature& creature : creatures)
        powers += creature.powers.size();
    for (auto _ : state) {
        qsizetype attacks = 0;
        for (const Creature& creature : creatures)
            attacks += parseCard(creature).attacks.size();
        benchmark::DoNotOptimize(attacks);
    }
    state.counters["powers"] = double(powers);
    state.SetItemsProcessed(state.iterations() * powers);
}
BENCHMARK(BM_ParseCatalogPowers)->Unit(benchmark::kMillisecond);

} // namespace
