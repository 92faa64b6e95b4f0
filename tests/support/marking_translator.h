// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Stands in for a loaded .qm file: marks every string it is asked for with the context it was asked
// under, "<context:source>", so a test sees which strings were translated and under which context.
// It is installed while it lives (a QTranslator removes itself when destroyed).

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace ddm::test {

class MarkingTranslator : public QTranslator {
public:
    MarkingTranslator() { QCoreApplication::installTranslator(this); }

    QString translate(const char* context, const char* sourceText, const char*, int) const override
    {
        return QStringLiteral("<%1:%2>").arg(QLatin1String(context), QLatin1String(sourceText));
    }
    bool isEmpty() const override { return false; }
};

} // namespace ddm::test
