// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/exit_code.h"

#include <QString>
#include <QStringList>

#include <QHash>

#include <functional>

namespace ddm::cli {

class ToolContext;

// One `ddm-tool` command: its word, its usage line, a one-line summary and what it does.
struct Command {
    QString name;
    QString usage;
    QString summary;
    std::function<ExitCode(ToolContext&, const QStringList& arguments)> run;
};

QList<Command> allCommands();

// Parses a command's own arguments: flags (`--json`), options with a value (`--limit 5`) and
// positional arguments. Unknown options are errors.
struct ParsedArguments {
    QStringList positional;
    QStringList flags;
    QHash<QString, QString> options;
    QString error; // empty when the arguments were understood
};
ParsedArguments parseArguments(const QStringList& arguments, const QStringList& knownFlags,
                               const QStringList& knownOptions = {});

} // namespace ddm::cli
