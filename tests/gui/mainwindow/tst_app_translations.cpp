// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/app_translations.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace ddm::gui;

// Counts read as English speakers write them wherever the app has no translation for the system's
// language, the C locale included (first-hour issue: "1 point", not "point(s)").
class TestAppTranslations : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void speaksTheSystemsLanguageOrEnglish_data();
    void speaksTheSystemsLanguageOrEnglish();
    void countsAgreeWithTheirNouns();

private:
    static QString points(int count)
    {
        return QCoreApplication::translate("WarbandFormat", "%n point(s)", nullptr, count);
    }
    QLocale install(const QLocale& system)
    {
        return installTranslations(*QCoreApplication::instance(), system, QStringLiteral(DDM_QM_DIR));
    }
};

void TestAppTranslations::cleanup()
{
    // The translators are the application's children: take them all out again.
    qDeleteAll(QCoreApplication::instance()->findChildren<QTranslator*>());
}

void TestAppTranslations::speaksTheSystemsLanguageOrEnglish_data()
{
    QTest::addColumn<QLocale>("system");
    QTest::addColumn<QLocale::Language>("spoken");
    QTest::newRow("C locale") << QLocale::c() << QLocale::English;
    QTest::newRow("French: no translation") << QLocale(QLocale::French, QLocale::France) << QLocale::English;
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany) << QLocale::German;
    QTest::newRow("British English") << QLocale(QLocale::English, QLocale::UnitedKingdom) << QLocale::English;
}

void TestAppTranslations::speaksTheSystemsLanguageOrEnglish()
{
    QFETCH(QLocale, system);
    QFETCH(QLocale::Language, spoken);
    QCOMPARE(appLanguage(system, QStringLiteral(DDM_QM_DIR)).language(), spoken);
    QCOMPARE(install(system).language(), spoken);
}

void TestAppTranslations::countsAgreeWithTheirNouns()
{
    install(QLocale::c());
    QCOMPARE(points(1), QStringLiteral("1 point"));
    QCOMPARE(points(200), QStringLiteral("200 points"));
    cleanup();
    install(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(points(1), QStringLiteral("1 Punkt"));
    QCOMPARE(points(200), QStringLiteral("200 Punkte"));
}

QTEST_GUILESS_MAIN(TestAppTranslations)
#include "tst_app_translations.moc"
