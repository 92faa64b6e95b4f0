// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_item_id.h"

#include <QMenu>

namespace ddm::gui {

class AppSession;

// The rules browser's bookmarks menu: "Bookmark This Entry" (or "Remove Bookmark") and the
// bookmarks, each named as the tree names it, read afresh each time the menu opens.
class RulesBookmarksMenu : public QMenu {
    Q_OBJECT

public:
    RulesBookmarksMenu(AppSession& session, QAction* toggle, QWidget* parent = nullptr);

signals:
    void bookmarkChosen(const ddm::RulesItemId& item);

private:
    void fill();

    AppSession& m_session;
    QAction* m_toggle;
};

} // namespace ddm::gui
