// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/glossary_headword.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddm {
namespace {

bool isNumberPlaceholder(const QString& token)
{
    return token == QLatin1String("X") || token.compare(QLatin1String("[X]"), Qt::CaseInsensitive) == 0
           || token.compare(QLatin1String("[range]"), Qt::CaseInsensitive) == 0;
}

bool isWordPlaceholderName(const QString& token)
{
    static const QStringList names{QStringLiteral("TYPE"), QStringLiteral("DAMAGE"), QStringLiteral("EFFECT"),
                                   QStringLiteral("NAME"), QStringLiteral("CREATURE")};
    return names.contains(token.toUpper());
}

QString numberPattern()
{
    return QStringLiteral("(?:X|\\d+)");
}

// A type of damage, a condition, a power: capitalised words ("Fire", "Cold, Fire"), or the
// placeholder as printed in the rules ("TYPE").
QString wordPattern(const QString& placeholder)
{
    if (placeholder.toUpper() == QLatin1String("DAMAGE"))
        return QStringLiteral("(?:(?:[A-Za-z]+\\s+)?(?i:damage))");
    return QStringLiteral("(?:TYPE|EFFECT|NAME|All|[A-Z][a-z]+(?:,\\s*[A-Z][a-z]+)*)");
}

HeadwordAlternative alternativeOf(const QString& written, bool allCapitals)
{
    const QStringList tokens = written.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList keyWords;
    QStringList strict;
    QStringList loose;
    HeadwordAlternative alternative;
    bool afterNumber = false;
    for (const QString& token : tokens) {
        if (isNumberPlaceholder(token)) {
            strict.append(QStringLiteral("\\s+") + numberPattern());
            loose.append(QStringLiteral("(?:\\s+") + numberPattern() + QLatin1Char(')') + QLatin1Char('?'));
            afterNumber = true;
            continue;
        }
        const bool wordPlaceholder = isWordPlaceholderName(token) && !keyWords.isEmpty()
                                     && ((!allCapitals && token == token.toUpper()) || afterNumber);
        afterNumber = false;
        if (wordPlaceholder) {
            strict.append(QStringLiteral("\\s+") + wordPattern(token));
            loose.append(QStringLiteral("(?:\\s+") + wordPattern(token) + QStringLiteral(")?"));
            continue;
        }
        const QString word = normalizedTerm(token);
        QStringList pieces = word.split(QLatin1Char('\''));
        for (QString& piece : pieces)
            piece = QRegularExpression::escape(piece);
        const QString literal = QStringLiteral("(?i:%1)").arg(pieces.join(QStringLiteral("['\u2019]")));
        const QString separator = keyWords.isEmpty() ? QString() : QStringLiteral("\\s+");
        strict.append(separator + literal);
        loose.append(separator + literal);
        keyWords.append(word);
        alternative.literalLength += int(word.size());
    }
    alternative.key = keyWords.isEmpty() ? normalizedTerm(written) : keyWords.join(QLatin1Char(' '));
    const QString before = QStringLiteral("(?<![\\w-])");
    const QString after = QStringLiteral("(?![\\w-])");
    alternative.pattern = before + strict.join(QString()) + after;
    alternative.loosePattern = before + loose.join(QString()) + after;
    return alternative;
}

// Takes the bracketed parts out of `written`, keeping those that abbreviate the words before them
// ("LINE OF EFFECT (LOE)").
QStringList takeAbbreviations(QString& written)
{
    static const QRegularExpression parenthesis(QStringLiteral(R"(\s*\(([^)]*)\))"));
    QStringList abbreviations;
    QRegularExpressionMatchIterator it = parenthesis.globalMatch(written);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString inside = match.captured(1);
        QString initials;
        for (const QString& word :
             written.left(match.capturedStart()).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            initials.append(word.at(0).toUpper());
        if (inside.size() >= 2 && inside == inside.toUpper() && initials.endsWith(inside))
            abbreviations.append(inside.toLower());
    }
    written.remove(parenthesis);
    return abbreviations;
}

} // namespace

QString normalizedTerm(const QString& text)
{
    QString result = text.simplified().toLower();
    result.replace(QChar(0x2019), QLatin1Char('\''));
    result.replace(QChar(0x2018), QLatin1Char('\''));
    return result;
}

HeadwordAnalysis analyseHeadword(const QString& headword)
{
    static const QRegularExpression glued(QStringLiteral(R"(^\+X(?=[A-Za-z]))"));
    HeadwordAnalysis analysis;
    QString written = headword.simplified();
    // Most headwords have neither a glued "+X" nor brackets: the expressions run only where they may
    // match (a search builds the index on every run of the tool).
    if (written.startsWith(QLatin1String("+X")))
        written.replace(glued, QStringLiteral("+X "));
    if (written.contains(QLatin1Char('(')))
        analysis.abbreviations = takeAbbreviations(written);
    const bool allCapitals = std::none_of(written.cbegin(), written.cend(), [](QChar c) {
        return c >= QLatin1Char('a') && c <= QLatin1Char('z');
    });
    for (const QString& part : written.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            analysis.alternatives.append(alternativeOf(part.trimmed(), allCapitals));
    }
    return analysis;
}

} // namespace ddm
