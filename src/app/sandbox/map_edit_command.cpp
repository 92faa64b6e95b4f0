// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/map_edit_command.h"

#include "sandbox/map_document.h"

namespace ddm::gui {

MapEditCommand::MapEditCommand(MapDocument* document, BattleMap before, BattleMap after, const QString& text)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)), m_after(std::move(after))
{
}

void MapEditCommand::redo()
{
    // The first redo, at push time, finds the map already as `after` after a stroke: harmless.
    m_document->replaceMap(m_after);
}

void MapEditCommand::undo()
{
    m_document->replaceMap(m_before);
}

} // namespace ddm::gui
