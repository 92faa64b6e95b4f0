// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QString>
#include <QUrl>

#include <optional>

namespace ddm {

// What a link, a search hit or a bookmark points at, in one scheme everywhere:
//   rule:611.3                     ddm://rule/611.3                        a CRG entry
//   glossary:conceal x             ddm://glossary/conceal%20x              a glossary term, all documents
//   quickref:B2                    ddm://quickref/B2                       a quick-reference step or part
//   section:battle-rules-2008/cover ddm://section/battle-rules-2008/cover  a section of another document
// The string form is the search id; the URL form is what the app opens (ddm://card/<name> belongs
// to the catalog). Keys are not checked against the database here.
struct RulesItemId {
    enum class Kind { Rule, Glossary, QuickRef, Section };

    Kind kind = Kind::Rule;
    QString key; // "611.3", "conceal x", "B2", "battle-rules-2008/cover"

    QString toString() const;
    QUrl toUrl() const;
    static std::optional<RulesItemId> fromString(const QString& id);
    static std::optional<RulesItemId> fromUrl(const QUrl& url);

    // The id of a document's entry.
    static RulesItemId ofEntry(RulesDocumentKind document, const QString& entryKey);
    static RulesItemId ofTerm(const QString& display) { return {Kind::Glossary, display}; }

    bool operator==(const RulesItemId&) const = default;
};

} // namespace ddm
