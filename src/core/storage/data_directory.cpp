// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/data_directory.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ddm {
namespace {

QString absoluteClean(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

bool isInside(const QString& path, const QString& directory)
{
    const QString child = absoluteClean(path);
    const QString parent = absoluteClean(directory);
    return child == parent ||
           child.startsWith(parent.endsWith(QLatin1Char('/')) ? parent : parent + QLatin1Char('/'));
}

} // namespace

DataDirectoryChoice DataDirectory::choose(const DataDirectoryInputs& inputs)
{
    if (!inputs.commandLine.isEmpty())
        return {absoluteClean(inputs.commandLine), DataDirectorySource::CommandLine};
    if (!inputs.environment.isEmpty())
        return {absoluteClean(inputs.environment), DataDirectorySource::Environment};
    if (!inputs.buildDataDir.isEmpty() && !inputs.executableDir.isEmpty()) {
        const QString buildDir = QFileInfo(absoluteClean(inputs.buildDataDir)).path();
        if (isInside(inputs.executableDir, buildDir))
            return {absoluteClean(inputs.buildDataDir), DataDirectorySource::BuildTree};
    }
    return {absoluteClean(inputs.standardLocation), DataDirectorySource::Standard};
}

DataDirectoryChoice DataDirectory::locate(const QString& commandLine, const QString& buildDataDir,
                                          const QString& executableDir)
{
    return choose({commandLine, qEnvironmentVariable(environmentVariable), buildDataDir, executableDir,
                   QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)});
}

QString dataDirectorySourceName(DataDirectorySource source)
{
    switch (source) {
    case DataDirectorySource::CommandLine:
        return QStringLiteral("--data-dir");
    case DataDirectorySource::Environment:
        return QString::fromLatin1(DataDirectory::environmentVariable);
    case DataDirectorySource::BuildTree:
        return QStringLiteral("build tree");
    case DataDirectorySource::Standard:
        break;
    }
    return QStringLiteral("standard location");
}

} // namespace ddm
