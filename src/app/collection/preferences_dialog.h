// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

namespace Ui {
class PreferencesDialog;
}

namespace ddm::gui {

class AppSettings;

// The application's preferences ("preferencesDialog"). The theme ("themeCombo": System, Light,
// Dark) is stored and applied as soon as it is chosen; the language follows the system's locale
// ("languageLabel" says which). "warnUnknownSizesCheck" switches the unknown-size warning (105.2.b)
// and emits legalityPreferencesChanged(). For the MainWindow: `new PreferencesDialog(settings, this)` with
// WA_DeleteOnClose, then open().
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(AppSettings& settings, QWidget* parent = nullptr);
    ~PreferencesDialog() override;

signals:
    // The user changed a preference the warbands' legality depends on (stored already).
    void legalityPreferencesChanged();

private:
    void chooseTheme(int index);

    std::unique_ptr<Ui::PreferencesDialog> m_ui;
    AppSettings& m_settings;
};

} // namespace ddm::gui
