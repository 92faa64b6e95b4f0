// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/collection_csv.h"

#include <QCoreApplication>
#include <QString>

namespace ddm::gui {

// Collection file problems as translated sentences (the report shows each one's line beside it).
class CsvProblemText {
    Q_DECLARE_TR_FUNCTIONS(ddm::gui::CsvProblemText)

public:
    static QString of(const CollectionCsvProblem& problem);

private:
    static QString missingField(const QString& column);
};

} // namespace ddm::gui
