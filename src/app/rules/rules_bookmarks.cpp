// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_bookmarks.h"

#include "common/app_settings.h"

namespace ddm::gui {

RulesBookmarks::RulesBookmarks(AppSettings& settings)
    : m_settings(settings)
{
}

QList<RulesItemId> RulesBookmarks::items() const
{
    QList<RulesItemId> items;
    for (const QString& id : m_settings.stringList(SettingKey::RulesBookmarks)) {
        if (const std::optional<RulesItemId> item = RulesItemId::fromString(id))
            items.append(*item);
    }
    return items;
}

bool RulesBookmarks::contains(const RulesItemId& item) const
{
    return m_settings.stringList(SettingKey::RulesBookmarks).contains(item.toString());
}

void RulesBookmarks::add(const RulesItemId& item)
{
    QStringList ids = m_settings.stringList(SettingKey::RulesBookmarks);
    if (ids.contains(item.toString()))
        return;
    ids.append(item.toString());
    m_settings.setValue(SettingKey::RulesBookmarks, ids);
}

void RulesBookmarks::remove(const RulesItemId& item)
{
    QStringList ids = m_settings.stringList(SettingKey::RulesBookmarks);
    ids.removeAll(item.toString());
    m_settings.setValue(SettingKey::RulesBookmarks, ids);
}

} // namespace ddm::gui
