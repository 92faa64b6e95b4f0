// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "listimport/list_text.h"

#include "catalog/text_matching.h"
#include "listimport/export_lines.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddm {
namespace {

QRegularExpression pattern(const char* text)
{
    return QRegularExpression(QString::fromLatin1(text), QRegularExpression::CaseInsensitiveOption);
}

// A line without its markup: BBCode tags, Markdown emphasis and escapes, list markers.
QString plainLine(QString line)
{
    static const QRegularExpression bbTag =
        pattern(R"(\[/?(?:b|i|u|s|list|size|color|url|quote|\*)(?:=[^\]]*)?\])");
    static const QRegularExpression escaped(QStringLiteral(R"(\\([\\`*_\[\]<>#|]))"));
    static const QRegularExpression marker(QStringLiteral(R"(^\s*(?:[-*•+]|\d+[.)])\s+)"));
    line.remove(bbTag);
    line.remove(QStringLiteral("**"));
    line.replace(escaped, QStringLiteral(R"(\1)"));
    line.remove(marker);
    return line.trimmed();
}

int number(const QRegularExpressionMatch& match, int group)
{
    return match.captured(group).toInt();
}

// A header or footer word about the list; false when the piece is not one.
bool readFact(const QString& piece, const QStringList& mapNames, StatedFacts& facts)
{
    static const QRegularExpression pointsOf = pattern(R"(^points\s*:\s*(\d+)\s+of\s+(\d+)\.?$)");
    static const QRegularExpression creaturesOf = pattern(R"(^creatures\s*:\s*(\d+)\s+of\s+\d+\.?$)");
    static const QRegularExpression points =
        pattern(R"(^(?:total\s*[=:]?\s*)?(\d+)\s*-?\s*(?:pts?|pnts|points?|point\(s\))\.?(?:\s+warband)?$)");
    static const QRegularExpression activations =
        pattern(R"(^(?:total\s*[=:]?\s*)?(\d+)\s*(?:activations?|acts?)\.?$)");
    static const QRegularExpression champion =
        pattern(R"(^(?:cr|champ(?:ion)?(?:\s+rating)?)\s*[=:]?\s*(\d+)$)");
    static const QRegularExpression map = pattern(R"(^(?:battle\s+)?map\s*[=:]\s*(.+)$)");
    static const QRegularExpression labelled = pattern(R"(^(?:faction|alignment|scenario)\s*[=:]\s*(.+)$)");
    QRegularExpressionMatch match;
    if ((match = pointsOf.match(piece)).hasMatch()) {
        facts.points = number(match, 1);
        facts.allPoints.append(*facts.points);
        facts.format = number(match, 2);
    } else if ((match = creaturesOf.match(piece)).hasMatch()) {
        facts.activations = number(match, 1);
    } else if ((match = points.match(piece)).hasMatch()) {
        facts.points = number(match, 1);
        facts.allPoints.append(*facts.points);
    } else if ((match = activations.match(piece)).hasMatch()) {
        facts.activations = number(match, 1);
    } else if ((match = champion.match(piece)).hasMatch()) {
        facts.championRating = number(match, 1);
    } else if ((match = map.match(piece)).hasMatch()) {
        facts.map = match.captured(1).trimmed();
    } else {
        const QString word = (match = labelled.match(piece)).hasMatch() ? match.captured(1).trimmed() : piece;
        if (const std::optional<Faction> faction = parseFaction(word))
            facts.faction = faction;
        else if (const std::optional<Alignment> alignment = parseAlignment(word))
            facts.alignment = alignment;
        else if (const std::optional<Scenario> scenario =
                     parseScenario(word.toLower().remove(QStringLiteral(" booster")).trimmed()))
            facts.scenario = scenario;
        else if (const auto known = std::find_if(
                     mapNames.cbegin(), mapNames.cend(),
                     [&word](const QString& name) { return name.compare(word, Qt::CaseInsensitive) == 0; });
                 known != mapNames.cend())
            facts.map = *known;
        else
            return false;
    }
    return true;
}

// Header words run together without commas ("Civilization 200 pts", "Good Wild 100 pts"): the piece
// is read as a fact, or as a fact of its first words and facts of the rest. A card's name is never
// taken apart, and a long piece is prose.
bool readFacts(const QString& piece, const QStringList& mapNames,
               const std::function<bool(const QString&)>& isCardName, StatedFacts& facts)
{
    constexpr int kMostWords = 8;
    if (readFact(piece, mapNames, facts))
        return true;
    const QStringList words = piece.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 2 || words.size() > kMostWords || isCardName(foldedForMatching(piece)))
        return false;
    StatedFacts read = facts;
    qsizetype first = 0;
    for (qsizetype last = 1; last <= words.size(); ++last) {
        if (readFact(words.mid(first, last - first).join(QLatin1Char(' ')), mapNames, read))
            first = last;
    }
    if (first != words.size())
        return false;
    facts = read;
    return true;
}

// The numbers of a bracket that states costs: "8", "8 pts", "8/16", "10 pts, CR 2"; none otherwise.
std::optional<QList<int>> bracketCosts(const QString& content)
{
    static const QRegularExpression costs = pattern(
        R"(^\s*(\d+)\s*(?:/\s*(\d+))?\s*(?:pts?\.?|pnts|points?)?\s*(?:[,;]\s*(?:cr|champ(?:ion)?(?:\s+rating)?)\s*[=:]?\s*\d+)?\s*$)");
    const QRegularExpressionMatch match = costs.match(content);
    if (!match.hasMatch())
        return std::nullopt;
    QList<int> numbers{number(match, 1)};
    if (match.hasCaptured(2))
        numbers.append(number(match, 2));
    return numbers;
}

// Where the bracket that closes `text` opens; -1 when the text does not end in a whole bracket.
qsizetype openingOfLastBracket(const QString& text)
{
    if (!text.endsWith(QLatin1Char(')')))
        return -1;
    int depth = 0;
    for (qsizetype i = text.size() - 1; i >= 0; --i) {
        if (text.at(i) == QLatin1Char(')'))
            ++depth;
        else if (text.at(i) == QLatin1Char('(') && --depth == 0)
            return i;
    }
    return -1;
}

ListItem readItem(const QString& piece)
{
    // "3x", "3 x", "3×", "3" before the name; " x3", " x 3", "×3" after it. An x is a count's only
    // beside its digits or standing alone, so "2 Xorn" and "Androsphinx 40" keep their names.
    static const QRegularExpression leadingCount =
        pattern(R"(^(\d+)(?:\s*[×*]\s*|x\s*|\s+x\s+|\s+)(?=\D)(.+)$)");
    static const QRegularExpression trailingCount = pattern(R"(^(.+?)(?:\s+x\s*|\s*[×*]\s*)(\d+)$)");
    static const QRegularExpression trailingCost =
        pattern(R"(^(.+?)\s*(?:[-–:=]\s*)?(\d+)\s*(?:pts?\.?|pnts|points?)$)");
    static const QRegularExpression dashCost = pattern(R"(^(.+?)\s+[-–]\s+(\d+)$)");
    ListItem item;
    item.text = piece;
    QString rest = piece.trimmed();
    QRegularExpressionMatch match;
    if ((match = leadingCount.match(rest)).hasMatch() && isCopyCount(number(match, 1))) {
        item.count = number(match, 1);
        item.countGiven = true;
        rest = match.captured(2).trimmed();
    }
    for (bool more = true; more;) {
        more = false;
        const qsizetype open = openingOfLastBracket(rest);
        if (open > 0) {
            const QString content = rest.mid(open + 1, rest.size() - open - 2).trimmed();
            // One bracket of costs and one of anything else: each feature is read once, so the
            // loop ends after a handful of rounds however many brackets a line has.
            if (const std::optional<QList<int>> costs = bracketCosts(content)) {
                if (item.costs.isEmpty()) {
                    item.costs = *costs;
                    more = true;
                }
            } else if (item.bracket.isEmpty()) {
                item.bracket = content;
                more = true;
            }
            if (more)
                rest = rest.left(open).trimmed();
        }
        if (!item.countGiven && (match = trailingCount.match(rest)).hasMatch() &&
            isCopyCount(number(match, 2))) {
            item.count = number(match, 2);
            item.countGiven = true;
            rest = match.captured(1).trimmed();
            more = true;
        }
        if (item.costs.isEmpty() &&
            ((match = trailingCost.match(rest)).hasMatch() || (match = dashCost.match(rest)).hasMatch())) {
            item.costs = {number(match, 2)};
            rest = match.captured(1).trimmed();
            more = true;
        }
    }
    static const QRegularExpression trailingPunctuation(QStringLiteral(R"([\s.:;\-–]+$)"));
    item.name = rest.remove(trailingPunctuation);
    return item;
}

// A line's pieces: split at commas and semicolons outside brackets, then pieces joined again where
// together they make a card's name ("Aramil, Adventurer").
QStringList pieces(const QString& line, const std::function<bool(const QString&)>& isCardName)
{
    QStringList parts;
    QString current;
    int depth = 0;
    for (const QChar c : line) {
        if (c == QLatin1Char('(') || c == QLatin1Char('['))
            ++depth;
        else if ((c == QLatin1Char(')') || c == QLatin1Char(']')) && depth > 0)
            --depth;
        if (depth == 0 && (c == QLatin1Char(',') || c == QLatin1Char(';'))) {
            parts.append(current.trimmed());
            current.clear();
        } else {
            current.append(c);
        }
    }
    parts.append(current.trimmed());
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        const QString joined = parts.at(i) + QStringLiteral(", ") + parts.at(i + 1);
        if (isCardName(foldedForMatching(readItem(joined).name))) {
            parts[i] = joined;
            parts.removeAt(i + 1);
            --i;
        }
    }
    parts.removeAll(QString());
    return parts;
}

} // namespace

ListText parseListText(const QString& text, const std::function<bool(const QString&)>& isCardName,
                       const QStringList& mapNames)
{
    static const QRegularExpression underline(QStringLiteral(R"(^\s*(=+|-+)\s*$)"));
    static const QRegularExpression bbTitle =
        pattern(R"(^\s*\[size=\d+\]\s*\[b\](.*)\[/b\]\s*\[/size\]\s*$)");
    static const QRegularExpression bbSection = pattern(R"(^\s*\[b\](.*)\[/b\]\s*$)");
    static const QRegularExpression mdHeading(QStringLiteral(R"(^\s*(#{1,6})\s+(.*)$)"));
    const ExportLines exported;
    ListText list;
    QStringList notes;
    ExportLines::Section section = ExportLines::Section::Other;
    const QStringList lines = QString(text).remove(QLatin1Char('\r')).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString& raw = lines.at(i);
        if (underline.match(raw).hasMatch() && raw.trimmed().size() >= 3)
            continue;
        // A heading: underlined, a BBCode title or bold line, a Markdown heading.
        std::optional<QString> heading;
        bool isTitle = false;
        QRegularExpressionMatch match;
        if (i + 1 < lines.size() && !raw.trimmed().isEmpty() && lines.at(i + 1).trimmed().size() >= 3 &&
            (match = underline.match(lines.at(i + 1))).hasMatch()) {
            heading = plainLine(raw);
            isTitle = match.captured(1).startsWith(QLatin1Char('='));
        } else if ((match = bbTitle.match(raw)).hasMatch()) {
            heading = plainLine(match.captured(1));
            isTitle = true;
        } else if ((match = mdHeading.match(raw)).hasMatch()) {
            heading = plainLine(match.captured(2));
            isTitle = match.captured(1).size() == 1;
        } else if ((match = bbSection.match(raw)).hasMatch() &&
                   exported.section(plainLine(match.captured(1))) != ExportLines::Section::Other) {
            heading = plainLine(match.captured(1));
        }
        // A heading that is neither the title nor one of the export's sections is read as a line: a
        // post may underline anything, a creature included.
        if (heading && isTitle && list.facts.title.isEmpty() && !isCardName(foldedForMatching(*heading))) {
            list.facts.title = *heading;
            continue;
        }
        if (heading && !isTitle) {
            section = exported.section(*heading);
            if (section != ExportLines::Section::Other)
                continue;
        }
        const QString line = heading ? *heading : plainLine(raw);
        if (section == ExportLines::Section::Notes) {
            notes.append(line);
            continue;
        }
        if (line.isEmpty())
            continue;
        if (section == ExportLines::Section::Legality) {
            list.ignored.append(line);
        } else if (section == ExportLines::Section::UnassignedItems) {
            list.unassignedItems.append(line);
        } else if (std::optional<ListItem> item = exported.creature(line)) {
            list.items.append(std::move(*item));
        } else if (!exported.readHeader(line, list.facts) && !exported.readLimits(line, list.facts)) {
            for (const QString& piece : pieces(line, isCardName)) {
                if (!readFacts(piece, mapNames, isCardName, list.facts))
                    list.items.append(readItem(piece));
            }
        }
    }
    list.notes = notes.join(QLatin1Char('\n')).trimmed();
    return list;
}

} // namespace ddm
