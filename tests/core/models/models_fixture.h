// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The model tests open a session over the storage tests' invented catalog.

#include "models/catalog_table_model.h"
#include "storage/card_repository.h"
#include "storage/collection_repository.h"

#include "../storage/storage_fixture.h"

#include <memory>

namespace ddm::test {

// A loaded catalog table model over the small invented catalog, with the repositories it reads.
// Test classes inherit it and call setUpModel() from init().
class CatalogModelHarness {
protected:
    void setUpModel()
    {
        m_model.reset();
        m_collection.reset();
        m_cards.reset();
        m_fixture = std::make_unique<StorageFixture>();
        const QString problem = m_fixture->setUp();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        m_cards = std::make_unique<CardRepository>(m_fixture->database());
        m_collection = std::make_unique<CollectionRepository>(m_fixture->database());
        m_model = std::make_unique<CatalogTableModel>(m_cards.get(), m_collection.get());
        m_model->reload();
    }

    std::unique_ptr<StorageFixture> m_fixture;
    std::unique_ptr<CardRepository> m_cards;
    std::unique_ptr<CollectionRepository> m_collection;
    std::unique_ptr<CatalogTableModel> m_model;
};

} // namespace ddm::test
