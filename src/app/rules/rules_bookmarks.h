// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_item_id.h"

#include <QList>

namespace ddm::gui {

class AppSettings;

// The rules browser's bookmarks, kept in the settings as item ids in the order they were added, so
// they survive a restart and a new import of the rules (ids name rules by number, not by row).
class RulesBookmarks {
public:
    explicit RulesBookmarks(AppSettings& settings);

    QList<RulesItemId> items() const;
    bool contains(const RulesItemId& item) const;
    void add(const RulesItemId& item);
    void remove(const RulesItemId& item);

private:
    AppSettings& m_settings;
};

} // namespace ddm::gui
