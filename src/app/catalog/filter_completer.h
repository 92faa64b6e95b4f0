#pragma once

#include "query/query_completion.h"

#include <QCompleter>

class QLineEdit;
class QStringListModel;

namespace ddm::gui {

// Completion for the filter box: field names ("fac" -> "faction:"), and after a field its values:
// keywords, set names and the fixed choices. Only the word at the cursor is replaced, so the rest
// of the query stays as typed.
class FilterCompleter : public QCompleter {
    Q_OBJECT

public:
    explicit FilterCompleter(QLineEdit* edit);

    // The keywords and set names of the open catalog.
    void setVocabulary(const QStringList& keywords, const QStringList& setNames);
    // The candidates shown for the text and cursor of the box right now.
    QStringList currentCandidates() const;

private:
    void offerCandidates();
    void insertCandidate(const QString& candidate);

    QLineEdit* m_edit;
    QStringListModel* m_candidates;
    QueryCompletion m_completion;
};

} // namespace ddm::gui
