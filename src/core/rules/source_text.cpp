// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/source_text.h"

#include <QDate>
#include <QLocale>
#include <QRegularExpression>

namespace ddm {

QStringList sourceLines(const QString& text)
{
    QString normalized = text;
    normalized.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    normalized.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    return normalized.split(QLatin1Char('\n'));
}

QList<SourceParagraph> sourceParagraphs(const QStringList& lines, qsizetype first, qsizetype last)
{
    if (last < 0 || last > lines.size())
        last = lines.size();
    QList<SourceParagraph> paragraphs;
    SourceParagraph current;
    for (qsizetype i = qMax<qsizetype>(first, 0); i < last; ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty()) {
            if (!current.text.isEmpty())
                paragraphs.append(current);
            current = {};
            continue;
        }
        if (current.text.isEmpty()) {
            current.text = line;
            current.line = int(i) + 1;
        } else {
            current.text += QLatin1Char(' ') + line;
        }
    }
    if (!current.text.isEmpty())
        paragraphs.append(current);
    return paragraphs;
}

InlineText stripMarkdown(const QString& text)
{
    // The words before a defined term: "A *gadget* is", "the *checked line*", "also called *melee cover*".
    static const QRegularExpression definingContext(
        QStringLiteral(R"((?:^|\(|\b(?:a|an|the|called|is|are|considered|known as))\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    InlineText result;
    result.text.reserve(text.size());
    qsizetype italicStart = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('*')) {
            result.text.append(QLatin1Char('*'));
            ++i;
        } else if (c == QLatin1Char('*') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('*')) {
            ++i; // bold on or off: only the markers go
        } else if (c == QLatin1Char('*')) {
            if (italicStart < 0) {
                italicStart = result.text.size();
            } else {
                const QString phrase = collapseSpaces(result.text.mid(italicStart));
                if (!phrase.isEmpty()) {
                    result.italics.append(phrase);
                    if (definingContext.match(result.text.left(italicStart)).hasMatch())
                        result.definitions.append(phrase);
                }
                italicStart = -1;
            }
        } else {
            result.text.append(c);
        }
    }
    static const QRegularExpression link(QStringLiteral(R"(<(https?://[^>\s]+)>)"));
    result.text.replace(link, QStringLiteral("\\1"));
    result.text = collapseSpaces(result.text);
    return result;
}

QString collapseSpaces(const QString& text)
{
    return text.simplified();
}

QString slugify(const QString& text)
{
    QString slug;
    bool dash = false;
    for (const QChar c : text) {
        if (c.isLetterOrNumber()) {
            if (dash && !slug.isEmpty())
                slug.append(QLatin1Char('-'));
            slug.append(c.toLower());
            dash = false;
        } else {
            dash = true;
        }
    }
    return slug;
}

QString appendParagraph(const QString& text, const QString& paragraph)
{
    if (text.isEmpty())
        return paragraph;
    if (paragraph.isEmpty())
        return text;
    static const QRegularExpression sentenceEnd(QStringLiteral(R"([.!?:;)\]”"’'*]$)"));
    const bool cutSentence = !sentenceEnd.match(text).hasMatch() && paragraph.at(0).isLower();
    return text + (cutSentence ? QStringLiteral(" ") : QStringLiteral("\n\n")) + paragraph;
}

QString sortableDate(const QString& printed)
{
    const QLocale c = QLocale::c();
    const QString trimmed = printed.trimmed();
    const QDate day = c.toDate(trimmed, QStringLiteral("MMMM d, yyyy"));
    if (day.isValid())
        return day.toString(Qt::ISODate);
    const QDate month = c.toDate(trimmed, QStringLiteral("MMMM yyyy"));
    if (month.isValid())
        return month.toString(QStringLiteral("yyyy-MM"));
    return {};
}

} // namespace ddm
