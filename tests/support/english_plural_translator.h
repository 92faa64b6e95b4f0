// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Stands in for the English .qm's plural forms, so a test reads counted messages as an English user
// does: in a message with %n, "(s)" becomes "s" unless the count is 1 ("%n creature(s)": "1 creature",
// "2 creatures"). A test that sees the right form knows tr() was given the count the noun agrees with.
// Every other message is left to its source text. It is installed while it lives (a QTranslator
// removes itself when destroyed), over any translator installed before.

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace ddm::test {

class EnglishPluralTranslator : public QTranslator {
public:
    EnglishPluralTranslator() { QCoreApplication::installTranslator(this); }

    QString translate(const char*, const char* sourceText, const char*, int n) const override
    {
        const QString source = QString::fromUtf8(sourceText);
        if (n < 0 || !source.contains(QLatin1String("%n")))
            return {};
        return QString(source).replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    }
    bool isEmpty() const override { return false; }
};

} // namespace ddm::test
