// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ddm-tool: the command line for judges, scripts and tests. Wiring only: each command is its own file.
#include "cli/command.h"
#include "cli/tool_context.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace ddm::cli;

namespace {

void printHelp(QTextStream& out)
{
    out << "usage: ddm-tool [--data-dir DIR] [--db FILE] COMMAND [ARGUMENTS]\n\ncommands:\n";
    for (const Command& command : allCommands()) {
        // A usage too long for its column puts the summary on a line of its own.
        const QString usage = command.usage.size() < 36
                                  ? command.usage.leftJustified(36)
                                  : command.usage + QStringLiteral("\n") + QString(38, QLatin1Char(' '));
        out << "  " << usage << command.summary << "\n";
    }
    out << "  " << QStringLiteral("help").leftJustified(36) << "Show this help\n\n"
        << "options:\n"
        << "  --data-dir DIR    the data directory (default: $DDM_DATA_DIR, the build's data, or the user's)\n"
        << "  --db FILE         a catalog database to use instead of the data directory's\n\n"
        << "exit codes: 0 yes/found, 1 no (e.g. an illegal warband), 2 the question cannot be answered\n";
    out.flush();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("DDM Companion"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DDM_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    ToolContext context(out, err);

    QStringList arguments = QCoreApplication::arguments().mid(1);
    // Global options come before the command word.
    while (!arguments.isEmpty() && arguments.first().startsWith(QLatin1String("--"))) {
        const QString option = arguments.takeFirst();
        if (option == QLatin1String("--help")) {
            printHelp(out);
            return int(ExitCode::Yes);
        }
        if (option == QLatin1String("--version")) {
            out << "ddm-tool " << DDM_VERSION << Qt::endl;
            return int(ExitCode::Yes);
        }
        if (option != QLatin1String("--data-dir") && option != QLatin1String("--db"))
            return int(context.fail(QStringLiteral("unknown option %1 (see ddm-tool help)").arg(option)));
        if (arguments.isEmpty())
            return int(context.fail(QStringLiteral("%1 needs a value").arg(option)));
        (option == QLatin1String("--data-dir") ? context.dataDirOption : context.catalogDbOption) = arguments.takeFirst();
    }
    if (arguments.isEmpty()) {
        printHelp(err);
        return int(ExitCode::Error);
    }
    const QString word = arguments.takeFirst();
    if (word == QLatin1String("help")) {
        printHelp(out);
        return int(ExitCode::Yes);
    }
    for (const Command& command : allCommands()) {
        if (command.name == word)
            return int(command.run(context, arguments));
    }
    return int(context.fail(QStringLiteral("unknown command \"%1\" (see ddm-tool help)").arg(word)));
}
