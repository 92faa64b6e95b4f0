// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/json_text.h"

#include <QJsonParseError>

namespace ddm {

QString JsonFileError::toString() const
{
    return where.isEmpty() ? message : where + QStringLiteral(": ") + message;
}

QString describeJsonValue(const QJsonValue& value)
{
    constexpr qsizetype kShownCharacters = 40; // enough to recognise a value, short enough for one line
    switch (value.type()) {
    case QJsonValue::String: {
        const QString text = value.toString();
        return QLatin1Char('"') +
               (text.size() > kShownCharacters ? text.left(kShownCharacters) + QStringLiteral("...") : text) +
               QLatin1Char('"');
    }
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

std::optional<QString> parseJsonDocument(const QByteArray& json, QJsonDocument& document)
{
    QJsonParseError parseError;
    document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error == QJsonParseError::NoError)
        return std::nullopt;
    return QStringLiteral("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString());
}

} // namespace ddm
