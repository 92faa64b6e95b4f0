// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/preferences_dialog.h"
#include "common/app_settings.h"

#include <QApplication>
#include <QCheckBox>
#include <QSignalSpy>
#include <QComboBox>
#include <QLabel>
#include <QPalette>
#include <QTemporaryDir>
#include <QTest>

using namespace ddm::gui;

class TestPreferencesDialog : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void appliesTheThemeAtOnce();
    void showsTheStoredTheme();
    void saysWhichLanguageIsUsed();
    void switchesTheUnknownSizeWarning();

private:
    void choose(const QString& theme);

    QTemporaryDir m_directory;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<PreferencesDialog> m_dialog;
};

void TestPreferencesDialog::init()
{
    m_settings = std::make_unique<AppSettings>(m_directory.filePath(QStringLiteral("settings.ini")));
    m_dialog = std::make_unique<PreferencesDialog>(*m_settings);
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

void TestPreferencesDialog::cleanup()
{
    m_dialog.reset();
    m_settings.reset();
}

void TestPreferencesDialog::choose(const QString& theme)
{
    auto* combo = m_dialog->findChild<QComboBox*>(QStringLiteral("themeCombo"));
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findText(theme));
    QCOMPARE(combo->currentText(), theme);
}

void TestPreferencesDialog::appliesTheThemeAtOnce()
{
    const QColor light = QApplication::palette().color(QPalette::Window);
    choose(QStringLiteral("Dark"));
    const QColor dark = QApplication::palette().color(QPalette::Window);
    QVERIFY(dark != light);
    QVERIFY(dark.lightness() < 100);
    QTRY_VERIFY(m_dialog->palette().color(QPalette::Window) == dark);
    QCOMPARE(m_settings->string(SettingKey::Theme), QStringLiteral("dark"));

    choose(QStringLiteral("Light"));
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
    QCOMPARE(m_settings->string(SettingKey::Theme), QStringLiteral("light"));
    choose(QStringLiteral("System"));
    QCOMPARE(m_settings->string(SettingKey::Theme), QStringLiteral("system"));
}

void TestPreferencesDialog::showsTheStoredTheme()
{
    m_settings->setValue(SettingKey::Theme, QStringLiteral("dark"));
    PreferencesDialog dialog(*m_settings);
    QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("themeCombo"))->currentText(),
             QStringLiteral("Dark"));
}

void TestPreferencesDialog::saysWhichLanguageIsUsed()
{
    const QString text = m_dialog->findChild<QLabel*>(QStringLiteral("languageLabel"))->text();
    QVERIFY2(text.contains(QStringLiteral("follows the system")), qPrintable(text));
    // Under the C locale the app is in English, and says so rather than "C" (a first-hour bug).
    QVERIFY2(!text.startsWith(QLatin1String("C.")), qPrintable(text));
    if (QLocale::system().language() == QLocale::C)
        QVERIFY2(text.startsWith(QLatin1String("American English")) ||
                     text.startsWith(QLatin1String("English")),
                 qPrintable(text));
}

void TestPreferencesDialog::switchesTheUnknownSizeWarning()
{
    auto* check = m_dialog->findChild<QCheckBox*>(QStringLiteral("warnUnknownSizesCheck"));
    QVERIFY(check);
    QVERIFY(check->isChecked()); // on by default
    QSignalSpy changed(m_dialog.get(), &PreferencesDialog::legalityPreferencesChanged);
    check->click();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_settings->flag(SettingKey::WarnUnknownSizes), false);
    PreferencesDialog again(*m_settings);
    QVERIFY(!again.findChild<QCheckBox*>(QStringLiteral("warnUnknownSizesCheck"))->isChecked());
}

QTEST_MAIN(TestPreferencesDialog)
#include "tst_preferences_dialog.moc"
