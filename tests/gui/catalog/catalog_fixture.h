// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A shown catalog browser over a session on the small invented catalog (five creatures in three
// sets), for the catalog GUI tests.

#include "catalog/catalog_browser.h"

#include "invented_catalogs.h"
#include "session_fixture.h"

#include <QTest>

#include <memory>

namespace ddm::test {

// Test classes inherit it and call setUpBrowser() from init() and tearDownBrowser() from cleanup().
class CatalogBrowserHarness {
protected:
    void setUpBrowser()
    {
        m_fixture = std::make_unique<SessionFixture>(smallCatalogPath());
        const QString problem = m_fixture->setUp();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        m_browser = std::make_unique<gui::CatalogBrowser>(m_fixture->session());
        m_browser->resize(900, 500);
        m_browser->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_browser.get()));
    }

    void tearDownBrowser()
    {
        m_browser.reset();
        m_fixture.reset();
    }

    std::unique_ptr<SessionFixture> m_fixture;
    std::unique_ptr<gui::CatalogBrowser> m_browser;
};

} // namespace ddm::test
