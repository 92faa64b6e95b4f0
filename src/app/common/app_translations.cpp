// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/app_translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace ddm::gui {
namespace {

const QLatin1String kBaseName("ddm_companion");
const QLatin1String kPrefix("_");

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

} // namespace

QLocale appLanguage(const QLocale& system, const QString& directory)
{
    QTranslator probe;
    return probe.load(system, kBaseName, kPrefix, directory) ? system : kEnglish;
}

QLocale installTranslations(QCoreApplication& application, const QLocale& system, const QString& directory)
{
    // One load of the system's translation, else of English's: the language is known by then.
    auto* own = new QTranslator(&application);
    const bool systems = own->load(system, kBaseName, kPrefix, directory);
    if (systems || own->load(kEnglish, kBaseName, kPrefix, directory))
        QCoreApplication::installTranslator(own);
    auto* qt = new QTranslator(&application);
    if (qt->load(system, QStringLiteral("qtbase"), kPrefix,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return systems ? system : kEnglish;
}

} // namespace ddm::gui
