// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "instance/single_instance.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QLocalServer>
#include <QLocalSocket>
#include <QRegularExpression>

namespace ddm::gui {
namespace {

constexpr quint32 kMagic = 0x44444d43; // "DDMC": a hand-off from another instance, not a stray client
constexpr int kHashLength = 12;
constexpr qint64 kMaxMessageBytes = 1 << 20; // a command line, not a file
constexpr int kProbeTimeoutMs = 500;

QString userName()
{
    QString name = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    name.remove(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")));
    return name.isEmpty() ? QStringLiteral("user") : name;
}

} // namespace

SingleInstance::SingleInstance(QString serverName, QObject* parent)
    : QObject(parent)
    , m_serverName(std::move(serverName))
    , m_server(new QLocalServer(this))
{
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] { read(socket); });
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            read(socket); // what arrived with the connection
        }
    });
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverNameFor(const QString& dataDirectory)
{
    const QByteArray path = QDir::cleanPath(QDir(dataDirectory).absolutePath()).toUtf8();
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha256).toHex().left(kHashLength));
    return QStringLiteral("ddm-companion-%1-%2").arg(userName(), hash);
}

bool SingleInstance::handOff(const QStringList& arguments, int timeoutMs) const
{
    QLocalSocket socket;
    socket.connectToServer(m_serverName);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    QByteArray message;
    QDataStream out(&message, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out << kMagic << arguments;
    socket.write(message);
    const bool written = socket.waitForBytesWritten(timeoutMs);
    socket.disconnectFromServer();
    if (socket.state() != QLocalSocket::UnconnectedState)
        socket.waitForDisconnected(timeoutMs);
    return written;
}

bool SingleInstance::listen()
{
    // A live instance answers. Ask first: a listen with access options replaces any socket file of
    // the name, a live one's too. What does not answer is left over from a crash.
    QLocalSocket probe;
    probe.connectToServer(m_serverName);
    if (probe.waitForConnected(kProbeTimeoutMs))
        return false;
    QLocalServer::removeServer(m_serverName);
    return m_server->listen(m_serverName);
}

bool SingleInstance::isListening() const
{
    return m_server->isListening();
}

void SingleInstance::read(QLocalSocket* socket)
{
    if (socket->bytesAvailable() > kMaxMessageBytes) {
        socket->abort();
        return;
    }
    QDataStream in(socket);
    in.setVersion(QDataStream::Qt_6_0);
    in.startTransaction();
    quint32 magic = 0;
    QStringList arguments;
    in >> magic;
    if (magic == kMagic)
        in >> arguments;
    if (!in.commitTransaction())
        return; // the rest is still on its way
    socket->disconnectFromServer();
    if (magic == kMagic)
        emit argumentsReceived(arguments);
}

} // namespace ddm::gui
