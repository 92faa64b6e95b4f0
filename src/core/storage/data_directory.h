// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

// What decided where the data directory is, strongest first.
enum class DataDirectorySource {
    CommandLine, // --data-dir DIR
    Environment, // DDM_DATA_DIR
    BuildTree,   // the executable runs from the build that defined DDM_BUILD_DATA_DIR
    Standard,    // QStandardPaths::AppDataLocation
};

// Everything the choice depends on, so the choice itself is a pure function.
struct DataDirectoryInputs {
    QString commandLine;      // the value of --data-dir; empty when not given
    QString environment;      // the value of DDM_DATA_DIR; empty when unset
    QString buildDataDir;     // DDM_BUILD_DATA_DIR of the build that made the executable
    QString executableDir;    // QCoreApplication::applicationDirPath()
    QString standardLocation; // QStandardPaths::writableLocation(AppDataLocation)
};

struct DataDirectoryChoice {
    QString path; // absolute and clean
    DataDirectorySource source = DataDirectorySource::Standard;

    bool operator==(const DataDirectoryChoice&) const = default;
};

class DataDirectory {
public:
    static constexpr const char* environmentVariable = "DDM_DATA_DIR";

    // The build tree counts when the executable lives under the build directory, the parent of
    // buildDataDir (build/src/cli/ddm-tool with build/data); an installed copy lives elsewhere.
    static DataDirectoryChoice choose(const DataDirectoryInputs& inputs);
    // choose() with the environment variable and the standard location filled in.
    static DataDirectoryChoice locate(const QString& commandLine, const QString& buildDataDir,
                                      const QString& executableDir);
};

// How the tool names the source: "--data-dir", "DDM_DATA_DIR", "build tree", "standard location".
QString dataDirectorySourceName(DataDirectorySource source);

} // namespace ddm
