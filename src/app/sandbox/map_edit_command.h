// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"

#include <QUndoCommand>

namespace ddm::gui {

class MapDocument;

// One map edit on the undo stack: the whole map before and after. Maps are small, implicitly
// shared values, and a snapshot restores every square, area and wall exactly.
class MapEditCommand : public QUndoCommand {
public:
    MapEditCommand(MapDocument* document, BattleMap before, BattleMap after, const QString& text);

    void redo() override;
    void undo() override;

private:
    MapDocument* m_document;
    BattleMap m_before;
    BattleMap m_after;
};

} // namespace ddm::gui
