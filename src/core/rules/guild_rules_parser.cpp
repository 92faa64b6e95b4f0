// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/guild_rules_parser.h"

#include "rules/entry_keys.h"
#include "rules/source_text.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddm {
namespace {

const QRegularExpression& footerPattern()
{
    static const QRegularExpression footer(QStringLiteral(R"(\b\d{1,2}/\d{1,2}/20\d\d)"));
    return footer;
}

// "Table of ContentsIntroductionHow to Read a Creature Stat CardDe nition Block…222223…" -> titles.
QStringList contentsTitles(const QString& contents)
{
    static const QRegularExpression breaks(QStringLiteral(R"((?<=[a-z)])(?=[A-Z])|[\d/]+)"));
    QStringList titles;
    for (const QString& piece : contents.split(breaks, Qt::SkipEmptyParts)) {
        const QString title = piece.trimmed();
        if (title.size() >= 4 && title.compare(QLatin1String("Table of Contents"), Qt::CaseInsensitive) != 0
            && !titles.contains(title))
            titles.append(title);
    }
    return titles;
}

struct Heading {
    qsizetype start = 0;
    qsizetype end = 0;
    QString title;
};

// Where the body has a title glued on as a heading: at the start or after a sentence end or a
// footer, and straight before the next word.
QList<Heading> findHeadings(const QString& body, const QStringList& titles)
{
    QList<Heading> headings;
    for (const QString& title : titles) {
        const QRegularExpression glued(QStringLiteral(R"((?:^|(?<=[.!?)\d\n]))%1(?=[A-Z\d(“"]))")
                                           .arg(QRegularExpression::escape(title)));
        QRegularExpressionMatchIterator it = glued.globalMatch(body);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            headings.append({match.capturedStart(), match.capturedEnd(), title});
        }
    }
    std::sort(headings.begin(), headings.end(), [](const Heading& a, const Heading& b) {
        return a.start != b.start ? a.start < b.start : a.end > b.end;
    });
    QList<Heading> kept; // a longer title wins over a shorter one at the same place
    for (const Heading& heading : std::as_const(headings)) {
        if (kept.isEmpty() || heading.start >= kept.last().end)
            kept.append(heading);
    }
    return kept;
}

QString cleanText(QString text)
{
    text.replace(footerPattern(), QStringLiteral(" "));
    return text.trimmed();
}

} // namespace

void GuildRulesParser::parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems)
{
    static const QRegularExpression current(QStringLiteral(R"(current as of ([A-Z][a-z]+ \d{1,2}, \d{4}))"));
    qsizetype first = 0;
    qsizetype last = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).trimmed() == QLatin1String("Transcription"))
            first = i + 1;
        if (footerPattern().match(lines.at(i)).hasMatch())
            last = i;
    }
    if (last < 0) {
        problems.append({document.sourceFile, 1, QStringLiteral("no page footer (a date like 5/31/2011) found")});
        return;
    }
    document.ignoredLines = int(first + (lines.size() - last - 1));

    QString contents;
    QString front;
    QString body;
    QList<std::pair<qsizetype, int>> bodyLines; // where each paragraph starts in `body`, and its line
    for (const SourceParagraph& paragraph : sourceParagraphs(lines, first, last + 1)) {
        if (const QRegularExpressionMatch match = current.match(paragraph.text); match.hasMatch())
            document.date = match.captured(1);
        if (contents.isEmpty() && paragraph.text.startsWith(QLatin1String("Table of Contents"))) {
            contents = paragraph.text;
            continue;
        }
        if (contents.isEmpty()) {
            front = appendParagraph(front, paragraph.text);
        } else {
            if (!body.isEmpty())
                body += QLatin1Char('\n');
            bodyLines.append({body.size(), paragraph.line});
            body += paragraph.text;
        }
    }
    const QList<Heading> headings = findHeadings(body, contentsTitles(contents));
    if (headings.isEmpty()) {
        const int line = bodyLines.isEmpty() ? int(first) + 1 : bodyLines.first().second;
        problems.append({document.sourceFile, line, QStringLiteral("no section of the table of contents found in the text")});
        return;
    }
    if (!front.isEmpty()) {
        RulesEntry credits;
        credits.key = QStringLiteral("credits");
        credits.kind = EntryKind::Section;
        credits.title = QStringLiteral("Credits");
        credits.text = cleanText(front);
        credits.line = int(first) + 1;
        document.entries.append(credits);
    }
    EntryKeys keys;
    for (qsizetype i = 0; i < headings.size(); ++i) {
        const qsizetype end = i + 1 < headings.size() ? headings.at(i + 1).start : body.size();
        RulesEntry entry;
        entry.kind = EntryKind::Section;
        entry.title = headings.at(i).title;
        entry.text = cleanText(body.mid(headings.at(i).end, end - headings.at(i).end));
        for (const auto& [offset, line] : std::as_const(bodyLines)) {
            if (offset <= headings.at(i).start)
                entry.line = line;
        }
        entry.key = keys.unique(slugify(entry.title));
        document.entries.append(entry);
    }
}

} // namespace ddm
