// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/creature.h"

#include <QRegularExpression>

namespace ddm {

QString uniqueNameOf(const QString& cardName)
{
    static const QRegularExpression trailingParenthesis(QStringLiteral("\\s*\\([^()]*\\)\\s*$"));
    QString name = cardName;
    name.remove(trailingParenthesis);
    const qsizetype comma = name.indexOf(QLatin1String(", "));
    if (comma >= 0)
        name.truncate(comma);
    return name.trimmed();
}

QString Creature::uniqueName() const { return uniqueNameOf(name); }

const Power* Creature::powerNamed(const QString& label) const
{
    for (const Power& power : powers) {
        const QString name = power.name();
        if (!name.isEmpty() && name.compare(label, Qt::CaseInsensitive) == 0)
            return &power;
    }
    return nullptr;
}

std::optional<int> collectorNumberValue(const QString& collectorNumber)
{
    const QString trimmed = collectorNumber.trimmed();
    qsizetype digits = 0;
    while (digits < trimmed.size() && trimmed.at(digits).isDigit())
        ++digits;
    bool ok = false;
    const int value = trimmed.left(digits).toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

int bloodiedThreshold(int startingHitPoints)
{
    return startingHitPoints / 2 / 5 * 5;
}

} // namespace ddm
