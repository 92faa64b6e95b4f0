// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/terrain.h"

#include <QListWidget>

namespace ddm::gui {

// The terrain types with their swatches, letters and names: the map editor's brush palette, and the
// sandbox's legend (read only) so every colour and letter on the board can be looked up.
class TerrainPalette : public QListWidget {
    Q_OBJECT

public:
    enum class Mode { Palette, Legend };

    explicit TerrainPalette(Mode mode, QWidget* parent = nullptr);

    Terrain currentTerrain() const; // Clear when nothing is selected
    void setCurrentTerrain(Terrain terrain);

signals:
    void terrainChosen(ddm::Terrain terrain);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();

    Mode m_mode;
};

} // namespace ddm::gui
