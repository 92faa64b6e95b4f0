// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The collection tests' data directory: the invented catalog of tests/data/collection imported
// into a temporary directory (see tests/data/collection/README.md).

#include "../storage/storage_fixture.h"

namespace ddm {

// Readable QCOMPARE failures.
inline char* toString(const OwnedCount& owned)
{
    return QTest::toString(QStringLiteral("%1 | %2 | %3").arg(owned.name, owned.set).arg(owned.count));
}

} // namespace ddm
