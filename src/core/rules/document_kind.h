// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QString>

#include <optional>

namespace ddm {

// How much a document counts when documents disagree. Lower comes first: the CRG calls itself "the
// ultimate authority"; the starter rulebook is official but older; the Guild rules are the players'
// community continuation (newest, but only five pages survive); the quick reference is a fan sheet.
enum class DocumentAuthority { Authoritative = 0, Official = 1, Community = 2, Unofficial = 3 };

// Facts about each kind of document.
struct DocumentKindInfo {
    RulesDocumentKind kind;
    const char* key;   // stable identifier used in ids and the database: "crg", "quickref", ...
    RulesGame game;
    DocumentAuthority authority;
    const char* title; // used when the document's own title is unreadable
};

const DocumentKindInfo& documentKindInfo(RulesDocumentKind kind);
std::optional<RulesDocumentKind> documentKindFromKey(const QString& key);
QString documentAuthorityName(DocumentAuthority authority); // "authoritative", "official", ...
QString rulesGameName(RulesGame game);                      // "ddm", "battle-axe"
std::optional<RulesGame> rulesGameFromName(const QString& name);

// Recognises a document by what it says, never by its file name. Each kind has a signature of
// phrases and structures that only it has; text matching none (or, impossibly, several) is not a
// rule document we know.
std::optional<RulesDocumentKind> recogniseDocument(const QString& text);

} // namespace ddm
