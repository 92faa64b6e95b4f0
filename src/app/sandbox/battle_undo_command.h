// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action.h"
#include "engine/battle_setup.h"

#include <QUndoCommand>

namespace ddm::gui {

class BattleSession;

// One played action on the sandbox's undo stack. It is pushed after the engine applied it: the
// first redo does nothing; undo is the engine's undo; a later redo applies the recorded action,
// which carries every roll it used, so it comes out the same.
class BattleActionCommand : public QUndoCommand {
public:
    BattleActionCommand(BattleSession* session, Action recorded, const QString& text);

    void redo() override;
    void undo() override;

private:
    BattleSession* m_session;
    Action m_recorded;
    bool m_applied = true;
};

// A creature moved to another set-up position before the battle: the setup before and after.
class SetupChangeCommand : public QUndoCommand {
public:
    SetupChangeCommand(BattleSession* session, BattleSetup before, BattleSetup after, const QString& text);

    void redo() override;
    void undo() override;

private:
    BattleSession* m_session;
    BattleSetup m_before;
    BattleSetup m_after;
};

} // namespace ddm::gui
