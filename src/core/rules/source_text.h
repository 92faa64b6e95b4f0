// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ddm {

// A paragraph of a source file: lines up to the next blank line, joined with spaces.
struct SourceParagraph {
    QString text;
    int line = 0; // 1-based line of its first line
};

// Text with its Markdown emphasis removed: `**bold**` and `*italic*` markers go, `\*` becomes `*`,
// `<http://…>` loses its brackets. The italic phrases are kept: the CRG sets defined terms in italics.
struct InlineText {
    QString text;
    QStringList italics;
    QStringList definitions; // the italic phrases that a text defines: "A *player* is", "(the *checked line*)"
};

QStringList sourceLines(const QString& text);
// Paragraphs of lines [first, last) (0-based indexes into `lines`).
QList<SourceParagraph> sourceParagraphs(const QStringList& lines, qsizetype first = 0, qsizetype last = -1);

InlineText stripMarkdown(const QString& text);
// Runs of white space become one space; the ends are trimmed.
QString collapseSpaces(const QString& text);
// "Effects and Conditions" -> "effects-and-conditions"
QString slugify(const QString& text);
// Joins a continuation paragraph to the text before it: a sentence cut in two by the page layout
// ("…check each line drawn" + "from the origin point…") is joined with a space, a new paragraph with
// a blank line.
QString appendParagraph(const QString& text, const QString& paragraph);

// "November 1, 2008" -> "2008-11-01", "April 2008" -> "2008-04"; empty when not a date.
QString sortableDate(const QString& printed);

} // namespace ddm
