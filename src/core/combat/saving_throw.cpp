// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "combat/saving_throw.h"

namespace ddm {

SaveOutcome judgeSavingThrow(int roll)
{
    if (roll >= 20)
        return SaveOutcome::EndsAll;
    if (roll >= 10)
        return SaveOutcome::Ends;
    return SaveOutcome::Fails;
}

QString saveOutcomeKey(SaveOutcome outcome)
{
    switch (outcome) {
    case SaveOutcome::Fails:
        return QStringLiteral("fails");
    case SaveOutcome::Ends:
        return QStringLiteral("ends");
    case SaveOutcome::EndsAll:
        return QStringLiteral("ends-all");
    }
    return {};
}

} // namespace ddm
