// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/autosave_folder.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUuid>

namespace ddm {
namespace {

const QLatin1String kFormat("ddm-autosave");
constexpr int kVersion = 1;

QString problem(const QString& file, const QString& why)
{
    return QStringLiteral("%1: %2").arg(file, why);
}

} // namespace

AutosaveFolder::AutosaveFolder(const QString& dataDirectory)
    : m_path(QDir(dataDirectory).filePath(QStringLiteral("autosave")))
{
}

QString AutosaveFolder::newSlot(const QString& kind)
{
    return QStringLiteral("%1-%2").arg(kind, QUuid::createUuid().toString(QUuid::WithoutBraces));
}

QString AutosaveFolder::filePath(const QString& slot) const
{
    return QDir(m_path).filePath(slot + QStringLiteral(".json"));
}

std::optional<QString> AutosaveFolder::write(const Autosave& autosave) const
{
    const QJsonDocument content = QJsonDocument::fromJson(autosave.content);
    if (!content.isObject())
        return problem(filePath(autosave.slot), QStringLiteral("the document did not write JSON"));
    if (!QDir().mkpath(m_path))
        return problem(m_path, QStringLiteral("cannot be created"));
    const QJsonObject object{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("kind"), autosave.kind},
        {QStringLiteral("originalPath"), autosave.originalPath},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {QStringLiteral("content"), content.object()}};
    QSaveFile file(filePath(autosave.slot));
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(object).toJson()) < 0 || !file.commit())
        return problem(file.fileName(), file.errorString());
    return std::nullopt;
}

void AutosaveFolder::remove(const QString& slot) const
{
    QFile::remove(filePath(slot));
}

void AutosaveFolder::removeAll() const
{
    const QDir folder(m_path);
    for (const QString& name : folder.entryList({QStringLiteral("*.json")}, QDir::Files))
        QFile::remove(folder.filePath(name));
}

AutosaveFolder::Found AutosaveFolder::read() const
{
    Found found;
    const QDir folder(m_path);
    for (const QFileInfo& info :
         folder.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time | QDir::Reversed)) {
        QFile file(info.filePath());
        if (!file.open(QIODevice::ReadOnly)) {
            found.problems.append(problem(info.fileName(), file.errorString()));
            continue;
        }
        QJsonParseError error;
        const QJsonObject object = QJsonDocument::fromJson(file.readAll(), &error).object();
        if (error.error != QJsonParseError::NoError) {
            found.problems.append(
                problem(info.fileName(),
                        QStringLiteral("at byte %1: %2").arg(error.offset).arg(error.errorString())));
            continue;
        }
        const QJsonObject content = object.value(QStringLiteral("content")).toObject();
        const QString kind = object.value(QStringLiteral("kind")).toString();
        if (object.value(QStringLiteral("format")).toString() != kFormat || kind.isEmpty() ||
            content.isEmpty()) {
            found.problems.append(problem(
                info.fileName(), QStringLiteral("not an autosave (format, kind or content missing)")));
            continue;
        }
        found.autosaves.append({info.completeBaseName(), kind,
                                object.value(QStringLiteral("originalPath")).toString(),
                                QJsonDocument(content).toJson()});
    }
    return found;
}

} // namespace ddm
