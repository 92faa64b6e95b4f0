#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace ddm {

// Shared by every reader of outside JSON (catalog, custom cards, warband files), so their messages
// name problems the same way.

// How a value shows in a message: "\"text\"" (cut after 40 characters), 12, true, null, a list, an object.
QString describeJsonValue(const QJsonValue& value);

// Parses `json` into `document`; on failure returns "not valid JSON at byte N: reason".
std::optional<QString> parseJsonDocument(const QByteArray& json, QJsonDocument& document);

} // namespace ddm
