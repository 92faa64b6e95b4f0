// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/side_label.h"

#include "engine/side_index.h"

#include <QCoreApplication>

namespace ddm::gui {

QString sideLabel(const BattleSetup& setup, Side side)
{
    const QString& name = setup.sideNames[sideIndex(side)];
    if (name.isEmpty())
        return QCoreApplication::translate("SideLabel", "Side %1").arg(sideName(side));
    return QCoreApplication::translate("SideLabel", "%1 (side %2)").arg(name, sideName(side));
}

} // namespace ddm::gui
