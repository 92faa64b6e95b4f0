// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/effect_patterns.h"

#include "powers/power_patterns.h"
#include "powers/text_cursor.h"

namespace ddm::effect_patterns {
namespace {

namespace pp = power_patterns;

QRegularExpression compile(const QString& regex)
{
    return TextCursor::pattern(regex);
}

// "5", "15 cold", "5 + 15 cold", "20 + 10 fire + 10 radiant"
const QString& damageTerms()
{
    static const QString terms =
        QStringLiteral("\\d+(?:\\s+%1)?(?:\\s*\\+\\s*\\d+(?:\\s+%1)?)*").arg(pp::damageType());
    return terms;
}

// "target takes 20 damage", "then target takes 20 fire damage": who takes it said in full.
const QString kTargetTakes = QStringLiteral("(?:(?:then\\s+)?(?:the\\s+)?target\\s+takes\\s+)?");

} // namespace

const QRegularExpression& damage()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("%1(%2)\\s+%3(\\s+each)?").arg(kTargetTakes, damageTerms(), pp::damageWord()));
    return pattern;
}

const QRegularExpression& bareDamage()
{
    // "5 cold + 5 fire + 5 necrotic." at the end of the outcome, "10 fire AND Slowed": the word
    // "damage" left out. Not before a comma: "25 acid, cold, or fire damage" lists types.
    static const QRegularExpression pattern =
        compile(QStringLiteral("(\\d+\\s+%1(?:\\s*\\+\\s*\\d+\\s+%1)*)(?=\\s*(?:\\.|\\band\\b|$))")
                    .arg(pp::damageType()));
    return pattern;
}

const QRegularExpression& damageChoice()
{
    // "20 fire damage OR 20 cold damage", or the amount said once: "15 necrotic OR cold damage".
    static const QString choice =
        QStringLiteral("\\d+\\s+%1(?:\\s+%2)?").arg(pp::damageType(), pp::damageWord());
    // "Choose 1 effect: 10 acid damage, 10 cold damage or 10 fire damage": a list after its lead-in.
    static const QRegularExpression pattern = compile(
        QStringLiteral("%4(?:%1(?:\\s*,?\\s+OR\\s+%1)+|\\d+\\s+%2(?:\\s*,?\\s+OR\\s+%2)+\\s+%3)"
                       "|choose\\s+(?:1|one)(?:\\s+effect)?\\s*:\\s*%1(?:\\s*,\\s*%1)*\\s*,?\\s+OR\\s+%1")
            .arg(choice, pp::damageType(), pp::damageWord(), kTargetTakes));
    return pattern;
}

const QRegularExpression& ongoing()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("(?:ongoing\\s+(\\d+)|(\\d+)\\s+ongoing)(?:\\s+(%1))?\\s+%2")
                    .arg(pp::damageType(), pp::damageWord()));
    return pattern;
}

const QRegularExpression& damageThenOngoing()
{
    // Captures: the amount and type dealt now (1, 2), the ongoing amount (3 or 4) and its type (5).
    static const QRegularExpression pattern = compile(
        QStringLiteral(
            "(\\d+)(?:\\s+(%1))?\\s*\\+\\s*(?:ongoing\\s+(\\d+)|(\\d+)\\s+ongoing)(?:\\s+(%1))?\\s+%2")
            .arg(pp::damageType(), pp::damageWord()));
    return pattern;
}

const QRegularExpression& condition()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("(?:(?:the\\s+|each\\s+)?target\\s+(?:is\\s+)?(?:also\\s+)?|is\\s+)?(%1)")
                    .arg(pp::condition()));
    return pattern;
}

const QRegularExpression& qualifiedCondition()
{
    // Captures: the qualifier in front (1) or after "target of" (2), then the condition (3).
    static const QRegularExpression pattern = compile(
        QStringLiteral(
            "(?:an?\\s+|each\\s+)?(?:([a-z-]+(?:\\s+or\\s+(?:smaller|larger)|(?:,\\s*|,?\\s+or\\s+)[a-z-]+)*)"
            "\\s+(?:targets?|creatures?|enem(?:y|ies))|target\\s+of\\s+(level\\s+\\d+\\s+or\\s+lower))\\s+"
            "(?:is|are)\\s+(?:also\\s+)?(%1)")
            .arg(pp::condition()));
    return pattern;
}

const QRegularExpression& conditionUpgrade()
{
    // Captures: the condition(s) already there (1, 2 or 3, 4), then what the target becomes (5).
    static const QRegularExpression pattern = compile(
        QStringLiteral("(?:if\\s+(?:the\\s+)?(?:target\\s+is\\s+)?already\\s+(%1)(?:\\s+or\\s+(%1))?\\s*,\\s*"
                       "(?:the\\s+)?(?:target|it)"
                       "|(?:an?\\s+)?(%1)(?:\\s+or\\s+(%1))?\\s+(?:target|creature)s?(?=[^.;]*\\binstead\\b))"
                       "\\s+(?:is|are)\\s+(?:instead\\s+)?(%1)")
            .arg(pp::condition()));
    return pattern;
}

const QRegularExpression& instead()
{
    static const QRegularExpression pattern = compile(QStringLiteral(",?\\s*instead\\b"));
    return pattern;
}

const QRegularExpression& attackerCondition()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("this\\s+creature\\s+is\\s+(%1)").arg(pp::condition()));
    return pattern;
}

namespace {

const QString kStatistic = QStringLiteral("attack|damage|AC|fortitude|fort|reflex|ref|will|speed|DEF\\s*\\("
                                          "\\s*\\w+\\s*\\)|DEF|all defen[cs]es|all attacks");

} // namespace

const QRegularExpression& modifier()
{
    // "-2 to Reflex, Fortitude and Will": one amount on a list of statistics (2).
    static const QRegularExpression pattern =
        compile(QStringLiteral("(?:(?:the\\s+)?target\\s+has\\s+(cumulative\\s+)?)?(?:([-+]\\s?\\d+)\\s*(?:"
                               "to\\s+)?((?:%1)(?:(?:\\s*,\\s*|"
                               "\\s*,?\\s+and\\s+)(?:%1)(?![-+\\w]))*)|(speed)\\s+([-+]\\d+))(?!\\w)")
                    .arg(kStatistic));
    return pattern;
}

const QRegularExpression& statisticList()
{
    static const QRegularExpression pattern(QStringLiteral("\\s*(?:,\\s*and|,|and)\\s+"),
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

const QRegularExpression& attackerModifier()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("this\\s+creature\\s+has\\s+(cumulative\\s+)?([-+]\\s?\\d+)\\s*(%1)(?!\\w)")
                    .arg(kStatistic));
    return pattern;
}

const QRegularExpression& cannotHeal()
{
    static const QRegularExpression pattern = compile(
        QStringLiteral("(?:the\\s+)?target\\s+cannot\\s+heal(?:\\s+HP|\\s+or\\s+gain\\s+HP)?(?!\\w)"));
    return pattern;
}

// "this creature has Flight", "this creature gains Insubstantial and Phasing", "… has Conceal 10":
// standard powers for a while, kept as modifiers. Capture 1: the list.
const QRegularExpression& attackerPowers()
{
    static const QString one = QStringLiteral("(?:flight|burrow|phasing|insubstantial|hide|conceal\\s+\\d+)");
    static const QRegularExpression pattern = compile(
        QStringLiteral("this\\s+creature\\s+(?:has|gains)\\s+(%1(?:(?:,\\s*|,?\\s+and\\s+)%1)*)(?!\\w)")
            .arg(one));
    return pattern;
}

// "this creature has Resist 10 All": a resistance for a while, kept as a modifier (707.11.b).
const QRegularExpression& attackerResistAll()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("this\\s+creature\\s+(?:has|gains)\\s+resist\\s+(\\d+)\\s+all(?!\\w)"));
    return pattern;
}

const QRegularExpression& forced()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("(push|pull|slide|teleport)(?:es|s)?\\s+(?:the\\s+|each\\s+)?(?:target\\s+)?("
                               "up\\s+to\\s+)?(?:exactly\\s+)?"
                               "(\\d+|one|two|three|its\\s+current\\s+speed)(?:\\s+squares?)?\\b"));
    return pattern;
}

const QRegularExpression& attackerMove()
{
    static const QRegularExpression pattern = compile(
        QStringLiteral("this\\s+creature\\s+(?:may\\s+|can\\s+)?(shift|slide|teleport)s?(?:\\s+(up\\s+"
                       "to\\s+)?(\\d+|one|two|three|its\\s+current\\s+speed)"
                       "(?:\\s+squares?)?)?\\b"
                       "(\\s+closer\\s+to\\s+(?:the\\s+)?target\\b)?"));
    return pattern;
}

const QRegularExpression& attackerHeals()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("this\\s+creature\\s+heals\\s+(\\d+)(?:\\s+(?:HP|hit\\s+points))?\\b"));
    return pattern;
}

const QRegularExpression& attackerDamage()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("this\\s+creature\\s+takes\\s+(\\d+)\\s+%1").arg(pp::damageWord()));
    return pattern;
}

namespace {

// "each enemy and ally", "1 enemy", "each creature", "creatures" (no count: each)
const QString kNearby =
    QStringLiteral("(?:(each|an?|\\d+)\\s+)?(creatures?|enem(?:y|ies)\\s+and\\s+all(?:y|ies)|enem(?:y|ies)"
                   "\\s+or\\s+all(?:y|ies)|enem(?:y|ies)|all(?:y|ies))");

} // namespace

const QRegularExpression& nearbyDamage()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("%1\\s+adjacent\\s+to\\s+(?:the\\s+)?target\\s+takes?\\s+(%2)\\s+%3")
                    .arg(kNearby, damageTerms(), pp::damageWord()));
    return pattern;
}

const QRegularExpression& nearbyDamageTo()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("(%1)\\s+%2\\s+to\\s+%3\\s+adjacent\\s+to\\s+(?:the\\s+)?target")
                    .arg(damageTerms(), pp::damageWord(), kNearby));
    return pattern;
}

const QRegularExpression& allyHealing()
{
    // "this creature and allies within 4 squares each heal 15 HP": the attacker heals too (1).
    static const QRegularExpression pattern =
        compile(QStringLiteral("(?:(this\\s+creature)\\s+and\\s+)?(?:(each|an?|\\d+)\\s+)?(adjacent\\s+)?all("
                               "?:y|ies)(?:\\s+adjacent\\s+to\\s+"
                               "(this\\s+creature|target)|\\s+within\\s+(\\d+)\\s+squares(?:\\s+of\\s+"
                               "this\\s+creature)?)?\\s+(?:each\\s+)?"
                               "heals?\\s+(\\d+)\\s+(?:HP|hit\\s+points)\\b"));
    return pattern;
}

const QRegularExpression& targetProvokes()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("target\\s+provokes\\s+(?:an\\s+)?opportunity\\s+attacks?\\b"));
    return pattern;
}

const QRegularExpression& pullAdjacent()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("pull\\s+(?:the\\s+)?target\\s+(?:to\\s+an\\s+adjacent\\s+space|(?:to\\s+a\\s+"
                               "space\\s+)?adjacent(?:\\s+to\\s+this\\s+creature)?)\\b"));
    return pattern;
}

const QRegularExpression& movementProvokes()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("this\\s+movement\\s+provokes\\s+opportunity\\s+attacks\\b"));
    return pattern;
}

const QRegularExpression& ignores()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("ignores?\\s+(insubstantial|resist)(?:\\s+all)?\\b"));
    return pattern;
}

const QRegularExpression& critical()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("scores?\\s+(?:a\\s+)?critical(?:s|\\s+hits?)?\\s+on\\s+(?:(?:attack\\s+)?"
                               "rolls\\s+of\\s+)?(?:a\\s+)?natural\\s+(\\d+)\\+"));
    return pattern;
}

const QRegularExpression& reroll()
{
    static const QRegularExpression pattern = compile(QStringLiteral(
        "re-?roll\\s+(?:the\\s+attack(?:\\s+roll)?\\s+)?once(?:\\s+on\\s+(?:a\\s+)?miss)?\\b"));
    return pattern;
}

const QRegularExpression& onCritical()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("on\\s+(?:a\\s+)?critical(?:\\s+hit)?\\s*[,:]"));
    return pattern;
}

const QRegularExpression& onHit()
{
    static const QRegularExpression pattern = compile(QStringLiteral("on\\s+(?:a\\s+)?hit\\s*[,:]"));
    return pattern;
}

const QRegularExpression& outcomeSuffix()
{
    static const QRegularExpression pattern(
        QStringLiteral("^(.*?\\S)\\s+(?:only\\s+)?on\\s+(?:a\\s+)?(?:(miss)|critical(?:\\s+hit)?)$"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

const QRegularExpression& onMiss()
{
    static const QRegularExpression pattern = compile(QStringLiteral("on\\s+(?:a\\s+)?miss\\s*[,:]"));
    return pattern;
}

const QRegularExpression& afterAll()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("(?:after\\s+(?:resolving\\s+)?all\\s+attacks(?:\\s+are\\s+resolved)?)\\b,?"));
    return pattern;
}

const QRegularExpression& optionPhrase()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("([a-z][^,;.()]*?)(?=\\s*(?:[,;]|\\.(?:\\s|$)|$))"));
    return pattern;
}

const QRegularExpression& furtherAttack()
{
    // Captures: "this" (the same attack), the basic-attack words, a power name; target; per-turn cap.
    // "against target", "against that enemy": the one just attacked.
    static const QRegularExpression pattern = compile(QStringLiteral(
        "(?:then\\s+)?(?:this\\s+creature\\s+)?(?:makes?|repeat|use\\s+the)\\s+(?:(this)\\s+attack(?:\\s+"
        "again\\b)?"
        "|(?:a|an|1|one)\\s+(\\{b\\}|melee\\s+basic|basic\\s+melee)\\s*attack"
        "|(?:a|an|1|one)?\\s*(?-i:((?:\\d+\\s+)?[A-Z][\\w'!-]*(?:\\s+(?:of\\s+)?[A-Z][\\w'!-]*)*))\\s+attack("
        "?:\\s+power)?)"
        "(?:\\s+(?:against|vs\\.)\\s+(the\\s+same\\s+target|a\\s+different\\s+target|that\\s+(?:target|enemy)"
        "|target)\\b)?"
        "(?:\\s+as\\s+a\\s+free\\s+action)?"
        "(?:\\s*\\((?:(?:maximum|max\\.)\\s+)?(\\d+|once)(?:\\s+attacks?)?\\s+per\\s+turn\\))?"));
    return pattern;
}

const QRegularExpression& followUp()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("follow-?up(?:\\s*[;.:]?\\s*follow-?up)?\\s*:"));
    return pattern;
}

const QRegularExpression& until()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("until\\s+(?:the\\s+)?(?:end|start)\\s+of\\s+(?:(?:its|their|this|the|target'"
                               "s)\\s+)?(?:next\\s+)?(?:turn|round|battle)\\b"));
    return pattern;
}

const QRegularExpression& untilDamaged()
{
    static const QRegularExpression pattern = compile(
        QStringLiteral("until\\s+(?:it|the\\s+target|target|affected\\s+creature)\\s+takes\\s+damage\\b"));
    return pattern;
}

const QRegularExpression& recharge()
{
    static const QRegularExpression pattern = compile(QStringLiteral("recharge\\b"));
    return pattern;
}

const QRegularExpression& separator()
{
    static const QRegularExpression pattern =
        compile(QStringLiteral("\\s*(?:[,;&](?:\\s*and\\b)?|\\band\\b)"));
    return pattern;
}

const QList<const QRegularExpression*>& itemStarts()
{
    static const QList<const QRegularExpression*> starts{&damageThenOngoing(),
                                                         &ongoing(),
                                                         &damage(),
                                                         &damageChoice(),
                                                         &bareDamage(),
                                                         &conditionUpgrade(),
                                                         &condition(),
                                                         &attackerCondition(),
                                                         &modifier(),
                                                         &attackerModifier(),
                                                         &attackerResistAll(),
                                                         &attackerPowers(),
                                                         &cannotHeal(),
                                                         &forced(),
                                                         &attackerMove(),
                                                         &pullAdjacent(),
                                                         &attackerHeals(),
                                                         &attackerDamage(),
                                                         &nearbyDamage(),
                                                         &nearbyDamageTo(),
                                                         &allyHealing(),
                                                         &targetProvokes(),
                                                         &ignores(),
                                                         &critical(),
                                                         &reroll(),
                                                         &followUp(),
                                                         &furtherAttack(),
                                                         &onCritical(),
                                                         &onMiss(),
                                                         &onHit(),
                                                         &afterAll()};
    return starts;
}

} // namespace ddm::effect_patterns
