// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_choices.h"

#include "catalog/game_enums.h"

namespace ddm {
namespace {

// The stored lower-case spellings of an enum's values, from the catalog's canonical names.
template <typename Enum, typename NameOf> QList<QueryChoice> enumChoices(Enum last, NameOf nameOf)
{
    QList<QueryChoice> choices;
    for (int code = 0; code <= int(last); ++code)
        choices.append({nameOf(Enum(code)).toLower(), code});
    return choices;
}

QueryChoice flag(const char* name, QueryFlag value)
{
    return {QString::fromLatin1(name), int(value)};
}

} // namespace

QList<QueryChoice> queryChoices(QueryField field)
{
    switch (field) {
    case QueryField::Faction: {
        QList<QueryChoice> choices;
        for (Faction faction : allFactions())
            choices.append({factionName(faction).toLower(), int(faction)});
        return choices;
    }
    case QueryField::Alignment: {
        QList<QueryChoice> choices = enumChoices(Alignment::Evil, alignmentName);
        // The catalog says NEUTRAL; players also say "none".
        choices.append({QStringLiteral("neutral"), int(Alignment::Unaligned)});
        choices.append({QStringLiteral("none"), int(Alignment::Unaligned)});
        return choices;
    }
    case QueryField::Movement:
        return enumChoices(MovementMode::Burrow, movementModeName);
    case QueryField::Size:
        return enumChoices(CreatureSize::Colossal, sizeName);
    case QueryField::Rarity: {
        QList<QueryChoice> choices = enumChoices(Rarity::Promo, rarityName);
        // One word each, to type without quotes.
        choices.append({QStringLiteral("very-rare"), int(Rarity::VeryRare)});
        choices.append({QStringLiteral("starter"), int(Rarity::StarterOnly)});
        return choices;
    }
    case QueryField::PowerType:
        return enumChoices(PowerType::Champion, powerTypeName);
    case QueryField::Is:
        return {flag("unique", QueryFlag::Unique), flag("champion", QueryFlag::Champion),
                flag("custom", QueryFlag::Custom), flag("owned", QueryFlag::Owned)};
    default:
        return {};
    }
}

QList<QueryChoice> matchQueryChoice(QueryField field, QStringView typed)
{
    const QList<QueryChoice> choices = queryChoices(field);
    QList<QueryChoice> begun;
    for (const QueryChoice& choice : choices) {
        if (typed.compare(choice.name, Qt::CaseInsensitive) == 0)
            return {choice};
        if (!typed.isEmpty() && choice.name.startsWith(typed, Qt::CaseInsensitive))
            begun.append(choice);
    }
    return begun;
}

} // namespace ddm
