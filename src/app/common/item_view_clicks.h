// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QModelIndex>

#include <functional>

class QAbstractItemView;
class QObject;

namespace ddm::gui {

// Calls `act` for an item clicked once, or chosen with Enter, whatever the style's click policy: a
// double-click, or a style that activates on one click, does not act twice.
void onClickOrEnter(QAbstractItemView* view, QObject* context,
                    const std::function<void(const QModelIndex&)>& act);

} // namespace ddm::gui
