// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/map_document.h"

#include "sandbox/map_edit_command.h"
#include "sandbox/map_edits.h"

#include <QUndoStack>

namespace ddm::gui {

MapDocument::MapDocument(QObject* parent) : QObject(parent), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

MapDocument::~MapDocument()
{
    // The undo stack, destroyed after this document's members, says it is clean again: no one is
    // there to hear it.
    m_undoStack->disconnect(this);
}

bool MapDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void MapDocument::reset(const BattleMap& map, const QString& filePath)
{
    m_stroke = false;
    m_filePath = filePath;
    m_undoStack->clear();
    replaceMap(map);
}

void MapDocument::edit(const BattleMap& after, const QString& text)
{
    if (after == m_map)
        return;
    m_undoStack->push(new MapEditCommand(this, m_map, after, text));
}

void MapDocument::beginStroke()
{
    m_beforeStroke = m_map;
    m_stroke = true;
}

void MapDocument::strokeSquare(Square square, Terrain terrain, bool addTerrain)
{
    if (!m_stroke)
        beginStroke();
    if (paintSquare(m_map, square, terrain, addTerrain ? BrushMode::Add : BrushMode::Replace))
        emit mapChanged();
}

void MapDocument::endStroke(const QString& text)
{
    if (!m_stroke)
        return;
    m_stroke = false;
    if (m_map != m_beforeStroke)
        m_undoStack->push(new MapEditCommand(this, m_beforeStroke, m_map, text));
}

void MapDocument::replaceMap(const BattleMap& map)
{
    m_map = map;
    emit mapChanged();
}

} // namespace ddm::gui
