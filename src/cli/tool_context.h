// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/exit_code.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <memory>

namespace ddm {
class CardDatabase;
}

namespace ddm::cli {

// What every command gets: the global options, the output streams and the database, opened on demand.
class ToolContext {
public:
    ToolContext(QTextStream& out, QTextStream& err);
    ~ToolContext();

    QTextStream& out() { return m_out; }
    QTextStream& err() { return m_err; }

    // Global options (before the command word).
    QString dataDirOption;    // --data-dir DIR
    QString catalogDbOption;  // --db PATH: a catalog database file to use instead of the data directory's

    // The data directory the options, the environment and the executable's place decide.
    QString dataDirectory() const;
    // Opens the databases; on failure prints the reason and returns nullptr.
    CardDatabase* database();
    // The same, for commands that cannot answer without an imported catalog: with none, it says
    // how to import one and returns nullptr.
    CardDatabase* databaseWithCatalog();

    // Prints "ddm-tool: <message>" to stderr and returns ExitCode::Error.
    ExitCode fail(const QString& message);

private:
    QTextStream& m_out;
    QTextStream& m_err;
    std::unique_ptr<CardDatabase> m_database;
};

} // namespace ddm::cli
