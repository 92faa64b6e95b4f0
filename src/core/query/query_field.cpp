// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_field.h"

#include "catalog/text_matching.h"

#include <algorithm>

namespace ddm {
namespace {

QueryFieldInfo info(QueryField field, std::initializer_list<const char*> names, QueryValueKind kind,
                    const char* description)
{
    QStringList spellings;
    for (const char* name : names)
        spellings.append(QString::fromLatin1(name));
    return {field, spellings, kind, QString::fromLatin1(description)};
}

QList<QueryFieldInfo> makeFields()
{
    using K = QueryValueKind;
    return {
        info(QueryField::Name, {"name", "n"}, K::Text, "Card name contains the words"),
        info(QueryField::Set, {"set"}, K::Text, "Set name contains the words"),
        info(QueryField::Keyword, {"keyword", "kw", "k"}, K::Text,
             "Has the keyword (the whole keyword; * stands for any letters)"),
        info(QueryField::Text, {"text", "o"}, K::Text, "A power's text contains the words"),
        info(QueryField::Faction, {"faction", "f"}, K::Choice, "Belongs to the faction"),
        info(QueryField::Alignment, {"align", "alignment", "a"}, K::Choice, "Has the alignment"),
        info(QueryField::Movement, {"move", "movement"}, K::Choice, "Moves normally, flies or burrows"),
        info(QueryField::Size, {"size"}, K::OrderedChoice, "Size (compares: size>=large)"),
        info(QueryField::Rarity, {"rarity", "r"}, K::Choice, "Rarity of the miniature (r:\"very rare\")"),
        info(QueryField::PowerType, {"type", "t"}, K::Choice, "Has a power of the type"),
        info(QueryField::Is, {"is"}, K::Choice, "Is Unique, a champion, a custom card or owned"),
        info(QueryField::Cost, {"cost"}, K::Number, "Point cost"),
        info(QueryField::Level, {"level", "lvl"}, K::Number, "Level"),
        info(QueryField::Hp, {"hp"}, K::Number, "Hit points"),
        info(QueryField::Ac, {"ac"}, K::Number, "Armor Class"),
        info(QueryField::Fort, {"fort"}, K::Number, "Fortitude defense"),
        info(QueryField::Ref, {"ref"}, K::Number, "Reflex defense"),
        info(QueryField::Will, {"will"}, K::Number, "Will defense"),
        info(QueryField::Speed, {"speed", "spd"}, K::Number, "Speed in squares"),
        info(QueryField::ChampionRating, {"cr"}, K::Number, "Champion rating (champions only)"),
        info(QueryField::Owned, {"owned"}, K::Number, "How many you own"),
        info(QueryField::CollectorNumber, {"num", "number"}, K::Number, "Collector number in its set"),
    };
}

} // namespace

const QList<QueryFieldInfo>& queryFields()
{
    static const QList<QueryFieldInfo> fields = makeFields();
    return fields;
}

const QueryFieldInfo& queryFieldInfo(QueryField field)
{
    const QList<QueryFieldInfo>& fields = queryFields();
    return *std::find_if(fields.cbegin(), fields.cend(),
                         [field](const QueryFieldInfo& info) { return info.field == field; });
}

std::optional<QueryField> findQueryField(QStringView name)
{
    for (const QueryFieldInfo& info : queryFields()) {
        for (const QString& spelling : info.names) {
            if (name.compare(spelling, Qt::CaseInsensitive) == 0)
                return info.field;
        }
    }
    return std::nullopt;
}

NearestFieldName nearestQueryFieldName(QStringView typed)
{
    NearestFieldName nearest{QString(), int(typed.size()) + 100};
    for (const QueryFieldInfo& info : queryFields()) {
        for (const QString& spelling : info.names) {
            // A name that must be rewritten whole ("foo" -> "o") is not near.
            const int distance = editDistance(typed, spelling);
            if (distance < nearest.distance && distance < spelling.size())
                nearest = {spelling, distance};
        }
    }
    return nearest;
}

} // namespace ddm
