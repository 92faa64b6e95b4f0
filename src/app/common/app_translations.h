// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace ddm::gui {

// The language the app speaks on a system set to `system`: its own when the app has a translation
// for it (`directory` holds ddm_companion_<language>.qm), else English. The source texts write counts
// as "point(s)"; only a translation says "1 point" and "2 points", so English is a translation too.
QLocale appLanguage(const QLocale& system, const QString& directory = QStringLiteral(":/i18n"));

// Installs the app's translation for appLanguage(system) and Qt's own for `system`; both are children
// of `application`. Returns the language installed.
QLocale installTranslations(QCoreApplication& application, const QLocale& system,
                            const QString& directory = QStringLiteral(":/i18n"));

} // namespace ddm::gui
