// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/subject_words.h"

#include <QRegularExpression>

namespace ddm {

QString stemWord(const QString& word)
{
    QString w = word.toLower();
    w.replace(QChar(0x2019), QLatin1Char('\''));
    if (w.endsWith(QLatin1String("'s")))
        w.chop(2);
    if (w.size() > 4 && w.endsWith(QLatin1String("ies")))
        return w.chopped(3) + QLatin1Char('y');
    if (w.size() > 3 && w.endsWith(QLatin1Char('s')) && !w.endsWith(QLatin1String("ss")))
        w.chop(1);
    if (w.size() > 5 && w.endsWith(QLatin1String("ing")))
        return w.chopped(3);
    if (w.size() > 6 && w.endsWith(QLatin1String("ed")))
        return w.chopped(2);
    return w;
}

QStringList subjectTokens(const QString& text)
{
    static const QRegularExpression word(QStringLiteral(R"([A-Za-z0-9][A-Za-z0-9'’\-]*)"));
    static const QStringList placeholders{QStringLiteral("TYPE"), QStringLiteral("DAMAGE"), QStringLiteral("EFFECT"),
                                          QStringLiteral("NAME")};
    const bool allCapitals = !text.contains(QRegularExpression(QStringLiteral("[a-z]")));
    QStringList tokens;
    QRegularExpressionMatchIterator it = word.globalMatch(text);
    while (it.hasNext()) {
        const QString token = it.next().captured(0);
        if (token == QLatin1String("X") || (!allCapitals && !tokens.isEmpty() && placeholders.contains(token)))
            continue;
        tokens.append(stemWord(token));
    }
    return tokens;
}

QSet<QString> subjectWords(const QString& text)
{
    static const QSet<QString> joining{QStringLiteral("the"), QStringLiteral("a"),   QStringLiteral("an"),
                                       QStringLiteral("of"),  QStringLiteral("to"),  QStringLiteral("and"),
                                       QStringLiteral("or"),  QStringLiteral("in"),  QStringLiteral("on"),
                                       QStringLiteral("for"), QStringLiteral("with"), QStringLiteral("by")};
    QSet<QString> words;
    for (const QString& token : subjectTokens(text)) {
        if (!joining.contains(token))
            words.insert(token);
    }
    return words;
}

bool containsPhrase(const QStringList& tokens, const QStringList& phrase)
{
    if (phrase.isEmpty() || phrase.size() > tokens.size())
        return false;
    for (qsizetype i = 0; i + phrase.size() <= tokens.size(); ++i) {
        bool same = true;
        for (qsizetype j = 0; j < phrase.size() && same; ++j)
            same = tokens.at(i + j) == phrase.at(j);
        if (same)
            return true;
    }
    return false;
}

} // namespace ddm
