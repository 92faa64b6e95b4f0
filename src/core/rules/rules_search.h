// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_views.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

class RulesRepository;

struct RulesSearchQuery {
    QString text;
    int limit = 20;
    std::optional<RulesGame> game = RulesGame::Ddm; // nullopt: every game
    QStringList documents;                          // document keys; empty: all of the game
};

struct RulesSearchHit {
    // Why a hit ranks where it does, best first.
    enum class Match { Exact, Headword, Text };

    RulesItemId item;
    Match match = Match::Text;
    QString documentKey;
    QString documentTitle;
    QString kind;    // "rule", "step", "section", "glossary" …
    QString title;
    QString snippet; // plain text around the first hit
    QList<std::pair<qsizetype, qsizetype>> highlights; // [start, length) in snippet
};

// Full-text search over every entry and glossary entry (SQLite FTS5), for a judge with thirty
// seconds: a rule number in any spelling, a quick-reference code ("B2") or an id jumps straight to
// its entry; a glossary term ("conceal") or a title comes next; then bm25 ranking with titles
// weighted, prefixes matched ("cov ran"), "quoted phrases" kept together. Any text is safe: the FTS
// expression is built from the words of the text, never from the text itself, so quotes, "*", "-",
// NEAR and unbalanced parentheses are just characters. When every word together finds nothing,
// any of them will do.
class RulesSearch {
public:
    explicit RulesSearch(const RulesRepository& rules);

    QList<RulesSearchHit> search(const RulesSearchQuery& query) const;

    // The FTS5 expression for `text`; empty when it has no words. `any`: OR instead of AND.
    static QString ftsExpression(const QString& text, bool any = false);

private:
    QList<RulesSearchHit> exactHits(const RulesSearchQuery& query) const;
    QList<RulesSearchHit> textHits(const RulesSearchQuery& query, bool any) const;
    static QString numberedTitle(const RulesItemId& item, const QString& title);
    bool allowed(const RulesDocumentInfo& document, const RulesSearchQuery& query) const;

    const RulesRepository& m_rules;
};

} // namespace ddm
