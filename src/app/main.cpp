// ddm-companion: wiring only. Reads the command line, loads translations and the theme, opens the
// data directory and shows the main window.
#include "common/app_session.h"
#include "common/theme.h"
#include "mainwindow/main_window.h"
#include "storage/data_directory.h"
#include "warband/warband_workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QTranslator>

namespace {

// The app's own strings follow the system locale; Qt's standard dialogs too.
void installTranslations(QApplication& application)
{
    auto* own = new QTranslator(&application);
    if (own->load(QLocale(), QStringLiteral("ddm_companion"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
    auto* qt = new QTranslator(&application);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("DDM Companion"));
    QApplication::setOrganizationName(QStringLiteral("DDM Companion"));
    QApplication::setApplicationVersion(QStringLiteral(DDM_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("ddm-companion"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ddm-companion.svg")));
    installTranslations(application);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Warband builder, collection tracker and rules companion for D&D Miniatures."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dataDirOption(QStringLiteral("data-dir"),
                                           QApplication::translate("main", "Use the data directory <dir>."),
                                           QStringLiteral("dir"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), QApplication::translate("main", "Save a picture of the main window to <file> and quit."),
        QStringLiteral("file"));
    parser.addOptions({dataDirOption, screenshotOption});
    parser.addPositionalArgument(QStringLiteral("warbands"), QApplication::translate("main", "Warband files to open."),
                                 QStringLiteral("[warband.json...]"));
    parser.process(application);

    ddm::gui::AppSession session(std::make_unique<ddm::gui::AppSettings>());
    ddm::gui::applyTheme(ddm::gui::themeFromKey(session.settings().string(ddm::gui::SettingKey::Theme)));
    const ddm::DataDirectoryChoice dataDirectory = ddm::DataDirectory::locate(
        parser.value(dataDirOption), QStringLiteral(DDM_BUILD_DATA_DIR), QApplication::applicationDirPath());
    if (const auto error = session.open(dataDirectory.path)) {
        QMessageBox::critical(nullptr, QApplication::applicationName(),
                              QApplication::translate("main", "Cannot open the data directory:\n%1").arg(error->toString()));
        return 2;
    }

    ddm::gui::MainWindow window(session);
    for (const QString& file : parser.positionalArguments())
        window.workspace()->openFile(file);
    window.show();

    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        QTimer::singleShot(0, &window, [&window, file] {
            const bool saved = window.grab().save(file);
            QApplication::exit(saved ? 0 : 2);
        });
    }
    return QApplication::exec();
}
