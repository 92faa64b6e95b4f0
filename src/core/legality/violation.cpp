// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/violation.h"

namespace ddm {

QString violationCodeKey(ViolationCode code)
{
    switch (code) {
    case ViolationCode::Empty: return QStringLiteral("empty");
    case ViolationCode::PointLimit: return QStringLiteral("point-limit");
    case ViolationCode::CreatureLimit: return QStringLiteral("creature-limit");
    case ViolationCode::MaxCost: return QStringLiteral("max-cost");
    case ViolationCode::Faction: return QStringLiteral("faction");
    case ViolationCode::Alignment: return QStringLiteral("alignment");
    case ViolationCode::Unique: return QStringLiteral("unique");
    case ViolationCode::Size: return QStringLiteral("size");
    case ViolationCode::Items: return QStringLiteral("items");
    case ViolationCode::CardRule: return QStringLiteral("card-rule");
    case ViolationCode::UnknownCard: return QStringLiteral("unknown-card");
    case ViolationCode::Map:
        return QStringLiteral("map");
    }
    return {};
}

} // namespace ddm
