// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ddm-companion: wiring only. Reads the command line, hands it to an instance already running on the
// same data directory (and quits), or loads translations and the theme, opens the data directory,
// shows the main window and opens the ddm:// links and warband files it was given.
#include "common/app_session.h"
#include "common/app_translations.h"
#include "common/theme.h"
#include "instance/single_instance.h"
#include "mainwindow/main_window.h"
#include "storage/data_directory.h"
#include "warband/warband_workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QUrl>

namespace {

bool isLink(const QString& argument)
{
    return argument.startsWith(QLatin1String("ddm:"), Qt::CaseInsensitive);
}

// Links as given, files as absolute paths: another instance has another working directory. The
// desktop entry's %u may pass a file as a file: URL.
QStringList absoluteArguments(const QStringList& arguments)
{
    QStringList absolute;
    for (const QString& argument : arguments) {
        const QString file = argument.startsWith(QLatin1String("file:")) ? QUrl(argument).toLocalFile() : argument;
        absolute.append(isLink(argument) ? argument : QFileInfo(file).absoluteFilePath());
    }
    return absolute;
}

void openArguments(ddm::gui::MainWindow& window, const QStringList& arguments)
{
    for (const QString& argument : arguments) {
        if (isLink(argument))
            window.openLink(QUrl(argument));
        else
            window.workspace()->openFile(argument);
    }
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
    ddm::gui::installTranslations(application, QLocale::system());

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
    parser.addPositionalArgument(QStringLiteral("open"),
                                 QApplication::translate("main", "Warband files and ddm:// links (ddm://rule/611.3) to open."),
                                 QStringLiteral("[file|link...]"));
    parser.process(application);
    const ddm::DataDirectoryChoice dataDirectory = ddm::DataDirectory::locate(
        parser.value(dataDirOption), QStringLiteral(DDM_BUILD_DATA_DIR), QApplication::applicationDirPath());
    const QStringList arguments = absoluteArguments(parser.positionalArguments());

    // One window per data directory: a later start hands over what it was given. A screenshot run
    // stands alone.
    ddm::gui::SingleInstance instance(ddm::gui::SingleInstance::serverNameFor(dataDirectory.path));
    if (!parser.isSet(screenshotOption)) {
        if (instance.handOff(arguments))
            return 0;
        instance.listen(); // without it, later starts open windows of their own
    }

    ddm::gui::AppSession session(std::make_unique<ddm::gui::AppSettings>());
    ddm::gui::applyTheme(ddm::gui::themeFromKey(session.settings().string(ddm::gui::SettingKey::Theme)));
    if (const auto error = session.open(dataDirectory.path)) {
        QMessageBox::critical(nullptr, QApplication::applicationName(),
                              QApplication::translate("main", "Cannot open the data directory:\n%1").arg(error->toString()));
        return 2;
    }

    ddm::gui::MainWindow window(session);
    window.show();
    QObject::connect(&instance, &ddm::gui::SingleInstance::argumentsReceived, &window, [&window](const QStringList& handed) {
        window.setWindowState((window.windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
        window.raise();
        window.activateWindow();
        openArguments(window, handed);
    });

    if (!parser.isSet(screenshotOption)) {
        // What a crash or a kill left unsaved is offered back once the window is up, before the
        // files given open: a warband both restored and given opens once, as restored.
        QTimer::singleShot(0, &window, [&window, arguments] {
            window.offerRestore();
            openArguments(window, arguments);
        });
    } else {
        openArguments(window, arguments); // a screenshot run asks nothing
        const QString file = parser.value(screenshotOption);
        QTimer::singleShot(0, &window, [&window, file] {
            const bool saved = window.grab().save(file);
            QApplication::exit(saved ? 0 : 2);
        });
    }
    return QApplication::exec();
}
