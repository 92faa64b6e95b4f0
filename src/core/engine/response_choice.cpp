// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/response_choice.h"

#include <algorithm>

namespace ddm {

QString takeResponseChoice(ActionContext& context, qsizetype response, const QString& power,
                           const QStringList& choices, const QString& rule)
{
    const QString choice = context.action().responses.at(response).choice;
    const auto chosen = std::find_if(choices.cbegin(), choices.cend(), [&](const QString& candidate) {
        return candidate.compare(choice, Qt::CaseInsensitive) == 0;
    });
    if (chosen == choices.cend())
        ActionContext::illegal(
            QStringLiteral("responses[%1].choice: %2 %3; it chooses one of %4")
                .arg(response)
                .arg(power,
                     choice.isEmpty() ? QStringLiteral("needs its choice")
                                      : QStringLiteral("cannot choose \"%1\"").arg(choice),
                     choices.isEmpty() ? QStringLiteral("none now") : choices.join(QStringLiteral(", "))),
            rule);
    return *chosen;
}

QString takeResponsePick(ActionContext& context, qsizetype response, const QString& power,
                         const QStringList& choices, const QString& rule)
{
    if (choices.size() == 1 && context.action().responses.at(response).choice.isEmpty())
        return choices.first();
    return takeResponseChoice(context, response, power, choices, rule);
}

} // namespace ddm
