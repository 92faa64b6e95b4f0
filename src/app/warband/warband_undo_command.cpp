// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/warband_undo_command.h"

#include "builder/warband_document.h"

namespace ddm::gui {

WarbandUndoCommand::WarbandUndoCommand(WarbandDocument* document, WarbandEdit edit)
    : QUndoCommand(describeEdit(edit))
    , m_document(document)
    , m_edit(std::move(edit))
{
}

void WarbandUndoCommand::redo()
{
    m_document->apply(m_edit);
}

void WarbandUndoCommand::undo()
{
    m_document->revert(m_edit);
}

int WarbandUndoCommand::id() const
{
    return mergeId(m_edit);
}

// A merge that brings the field back to where it was leaves a command with nothing to do: marked
// obsolete, the stack drops it.
bool WarbandUndoCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const WarbandUndoCommand*>(other);
    if (next->m_document != m_document || !mergeEdit(m_edit, next->m_edit))
        return false;
    setText(describeEdit(m_edit));
    setObsolete(isNoOp(m_edit));
    return true;
}

} // namespace ddm::gui
