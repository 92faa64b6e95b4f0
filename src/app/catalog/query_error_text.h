// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/query_error.h"

#include <QCoreApplication>
#include <QString>

namespace ddm::gui {

// A filter error in the user's language: one sentence per QueryErrorCode naming the culprit (the
// core's English message stays for the tooltip), with the field names or values that would fit.
class QueryErrorText {
    Q_DECLARE_TR_FUNCTIONS(ddm::gui::QueryErrorText)

public:
    static QString describe(const QueryError& error, const QString& query);
    // The inline message: the query with a caret line under the culprit, then its position and
    // describe(). Rich text without colours.
    static QString html(const QueryError& error, const QString& query);
};

} // namespace ddm::gui
