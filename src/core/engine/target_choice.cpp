// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/target_choice.h"

#include "engine/action_context.h"

namespace ddm {

QString onlyCandidateOrAsk(const TargetNeeded& needed, const QString& noneMessage, const QString& rule)
{
    if (needed.candidates.isEmpty())
        ActionContext::illegal(noneMessage, rule);
    if (needed.candidates.size() > 1) {
        ActionError error{ActionErrorKind::BadInput,
                          QStringLiteral("target: %1 takes one of %2: name it")
                              .arg(needed.power, needed.candidates.join(QStringLiteral(", "))),
                          QString()};
        error.targetNeeded = needed;
        ActionContext::refuse(error);
    }
    return needed.candidates.first();
}

} // namespace ddm
