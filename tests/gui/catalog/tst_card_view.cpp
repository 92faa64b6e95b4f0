// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/card_view.h"

#include "catalog_fixture.h"

#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace ddm;
using namespace ddm::gui;

class TestCardView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void showsTheStatCard();
    void clickingATermEmitsItsLink();
    void takesItsColoursFromThePalette();
    void showsNothingWhenAsked();

private:
    std::unique_ptr<test::SessionFixture> m_fixture;
    std::unique_ptr<CardView> m_view;
};

void TestCardView::init()
{
    m_fixture = std::make_unique<test::SessionFixture>(test::smallCatalogPath());
    const QString problem = m_fixture->setUp();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_view = std::make_unique<CardView>();
    m_view->resize(420, 600);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TestCardView::showsTheStatCard()
{
    QCOMPARE(m_view->objectName(), QStringLiteral("cardView"));
    const Creature wyrm =
        m_fixture->session().cards().creaturesNamed(QStringLiteral("Test Cave Wyrm")).first();
    m_view->showCreature(wyrm);
    const QString text = m_view->toPlainText();
    for (const char* part :
         {"Test Cave Wyrm", "Level 11", "Dragon", "AC 25", "HP 120 (bloodied 60)", "Speed 4 Burrow",
          "Attacks", "Bite:", "Abilities", "Tremor Sense:", "Special powers", "Quake:", "Cost 44",
          "Underdark/Wild", "Evil", "Invented Set B"})
        QVERIFY2(text.contains(QString::fromUtf8(part).replace(QLatin1Char(' '), QChar(0xa0))) ||
                     text.contains(QString::fromUtf8(part)),
                 part);
    QVERIFY(text.contains(QStringLiteral("\u2610\u2610 Quake:"))); // two use boxes
    QCOMPARE(m_view->creature()->id, wyrm.id);
}

void TestCardView::clickingATermEmitsItsLink()
{
    m_view->showCreature(
        m_fixture->session().cards().creaturesNamed(QStringLiteral("Test Sky Hawk")).first());
    QSignalSpy links(m_view.get(), &CardView::linkActivated);
    QTextCursor flight = m_view->document()->find(QStringLiteral("Flight"));
    QVERIFY(!flight.isNull());
    flight.setPosition(flight.selectionStart() + 2);
    const QPoint where = m_view->cursorRect(flight).center();
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, where);
    QCOMPARE(links.size(), 1);
    QCOMPARE(links.first().first().toUrl().toString(), QStringLiteral("ddm://glossary/flight"));
    QVERIFY(m_view->source().isEmpty()); // the view did not navigate
}

void TestCardView::takesItsColoursFromThePalette()
{
    m_view->showCreature(
        m_fixture->session().cards().creaturesNamed(QStringLiteral("Test Paladin of Dawn")).first());
    QPalette dark = m_view->palette();
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    m_view->setPalette(dark);
    const QImage picture = m_view->viewport()->grab().toImage();
    QCOMPARE(picture.pixelColor(2, 2), QColor(0x1e, 0x1f, 0x22));
    // Every block's text takes the palette's colour: no block or character format sets one.
    for (QTextBlock block = m_view->document()->begin(); block.isValid(); block = block.next()) {
        QVERIFY(!block.charFormat().hasProperty(QTextFormat::ForegroundBrush));
        QVERIFY(!block.blockFormat().hasProperty(QTextFormat::BackgroundBrush));
    }
}

void TestCardView::showsNothingWhenAsked()
{
    m_view->showCreature(
        m_fixture->session().cards().creaturesNamed(QStringLiteral("Test Sky Hawk")).first());
    m_view->showNothing();
    QVERIFY(m_view->toPlainText().isEmpty());
    QVERIFY(!m_view->creature());
    QVERIFY(!m_view->placeholderText().isEmpty());
}

QTEST_MAIN(TestCardView)
#include "tst_card_view.moc"
