// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "query/query_examples.h"

#include <QtGlobal>

namespace ddm {
namespace {

// Descriptions are marked for lupdate under the context "ddm::QueryExamples"; the GUI translates
// them with QCoreApplication::translate at display time. The queries themselves are never translated.
QueryExample example(const char* query, const char* description)
{
    return {QString::fromUtf8(query), QString::fromUtf8(description)};
}

} // namespace

QList<QueryExample> queryExamples()
{
    return {
        example("dragon", QT_TRANSLATE_NOOP("ddm::QueryExamples", "Cards with \"dragon\" in the name")),
        example("\"fire giant\"",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Names containing the phrase \"fire giant\"")),
        example("kw:elf cost<=20",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Elves that cost 20 points or less")),
        example("kw:drag*", QT_TRANSLATE_NOOP("ddm::QueryExamples", "Any keyword beginning with \"drag\"")),
        example("f:civ a:good",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Good creatures of the Civilization faction")),
        example("cost:10..20 -kw:unique",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Costs 10 to 20 points and is not Unique")),
        example("is:champion cr>=3",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Champions with a champion rating of 3 or more")),
        example("move:flight or o:flight",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Fliers, and cards whose powers mention flight")),
        example("-(f:underdark or f:wild)",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Neither Underdark nor Wild")),
        example("size>=large hp>100",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Large or bigger, with more than 100 hit points")),
        example("r:rare set:harbinger num<=20",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Rare Harbinger miniatures numbered up to 20")),
        example("set:\"storm king\" kw:giant",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Giants from the Storm King's Thunder set")),
        example("type:champion -is:unique",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Non-Unique cards with a champion power")),
        example("is:owned speed>=8",
                QT_TRANSLATE_NOOP("ddm::QueryExamples", "Fast creatures in your collection")),
    };
}

} // namespace ddm
