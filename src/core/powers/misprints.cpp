// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/misprints.h"

#include <QList>
#include <QRegularExpression>

namespace ddm {
namespace {

struct Repair {
    QRegularExpression misprint;
    QString replacement; // may refer to the misprint's groups: \1
};

Repair repair(const char* misprint, const char* replacement)
{
    return {QRegularExpression(QLatin1String(misprint), QRegularExpression::CaseInsensitiveOption),
            QLatin1String(replacement)};
}

// Misspelt words, each with the word the grammar knows; the case of the first letter is kept.
struct Word {
    const char* misprint;
    const char* word;
};

constexpr Word kWords[] = {
    {"refex", "reflex"},
    {"foritude", "fortitude"},
    {"wil", "will"},
    {"creture", "creature"},
    {"taret", "target"},
    {"firstt", "first"},
    {"fi rst", "first"},
    {"diffcult", "difficult"},
    {"maximun", "maximum"},
    {"invisble", "invisible"},
    {"petrifi ed", "petrified"},
    {"aff ected", "affected"},
    {"damamge", "damage"},
    {"dmage", "damage"},
    {"ot", "to"}, // "adjacent ot a Bloodied enemy"
    {"damagee", "damage"},
    {"enenmies", "enemies"},
    {"hitm", "hit"},
    {"tw", "two"},
    {"aimmediate", "an immediate"}, // "Shift up to 3 squares as aimmediate action"
    {"whil", "while"},
    {"att ack", "attack"},
};

QString repairWords(QString text)
{
    static const QList<std::pair<QRegularExpression, QString>> words = [] {
        QList<std::pair<QRegularExpression, QString>> list;
        for (const Word& word : kWords)
            list.append({QRegularExpression(QStringLiteral("\\b%1\\b").arg(QLatin1String(word.misprint)),
                                            QRegularExpression::CaseInsensitiveOption),
                         QLatin1String(word.word)});
        return list;
    }();
    for (const auto& [misprint, word] : words) {
        for (QRegularExpressionMatch match = misprint.match(text); match.hasMatch();
             match = misprint.match(text, match.capturedStart(0) + word.size())) {
            QString replacement = word;
            if (match.captured(0).front().isUpper())
                replacement[0] = replacement.front().toUpper();
            text.replace(match.capturedStart(0), match.capturedLength(0), replacement);
        }
    }
    return text;
}

// Misprints of a shape rather than a word.
QString repairShapes(QString text)
{
    static const QList<Repair> repairs{
        repair("\\b(\\d)o\\b", "\\10"),                                       // "1o damage"
        repair("(\\d)(squares?)\\b", "\\1 \\2"),                              // "push 3squares"
        repair("\\bDEF\\s*(Fort(?:itude)?|Ref(?:lex)?|Will)\\)", "DEF(\\1)"), // "vs. DEF Ref);"
        repair("\\bongoing (\\d+) ongoing\\b", "ongoing \\1"),             // "ongoing 5 ongoing fire damage"
        repair("(\\+ ?\\d+) M (damage|attack)\\b", "\\1 {m} \\2"),         // "+5 M Damage": a melee bonus
        repair("\\bup (its|this creature's) speed\\b", "up to \\1 speed"), // "moves up its Speed"
        repair("\\.\\s+(\\(save ends[^()]*\\))", " \\1"),                  // "Confused. (save ends)."
        repair("\\[([mrcab])\\]", "{\\1}"),                                // "with [m] attacks"
        repair("\\{([mrcab])(?=\\s)", "{\\1}"),                            // "against {r attacks"
        repair("\\bRECHARGE i this\\b", "RECHARGE when this"),             // "RECHARGE i this creature …"
    };
    for (const Repair& each : repairs)
        text.replace(each.misprint, each.replacement);
    return text;
}

// Where the sentence that holds `position` ends: its full stop, or the end of the text.
qsizetype sentenceEnd(const QString& text, qsizetype position)
{
    static const QRegularExpression end(QStringLiteral("\\.(?=\\s+[A-Z]|\\s*$)"));
    const QRegularExpressionMatch match = end.match(text, position);
    return match.hasMatch() ? match.capturedStart(0) : text.size();
}

// A ")" right after another or after a full stop with nothing open is doubled or stray: dropped. One after
// "Name: range 6, …" has lost its "(": put back after the colon, if what lies between is a header, not
// effects. A "(" still open when its sentence ends is closed there: "Stunned (save ends."
QString balanceParentheses(const QString& text)
{
    static const QRegularExpression header(QStringLiteral(":\\s+([^:;+().]*[^:;+().\\s])\\s*$"));
    QString balanced;
    QList<qsizetype> open; // positions in `balanced`
    for (const QChar c : text) {
        if (c == QLatin1Char('(')) {
            open.append(balanced.size());
        } else if (c == QLatin1Char(')')) {
            if (!open.isEmpty()) {
                open.removeLast();
            } else if (balanced.trimmed().endsWith(QLatin1Char(')')) ||
                       balanced.trimmed().endsWith(QLatin1Char('.'))) {
                continue; // doubled, or stray after a full stop: "Make a Melee attack.)"
            } else if (const QRegularExpressionMatch match = header.match(balanced); match.hasMatch()) {
                balanced.insert(match.capturedStart(1), QLatin1Char('('));
            }
        }
        balanced.append(c);
    }
    while (!open.isEmpty()) {
        const qsizetype at = sentenceEnd(balanced, open.takeLast());
        balanced.insert(at, QLatin1Char(')'));
    }
    return balanced;
}

} // namespace

QString repairMisprints(const QString& text)
{
    return balanceParentheses(repairShapes(repairWords(text)));
}

} // namespace ddm
