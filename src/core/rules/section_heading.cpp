// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/section_heading.h"

#include <QSet>
#include <QStringList>

namespace ddm {
namespace {

constexpr qsizetype kMaxTitleWords = 7;
constexpr qsizetype kMinNumberedRest = 20; // "Setting Up a Battle 1. Reveal warbands…" has a list after it

bool isJoiningWord(const QString& word)
{
    static const QSet<QString> joining{QStringLiteral("and"), QStringLiteral("to"), QStringLiteral("a"),
                                       QStringLiteral("an"),  QStringLiteral("of"), QStringLiteral("the"),
                                       QStringLiteral("in"),  QStringLiteral("with"), QStringLiteral("for"),
                                       QStringLiteral("or"),  QStringLiteral("on"), QStringLiteral("this")};
    return joining.contains(word);
}

// Words that open a sentence far more often than they end a heading.
bool opensSentence(const QString& word)
{
    static const QSet<QString> openers{
        QStringLiteral("A"),      QStringLiteral("An"),     QStringLiteral("The"),   QStringLiteral("Each"),
        QStringLiteral("When"),   QStringLiteral("If"),     QStringLiteral("You"),   QStringLiteral("Your"),
        QStringLiteral("In"),     QStringLiteral("By"),     QStringLiteral("Once"),  QStringLiteral("This"),
        QStringLiteral("These"),  QStringLiteral("Many"),   QStringLiteral("Some"),  QStringLiteral("Most"),
        QStringLiteral("During"), QStringLiteral("Any"),    QStringLiteral("Only"),  QStringLiteral("Use"),
        QStringLiteral("Even"),   QStringLiteral("Every"),  QStringLiteral("Players"), QStringLiteral("Different"),
        QStringLiteral("On"),     QStringLiteral("As"),     QStringLiteral("It"),    QStringLiteral("At"),
        QStringLiteral("There"),  QStringLiteral("After"),  QStringLiteral("Before"), QStringLiteral("While"),
        QStringLiteral("Look"),   QStringLiteral("Now"),    QStringLiteral("To"),    QStringLiteral("Within"),
        QStringLiteral("Both"),   QStringLiteral("For"),    QStringLiteral("Find"),
        QStringLiteral("Choose"), QStringLiteral("See"),    QStringLiteral("Refer"), QStringLiteral("Remember"),
    };
    return openers.contains(word);
}

bool isCapitalised(const QString& word)
{
    return !word.isEmpty() && word.at(0).isUpper();
}

QString joined(const QStringList& words, qsizetype count)
{
    QStringList title = words.mid(0, count);
    while (!title.isEmpty() && isJoiningWord(title.last()))
        title.removeLast();
    return title.join(QLatin1Char(' '));
}

} // namespace

std::optional<RunInHeading> runInHeading(const QString& paragraph)
{
    const QStringList words = paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty() || !isCapitalised(words.first()) || opensSentence(words.first()))
        return std::nullopt;
    qsizetype titleWords = -1;
    qsizetype restFrom = -1;
    bool label = false;
    for (qsizetype i = 0; i < words.size() && i <= kMaxTitleWords; ++i) {
        const QString& word = words.at(i);
        if (i > 0 && (opensSentence(word) || (!isJoiningWord(word) && words.mid(0, i).contains(word)))) {
            titleWords = restFrom = i;
            break;
        }
        if (word.endsWith(QLatin1Char(':')) && word.size() > 1) {
            titleWords = restFrom = i + 1;
            label = true;
            break;
        }
        if (word.at(0).isDigit() && i > 0) {
            if (words.mid(i).join(QLatin1Char(' ')).size() < kMinNumberedRest)
                return std::nullopt; // "Max Cost 150 75 35": a table row, not a heading
            titleWords = restFrom = i;
            break;
        }
        if (isCapitalised(word) || isJoiningWord(word) || word == QLatin1String("&"))
            continue;
        qsizetype opener = i - 1; // the last capitalised word opened the sentence
        while (opener > 0 && !isCapitalised(words.at(opener)))
            --opener;
        if (opener < 1)
            return std::nullopt; // "Using the designated origin…" is a sentence, not a heading
        titleWords = restFrom = opener;
        break;
    }
    if (titleWords < 0) {
        if (words.size() > kMaxTitleWords)
            return std::nullopt;
        titleWords = restFrom = words.size(); // a heading on its own
    }
    RunInHeading heading;
    heading.title = joined(words, titleWords);
    if (label)
        heading.title.chop(1);
    heading.label = label;
    heading.rest = words.mid(restFrom).join(QLatin1Char(' '));
    const QChar last = heading.title.isEmpty() ? QChar() : heading.title.back();
    if (heading.title.isEmpty() || last == QLatin1Char('.') || last == QLatin1Char(','))
        return std::nullopt;
    return heading;
}

} // namespace ddm
