// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/data_directory.h"

#include <QDir>
#include <QTest>

using namespace ddm;

class TestDataDirectory : public QObject {
    Q_OBJECT

private slots:
    void choosesBySourcePrecedence_data();
    void choosesBySourcePrecedence();
    void namesTheSource_data();
    void namesTheSource();
};

void TestDataDirectory::choosesBySourcePrecedence_data()
{
    QTest::addColumn<QString>("commandLine");
    QTest::addColumn<QString>("environment");
    QTest::addColumn<QString>("executableDir");
    QTest::addColumn<QString>("expectedPath");
    QTest::addColumn<DataDirectorySource>("expectedSource");

    // The build that made the executable: build data in /src/ddm/build/data.
    const QString inBuild = QStringLiteral("/src/ddm/build/src/cli");
    const QString installed = QStringLiteral("/usr/bin");
    QTest::newRow("command line beats all")
        << "/cli/data"
        << "/env/data" << inBuild << "/cli/data" << DataDirectorySource::CommandLine;
    QTest::newRow("environment beats build")
        << ""
        << "/env/data" << inBuild << "/env/data" << DataDirectorySource::Environment;
    QTest::newRow("running from the build")
        << ""
        << "" << inBuild << "/src/ddm/build/data" << DataDirectorySource::BuildTree;
    QTest::newRow("executable at build root") << ""
                                              << ""
                                              << "/src/ddm/build"
                                              << "/src/ddm/build/data" << DataDirectorySource::BuildTree;
    QTest::newRow("installed copy") << ""
                                    << "" << installed << "/home/me/.local/share/ddm"
                                    << DataDirectorySource::Standard;
    QTest::newRow("sibling with same prefix") << ""
                                              << ""
                                              << "/src/ddm/build-release/src/cli"
                                              << "/home/me/.local/share/ddm" << DataDirectorySource::Standard;
    QTest::newRow("paths are cleaned") << "/cli/./x/../data/"
                                       << "" << installed << "/cli/data" << DataDirectorySource::CommandLine;
    QTest::newRow("relative path made absolute")
        << "rel/data"
        << "" << installed << QDir::current().filePath(QStringLiteral("rel/data"))
        << DataDirectorySource::CommandLine;
}

void TestDataDirectory::choosesBySourcePrecedence()
{
    QFETCH(QString, commandLine);
    QFETCH(QString, environment);
    QFETCH(QString, executableDir);
    QFETCH(QString, expectedPath);
    QFETCH(DataDirectorySource, expectedSource);

    const DataDirectoryInputs inputs{commandLine, environment, QStringLiteral("/src/ddm/build/data"),
                                     executableDir, QStringLiteral("/home/me/.local/share/ddm")};
    const DataDirectoryChoice expected{expectedPath, expectedSource};
    QCOMPARE(DataDirectory::choose(inputs), expected);
}

void TestDataDirectory::namesTheSource_data()
{
    QTest::addColumn<DataDirectorySource>("source");
    QTest::addColumn<QString>("name");
    QTest::newRow("command line") << DataDirectorySource::CommandLine << QStringLiteral("--data-dir");
    QTest::newRow("environment") << DataDirectorySource::Environment << QStringLiteral("DDM_DATA_DIR");
    QTest::newRow("build tree") << DataDirectorySource::BuildTree << QStringLiteral("build tree");
    QTest::newRow("standard") << DataDirectorySource::Standard << QStringLiteral("standard location");
}

void TestDataDirectory::namesTheSource()
{
    QFETCH(DataDirectorySource, source);
    QFETCH(QString, name);
    QCOMPARE(dataDirectorySourceName(source), name);
}

QTEST_GUILESS_MAIN(TestDataDirectory)
#include "tst_data_directory.moc"
