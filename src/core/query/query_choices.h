// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/query_field.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace ddm {

// What `is:` asks.
enum class QueryFlag { Unique, Champion, Custom, Owned };

// One word a Choice or OrderedChoice field accepts. `code` is the value it stands for: the Faction
// bit, the Alignment / MovementMode / PowerType / QueryFlag as int, the CreatureSize rank.
// Several words may share a code ("unaligned", "neutral" and "none").
struct QueryChoice {
    QString name;
    int code = 0;
};

// The words a field accepts, lower case, in display order; empty for Text and Number fields.
QList<QueryChoice> queryChoices(QueryField field);

// The choices a typed word may mean: the exact word if there is one (ignoring case), otherwise
// every choice the word begins ("civ" -> civilization). Empty when nothing fits.
QList<QueryChoice> matchQueryChoice(QueryField field, QStringView typed);

} // namespace ddm
