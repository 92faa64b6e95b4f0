#pragma once

// The model tests open a session over the storage tests' invented catalog.

#include "../storage/storage_fixture.h"

// Checks an edit made inline; DDM_VERIFY_EDIT names its argument twice, so it would run the edit twice.
#define DDM_VERIFY_EDIT_CALL(call)                                                                           \
    do {                                                                                                     \
        const ddm::EditResult editResult_ = (call);                                                          \
        QVERIFY2(editResult_.ok(), qPrintable(ddm::test::describe(editResult_)));                            \
    } while (false)
