// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/battle_map.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace ddm::gui {

// The map the editor works on: its file, its undo stack, and brush strokes. A stroke changes the
// live map square by square (so the board follows the pointer) and becomes one undo step, holding
// the map before and after, when it ends. Every other edit is one undo step at once.
class MapDocument : public QObject {
    Q_OBJECT

public:
    explicit MapDocument(QObject* parent = nullptr);
    ~MapDocument() override;

    const BattleMap& map() const { return m_map; }
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path) { m_filePath = path; }
    QUndoStack* undoStack() const { return m_undoStack; }
    bool isModified() const;

    // A new or loaded map: no undo history, unmodified.
    void reset(const BattleMap& map, const QString& filePath = {});
    // One undoable edit: `after` replaces the map. No step when nothing changed.
    void edit(const BattleMap& after, const QString& text);

    // A stroke: begin, any number of steps on the live map, end (which records the undo step).
    void beginStroke();
    bool isStroking() const { return m_stroke; }
    void strokeSquare(Square square, Terrain terrain, bool addTerrain);
    void endStroke(const QString& text);

    // For the undo commands: the map as it is to be shown, with no undo step.
    void replaceMap(const BattleMap& map);

signals:
    void mapChanged();
    void modifiedChanged(bool modified);

private:
    BattleMap m_map;
    BattleMap m_beforeStroke;
    bool m_stroke = false;
    QString m_filePath;
    QUndoStack* m_undoStack;
};

} // namespace ddm::gui
