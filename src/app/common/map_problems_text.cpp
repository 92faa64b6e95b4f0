// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/map_problems_text.h"

#include "board/map_library.h"

#include <QCoreApplication>
#include <QDir>

namespace ddm {

QString withMapProblems(const QString& toolTip, const MapLibrary& maps)
{
    const QList<MapLibraryProblem>& problems = maps.problems();
    if (problems.isEmpty())
        return toolTip;
    QStringList lines{toolTip, QString(),
                      QCoreApplication::translate("MapProblems", "%n map file(s) could not be read:", nullptr,
                                                  int(problems.size()))};
    for (const MapLibraryProblem& problem : problems)
        lines.append(QCoreApplication::translate("MapProblems", "%1: %2")
                         .arg(QDir::toNativeSeparators(problem.path), problem.message));
    return lines.join(QLatin1Char('\n'));
}

} // namespace ddm
