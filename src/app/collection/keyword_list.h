// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ddm::gui {

// Keywords as the editors show them: "Human, Fighter".
inline QString joinKeywords(const QStringList& keywords)
{
    return keywords.join(QStringLiteral(", "));
}

// The keywords typed into an editor: comma-separated, trimmed, empty ones dropped.
inline QStringList splitKeywords(const QString& text)
{
    QStringList keywords;
    for (const QString& keyword : text.split(u',')) {
        if (!keyword.trimmed().isEmpty())
            keywords.append(keyword.trimmed());
    }
    return keywords;
}

} // namespace ddm::gui
