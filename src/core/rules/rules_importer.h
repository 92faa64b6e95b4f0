// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ddm {

struct ImportedRulesDocument {
    QString file;
    RulesDocumentKind kind = RulesDocumentKind::ComprehensiveRules;
    int entryCount = 0;
    int glossaryCount = 0;
};

struct RulesImportResult {
    QList<ImportedRulesDocument> documents; // strongest authority first
    QList<ParseProblem> skipped;            // files that are not rule documents we know: not an error
    QList<ParseProblem> problems;           // anything here means nothing was imported
    int termCount = 0;
    int linkCount = 0;
    int correctedLinks = 0;
    int unverifiedLinks = 0;
    int brokenLinks = 0;

    bool ok() const { return problems.isEmpty(); }
};

// Replaces a data directory's rules.sqlite with the rule documents found in a folder. Every file is
// read and recognised by its content; files that are no rule document are skipped and listed; a
// document that cannot be parsed fails the import with its file and line. The new database is built
// in a temporary file in one transaction and renamed over rules.sqlite only when all of it succeeded,
// so on any error the previous rules stay as they were.
class RulesImporter {
public:
    static RulesImportResult importDirectory(const QString& directory, const QString& dataDirectory);
    // The documents already read (tests, benchmarks); `sourceName` is recorded as where they came from.
    static RulesImportResult importDocuments(const QList<RulesDocument>& documents, const QString& sourceName,
                                             const QString& dataDirectory);
};

} // namespace ddm
