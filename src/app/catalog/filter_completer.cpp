// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/filter_completer.h"

#include <QAbstractItemView>
#include <QLineEdit>
#include <QStringListModel>

namespace ddm::gui {

FilterCompleter::FilterCompleter(QLineEdit* edit, VocabularySource source)
    : QCompleter(edit)
    , m_edit(edit)
    , m_candidates(new QStringListModel(this))
    , m_source(std::move(source))
{
    setObjectName(QStringLiteral("filterCompleter"));
    setModel(m_candidates);
    setWidget(edit);
    // QueryCompletion already chose and ordered the candidates (beginning with the typed text
    // first, then containing it): the popup shows them as they are.
    setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    setCaseSensitivity(Qt::CaseInsensitive);
    popup()->setObjectName(QStringLiteral("filterCompletionPopup"));
    connect(edit, &QLineEdit::textEdited, this, &FilterCompleter::offerCandidates);
    connect(this, qOverload<const QString&>(&QCompleter::activated), this, &FilterCompleter::insertCandidate);
}

void FilterCompleter::forgetVocabulary()
{
    m_completion.reset();
}

const QueryCompletion& FilterCompleter::completion() const
{
    if (!m_completion)
        m_completion = m_source();
    return *m_completion;
}

QStringList FilterCompleter::currentCandidates() const
{
    return completion().candidates(m_edit->text(), m_edit->cursorPosition());
}

void FilterCompleter::offerCandidates()
{
    const CompletionContext context = QueryCompletion::contextAt(m_edit->text(), m_edit->cursorPosition());
    const QStringList candidates = completion().candidates(context);
    // Nothing to offer while nothing is typed, or when the one candidate is what is typed already.
    const bool nothingNew =
        candidates.isEmpty() ||
        (context.typed.isEmpty() && context.target == CompletionTarget::FieldOrName) ||
        (candidates.size() == 1 && candidates.first().compare(context.typed, Qt::CaseInsensitive) == 0);
    if (nothingNew) {
        popup()->hide();
        return;
    }
    m_candidates->setStringList(candidates);
    complete();
}

void FilterCompleter::insertCandidate(const QString& candidate)
{
    const QString text = m_edit->text();
    const int cursor = m_edit->cursorPosition();
    const CompletionContext context = QueryCompletion::contextAt(text, cursor);
    if (context.target == CompletionTarget::Nothing)
        return;
    // The context starts at the word's opening quote, if any: candidates bring their own.
    const QString completed = text.left(context.start) + candidate;
    m_edit->setText(completed + text.mid(cursor));
    m_edit->setCursorPosition(int(completed.size()));
    emit m_edit->textEdited(m_edit->text()); // as if typed: a field name chosen offers its values next
}

} // namespace ddm::gui
