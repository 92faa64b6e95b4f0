// ddm-companion: wiring only. Opens the data directory and shows the main window.
#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "storage/data_directory.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("DDM Companion"));
    QApplication::setApplicationVersion(QStringLiteral(DDM_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "D&D Miniatures warband builder"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dataDirOption(QStringLiteral("data-dir"),
                                           QApplication::translate("main", "Use the data directory DIR."),
                                           QStringLiteral("DIR"));
    parser.addOption(dataDirOption);
    parser.process(application);

    const ddm::DataDirectoryChoice dataDirectory = ddm::DataDirectory::locate(
        parser.value(dataDirOption), QStringLiteral(DDM_BUILD_DATA_DIR), QApplication::applicationDirPath());
    ddm::CardDatabase database;
    if (const auto error = database.open(dataDirectory.path)) {
        QMessageBox::critical(nullptr, QApplication::applicationName(),
                              QApplication::translate("main", "Cannot open the data directory:\n%1").arg(error->toString()));
        return 2;
    }

    QMainWindow window;
    window.setWindowTitle(QApplication::applicationName());
    const ddm::CardRepository repository(database);
    auto* status = new QLabel(&window);
    status->setObjectName(QStringLiteral("catalogStatus"));
    status->setAlignment(Qt::AlignCenter);
    status->setText(database.catalogIsEmpty()
                        ? QApplication::translate("main", "No catalog imported.\nRun: ddm-tool import-catalog FILE")
                        : QApplication::translate("main", "%n creature(s) in the catalog.", nullptr, repository.creatureCount()));
    window.setCentralWidget(status);
    window.resize(900, 600);
    window.show();
    return QApplication::exec();
}
