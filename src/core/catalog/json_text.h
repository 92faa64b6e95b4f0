// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace ddm {

// Shared by every reader of outside JSON (catalog, custom cards, warband files), so their messages
// name problems the same way.

// One problem with a JSON document. `where` names the place in it ("points", "creatures[3].items[0]";
// array positions count from 0) or is empty for the document as a whole; `message` says what is
// wrong there.
struct JsonFileError {
    QString where;
    QString message;

    QString toString() const; // "creatures[3]: \"name\" is missing"
    bool operator==(const JsonFileError&) const = default;
};

// How a value shows in a message: "\"text\"" (cut after 40 characters), 12, true, null, a list, an object.
QString describeJsonValue(const QJsonValue& value);

// Parses `json` into `document`; on failure returns "not valid JSON at byte N: reason".
std::optional<QString> parseJsonDocument(const QByteArray& json, QJsonDocument& document);

} // namespace ddm
