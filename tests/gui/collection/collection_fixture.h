// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the collection GUI tests share: helpers to find and drive the dialogs, and the set-up of the
// custom card dialog tests over the invented collection catalog.

#include "collection/custom_card_actions.h"

#include "invented_catalogs.h"
#include "session_fixture.h"

#include <QAbstractButton>
#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QWidget>

#include <memory>

namespace ddm::test {

// The open dialog named `name` among `parent`'s children (dialogs are opened with open(), so the
// test goes on while they show; closed ones linger until deleted later). Waits for it to be exposed.
template <typename Dialog = QDialog> Dialog* openDialog(const QWidget& parent, const QString& name)
{
    for (Dialog* dialog : parent.findChildren<Dialog*>(name)) {
        if (dialog->isVisible())
            return QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }
    return nullptr;
}

// Toggles a check box by clicking its box (its middle may be past the end of its text).
inline void toggle(QAbstractButton* box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
}

inline void click(QWidget* root, const char* name)
{
    auto* button = root->findChild<QAbstractButton*>(QLatin1String(name));
    QVERIFY2(button, name);
    QVERIFY2(button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

// A session over the collection catalog, a shown window, and the CustomCardActions that open the
// custom card dialogs over it. Test classes inherit it, call setUpActions() from init() and
// tearDownActions() from cleanup(), and keep the dialog they opened in m_dialog.
template <typename Dialog = QDialog> class CustomCardHarness {
protected:
    void setUpActions()
    {
        m_fixture = std::make_unique<SessionFixture>(collectionCatalogPath());
        const QString problem = m_fixture->setUp();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        m_window = std::make_unique<QWidget>();
        m_window->show();
        m_actions = std::make_unique<gui::CustomCardActions>(m_fixture->session(), m_window.get());
    }

    void tearDownActions()
    {
        m_actions.reset();
        m_window.reset(); // closes and deletes the dialogs
        m_fixture.reset();
    }

    // Remembers the open dialog named `name` as m_dialog.
    Dialog* takeDialog(const QString& name)
    {
        m_dialog = openDialog<Dialog>(*m_window, name);
        return m_dialog;
    }

    template <typename T> T* field(const char* name) const
    {
        return m_dialog->template findChild<T*>(QLatin1String(name));
    }

    // Types a number into a spin box, as a user would.
    void setSpin(const char* name, int value)
    {
        auto* spin = field<QSpinBox>(name);
        QVERIFY2(spin, name);
        spin->selectAll();
        QTest::keyClicks(spin, QString::number(value));
        QCOMPARE(spin->value(), value);
    }

    void save()
    {
        QTest::mouseClick(field<QDialogButtonBox>("buttonBox")->button(QDialogButtonBox::Save),
                          Qt::LeftButton);
    }

    std::unique_ptr<SessionFixture> m_fixture;
    std::unique_ptr<QWidget> m_window;
    std::unique_ptr<gui::CustomCardActions> m_actions;
    Dialog* m_dialog = nullptr;
};

} // namespace ddm::test
