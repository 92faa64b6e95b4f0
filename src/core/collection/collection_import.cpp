// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_import.h"

#include <QHash>

#include <algorithm>
#include <limits>

namespace ddm {

int CollectionImportPlan::copyCount() const
{
    int copies = 0;
    for (const OwnedCount& owned : counts)
        copies += owned.count;
    return copies;
}

int CollectionImportPlan::errorCount() const
{
    return int(std::count_if(problems.cbegin(), problems.cend(),
                             [](const CollectionCsvProblem& problem) { return problem.isError(); }));
}

CollectionImportPlan CollectionImport::plan(const CollectionCsvContent& content, const CardKeyIndex& cards)
{
    CollectionImportPlan plan;
    plan.complete = content.complete;
    plan.problems = content.problems;
    QHash<QString, qsizetype> indexOfCard;
    QList<int> firstLine;
    for (const CollectionCsvRow& row : content.rows) {
        const std::optional<CardKey> card = cards.find(row.name, row.set);
        if (!card) {
            plan.problems.append({row.line, CollectionCsvProblemCode::UnknownCard, row.name, 0, row.set});
            continue;
        }
        const QString key = cardLookupKey(card->name, card->set);
        const auto known = indexOfCard.constFind(key);
        if (known == indexOfCard.cend()) {
            indexOfCard.insert(key, plan.counts.size());
            plan.counts.append({card->name, card->set, row.count});
            firstLine.append(row.line);
            ++plan.rowCount;
            continue;
        }
        OwnedCount& owned = plan.counts[*known];
        if (owned.count + row.count > CollectionCsv::kMaxCount) {
            plan.problems.append({row.line, CollectionCsvProblemCode::CountTooLarge,
                                  QString::number(owned.count + row.count)});
            continue;
        }
        owned.count += row.count;
        plan.problems.append({row.line, CollectionCsvProblemCode::Duplicate, {}, firstLine.at(*known)});
        ++plan.rowCount;
    }
    std::stable_sort(
        plan.problems.begin(), plan.problems.end(),
        [](const CollectionCsvProblem& a, const CollectionCsvProblem& b) { return a.line < b.line; });
    return plan;
}

EditResult CollectionImport::apply(const CollectionImportPlan& plan, CollectionRepository& collection,
                                   CollectionImportMode mode)
{
    if (!plan.complete) {
        return {0, EditError{EditErrorCode::MissingField, QStringLiteral("file"),
                             QStringLiteral("the file could not be read to its end")}};
    }
    if (mode != CollectionImportMode::Add) {
        return collection.setOwnedCounts(plan.counts, mode == CollectionImportMode::Replace
                                                          ? CollectionUpdate::Replace
                                                          : CollectionUpdate::Merge);
    }
    QHash<QString, int> owned;
    for (const OwnedCount& count : collection.ownedCounts())
        owned.insert(cardLookupKey(count.name, count.set), count.count);
    QList<OwnedCount> added = plan.counts;
    for (OwnedCount& count : added) {
        const qint64 total = qint64(count.count) + owned.value(cardLookupKey(count.name, count.set));
        count.count = int(std::min<qint64>(total, std::numeric_limits<int>::max()));
    }
    return collection.setOwnedCounts(added, CollectionUpdate::Merge);
}

} // namespace ddm
