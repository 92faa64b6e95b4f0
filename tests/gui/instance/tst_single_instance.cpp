// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A second start hands its command line to the running instance: a server and a client in one
// process, under a name no other test or app uses.
#include "instance/single_instance.h"

#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#if defined(Q_OS_UNIX)
#include <cstring>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#endif

using namespace ddm::gui;

class TestSingleInstance : public QObject {
    Q_OBJECT

private slots:
    void init();

    void handsArgumentsToTheRunningInstance();
    void handsOverSeveralTimes();
    void nobodyListeningMeansNoHandOff();
    void aSecondListenerIsRefused();
    void takesOverTheSocketOfACrashedInstance();
    void namesDifferPerDataDirectory();
    void ignoresStrangers();

private:
    QString m_name;
};

void TestSingleInstance::init()
{
    m_name = QStringLiteral("ddm-companion-test-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

void TestSingleInstance::handsArgumentsToTheRunningInstance()
{
    SingleInstance running(m_name);
    QVERIFY(running.listen());
    QVERIFY(running.isListening());
    QSignalSpy received(&running, &SingleInstance::argumentsReceived);

    const QStringList arguments{QStringLiteral("ddm://rule/611.3"), QStringLiteral("/home/judge/My Warband ä.json")};
    const SingleInstance second(m_name);
    QVERIFY(second.handOff(arguments));
    QVERIFY(received.wait(5000));
    QCOMPARE(received.size(), 1);
    QCOMPARE(received.first().first().toStringList(), arguments);
}

void TestSingleInstance::handsOverSeveralTimes()
{
    SingleInstance running(m_name);
    QVERIFY(running.listen());
    QSignalSpy received(&running, &SingleInstance::argumentsReceived);
    QVERIFY(SingleInstance(m_name).handOff({QStringLiteral("ddm://quickref/B2")}));
    QVERIFY(SingleInstance(m_name).handOff({})); // a bare start only raises the window
    QTRY_COMPARE(received.size(), 2);
    QCOMPARE(received.at(0).first().toStringList(), QStringList{QStringLiteral("ddm://quickref/B2")});
    QCOMPARE(received.at(1).first().toStringList(), QStringList());
}

void TestSingleInstance::nobodyListeningMeansNoHandOff()
{
    QVERIFY(!SingleInstance(m_name).handOff({QStringLiteral("ddm://rule/611.3")}, 200));
}

void TestSingleInstance::aSecondListenerIsRefused()
{
    SingleInstance first(m_name);
    QVERIFY(first.listen());
    SingleInstance second(m_name);
    QVERIFY(!second.listen());
    QVERIFY(first.isListening());
}

// A crash leaves a socket file only where local sockets are files (Windows uses named pipes, which
// go with their process).
void TestSingleInstance::takesOverTheSocketOfACrashedInstance()
{
#if defined(Q_OS_UNIX)
    // Where the name's socket file lives, then such a file with nobody behind it, as a crash leaves.
    QString socketFile;
    {
        QLocalServer probe;
        QVERIFY(probe.listen(m_name));
        socketFile = probe.fullServerName();
    }
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray path = QFile::encodeName(socketFile);
    QVERIFY(std::size_t(path.size()) < sizeof(address.sun_path));
    std::memcpy(address.sun_path, path.constData(), std::size_t(path.size()));
    QCOMPARE(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
    ::close(fd);
    QVERIFY(QFile::exists(socketFile));
    QVERIFY(!SingleInstance(m_name).handOff({}, 200));

    SingleInstance next(m_name);
    QVERIFY(next.listen());
    QSignalSpy received(&next, &SingleInstance::argumentsReceived);
    QVERIFY(SingleInstance(m_name).handOff({QStringLiteral("ddm://rule/100")}));
    QVERIFY(received.wait(5000));
#else
    QSKIP("local sockets are not files here");
#endif
}

void TestSingleInstance::namesDifferPerDataDirectory()
{
    QTemporaryDir one;
    QTemporaryDir two;
    const QString name = SingleInstance::serverNameFor(one.path());
    QVERIFY(name.startsWith(QStringLiteral("ddm-companion-")));
    QCOMPARE(SingleInstance::serverNameFor(one.path() + QStringLiteral("/")), name);
    QCOMPARE(SingleInstance::serverNameFor(one.path() + QStringLiteral("/sub/..")), name);
    QVERIFY(SingleInstance::serverNameFor(two.path()) != name);
    QVERIFY(!name.contains(QLatin1Char('/')));
}

void TestSingleInstance::ignoresStrangers()
{
    SingleInstance running(m_name);
    QVERIFY(running.listen());
    QSignalSpy received(&running, &SingleInstance::argumentsReceived);
    QLocalSocket stranger;
    stranger.connectToServer(m_name);
    QVERIFY(stranger.waitForConnected(2000));
    stranger.write("GET / HTTP/1.0\r\n\r\n");
    QVERIFY(stranger.waitForBytesWritten(2000));
    QTRY_COMPARE(stranger.state(), QLocalSocket::UnconnectedState);
    QCOMPARE(received.size(), 0);
    QVERIFY(SingleInstance(m_name).handOff({QStringLiteral("ddm://rule/611.3")}));
    QVERIFY(received.wait(5000));
}

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_single_instance.moc"
