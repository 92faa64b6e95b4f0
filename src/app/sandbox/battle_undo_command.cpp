// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/battle_undo_command.h"

#include "sandbox/battle_session.h"

namespace ddm::gui {

BattleActionCommand::BattleActionCommand(BattleSession* session, Action recorded, const QString& text)
    : QUndoCommand(text), m_session(session), m_recorded(std::move(recorded))
{
}

void BattleActionCommand::redo()
{
    if (m_applied) {
        m_applied = false; // the engine applied it before the push
        return;
    }
    m_session->applyRecorded(m_recorded);
}

void BattleActionCommand::undo()
{
    m_session->undoLast();
}

SetupChangeCommand::SetupChangeCommand(BattleSession* session, BattleSetup before, BattleSetup after, const QString& text)
    : QUndoCommand(text), m_session(session), m_before(std::move(before)), m_after(std::move(after))
{
}

void SetupChangeCommand::redo()
{
    m_session->replaceSetup(m_after);
}

void SetupChangeCommand::undo()
{
    m_session->replaceSetup(m_before);
}

} // namespace ddm::gui
