#include "query/query_examples.h"

namespace ddm {
namespace {

QueryExample example(const char* query, const char* description)
{
    return {QString::fromUtf8(query), QString::fromUtf8(description)};
}

} // namespace

QList<QueryExample> queryExamples()
{
    return {
        example("dragon", "Cards with \"dragon\" in the name"),
        example("\"fire giant\"", "Names containing the phrase \"fire giant\""),
        example("kw:elf cost<=20", "Elves that cost 20 points or less"),
        example("kw:drag*", "Any keyword beginning with \"drag\""),
        example("f:civ a:good", "Good creatures of the Civilization faction"),
        example("cost:10..20 -kw:unique", "Costs 10 to 20 points and is not Unique"),
        example("is:champion cr>=3", "Champions with a champion rating of 3 or more"),
        example("move:flight or o:flight", "Fliers, and cards whose powers mention flight"),
        example("-(f:underdark or f:wild)", "Neither Underdark nor Wild"),
        example("size>=large hp>100", "Large or bigger, with more than 100 hit points"),
        example("set:\"storm king\" kw:giant", "Giants from the Storm King's Thunder set"),
        example("type:champion -is:unique", "Non-Unique cards with a champion power"),
        example("is:owned speed>=8", "Fast creatures in your collection"),
    };
}

} // namespace ddm
