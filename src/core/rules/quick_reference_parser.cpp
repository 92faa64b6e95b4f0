// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/quick_reference_parser.h"

#include "rules/damaged_headwords.h"
#include "rules/entry_keys.h"
#include "rules/source_text.h"

#include <QHash>
#include <QRegularExpression>

namespace ddm {
namespace {

// "SCENARIOS AND VICTORY" -> "Scenarios and Victory"
QString titleCase(const QString& caps)
{
    static const QStringList small{QStringLiteral("and"), QStringLiteral("of"), QStringLiteral("the")};
    QStringList words = caps.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (i == 0 || !small.contains(words.at(i)))
            words[i][0] = words.at(i).at(0).toUpper();
    }
    return words.join(QLatin1Char(' '));
}

// "ROUND SEQUENCE" -> "round"; "MOVE ACTION" -> "move-action"
QString sequenceKey(const QString& heading)
{
    QString slug = slugify(heading);
    slug.remove(QRegularExpression(QStringLiteral(R"(-?sequence$)")));
    return slug.isEmpty() ? QStringLiteral("sequence") : slug;
}

// A title from the start of a step's text: "Start of Round: R0-R5 …" -> "Start of Round".
QString stepTitle(const QString& text)
{
    static const QRegularExpression head(QStringLiteral(R"(^([^:.]+?)\s*(?::|\.|\s-\s))"));
    const QRegularExpressionMatch match = head.match(text);
    if (!match.hasMatch() || match.captured(1).count(QLatin1Char(' ')) > 5)
        return {};
    return match.captured(1);
}

class SequenceReader {
public:
    SequenceReader(RulesDocument& document)
        : m_document(document)
    {
    }

    void read(const QString& rawLine, int line)
    {
        static const QRegularExpression heading(QStringLiteral(R"(^###\s+(.*)$)"));
        static const QRegularExpression item(QStringLiteral(R"(^(\s*)(?:-|(\d+)\.)\s+(.*)$)"));
        if (rawLine.trimmed().isEmpty())
            return;
        if (const QRegularExpressionMatch match = heading.match(rawLine); match.hasMatch()) {
            startSequence(stripMarkdown(match.captured(1)).text, line);
            return;
        }
        if (m_sequence < 0)
            return; // the sheet's title lines
        const QRegularExpressionMatch match = item.match(rawLine);
        if (match.hasMatch() && match.capturedLength(1) >= 2 && m_item >= 0) {
            RulesEntry& parent = m_document.entries[m_item];
            parent.text += QLatin1Char('\n') + clean(match.captured(3));
        } else if (match.hasMatch()) {
            addItem(match.captured(3), match.captured(2), line);
        } else if (rawLine.trimmed().startsWith(QLatin1String("**"))) {
            addItem(rawLine.trimmed(), {}, line);
        } else {
            RulesEntry& sequence = m_document.entries[m_sequence];
            sequence.text = appendParagraph(sequence.text, clean(rawLine));
        }
    }

private:
    static QString clean(const QString& text) { return stripMarkdown(quickReferenceIcons(text)).text; }

    void startSequence(const QString& heading, int line)
    {
        RulesEntry entry;
        entry.key = m_keys.unique(sequenceKey(heading));
        entry.kind = EntryKind::Sequence;
        entry.title = titleCase(heading);
        entry.line = line;
        m_document.entries.append(entry);
        m_sequence = int(m_document.entries.size()) - 1;
        m_item = -1;
        m_ordinal = 0;
    }

    void addItem(const QString& content, const QString& numeral, int line)
    {
        static const QRegularExpression code(QStringLiteral(R"(^([A-Z]\d)\.\s*(.*)$)"));
        static const QRegularExpression label(
            QStringLiteral(R"(^(?:\$[^$]*\$\s*,?\s*)*\(?\*\*((?:[^*\\]|\\.)+?)\*\*\)?\s*:?\s*(.*)$)"));
        const RulesEntry& sequence = m_document.entries.at(m_sequence);
        RulesEntry entry;
        entry.kind = EntryKind::Part;
        entry.parentKey = sequence.key;
        entry.depth = 1;
        entry.line = line;
        ++m_ordinal;
        if (const QRegularExpressionMatch match = code.match(content); match.hasMatch()) {
            entry.kind = EntryKind::Step;
            entry.key = entry.number = match.captured(1);
            entry.text = clean(match.captured(2));
            entry.title = stepTitle(entry.text);
        } else if (const QRegularExpressionMatch match = label.match(content); match.hasMatch()) {
            QString title = stripMarkdown(quickReferenceIcons(match.captured(1), true)).text;
            title.remove(QRegularExpression(QStringLiteral(R"(\s*:$)")));
            QString text = clean(match.captured(2));
            static const QRegularExpression aside(QStringLiteral(R"(^(.*?)\s*(\([^)]*\))$)"));
            if (const QRegularExpressionMatch split = aside.match(title); split.hasMatch() && !split.captured(1).isEmpty()) {
                text = split.captured(2) + QLatin1Char(' ') + text; // "Forest (LOS:Block …)": the parenthesis is text
                title = split.captured(1);
            }
            entry.key = m_keys.unique(sequence.key + QLatin1Char('/') + slugify(title));
            entry.title = title;
            entry.text = text;
        } else {
            if (!numeral.isEmpty())
                entry.kind = EntryKind::Step;
            entry.key = m_keys.unique(sequence.key + QLatin1Char('/') +
                                      (numeral.isEmpty() ? QString::number(m_ordinal) : numeral));
            entry.text = clean(content);
        }
        m_document.entries.append(entry);
        m_item = int(m_document.entries.size()) - 1;
    }

    RulesDocument& m_document;
    EntryKeys m_keys;
    int m_sequence = -1;
    int m_item = -1;
    int m_ordinal = 0;
};

// "CONFUSED (Condition)" -> headword CONFUSED, category condition; "RANGED R A type of attack" ->
// headword RANGED, the rest belongs to the text.
void splitHeadword(GlossaryEntry& entry, QString raw)
{
    static const QRegularExpression category(QStringLiteral(R"(^(.*?)\s*\(([^)]*[a-z][^)]*)\)$)"));
    if (const QRegularExpressionMatch match = category.match(raw); match.hasMatch()) {
        entry.category = match.captured(2).toLower();
        raw = match.captured(1);
    }
    if (raw.contains(QRegularExpression(QStringLiteral("[a-z]")))) {
        QStringList words = raw.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        qsizetype caps = 0;
        while (caps < words.size()
               && (words.at(caps).startsWith(QLatin1Char('[')) || !words.at(caps).contains(QRegularExpression(QStringLiteral("[a-z]")))))
            ++caps;
        while (caps > 1 && words.at(caps - 1).size() == 1)
            --caps;
        const QString spill = words.mid(caps).join(QLatin1Char(' '));
        if (!spill.isEmpty())
            entry.text = spill + QStringLiteral(": ") + entry.text;
        raw = words.mid(0, qMax<qsizetype>(caps, 1)).join(QLatin1Char(' '));
    }
    static const QRegularExpression leading(QStringLiteral(R"(^\(([A-Za-z ]+)\)\s*(.*)$)"),
                                            QRegularExpression::DotMatchesEverythingOption);
    if (const QRegularExpressionMatch match = leading.match(entry.text); match.hasMatch() && entry.category.isEmpty()) {
        entry.category = match.captured(1).toLower();
        entry.text = match.captured(2);
    }
    entry.headword = collapseSpaces(raw);
    entry.term = repairedHeadword(entry.headword);
}

void readGlossary(const QStringList& lines, qsizetype begin, RulesDocument& document)
{
    static const QRegularExpression marker(QStringLiteral(R"(\*\*([^*]{1,60}?):\*\*)"));
    for (const SourceParagraph& paragraph : sourceParagraphs(lines, begin)) {
        const QString text = quickReferenceIcons(paragraph.text);
        qsizetype position = 0;
        QRegularExpressionMatchIterator it = marker.globalMatch(text);
        QList<QRegularExpressionMatch> markers;
        while (it.hasNext())
            markers.append(it.next());
        const qsizetype firstMarker = markers.isEmpty() ? text.size() : markers.first().capturedStart();
        const QString before = stripMarkdown(text.left(firstMarker)).text;
        if (!before.isEmpty() && !document.glossary.isEmpty())
            document.glossary.last().text = appendParagraph(document.glossary.last().text, before);
        for (qsizetype i = 0; i < markers.size(); ++i) {
            position = markers.at(i).capturedEnd();
            const qsizetype end = i + 1 < markers.size() ? markers.at(i + 1).capturedStart() : text.size();
            GlossaryEntry entry;
            entry.text = stripMarkdown(text.mid(position, end - position)).text;
            entry.line = paragraph.line;
            splitHeadword(entry, collapseSpaces(markers.at(i).captured(1)));
            document.glossary.append(entry);
        }
    }
}

} // namespace

QString quickReferenceIcons(const QString& text, bool dropSymbols)
{
    static const QHash<QString, QString> icons{
        {QStringLiteral("downarrow"), QStringLiteral("{M}")}, {QStringLiteral("dagger"), QStringLiteral("{M}")},
        {QStringLiteral("rightarrow"), QStringLiteral("{R}")}, {QStringLiteral("leftarrow"), QStringLiteral("{C}")},
        {QStringLiteral("star"), QStringLiteral("{A}")},       {QStringLiteral("oplus"), QStringLiteral("{basic}")},
    };
    static const QRegularExpression symbol(QStringLiteral(R"(\$\s*\\([A-Za-z]+)\s*\$)"));
    QString result;
    qsizetype position = 0;
    QRegularExpressionMatchIterator it = symbol.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        result += text.mid(position, match.capturedStart() - position);
        if (!dropSymbols)
            result += icons.value(match.captured(1)); // terrain marks (triangles, tilde) carry no rule
        position = match.capturedEnd();
    }
    return result + text.mid(position);
}

void QuickReferenceParser::parse(const QStringList& lines, RulesDocument& document, QList<ParseProblem>& problems)
{
    static const QRegularExpression glossaryEntry(QStringLiteral(R"(^\*\*[^a-z*]+:\*\*)"));
    qsizetype glossaryStart = -1;
    for (qsizetype i = 0; i < lines.size() && glossaryStart < 0; ++i) {
        if (glossaryEntry.match(lines.at(i).trimmed()).hasMatch())
            glossaryStart = i;
    }
    SequenceReader reader(document);
    const qsizetype sequencesEnd = glossaryStart < 0 ? lines.size() : glossaryStart;
    for (qsizetype i = 0; i < sequencesEnd; ++i)
        reader.read(lines.at(i), int(i) + 1);
    if (document.entries.isEmpty())
        problems.append({document.sourceFile, 1, QStringLiteral("no \"###\" sequence headings found")});
    if (glossaryStart < 0)
        problems.append({document.sourceFile, int(lines.size()), QStringLiteral("no glossary (**TERM:** paragraphs) found")});
    else
        readGlossary(lines, glossaryStart, document);
}

} // namespace ddm
