// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/query_completion.h"

#include <QCompleter>

#include <functional>
#include <optional>

class QLineEdit;
class QStringListModel;

namespace ddm::gui {

// Completion for the filter box: field names ("fac" -> "faction:"), and after a field its values:
// keywords, set names and the fixed choices. Only the word at the cursor is replaced, so the rest
// of the query stays as typed.
class FilterCompleter : public QCompleter {
    Q_OBJECT

public:
    // What the catalog offers (its keywords and set names), read when first needed: reading it
    // costs more than the rest of the filter box, and many sessions never type a filter.
    using VocabularySource = std::function<QueryCompletion()>;
    FilterCompleter(QLineEdit* edit, VocabularySource source);

    // The catalog changed: the next completion reads the vocabulary again.
    void forgetVocabulary();
    // The candidates shown for the text and cursor of the box right now.
    QStringList currentCandidates() const;

private:
    void offerCandidates();
    void insertCandidate(const QString& candidate);
    const QueryCompletion& completion() const;

    QLineEdit* m_edit;
    QStringListModel* m_candidates;
    VocabularySource m_source;
    mutable std::optional<QueryCompletion> m_completion;
};

} // namespace ddm::gui
