// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/comprehensive_rules_parser.h"

#include "rules/rule_number.h"
#include "rules/source_text.h"

#include <QRegularExpression>

namespace ddm {
namespace {

// A line's text without heading marks and emphasis: "### **103. Ending the Game**" -> "103. Ending the Game".
QString headingText(const QString& line)
{
    QString text = line.trimmed();
    while (text.startsWith(QLatin1Char('#')))
        text.remove(0, 1);
    return stripMarkdown(text).text;
}

bool isHeading(const QString& line)
{
    return line.trimmed().startsWith(QLatin1Char('#'));
}

struct BodyRange {
    qsizetype begin = 0;
    qsizetype glossary = -1; // the "Glossary" heading; -1 when missing
};

// The table of contents repeats the chapter headings; the body starts where its first heading
// ("0. Reading Rules") comes again.
BodyRange findBody(const QStringList& lines)
{
    static const QRegularExpression contents(QStringLiteral(R"(^table of contents$)"),
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression chapter(QStringLiteral(R"(^\d{1,2}\.\s)"));
    BodyRange range;
    qsizetype tocHeading = -1;
    for (qsizetype i = 0; i < lines.size() && tocHeading < 0; ++i) {
        if (isHeading(lines.at(i)) && contents.match(headingText(lines.at(i))).hasMatch())
            tocHeading = i;
    }
    if (tocHeading >= 0) {
        QString first;
        for (qsizetype i = tocHeading + 1; i < lines.size(); ++i) {
            if (!isHeading(lines.at(i)))
                continue;
            if (first.isEmpty()) {
                first = headingText(lines.at(i));
            } else if (headingText(lines.at(i)) == first) {
                range.begin = i;
                break;
            }
        }
    } else {
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (isHeading(lines.at(i)) && chapter.match(headingText(lines.at(i))).hasMatch()) {
                range.begin = i;
                break;
            }
        }
    }
    for (qsizetype i = range.begin; i < lines.size(); ++i) {
        if (isHeading(lines.at(i)) && headingText(lines.at(i)).compare(QLatin1String("Glossary"), Qt::CaseInsensitive) == 0) {
            range.glossary = i;
            break;
        }
    }
    return range;
}

// "Example: …", "Examples: …", "Note: …" in any emphasis; returns the kind and the text after the label.
std::optional<std::pair<NoteKind, QString>> noteOf(const QString& cleanText)
{
    static const QRegularExpression label(QStringLiteral(R"(^(Examples?|Note)\s*:\s*(.*)$)"),
                                          QRegularExpression::CaseInsensitiveOption
                                              | QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = label.match(cleanText);
    if (!match.hasMatch())
        return std::nullopt;
    const NoteKind kind = match.captured(1).startsWith(QLatin1String("Note"), Qt::CaseInsensitive) ? NoteKind::Note
                                                                                                    : NoteKind::Example;
    return std::pair{kind, match.captured(2).trimmed()};
}

// A rule line that is only a title: "105.2. Warband Construction" (no sentence, no full stop).
bool looksLikeTitle(const QString& rest)
{
    static const QRegularExpression sentenceEnd(QStringLiteral(R"([.!?:;)”"]$)"));
    return !rest.isEmpty() && rest.count(QLatin1Char(' ')) < 8 && !sentenceEnd.match(rest).hasMatch();
}

class BodyReader {
public:
    BodyReader(RulesDocument& document, QList<ParseProblem>& problems)
        : m_document(document)
        , m_problems(problems)
    {
    }

    void read(const SourceParagraph& paragraph)
    {
        static const QRegularExpression numbered(QStringLiteral(R"(^(\d{1,4}(?:\.\d{1,3})?(?:\.?[a-z])?)\.(?:\s+(.*))?$)"),
                                                 QRegularExpression::DotMatchesEverythingOption);
        const bool heading = isHeading(paragraph.text);
        const InlineText clean = heading ? stripMarkdown(headingText(paragraph.text)) : stripMarkdown(paragraph.text);
        const QRegularExpressionMatch match = numbered.match(clean.text);
        const std::optional<RuleNumber> number = match.hasMatch() ? RuleNumber::parse(match.captured(1)) : std::nullopt;
        if (number) {
            startEntry(*number, match.captured(2).trimmed(), clean, heading, paragraph.line);
        } else if (heading) {
            problem(paragraph.line, QStringLiteral("a heading without a rule number: \"%1\"").arg(clean.text));
        } else if (m_document.entries.isEmpty()) {
            problem(paragraph.line, QStringLiteral("text before the first numbered rule"));
        } else {
            continueEntry(clean, paragraph.line);
        }
    }

private:
    void startEntry(const RuleNumber& number, const QString& rest, const InlineText& clean, bool heading, int line)
    {
        const QString key = number.toString();
        if (m_last && !(*m_last < number)) {
            problem(line, QStringLiteral("rule %1 comes after rule %2: numbers must increase").arg(key, m_last->toString()));
            return;
        }
        const std::optional<RuleNumber> parent = number.parent();
        if (parent && m_document.indexOfEntry(parent->toString()) < 0) {
            problem(line, QStringLiteral("rule %1 has no rule %2 before it").arg(key, parent->toString()));
            return;
        }
        m_last = number;
        RulesEntry entry;
        entry.key = key;
        entry.number = key;
        entry.kind = number.level();
        entry.parentKey = parent ? parent->toString() : QString();
        entry.depth = int(entry.kind); // Chapter 0, Section 1, Rule 2, SubRule 3
        entry.line = line;
        const bool titleOnly = heading || entry.kind == EntryKind::Chapter || entry.kind == EntryKind::Section
                               || looksLikeTitle(rest);
        if (titleOnly) {
            entry.title = rest;
        } else {
            entry.text = rest;
            entry.definedTerms = clean.italics;
            entry.definitions = clean.definitions;
        }
        m_document.entries.append(entry);
    }

    void continueEntry(const InlineText& clean, int line)
    {
        RulesEntry& entry = m_document.entries.last();
        if (const auto note = noteOf(clean.text)) {
            entry.notes.append({note->first, note->second, line});
            return;
        }
        entry.text = appendParagraph(entry.text, clean.text);
        entry.definedTerms += clean.italics;
        entry.definitions += clean.definitions;
    }

    void problem(int line, const QString& message) { m_problems.append({m_document.sourceFile, line, message}); }

    RulesDocument& m_document;
    QList<ParseProblem>& m_problems;
    std::optional<RuleNumber> m_last;
};

// "*Conceal X [power]* — A standard power (see rule 707.4)."
void readGlossary(const QStringList& lines, qsizetype begin, RulesDocument& document, QList<ParseProblem>& problems)
{
    static const QRegularExpression entryPattern(QStringLiteral(R"(^\*([^*]+)\*\s*[—–]\s*(.*)$)"),
                                                 QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression category(QStringLiteral(R"(^(.*?)\s*\[([^\]]+)\]\s*$)"));
    for (const SourceParagraph& paragraph : sourceParagraphs(lines, begin)) {
        const QRegularExpressionMatch match = entryPattern.match(paragraph.text);
        if (match.hasMatch()) {
            GlossaryEntry entry;
            const QString headword = collapseSpaces(match.captured(1));
            const QRegularExpressionMatch split = category.match(headword);
            entry.headword = split.hasMatch() ? split.captured(1) : headword;
            entry.category = split.hasMatch() ? split.captured(2).trimmed() : QString();
            entry.term = entry.headword;
            entry.text = stripMarkdown(match.captured(2)).text;
            entry.line = paragraph.line;
            document.glossary.append(entry);
        } else if (paragraph.text.startsWith(QLatin1Char('*')) || document.glossary.isEmpty()) {
            problems.append({document.sourceFile, paragraph.line,
                             QStringLiteral("a glossary paragraph that is neither an entry (*term* — text) nor a continuation")});
        } else {
            GlossaryEntry& last = document.glossary.last();
            last.text = appendParagraph(last.text, stripMarkdown(paragraph.text).text);
        }
    }
}

} // namespace

void ComprehensiveRulesParser::parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems)
{
    static const QRegularExpression current(QStringLiteral(R"(current as of ([A-Z][a-z]+ \d{1,2}, \d{4}))"));
    for (const QString& line : lines) {
        if (document.title.isEmpty() && line.startsWith(QLatin1String("# ")))
            document.title = headingText(line);
        const QRegularExpressionMatch date = current.match(line);
        if (document.date.isEmpty() && date.hasMatch())
            document.date = date.captured(1);
    }
    const BodyRange body = findBody(lines);
    BodyReader reader(document, problems);
    for (const SourceParagraph& paragraph : sourceParagraphs(lines, body.begin, body.glossary))
        reader.read(paragraph);
    if (document.entries.isEmpty())
        problems.append({document.sourceFile, int(body.begin) + 1, QStringLiteral("no numbered rules found")});
    if (body.glossary < 0)
        problems.append({document.sourceFile, int(lines.size()), QStringLiteral("no \"Glossary\" heading after the rules")});
    else
        readGlossary(lines, body.glossary + 1, document, problems);
}

} // namespace ddm
