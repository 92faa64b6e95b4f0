// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "listimport/export_lines.h"

#include "warband/display_names.h"
#include "warband/export_templates.h"

#include <QCoreApplication>

#include <algorithm>

namespace ddm {
namespace {

// A template as a pattern: its text literally, each %N a group named pN of the pattern given for it
// (translations may reorder the placeholders).
QRegularExpression templatePattern(const QString& text, const QStringList& groups)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
    QString pattern = QStringLiteral("^");
    qsizetype done = 0;
    for (const QRegularExpressionMatch& match : placeholder.globalMatch(text)) {
        pattern += QRegularExpression::escape(text.mid(done, match.capturedStart() - done));
        const int number = match.captured(1).toInt();
        pattern += QStringLiteral("(?<p%1>%2)").arg(QString::number(number), groups.value(number - 1));
        done = match.capturedEnd();
    }
    return QRegularExpression(pattern + QRegularExpression::escape(text.mid(done)) + QLatin1Char('$'));
}

QString group(const QRegularExpressionMatch& match, int number)
{
    return match.captured(QStringLiteral("p%1").arg(number));
}

// The value whose display name is `text`, case aside.
template <typename T, typename Name>
std::optional<T> displayed(const QList<T>& values, Name name, const QString& text)
{
    const auto found = std::find_if(values.cbegin(), values.cend(), [&](const T& value) {
        return name(value).compare(text.trimmed(), Qt::CaseInsensitive) == 0;
    });
    return found == values.cend() ? std::nullopt : std::optional<T>(*found);
}

} // namespace

ExportLines::Language ExportLines::language(bool translated)
{
    const auto text = [translated](const char* source) {
        return translated ? QCoreApplication::translate(ExportTemplate::kContext, source)
                          : QString::fromUtf8(source);
    };
    const QString any = QStringLiteral(".+");
    const QString number = QStringLiteral("\\d+");
    const QString field = QStringLiteral("[^,]+");
    Language language;
    language.card = templatePattern(text(ExportTemplate::kCard), {any, QStringLiteral("[^()]+")});
    language.cost = templatePattern(text(ExportTemplate::kCost), {any, number});
    language.copies = templatePattern(text(ExportTemplate::kCopies), {number, any});
    language.items = templatePattern(text(ExportTemplate::kItems), {any, any});
    language.header = templatePattern(text(ExportTemplate::kHeader), {field, field, field});
    language.headerWithMap =
        templatePattern(text(ExportTemplate::kHeaderWithMap), {field, field, field, any});
    language.limits = templatePattern(text(ExportTemplate::kLimits), {number, number, number, number});
    language.creatures = text(ExportTemplate::kCreatures);
    language.unassignedItems = text(ExportTemplate::kUnassignedItems);
    language.legality = text(ExportTemplate::kLegality);
    language.notes = text(ExportTemplate::kNotes);
    return language;
}

ExportLines::ExportLines()
    : m_languages{language(true)}
{
    if (Language english = language(false); !(english == m_languages.first()))
        m_languages.append(std::move(english));
}

ExportLines::Section ExportLines::section(const QString& heading) const
{
    for (const Language& language : m_languages) {
        if (heading == language.creatures)
            return Section::Creatures;
        if (heading == language.unassignedItems)
            return Section::UnassignedItems;
        if (heading == language.legality)
            return Section::Legality;
        if (heading == language.notes)
            return Section::Notes;
    }
    return Section::Other;
}

std::optional<ListItem> ExportLines::creature(const QString& line) const
{
    // The export wraps the card in its cost, then its copies, then its items (WarbandExport): the
    // line is unwrapped from the outside in, first as if it had items, then as if not.
    for (const Language& language : m_languages) {
        for (const bool hasItems : {true, false}) {
            ListItem item;
            item.text = line;
            QString rest = line;
            QRegularExpressionMatch match;
            if (hasItems) {
                if (!(match = language.items.match(rest)).hasMatch())
                    continue;
                item.items = group(match, 2).split(QStringLiteral("; "), Qt::SkipEmptyParts);
                rest = group(match, 1);
            }
            if ((match = language.copies.match(rest)).hasMatch() && isCopyCount(group(match, 1).toInt())) {
                item.count = group(match, 1).toInt();
                item.countGiven = true;
                rest = group(match, 2);
            }
            if (!(match = language.cost.match(rest)).hasMatch())
                continue;
            item.costs = {group(match, 2).toInt()};
            if (!(match = language.card.match(group(match, 1))).hasMatch())
                continue;
            item.name = group(match, 1).trimmed();
            item.bracket = group(match, 2).trimmed();
            return item;
        }
    }
    return std::nullopt;
}

bool ExportLines::readHeader(const QString& line, StatedFacts& facts) const
{
    // The names in it are the display names of the app's present language; an English header read
    // in another language is read word by word, as a posted list's header words are.
    const Language& present = m_languages.first();
    QRegularExpressionMatch match = present.headerWithMap.match(line);
    if (!match.hasMatch())
        match = present.header.match(line);
    if (!match.hasMatch())
        return false;
    QList<int> formats;
    for (const WarbandFormat& format : warbandFormats())
        formats.append(format.points);
    QList<std::optional<Faction>> factions{std::nullopt};
    for (const Faction faction : allFactions())
        factions.append(faction);
    const std::optional<int> points = displayed(formats, formatDisplayName, group(match, 1));
    const auto faction = displayed(factions, factionDisplayName, group(match, 2));
    const std::optional<Scenario> scenario = displayed(allScenarios(), scenarioDisplayName, group(match, 3));
    if (!points || !faction || !scenario)
        return false;
    facts.points = points;
    facts.allPoints.append(*points);
    facts.faction = *faction;
    facts.scenario = scenario;
    if (match.hasCaptured(QStringLiteral("p4")))
        facts.map = group(match, 4).trimmed();
    return true;
}

bool ExportLines::readLimits(const QString& line, StatedFacts& facts) const
{
    for (const Language& language : m_languages) {
        if (const QRegularExpressionMatch match = language.limits.match(line); match.hasMatch()) {
            facts.points = group(match, 1).toInt();
            facts.allPoints.append(*facts.points);
            facts.format = group(match, 2).toInt();
            facts.activations = group(match, 3).toInt();
            return true;
        }
    }
    return false;
}

} // namespace ddm
