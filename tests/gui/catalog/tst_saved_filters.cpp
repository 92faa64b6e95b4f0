// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog_browser.h"
#include "storage/saved_filter_repository.h"

#include "catalog_fixture.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <functional>

using namespace ddm;
using namespace ddm::gui;

class TestSavedFilters : public QObject, private test::CatalogBrowserHarness {
    Q_OBJECT

private slots:
    void init() { setUpBrowser(); }
    void cleanup() { tearDownBrowser(); }
    void savesTheCurrentFilter();
    void saveAsksForAName();
    void refusesToSaveABadFilter();
    void clickAppliesASavedFilter();
    void reordersWithUpAndDown();
    void deletesAfterAsking();
    void keepsFiltersAcrossSessions();

private:
    QLineEdit* filterEdit() const { return m_browser->findChild<QLineEdit*>(QStringLiteral("filterEdit")); }
    QAbstractItemView* list() const
    {
        return m_browser->findChild<QAbstractItemView*>(QStringLiteral("savedFiltersView"));
    }
    QToolButton* button(const char* name) const
    {
        return m_browser->findChild<QToolButton*>(QLatin1String(name));
    }
    QStringList listedNames() const;
    QStringList storedNames() const;
    void save(const QString& query, const QString& name);
    void clickRow(int row);
    // Runs `answer` on the next modal dialog once it is up.
    static void whenDialogOpens(std::function<void(QWidget*)> answer);
};

QStringList TestSavedFilters::listedNames() const
{
    QStringList names;
    for (int row = 0; row < list()->model()->rowCount(); ++row)
        names.append(list()->model()->index(row, 0).data().toString());
    return names;
}

QStringList TestSavedFilters::storedNames() const
{
    QStringList names;
    for (const SavedFilter& filter : SavedFilterRepository(m_fixture->session().database()).all())
        names.append(filter.name);
    return names;
}

void TestSavedFilters::save(const QString& query, const QString& name)
{
    m_browser->setFilterText(query);
    QVERIFY(m_browser->saveCurrentFilter(name));
}

void TestSavedFilters::clickRow(int row)
{
    const QRect rect = list()->visualRect(list()->model()->index(row, 0));
    QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, rect.center());
}

void TestSavedFilters::whenDialogOpens(std::function<void(QWidget*)> answer)
{
    QTimer::singleShot(0, qApp, [answer = std::move(answer)] {
        QTRY_VERIFY(QApplication::activeModalWidget());
        answer(QApplication::activeModalWidget());
    });
}

void TestSavedFilters::savesTheCurrentFilter()
{
    QVERIFY(list());
    QVERIFY(!button("saveFilterButton")->isEnabled()); // the filter box is empty
    m_browser->setFilterText(QStringLiteral("f:wild"));
    QVERIFY(button("saveFilterButton")->isEnabled());
    QVERIFY(m_browser->saveCurrentFilter(QStringLiteral("Wild ones")));
    save(QStringLiteral("kw:dragon"), QStringLiteral("Dragons"));
    QCOMPARE(listedNames(), (QStringList{QStringLiteral("Wild ones"), QStringLiteral("Dragons")}));
    QCOMPARE(storedNames(), listedNames());
    // Saving under a name again replaces that filter in place.
    save(QStringLiteral("kw:dragon cost>40"), QStringLiteral("Wild ones"));
    QCOMPARE(listedNames(), (QStringList{QStringLiteral("Wild ones"), QStringLiteral("Dragons")}));
    QCOMPARE(list()->model()->index(0, 0).data(Qt::ToolTipRole).toString(),
             QStringLiteral("kw:dragon cost>40"));
}

void TestSavedFilters::saveAsksForAName()
{
    m_browser->setFilterText(QStringLiteral("move:flight"));
    whenDialogOpens([](QWidget* dialog) {
        auto* input = qobject_cast<QInputDialog*>(dialog);
        QVERIFY(input);
        input->setTextValue(QStringLiteral("Fliers"));
        input->accept();
    });
    button("saveFilterButton")->click();
    QCOMPARE(listedNames(), QStringList{QStringLiteral("Fliers")});
}

void TestSavedFilters::refusesToSaveABadFilter()
{
    m_browser->setFilterText(QStringLiteral("cost<"));
    QVERIFY(!button("saveFilterButton")->isEnabled());
    QVERIFY(!m_browser->saveCurrentFilter(QStringLiteral("Broken")));
    m_browser->setFilterText(QStringLiteral("f:wild"));
    QVERIFY(!m_browser->saveCurrentFilter(QStringLiteral("  ")));
    QVERIFY(m_browser->findChild<QLabel*>(QStringLiteral("statusLabel"))
                ->text()
                .contains(QStringLiteral("not saved")));
    QVERIFY(listedNames().isEmpty());
}

void TestSavedFilters::clickAppliesASavedFilter()
{
    save(QStringLiteral("f:wild"), QStringLiteral("Wild ones"));
    save(QStringLiteral("kw:dragon"), QStringLiteral("Dragons"));
    m_browser->setFilterText(QString());
    clickRow(0);
    QCOMPARE(filterEdit()->text(), QStringLiteral("f:wild"));
    QCOMPARE(m_browser->shownCount(), 3);
    clickRow(1);
    QCOMPARE(filterEdit()->text(), QStringLiteral("kw:dragon"));
    QCOMPARE(m_browser->shownCount(), 1);
}

void TestSavedFilters::reordersWithUpAndDown()
{
    save(QStringLiteral("f:wild"), QStringLiteral("A"));
    save(QStringLiteral("kw:dragon"), QStringLiteral("B"));
    save(QStringLiteral("move:flight"), QStringLiteral("C"));
    list()->setCurrentIndex(list()->model()->index(2, 0));
    QVERIFY(!button("moveFilterDownButton")->isEnabled());
    button("moveFilterUpButton")->click();
    QCOMPARE(listedNames(), (QStringList{"A", "C", "B"}));
    button("moveFilterUpButton")->click();
    QCOMPARE(listedNames(), (QStringList{"C", "A", "B"}));
    QVERIFY(!button("moveFilterUpButton")->isEnabled()); // C is first now and still current
    button("moveFilterDownButton")->click();
    QCOMPARE(listedNames(), (QStringList{"A", "C", "B"}));
    QCOMPARE(storedNames(), listedNames());
}

void TestSavedFilters::deletesAfterAsking()
{
    save(QStringLiteral("f:wild"), QStringLiteral("A"));
    save(QStringLiteral("kw:dragon"), QStringLiteral("B"));
    list()->setCurrentIndex(list()->model()->index(0, 0));
    whenDialogOpens([](QWidget* dialog) {
        auto* box = qobject_cast<QMessageBox*>(dialog);
        QVERIFY(box);
        box->button(QMessageBox::No)->click();
    });
    button("deleteFilterButton")->click();
    QCOMPARE(listedNames(), (QStringList{"A", "B"}));
    whenDialogOpens(
        [](QWidget* dialog) { qobject_cast<QMessageBox*>(dialog)->button(QMessageBox::Yes)->click(); });
    button("deleteFilterButton")->click();
    QCOMPARE(listedNames(), QStringList{"B"});
    QCOMPARE(storedNames(), QStringList{"B"});
}

void TestSavedFilters::keepsFiltersAcrossSessions()
{
    save(QStringLiteral("f:wild"), QStringLiteral("A"));
    m_browser.reset();
    m_browser = std::make_unique<CatalogBrowser>(m_fixture->session());
    QCOMPARE(listedNames(), QStringList{"A"});
}

QTEST_MAIN(TestSavedFilters)
#include "tst_saved_filters.moc"
