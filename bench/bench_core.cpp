// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the foundation over the real catalog in ../shared: import, legality, filter queries.
// Run with `cmake --build build --target bench`; figures go to BENCHMARKS.md.
#include "catalog/card_lookup.h"
#include "catalog/catalog_json_reader.h"
#include "legality/legality_checker.h"
#include "query/query_compiler.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "storage/catalog_importer.h"
#include "warband/warband_resolver.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdlib>

using namespace ddm;

namespace {

QString catalogPath() { return QStringLiteral(DDM_SHARED_DIR "/data/ddm-creatures.json"); }

QByteArray catalogBytes()
{
    QFile file(catalogPath());
    if (!file.open(QIODevice::ReadOnly)) {
        fprintf(stderr, "cannot read %s\n", qPrintable(catalogPath()));
        std::exit(2);
    }
    return file.readAll();
}

// A data directory with the catalog imported once, shared by the query benchmarks.
QString importedDataDirectory()
{
    static QTemporaryDir directory;
    static const bool imported = CatalogImporter::importFile(catalogPath(), directory.path()).ok();
    if (!imported)
        std::exit(2);
    return directory.path();
}

// The whole import as the build runs it: the catalog JSON with the D&D Miniatures Database export
// beside it (state.range(0) = 1), or the catalog alone (0), to show what the join costs.
void BM_ImportCatalog(benchmark::State& state)
{
    QTemporaryDir directory;
    CatalogImportOptions options;
    options.withoutSupplement = state.range(0) == 0;
    for (auto _ : state) {
        const CatalogImportResult result =
            CatalogImporter::importFile(catalogPath(), directory.path(), options);
        if (!result.ok() || (state.range(0) == 1 && result.supplement != SupplementState::Read))
            state.SkipWithError("import failed or found no ddmdb");
        benchmark::DoNotOptimize(result.creatureCount);
    }
}
BENCHMARK(BM_ImportCatalog)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_ReadCatalogJson(benchmark::State& state)
{
    const QByteArray bytes = catalogBytes();
    for (auto _ : state)
        benchmark::DoNotOptimize(CatalogJsonReader::read(bytes).creatures.size());
}
BENCHMARK(BM_ReadCatalogJson)->Unit(benchmark::kMillisecond);

// A legal-looking 200-point Wild warband of ten creatures, several with construction rules on their
// cards, so the check exercises every rule family's bookkeeping.
void BM_LegalityCheck10Creatures(benchmark::State& state)
{
    const InMemoryCardLookup lookup(CatalogJsonReader::read(catalogBytes()).creatures);
    Warband warband;
    warband.points = 200;
    warband.faction = Faction::Wild;
    for (const char* name : {"Aarakocra", "Air Mephit", "Air Mephit", "Graycloak Ranger", "Bandit Captain",
                             "Forest Gnome Ranger", "White Wyrmling", "Carnage Demon", "Carnage Demon",
                             "Aramil, Adventurer"})
        warband.creatures.append({QString::fromLatin1(name), {}, {}});
    const ResolvedWarband resolved = WarbandResolver::resolve(warband, lookup);
    if (!resolved.isFullyResolved()) {
        state.SkipWithError("a benchmark card is missing from the catalog");
        return;
    }
    const LegalityChecker checker;
    checker.check(resolved); // the first check parses the cards' construction rules once
    for (auto _ : state)
        benchmark::DoNotOptimize(checker.check(resolved).legal);
}
BENCHMARK(BM_LegalityCheck10Creatures)->Unit(benchmark::kMicrosecond);

// What a player types in the filter bar, from a bare name to a combined query.
const char* const kFilterQueries[] = {
    "dragon",
    "f:wild cost<=20",
    "kw:undead -f:underdark",
    "o:\"ongoing\" type:attack",
    "is:champion cr>=3 (f:civ or f:borderlands)",
    "cost:10..30 a:good move:flight",
    "set:giants is:unique",
    "hp>=100 ac>=25 -kw:dragon",
};

void BM_FilterQuery(benchmark::State& state)
{
    CardDatabase database;
    if (database.open(importedDataDirectory())) {
        state.SkipWithError("cannot open the database");
        return;
    }
    const CardRepository repository(database);
    const QString query = QString::fromLatin1(kFilterQueries[state.range(0)]);
    state.SetLabel(kFilterQueries[state.range(0)]);
    std::size_t hits = 0;
    for (auto _ : state) {
        const auto compiled = QueryCompiler::compile(query);
        const CompiledQuery& sql = std::get<CompiledQuery>(compiled);
        hits = repository.creatureIds(sql.whereSql, sql.bindings).size();
        benchmark::DoNotOptimize(hits);
    }
    state.counters["hits"] = double(hits);
}
BENCHMARK(BM_FilterQuery)->DenseRange(0, std::size(kFilterQueries) - 1)->Unit(benchmark::kMillisecond);

void BM_LoadAllCreatures(benchmark::State& state)
{
    CardDatabase database;
    if (database.open(importedDataDirectory())) {
        state.SkipWithError("cannot open the database");
        return;
    }
    const CardRepository repository(database);
    for (auto _ : state)
        benchmark::DoNotOptimize(repository.allCreatures().size());
}
BENCHMARK(BM_LoadAllCreatures)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication application(argc, argv); // the Sql plugins are found through the application
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
