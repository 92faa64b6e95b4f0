// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_item_id.h"

#include <QList>

#include <optional>

namespace ddm::gui {

// Back and forward through the entries opened, as in a web browser: opening an entry after going
// back drops the ones ahead; opening the entry already shown changes nothing.
class RulesHistory {
public:
    void visit(const RulesItemId& item);
    std::optional<RulesItemId> back();
    std::optional<RulesItemId> forward();
    bool canGoBack() const { return m_current > 0; }
    bool canGoForward() const { return m_current + 1 < m_items.size(); }
    std::optional<RulesItemId> current() const;
    void clear();

private:
    QList<RulesItemId> m_items;
    qsizetype m_current = -1;
};

} // namespace ddm::gui
