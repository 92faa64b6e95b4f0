// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/battle_axe_parser.h"

#include "rules/entry_keys.h"
#include "rules/source_text.h"

#include <QRegularExpression>

namespace ddm {
namespace {

bool isSectionHeading(const QString& line)
{
    static const QRegularExpression caps(QStringLiteral(R"(^[A-Z][A-Z0-9 &'\-,]*[A-Z]$)"));
    static const QRegularExpression word(QStringLiteral("[A-Z]{3,}"));
    return line.size() <= 60 && !line.contains(QLatin1Char('\t')) && caps.match(line).hasMatch()
           && word.match(line).hasMatch(); // "E E E" is a map grid, not a heading
}

// A short line that reads as a title and is followed by a sentence: "Vital Hit", "1) Health".
bool isPartHeading(const QString& line, const QString& next)
{
    static const QRegularExpression title(QStringLiteral(R"(^(?:\d{1,2}\)\s+)?[A-Z][^.:;!?,\t]{0,48}$)"));
    static const QRegularExpression sentence(QStringLiteral(R"([.:!?]$)"));
    if (!title.match(line).hasMatch() || line.count(QLatin1Char(' ')) > 5 || line.startsWith(QLatin1String("- ")))
        return false;
    return !next.contains(QLatin1Char('\t')) && (next.count(QLatin1Char(' ')) >= 7 || sentence.match(next).hasMatch())
           && !isSectionHeading(next);
}

QString nextNonEmpty(const QStringList& lines, qsizetype from)
{
    for (qsizetype i = from; i < lines.size(); ++i) {
        if (!lines.at(i).trimmed().isEmpty())
            return lines.at(i).trimmed();
    }
    return {};
}

class Builder {
public:
    explicit Builder(RulesDocument& document)
        : m_document(document)
    {
    }

    void section(const QString& title, int line)
    {
        m_section = add(title, line, false);
        m_current = m_section;
    }

    void part(const QString& title, int line)
    {
        if (m_section < 0)
            section(title, line);
        else
            m_current = add(title, line, true);
    }

    void text(const QString& line, bool paragraphBreak)
    {
        if (m_current < 0)
            return;
        QString& text = m_document.entries[m_current].text;
        if (text.isEmpty())
            text = line;
        else if (paragraphBreak)
            text += QStringLiteral("\n\n") + line;
        else
            text += QLatin1Char('\n') + line;
    }

    void finish() { m_document.entries = withoutEmptyLeaves(m_document.entries); }

private:
    int add(const QString& title, int line, bool part)
    {
        RulesEntry entry;
        entry.kind = part ? EntryKind::Part : EntryKind::Section;
        entry.title = title;
        entry.line = line;
        QString key = slugify(title);
        if (part) {
            entry.parentKey = m_document.entries.at(m_section).key;
            entry.depth = 1;
            key = entry.parentKey + QLatin1Char('/') + key;
        }
        entry.key = m_keys.unique(key);
        m_document.entries.append(entry);
        return int(m_document.entries.size()) - 1;
    }

    RulesDocument& m_document;
    EntryKeys m_keys;
    int m_section = -1;
    int m_current = -1;
};

} // namespace

void BattleAxeParser::parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems)
{
    static const QRegularExpression revision(QStringLiteral(R"(^Rev (\d+)\b)"));
    int latest = 0;
    Builder builder(document);
    bool blankBefore = true;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = stripMarkdown(lines.at(i).trimmed()).text;
        if (line.isEmpty()) {
            blankBefore = true;
            continue;
        }
        if (const QRegularExpressionMatch match = revision.match(line); match.hasMatch())
            latest = qMax(latest, match.captured(1).toInt());
        if (isSectionHeading(line))
            builder.section(line, int(i) + 1);
        else if (blankBefore && isPartHeading(line, nextNonEmpty(lines, i + 1)))
            builder.part(line, int(i) + 1);
        else
            builder.text(line, blankBefore);
        blankBefore = false;
    }
    builder.finish();
    if (latest > 0) {
        document.date = QStringLiteral("Rev %1").arg(latest);
        document.sortDate = QString();
    }
    if (document.entries.isEmpty())
        problems.append({document.sourceFile, 1, QStringLiteral("no headings found")});
}

} // namespace ddm
