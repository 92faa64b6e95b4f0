// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ddm {

// A filter to show in the help popup, with one line saying what it finds (plain English; the GUI
// translates both lines).
struct QueryExample {
    QString query;
    QString description;
};

QList<QueryExample> queryExamples();

} // namespace ddm
