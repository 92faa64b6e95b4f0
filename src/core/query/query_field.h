// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace ddm {

// Everything a filter can ask about a card. Bare words and "phrases" search Name.
enum class QueryField {
    Name,
    Set,
    Keyword,
    Text,
    Faction,
    Alignment,
    Movement,
    Size,
    Rarity,
    PowerType,
    Is,
    Cost,
    Level,
    Hp,
    Ac,
    Fort,
    Ref,
    Will,
    Speed,
    ChampionRating,
    Owned,
    CollectorNumber,
};

// What a field's value is; it decides which operators the field takes.
enum class QueryValueKind {
    Text,          // words to find; ':' and '=' alike, '!=' negates
    Choice,        // one word of a fixed list (see query_choices.h); ':' '=' '!='
    OrderedChoice, // a fixed list in order (sizes): every comparison and ranges
    Number,        // whole numbers: every comparison and ranges
};

struct QueryFieldInfo {
    QueryField field = QueryField::Name;
    QStringList names; // what is typed before the operator: the canonical name first, then aliases
    QueryValueKind kind = QueryValueKind::Text;
    QString description; // one line of plain English for help and completion
};

// Every field, in the order help and completion list them.
const QList<QueryFieldInfo>& queryFields();
const QueryFieldInfo& queryFieldInfo(QueryField field);
// The field a name or alias stands for, ignoring case.
std::optional<QueryField> findQueryField(QStringView name);
// The field name or alias closest to a mistyped one (fewest edits), with its edit distance; no name
// (and a distance beyond the typed length) when every name would have to be rewritten whole.
struct NearestFieldName {
    QString name;
    int distance = 0;
};
NearestFieldName nearestQueryFieldName(QStringView typed);

} // namespace ddm
