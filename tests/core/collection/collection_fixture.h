#pragma once

// The collection tests' data directory: the invented catalog of tests/data/collection imported
// into a temporary directory (see tests/data/collection/README.md).

#include "../storage/storage_fixture.h"

namespace ddm::test {

inline QString collectionCatalogPath(const QString& file = QStringLiteral("catalog.json"))
{
    return testDataPath(QStringLiteral("collection/") + file);
}

inline QByteArray readTestData(const QString& relative)
{
    QFile file(testDataPath(relative));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace ddm::test

// DDM_VERIFY_EDIT evaluates its argument twice (once for the message), which an import must not be.
#define DDM_VERIFY_ONCE(edit)                                                                                \
    do {                                                                                                     \
        const ddm::EditResult verifiedEdit = (edit);                                                         \
        DDM_VERIFY_EDIT(verifiedEdit);                                                                       \
    } while (false)

namespace ddm {

// Readable QCOMPARE failures.
inline char* toString(const OwnedCount& owned)
{
    return QTest::toString(QStringLiteral("%1 | %2 | %3").arg(owned.name, owned.set).arg(owned.count));
}

} // namespace ddm
