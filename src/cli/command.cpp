// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/command.h"

namespace ddm::cli {

ParsedArguments parseArguments(const QStringList& arguments, const QStringList& knownFlags,
                               const QStringList& knownOptions)
{
    ParsedArguments parsed;
    bool onlyPositional = false; // after "--" everything is positional (a query may start with "-")
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (onlyPositional || !argument.startsWith(QLatin1String("--"))) {
            parsed.positional.append(argument);
        } else if (argument == QLatin1String("--")) {
            onlyPositional = true;
        } else if (knownFlags.contains(argument)) {
            parsed.flags.append(argument);
        } else if (knownOptions.contains(argument)) {
            if (i + 1 >= arguments.size()) {
                parsed.error = QStringLiteral("%1 needs a value").arg(argument);
                return parsed;
            }
            parsed.options.insert(argument, arguments.at(++i));
        } else {
            parsed.error = QStringLiteral("unknown option %1").arg(argument);
            return parsed;
        }
    }
    return parsed;
}

} // namespace ddm::cli
