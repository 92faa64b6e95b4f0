// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/side.h"

namespace ddm {

QString sideName(Side side)
{
    return side == Side::A ? QStringLiteral("A") : QStringLiteral("B");
}

std::optional<Side> parseSide(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.compare(QLatin1String("A"), Qt::CaseInsensitive) == 0)
        return Side::A;
    if (trimmed.compare(QLatin1String("B"), Qt::CaseInsensitive) == 0)
        return Side::B;
    return std::nullopt;
}

} // namespace ddm
