// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the catalog browser's core: the filter-to-results step a keystroke costs (compile,
// query, proxy invalidation over the 1,912-card catalog; target under 5 ms), loading the table model
// and rendering stat cards. Figures go to BENCHMARKS.md.
#include "models/catalog_filter_proxy.h"
#include "models/catalog_search.h"
#include "models/catalog_table_model.h"
#include "models/stat_card_html.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "storage/catalog_importer.h"
#include "storage/collection_repository.h"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdlib>

using namespace ddm;

namespace {

// The catalog imported once for these benchmarks, with a few owned cards.
QString modelsDataDirectory()
{
    static QTemporaryDir directory;
    static const bool imported =
        CatalogImporter::importFile(QStringLiteral(DDM_SHARED_DIR "/data/ddm-creatures.json"),
                                    directory.path())
            .ok();
    if (!imported)
        std::exit(2);
    return directory.path();
}

// An open session with the table model loaded and the proxy sorted by name, as the browser has it.
struct BrowserCore {
    CardDatabase database;
    std::unique_ptr<CardRepository> cards;
    std::unique_ptr<CollectionRepository> collection;
    std::unique_ptr<CatalogTableModel> model;
    CatalogFilterProxy proxy;

    bool open()
    {
        if (database.open(modelsDataDirectory()))
            return false;
        cards = std::make_unique<CardRepository>(database);
        collection = std::make_unique<CollectionRepository>(database);
        model = std::make_unique<CatalogTableModel>(cards.get(), collection.get());
        model->reload();
        proxy.setSourceModel(model.get());
        proxy.sort(CatalogTableModel::Name);
        return model->rowCount() > 0;
    }
};

// What the filter bar sees while a player types: single letters, a field half typed, full queries.
const char* const kKeystrokes[] = {
    "",
    "d",
    "drag",
    "f:wild",
    "f:wild cost<=20",
    "kw:undead -f:underdark",
    "o:ongoing type:attack",
    "is:champion cr>=3 (f:civ or f:borderlands)",
    "cost:10..30 a:good move:flight",
    "hp>=100 ac>=25 -kw:dragon",
};

void BM_FilterToResults(benchmark::State& state)
{
    BrowserCore core;
    if (!core.open()) {
        state.SkipWithError("cannot open the catalog");
        return;
    }
    const QString query = QString::fromLatin1(kKeystrokes[state.range(0)]);
    state.SetLabel(query.isEmpty() ? "(blank)" : kKeystrokes[state.range(0)]);
    // Each keystroke starts from a different filter, so the proxy really changes its rows: untimed,
    // the rows go back to all (or none, before a blank filter).
    int shown = 0;
    for (auto _ : state) {
        state.PauseTiming();
        if (query.isEmpty())
            core.proxy.setMatchingIds({});
        else
            core.proxy.matchAll();
        state.ResumeTiming();
        const CatalogSearchResult result = searchCatalog(*core.cards, query);
        if (result.everything)
            core.proxy.matchAll();
        else
            core.proxy.setMatchingIds(result.ids);
        shown = core.proxy.rowCount();
        benchmark::DoNotOptimize(shown);
    }
    state.counters["shown"] = double(shown);
}
BENCHMARK(BM_FilterToResults)->DenseRange(0, std::size(kKeystrokes) - 1)->Unit(benchmark::kMillisecond);

void BM_CatalogModelReload(benchmark::State& state)
{
    BrowserCore core;
    if (!core.open()) {
        state.SkipWithError("cannot open the catalog");
        return;
    }
    for (auto _ : state) {
        core.model->reload();
        benchmark::DoNotOptimize(core.proxy.rowCount());
    }
}
BENCHMARK(BM_CatalogModelReload)->Unit(benchmark::kMillisecond);

void BM_RenderStatCard(benchmark::State& state)
{
    CardDatabase database;
    if (database.open(modelsDataDirectory())) {
        state.SkipWithError("cannot open the catalog");
        return;
    }
    const QList<Creature> creatures = CardRepository(database).allCreatures();
    qsizetype next = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(StatCardHtml::render(creatures.at(next)).size());
        next = (next + 1) % creatures.size();
    }
}
BENCHMARK(BM_RenderStatCard)->Unit(benchmark::kMicrosecond);

} // namespace
