// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the collection CSV reader and the import plan over a few invented cards. Invariants:
// reading never crashes; every kept row is well-formed and every problem names a line of the file;
// the rows kept write back to bytes that read to the same rows, with no problems.

#include "collection/collection_csv.h"
#include "collection/collection_import.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

namespace {

using namespace ddm;

const CardKeyIndex& cards()
{
    static const CardKeyIndex index = [] {
        CardKeyIndex cards;
        cards.add(QStringLiteral("Regdar, Adventurer"), QStringLiteral("Set A"));
        cards.add(QStringLiteral("Imp"), QStringLiteral("Set A"));
        cards.add(QStringLiteral("Imp"), QStringLiteral("Set B"));
        cards.add(QStringLiteral("The \"Quoted\" One"), QStringLiteral("Set B"));
        return cards;
    }();
    return index;
}

void check(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const CollectionCsvContent content = CollectionCsv::read(bytes);
    const int lines = int(bytes.count('\n') + bytes.count('\r')) + 1;
    for (const CollectionCsvProblem& problem : content.problems)
        check(problem.line >= 1 && problem.line <= lines);

    QList<OwnedCount> counts;
    for (const CollectionCsvRow& row : content.rows) {
        check(row.line >= 2 && row.line <= lines);
        check(!row.name.isEmpty() && !row.set.isEmpty());
        check(row.count >= 0 && row.count <= CollectionCsv::kMaxCount);
        counts.append({row.name, row.set, row.count});
    }
    const CollectionCsvContent again = CollectionCsv::read(CollectionCsv::write(counts));
    check(again.problems.isEmpty() && again.complete && again.rows.size() == content.rows.size());
    for (qsizetype i = 0; i < again.rows.size(); ++i) {
        const CollectionCsvRow& row = content.rows.at(i);
        const CollectionCsvRow& read = again.rows.at(i);
        check(read.name == row.name && read.set == row.set && read.count == row.count);
    }

    const CollectionImportPlan plan = CollectionImport::plan(content, cards());
    check(plan.rowCount + plan.errorCount() >= content.rows.size());
    for (const OwnedCount& owned : plan.counts)
        check(owned.count >= 0 && owned.count <= CollectionCsv::kMaxCount);
    return 0;
}
