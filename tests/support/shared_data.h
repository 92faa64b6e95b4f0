// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test access to ../shared (the catalog and rule documents) and to tests/data (our own fixtures).

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

namespace ddm::test {

inline QString sharedPath(const QString& relative)
{
    return QDir(QStringLiteral(DDM_SHARED_DIR)).filePath(relative);
}

inline QString testDataPath(const QString& relative)
{
    return QDir(QStringLiteral(DDM_TEST_DATA_DIR)).filePath(relative);
}

// The bytes of a file, or none when it cannot be read.
inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool runningInCi() { return !qEnvironmentVariableIsEmpty("CI"); }

} // namespace ddm::test

// Skips the test when ../shared lacks the file, except in CI, where a missing file is a failure.
#define DDM_REQUIRE_SHARED(relative)                                                                  \
    do {                                                                                              \
        if (!QFile::exists(ddm::test::sharedPath(relative))) {                                        \
            if (ddm::test::runningInCi())                                                             \
                QFAIL(qPrintable(QStringLiteral("missing shared file: ") + ddm::test::sharedPath(relative))); \
            QSKIP(qPrintable(QStringLiteral("missing shared file: ") + ddm::test::sharedPath(relative)));     \
        }                                                                                             \
    } while (false)
