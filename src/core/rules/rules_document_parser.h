// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ddm {

struct RulesParseResult {
    std::optional<RulesDocument> document; // set when the text is a rule document we know
    QList<ParseProblem> problems;          // with file and line; a document with problems is not imported

    bool ok() const { return document.has_value() && problems.isEmpty(); }
};

// Reads one rule document: recognises which of the five it is by its content (document_kind.h) and
// hands it to that document's parser. Pure: no files are written, nothing is stored.
class RulesDocumentParser {
public:
    static RulesParseResult parse(const QByteArray& bytes, const QString& fileName);
    static RulesParseResult parseFile(const QString& path);
};

} // namespace ddm
