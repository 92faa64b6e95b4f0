// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/preferences_dialog.h"

#include "common/app_settings.h"
#include "common/app_translations.h"
#include "common/theme.h"

#include "ui_preferences_dialog.h"

#include <QLocale>

namespace ddm::gui {

PreferencesDialog::PreferencesDialog(AppSettings& settings, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PreferencesDialog>())
    , m_settings(settings)
{
    m_ui->setupUi(this);
    m_ui->themeCombo->addItem(tr("System"), static_cast<int>(Theme::System));
    m_ui->themeCombo->addItem(tr("Light"), static_cast<int>(Theme::Light));
    m_ui->themeCombo->addItem(tr("Dark"), static_cast<int>(Theme::Dark));
    const Theme current = themeFromKey(settings.string(SettingKey::Theme));
    m_ui->themeCombo->setCurrentIndex(m_ui->themeCombo->findData(static_cast<int>(current)));
    // The language the app speaks: English where it has no translation, the C locale of many
    // containers and servers among them (not "C").
    const QLocale system = appLanguage(QLocale::system());
    const QString language = system.nativeLanguageName().isEmpty()
                                 ? QLocale::languageToString(system.language())
                                 : system.nativeLanguageName();
    m_ui->languageLabel->setText(tr("%1. The language follows the system's settings.").arg(language));
    connect(m_ui->themeCombo, &QComboBox::currentIndexChanged, this, &PreferencesDialog::chooseTheme);
    m_ui->warnUnknownSizesCheck->setChecked(settings.flag(SettingKey::WarnUnknownSizes));
    connect(m_ui->warnUnknownSizesCheck, &QCheckBox::toggled, this, [this](bool warn) {
        m_settings.setValue(SettingKey::WarnUnknownSizes, warn);
        emit legalityPreferencesChanged();
    });
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

PreferencesDialog::~PreferencesDialog() = default;

void PreferencesDialog::chooseTheme(int index)
{
    const auto theme = static_cast<Theme>(m_ui->themeCombo->itemData(index).toInt());
    m_settings.setValue(SettingKey::Theme, themeKey(theme));
    applyTheme(theme);
}

} // namespace ddm::gui
