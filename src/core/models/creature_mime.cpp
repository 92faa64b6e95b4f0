// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/creature_mime.h"

#include <QMimeData>

namespace ddm {

QMimeData* creatureIdsMimeData(const QList<qint64>& ids)
{
    QByteArray lines;
    for (qint64 id : ids)
        lines += QByteArray::number(id) + '\n';
    auto* data = new QMimeData;
    data->setData(QString::fromLatin1(kCreatureIdsMimeType), lines);
    return data;
}

QList<qint64> creatureIdsFromMimeData(const QMimeData* data)
{
    const QString type = QString::fromLatin1(kCreatureIdsMimeType);
    if (!data || !data->hasFormat(type))
        return {};
    QList<qint64> ids;
    for (const QByteArray& line : data->data(type).split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        bool ok = false;
        const qint64 id = line.trimmed().toLongLong(&ok);
        if (!ok)
            return {}; // a foreign payload: take none of it rather than part
        ids.append(id);
    }
    return ids;
}

} // namespace ddm
