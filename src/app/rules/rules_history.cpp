// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_history.h"

namespace ddm::gui {

void RulesHistory::visit(const RulesItemId& item)
{
    if (current() == item)
        return;
    m_items.resize(m_current + 1);
    m_items.append(item);
    m_current = m_items.size() - 1;
}

std::optional<RulesItemId> RulesHistory::back()
{
    if (!canGoBack())
        return std::nullopt;
    --m_current;
    return current();
}

std::optional<RulesItemId> RulesHistory::forward()
{
    if (!canGoForward())
        return std::nullopt;
    ++m_current;
    return current();
}

std::optional<RulesItemId> RulesHistory::current() const
{
    return m_current >= 0 ? std::optional(m_items.at(m_current)) : std::nullopt;
}

void RulesHistory::clear()
{
    m_items.clear();
    m_current = -1;
}

} // namespace ddm::gui
