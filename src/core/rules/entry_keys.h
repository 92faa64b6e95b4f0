// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

namespace ddm {

// Keys unique in one document for the parsers that key entries by their titles: the second
// "cover" becomes "cover-2", the third "cover-3".
class EntryKeys {
public:
    QString unique(const QString& key)
    {
        const int uses = ++m_uses[key];
        return uses == 1 ? key : QStringLiteral("%1-%2").arg(key).arg(uses);
    }

private:
    QHash<QString, int> m_uses;
};

} // namespace ddm
