#include "common/app_translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace ddm::gui {
namespace {

const QLatin1String kBaseName("ddm_companion");
const QLatin1String kPrefix("_");

} // namespace

QLocale appLanguage(const QLocale& system, const QString& directory)
{
    QTranslator probe;
    return probe.load(system, kBaseName, kPrefix, directory)
               ? system
               : QLocale(QLocale::English, QLocale::UnitedStates);
}

QLocale installTranslations(QCoreApplication& application, const QLocale& system, const QString& directory)
{
    const QLocale language = appLanguage(system, directory);
    auto* own = new QTranslator(&application);
    if (own->load(language, kBaseName, kPrefix, directory))
        QCoreApplication::installTranslator(own);
    auto* qt = new QTranslator(&application);
    if (qt->load(system, QStringLiteral("qtbase"), kPrefix,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return language;
}

} // namespace ddm::gui
