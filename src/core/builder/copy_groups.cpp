// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/copy_groups.h"

#include <algorithm>

namespace ddm {

bool isCopyOf(const WarbandEntry& entry, const WarbandEntry& other)
{
    const auto same = [](const QString& a, const QString& b) {
        return a.compare(b, Qt::CaseInsensitive) == 0;
    };
    return same(entry.name, other.name) && same(entry.set, other.set) &&
           std::equal(entry.items.cbegin(), entry.items.cend(), other.items.cbegin(), other.items.cend(),
                      same);
}

QList<QList<int>> copyGroups(const QList<WarbandEntry>& entries)
{
    QList<QList<int>> groups;
    for (int row = 0; row < entries.size(); ++row) {
        auto group = std::find_if(groups.begin(), groups.end(), [&](const QList<int>& rows) {
            return isCopyOf(entries.at(rows.first()), entries.at(row));
        });
        if (group == groups.end())
            groups.append(QList<int>{row});
        else
            group->append(row);
    }
    return groups;
}

} // namespace ddm
