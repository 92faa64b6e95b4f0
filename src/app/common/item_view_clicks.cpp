// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/item_view_clicks.h"

#include <QAbstractItemView>
#include <QStyle>

#include <memory>

namespace ddm::gui {

void onClickOrEnter(QAbstractItemView* view, QObject* context,
                    const std::function<void(const QModelIndex&)>& act)
{
    if (view->style()->styleHint(QStyle::SH_ItemView_ActivateItemOnSingleClick, nullptr, view)) {
        QObject::connect(view, &QAbstractItemView::activated, context, act); // a click or Enter
        return;
    }
    QObject::connect(view, &QAbstractItemView::clicked, context, act);
    // Activation is then Enter, or a double-click whose first click has acted already: the view says
    // doubleClicked just before it activates, and that activation is let pass.
    auto doubleClicked = std::make_shared<bool>(false);
    QObject::connect(view, &QAbstractItemView::doubleClicked, context,
                     [doubleClicked] { *doubleClicked = true; });
    QObject::connect(view, &QAbstractItemView::activated, context,
                     [act, doubleClicked](const QModelIndex& index) {
                         if (!std::exchange(*doubleClicked, false))
                             act(index);
                     });
}

} // namespace ddm::gui
