// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The invented catalogs of tests/data that tests of several areas import.

#include "shared_data.h"

#include <QString>

namespace ddm::test {

// Five invented creatures in three sets.
inline QString smallCatalogPath()
{
    return testDataPath(QStringLiteral("storage/small_catalog.json"));
}

// Six invented creatures in three sets, and its next release (tests/data/collection/README.md).
inline QString collectionCatalogPath(const QString& file = QStringLiteral("catalog.json"))
{
    return testDataPath(QStringLiteral("collection/") + file);
}

// The collection catalog's cards and sets; "Test Mud Toad" is in sets A and B.
namespace collection_cards {
inline const QString kKnight = QStringLiteral("Test Knight, Errant");
inline const QString kImp = QStringLiteral("Test \"Grinning\" Imp");
inline const QString kToad = QStringLiteral("Test Mud Toad");
inline const QString kWarden = QStringLiteral("Test Stone Warden");
inline const QString kSprite = QStringLiteral("Test Ember Sprite");
inline const QString kSetA = QStringLiteral("Invented Set A");
inline const QString kSetB = QStringLiteral("Invented Set B");
inline const QString kSetC = QStringLiteral("Invented Set C");
} // namespace collection_cards

// The warband builder's cards; "Test Ancient Wyrm" costs more than a 200-point creature may.
inline QString builderCatalogPath(const QString& file = QStringLiteral("builder_catalog.json"))
{
    return testDataPath(QStringLiteral("builder/") + file);
}

} // namespace ddm::test
