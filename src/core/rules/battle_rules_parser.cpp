// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/battle_rules_parser.h"

#include "rules/entry_keys.h"
#include "rules/section_heading.h"

#include <QRegularExpression>

namespace ddm {
namespace {

constexpr int kPageWindow = 4; // a footer is at most this many pages after the last one
constexpr qsizetype kShortLine = 80;

// The page each line is printed on: a number alone on its line that continues the page count is the
// footer of the page the lines before it are on. Diagram labels ("5", "7 6") and the table of
// contents' page numbers do not continue the count and are ignored.
QList<int> pagesOfLines(const QStringList& lines, QList<bool>& isFooter)
{
    static const QRegularExpression number(QStringLiteral(R"(^\d{1,3}$)"));
    QList<int> pages(lines.size(), 0);
    isFooter = QList<bool>(lines.size(), false);
    int lastPage = 0;
    qsizetype lastFooter = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (!number.match(line).hasMatch())
            continue;
        const int page = line.toInt();
        if (page <= lastPage || page > lastPage + kPageWindow)
            continue;
        for (qsizetype j = lastFooter + 1; j <= i; ++j)
            pages[j] = page;
        isFooter[i] = true;
        lastPage = page;
        lastFooter = i;
    }
    for (qsizetype j = lastFooter + 1; j < lines.size(); ++j)
        pages[j] = lastPage + 1;
    return pages;
}

// A paragraph that reads as prose (a caption's following text, not another diagram label).
bool isProse(const QString& text)
{
    static const QRegularExpression prose(QStringLiteral(R"(\b[a-z]{3,}\b.*[.!?:])"));
    return !runInHeading(text) && prose.match(text).hasMatch();
}

bool isNumbersOnly(const QString& text)
{
    static const QRegularExpression numbers(QStringLiteral(R"(^[\d\s]+$)"));
    return numbers.match(text).hasMatch();
}

class SectionBuilder {
public:
    explicit SectionBuilder(RulesDocument& document)
        : m_document(document)
    {
    }

    void heading(const RunInHeading& heading, const PagedParagraph& paged, bool nextIsText)
    {
        if (heading.label && m_section >= 0) {
            addEntry(heading.title, heading.rest, paged, true);
            return;
        }
        if (heading.rest.isEmpty() && !nextIsText)
            return; // a diagram label: a caption with no text of its own
        addEntry(heading.title, heading.rest, paged, false);
    }

    // The cover, credits and table of contents, kept as one section so their words stay searchable
    // without the contents' titles posing as sections.
    void frontMatter(const QList<PagedParagraph>& paragraphs)
    {
        if (paragraphs.isEmpty())
            return;
        PagedParagraph first = paragraphs.first();
        first.page = 1;
        addEntry(QStringLiteral("Front Matter"), {}, first, false);
        for (const PagedParagraph& paged : paragraphs)
            text(paged.paragraph.text);
    }

    void text(const QString& paragraph)
    {
        if (m_section < 0)
            return; // front matter before the first heading
        RulesEntry& section = m_document.entries[m_section];
        section.text = appendParagraph(section.text, paragraph);
    }

    // Labelled bullets ("• Dazed: …") become parts; empty sections go.
    void finish()
    {
        QList<RulesEntry> entries;
        for (const RulesEntry& entry : std::as_const(m_document.entries)) {
            entries.append(entry);
            if (entry.depth == 0)
                splitBullets(entries);
        }
        m_document.entries = withoutEmptyLeaves(entries);
    }

private:
    void addEntry(const QString& title, const QString& text, const PagedParagraph& paged, bool part)
    {
        RulesEntry entry;
        entry.title = title;
        entry.text = text;
        entry.page = paged.page;
        entry.line = paged.paragraph.line;
        if (part) {
            const RulesEntry& section = m_document.entries.at(m_section);
            entry.parentKey = section.key;
            entry.depth = 1;
            entry.key = uniqueKey(section.key + QLatin1Char('/') + slugify(title));
        } else {
            entry.kind = EntryKind::Section;
            entry.key = uniqueKey(slugify(title));
        }
        m_document.entries.append(entry);
        if (!part)
            m_section = int(m_document.entries.size()) - 1;
    }

    void splitBullets(QList<RulesEntry>& entries)
    {
        static const QRegularExpression bullet(QStringLiteral(R"(•\s*([^•:.]{1,60}?):\s)"));
        RulesEntry& section = entries.last();
        QList<QRegularExpressionMatch> labels;
        QRegularExpressionMatchIterator it = bullet.globalMatch(section.text);
        while (it.hasNext())
            labels.append(it.next());
        if (labels.isEmpty())
            return;
        const QString text = section.text;
        const RulesEntry parent = section;
        section.text = text.left(labels.first().capturedStart()).trimmed();
        for (qsizetype i = 0; i < labels.size(); ++i) {
            const qsizetype end = i + 1 < labels.size() ? labels.at(i + 1).capturedStart() : text.size();
            RulesEntry part;
            part.title = labels.at(i).captured(1).trimmed();
            part.text = text.mid(labels.at(i).capturedEnd(), end - labels.at(i).capturedEnd()).trimmed();
            part.parentKey = parent.key;
            part.depth = 1;
            part.page = parent.page;
            part.line = parent.line;
            part.key = uniqueKey(parent.key + QLatin1Char('/') + slugify(part.title));
            entries.append(part);
        }
    }

    QString uniqueKey(const QString& key)
    {
        return m_keys.unique(key.isEmpty() ? QStringLiteral("section") : key);
    }

    RulesDocument& m_document;
    EntryKeys m_keys;
    int m_section = -1;
};

// The scraped page begins with the web site's own lines; the document starts after its marker.
qsizetype contentStart(const QStringList& lines)
{
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).trimmed() == QLatin1String("Citation preview"))
            return i + 1;
    }
    return 0;
}

} // namespace

void BattleRulesParser::parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems)
{
    static const QRegularExpression printing(QStringLiteral(R"(First Printing:\s*([A-Z][a-z]+ \d{4}))"));
    static const QRegularExpression glossaryStart(QStringLiteral(R"(^G\s?lossary\s+\S.{40,})"));
    static const QRegularExpression definitions(QStringLiteral(R"(^Definitions\s+)"));
    for (const QString& line : lines) {
        if (const QRegularExpressionMatch match = printing.match(line); match.hasMatch() && document.date.isEmpty())
            document.date = match.captured(1);
    }
    const qsizetype start = contentStart(lines);
    document.ignoredLines = int(start);
    QList<bool> isFooter;
    const QList<int> pages = pagesOfLines(lines, isFooter);
    QList<PagedParagraph> paragraphs;
    for (const SourceParagraph& paragraph : sourceParagraphs(lines, start)) {
        if (!isFooter.at(paragraph.line - 1) && !isNumbersOnly(paragraph.text))
            paragraphs.append({paragraph, pages.at(paragraph.line - 1)});
    }

    // Everything up to the imprint ("First Printing: …", which closes the contents page) and a short
    // line after it is front matter.
    qsizetype frontEnd = 0;
    for (qsizetype i = 0; i < paragraphs.size() && frontEnd == 0; ++i) {
        if (printing.match(paragraphs.at(i).paragraph.text).hasMatch())
            frontEnd = i + 1;
    }
    if (frontEnd > 0 && frontEnd < paragraphs.size() && paragraphs.at(frontEnd).paragraph.text.size() < kShortLine)
        ++frontEnd;
    SectionBuilder sections(document);
    sections.frontMatter(paragraphs.mid(0, frontEnd));
    paragraphs.remove(0, frontEnd);
    QList<PagedParagraph> glossary;
    enum class Region { Rules, GlossaryIntro, Glossary, After } region = Region::Rules;
    for (qsizetype i = 0; i < paragraphs.size(); ++i) {
        PagedParagraph paged = paragraphs.at(i);
        const std::optional<RunInHeading> heading = runInHeading(paged.paragraph.text);
        if (region == Region::Rules && glossaryStart.match(paged.paragraph.text).hasMatch()) {
            region = Region::GlossaryIntro;
            continue;
        }
        if (region == Region::GlossaryIntro) {
            if (!definitions.match(paged.paragraph.text).hasMatch())
                continue;
            paged.paragraph.text.remove(definitions);
            region = Region::Glossary;
        } else if (region == Region::Glossary && heading && !heading->label) {
            region = Region::After;
        }
        if (region == Region::Glossary) {
            glossary.append(paged);
            continue;
        }
        const bool nextIsText = i + 1 < paragraphs.size() && isProse(paragraphs.at(i + 1).paragraph.text);
        if (heading)
            sections.heading(*heading, paged, nextIsText);
        else
            sections.text(paged.paragraph.text);
    }
    sections.finish();
    document.glossary = BattleRulesGlossary::read(glossary);
    if (document.entries.isEmpty())
        problems.append({document.sourceFile, int(start) + 1, QStringLiteral("no sections found")});
    if (document.glossary.isEmpty())
        problems.append({document.sourceFile, int(lines.size()), QStringLiteral("no glossary found")});
}

} // namespace ddm
