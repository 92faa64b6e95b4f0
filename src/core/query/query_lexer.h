// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ddm {

enum class QueryTokenType {
    Word,   // a bare word: part of a name ("yuan-ti")
    Phrase, // "a quoted phrase" of a name
    Field,  // field, operator and value: kw:elf, cost<=20, o:"slide 2"
    OpenParen,
    CloseParen,
    Minus, // '-' where a term starts: negation
    Or,    // the bare word or / OR
    And,   // the bare word and / AND (the same as writing nothing)
    End,   // after the last token; position = query length
};

enum class QueryOperator { Colon, Equal, NotEqual, Less, LessOrEqual, Greater, GreaterOrEqual };

struct QueryToken {
    QueryTokenType type = QueryTokenType::End;
    int position = 0; // QString offset of the token's first character
    int length = 0;
    QString text;              // Word and Phrase: the words; Field: the value; both without quotes
    bool unterminated = false; // a Phrase or quoted value that runs to the end without its '"'
    // Field tokens only.
    QString fieldName; // as typed
    QueryOperator op = QueryOperator::Colon;
    int operatorPosition = 0;
    int valuePosition = 0; // the value including its quotes
    int valueLength = 0;
    bool quoted = false;
};

// Splits a filter into tokens. Never fails: an unterminated quote is marked on its token, so the
// parser can report it and completion can still see what is being typed. Words end at white
// space, parentheses and '"'; a '-' inside a word is part of it.
class QueryLexer {
public:
    static QList<QueryToken> tokenize(const QString& query);
};

QString queryOperatorText(QueryOperator op);

} // namespace ddm
