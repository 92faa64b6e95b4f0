// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QLocalServer;
class QLocalSocket;

namespace ddm::gui {

// One running app per user and data directory. A second start hands its command line (ddm://
// links, warband files) to the first over a local socket and quits; the first raises its window and
// opens what it was handed. The socket is the user's own (others cannot connect), and a socket left
// behind by a crashed instance is taken over.
class SingleInstance : public QObject {
    Q_OBJECT

public:
    explicit SingleInstance(QString serverName, QObject* parent = nullptr);
    ~SingleInstance() override;

    // "ddm-companion-<user>-<hash of the data directory>".
    static QString serverNameFor(const QString& dataDirectory);

    // Hands `arguments` to the instance listening under the name; false when none is.
    bool handOff(const QStringList& arguments, int timeoutMs = 2000) const;
    // Listens for later starts. False when a live instance has the name, or it cannot be used.
    bool listen();
    bool isListening() const;
    const QString& serverName() const { return m_serverName; }

signals:
    // What a later start was given (ddm:// links and absolute file paths).
    void argumentsReceived(const QStringList& arguments);

private:
    void read(QLocalSocket* socket);

    QString m_serverName;
    QLocalServer* m_server;
};

} // namespace ddm::gui
