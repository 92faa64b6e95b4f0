// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_file_transfer.h"

#include "collection/card_key_index.h"
#include "common/app_session.h"

#include <QFile>
#include <QSaveFile>

namespace ddm::gui {

CollectionImportOutcome importCollectionFile(AppSession& session, const QString& path,
                                             CollectionImportMode mode)
{
    CollectionImportOutcome outcome;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        outcome.fileError = file.errorString();
        return outcome;
    }
    const CollectionCsvContent content = CollectionCsv::read(file.readAll());
    outcome.plan = CollectionImport::plan(content, CardKeyIndex(session.cards().allCreatures()));
    const EditResult result = CollectionImport::apply(outcome.plan, session.collection(), mode);
    outcome.refused = result.error;
    if (result.ok())
        session.notifyCollectionChanged({}, {});
    for (const OwnedCount& owned : session.collection().ownedCounts())
        outcome.ownedCopies += owned.count;
    return outcome;
}

std::optional<QString> exportCollectionFile(AppSession& session, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    file.write(CollectionCsv::write(session.collection().ownedCounts()));
    if (!file.commit())
        return file.errorString();
    return std::nullopt;
}

} // namespace ddm::gui
