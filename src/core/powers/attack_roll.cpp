// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/attack_roll.h"

namespace ddm {

std::optional<AttackRoll> takeAttackRoll(TextCursor& cursor)
{
    static const QRegularExpression roll = TextCursor::pattern(
        QStringLiteral("\\+?\\s*(\\d+)\\s*vs\\.?\\s*(DEF\\s*\\(\\s*\\w+\\s*\\)|AC|Fortitude|Fort|Reflex|Ref|"
                       "Will)(?!\\w)\\)?(?:\\s+each\\b)?\\s*[;:,.]?"));
    const qsizetype start = cursor.position();
    if (!cursor.take(roll))
        return std::nullopt;
    const std::optional<Defence> defence = parseDefence(cursor.captured(2));
    if (!defence) { // "DEF(Wis)": not a defence
        cursor.setPosition(start);
        return std::nullopt;
    }
    return AttackRoll{cursor.capturedInt(1), *defence};
}

} // namespace ddm
