// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for the app's start-up figure in BENCHMARKS.md: a bare Qt window that does what
// `ddm-companion --screenshot FILE` does (a table and a text pane shown, a picture of the window
// saved) with none of the app's data. Time the two as whole processes, in turn, and take the ratio.
#include <QApplication>
#include <QMainWindow>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    if (argc != 2)
        return 2;
    const QString pictureFile = QString::fromLocal8Bit(argv[1]);
    QMainWindow window;
    auto* splitter = new QSplitter;
    auto* model = new QStandardItemModel(200, 4, &window);
    for (int row = 0; row < 200; ++row) {
        for (int column = 0; column < 4; ++column)
            model->setItem(row, column, new QStandardItem(QStringLiteral("cell %1").arg(row * 4 + column)));
    }
    auto* table = new QTableView;
    table->setModel(model);
    splitter->addWidget(table);
    auto* text = new QTextBrowser;
    text->setHtml(QStringLiteral("<h1>Card</h1><p>Some text</p>"));
    splitter->addWidget(text);
    window.setCentralWidget(splitter);
    window.resize(1280, 800);
    window.show();
    QTimer::singleShot(0, &window, [&] { application.exit(window.grab().save(pictureFile) ? 0 : 1); });
    return application.exec();
}
