// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the rules reference over ../shared/seeds: the full import (parse, link, write), the
// jump to a rule by number, and searches a judge would type. Targets: import under 1 s, jump under
// 50 µs, search under 2 ms median over the queries below.
#include "rules/rules_document_parser.h"
#include "rules/rules_importer.h"
#include "rules/rules_repository.h"
#include "rules/rules_search.h"
#include "storage/card_database.h"

#include <QDir>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <cstdlib>

using namespace ddm;

namespace {

QString seedsPath()
{
    return QStringLiteral(DDM_SHARED_DIR "/seeds");
}

// A data directory with the rules imported once and a session open on it.
struct RulesSession {
    QTemporaryDir directory;
    CardDatabase database;
    std::unique_ptr<RulesRepository> rules;

    RulesSession()
    {
        if (!RulesImporter::importDirectory(seedsPath(), directory.path()).ok() || database.open(directory.path())) {
            std::fprintf(stderr, "cannot import %s\n", qPrintable(seedsPath()));
            std::exit(2);
        }
        rules = std::make_unique<RulesRepository>(database);
    }
};

RulesSession& session()
{
    static RulesSession instance;
    return instance;
}

constexpr std::array kSearchQueries{"611.3",        "cover ranged",      "conceal",         "charge",
                              "flanking",     "opportunity attack", "pit",             "critical hit",
                              "line of sight wall", "confused",     "huge assault",    "B2",
                              "combat advantage helpless", "initiative tie", "resist 10 fire", "\"line of effect\""};

void BM_ImportRules(benchmark::State& state)
{
    QTemporaryDir directory;
    for (auto _ : state) {
        const RulesImportResult result = RulesImporter::importDirectory(seedsPath(), directory.path());
        if (!result.ok())
            state.SkipWithError("import failed");
        benchmark::DoNotOptimize(result.linkCount);
    }
}
BENCHMARK(BM_ImportRules)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_ParseRuleDocuments(benchmark::State& state)
{
    const QStringList files = QDir(seedsPath()).entryList(QDir::Files);
    for (auto _ : state) {
        for (const QString& file : files)
            benchmark::DoNotOptimize(RulesDocumentParser::parseFile(QDir(seedsPath()).filePath(file)).ok());
    }
}
BENCHMARK(BM_ParseRuleDocuments)->Unit(benchmark::kMillisecond);

void BM_RuleJump(benchmark::State& state)
{
    const RulesRepository& rules = *session().rules;
    const std::array spellings{QStringLiteral("611.3"), QStringLiteral("611.3a"), QStringLiteral("r707"), QStringLiteral("§1013.4.a")};
    std::size_t i = 0;
    for (auto _ : state) {
        const RuleLookup lookup = rules.rule(spellings.at(i++ % spellings.size()));
        if (!lookup.entry)
            state.SkipWithError("rule not found");
        benchmark::DoNotOptimize(lookup.entry->id);
    }
}
BENCHMARK(BM_RuleJump)->Unit(benchmark::kMicrosecond);

void BM_Search(benchmark::State& state)
{
    const RulesSearch search(*session().rules);
    RulesSearchQuery query;
    query.text = QString::fromUtf8(kSearchQueries.at(std::size_t(state.range(0))));
    state.SetLabel(kSearchQueries.at(std::size_t(state.range(0))));
    for (auto _ : state)
        benchmark::DoNotOptimize(search.search(query).size());
}
BENCHMARK(BM_Search)->DenseRange(0, int(kSearchQueries.size()) - 1)->Unit(benchmark::kMicrosecond);

} // namespace
