// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QList>
#include <QWidget>

class QCheckBox;

namespace ddm::gui {

// One check box per faction ("borderlandsCheck", "civilizationCheck", "underdarkCheck", "wildCheck")
// in a row, for the card editors.
class FactionChecks : public QWidget {
    Q_OBJECT

public:
    explicit FactionChecks(QWidget* parent = nullptr);

    Factions factions() const;
    void setFactions(Factions factions);

private:
    struct Box {
        Faction faction;
        QCheckBox* box;
    };
    QList<Box> m_boxes;
};

} // namespace ddm::gui
