// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_export.h"

#include "builder/copy_groups.h"
#include "warband/display_names.h"
#include "warband/export_templates.h"
#include "builder/violation_text.h"
#include "models/stat_card_html.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace ddm {
namespace {

QString exportText(const char* source)
{
    return QCoreApplication::translate(ExportTemplate::kContext, source);
}

// One line of the creature list: a group of copies (copy_groups.h) counted together.
struct RosterLine {
    const ResolvedEntry* entry = nullptr;
    int count = 0;
};

QList<RosterLine> rosterLines(const ResolvedWarband& warband)
{
    QList<RosterLine> lines;
    for (const QList<int>& group : copyGroups(warband.warband.creatures))
        lines.append({&warband.creatures.at(group.first()), int(group.size())});
    return lines;
}

QString cardName(const ResolvedEntry& entry)
{
    if (!entry.isResolved())
        return QCoreApplication::translate("WarbandExport", "%1 (unknown card)").arg(entry.entry.name);
    return exportText(ExportTemplate::kCard).arg(entry.creature->name, entry.creature->set);
}

QString lineText(const RosterLine& line)
{
    const ResolvedEntry& entry = *line.entry;
    QString text = entry.isResolved()
                       ? exportText(ExportTemplate::kCost).arg(cardName(entry)).arg(entry.creature->cost)
                       : cardName(entry);
    if (line.count > 1)
        text = exportText(ExportTemplate::kCopies).arg(line.count).arg(text);
    if (!entry.entry.items.isEmpty())
        text = exportText(ExportTemplate::kItems).arg(text, entry.entry.items.join(QStringLiteral("; ")));
    return text;
}

QString headerLine(const Warband& warband)
{
    const QString format = formatDisplayName(warband.points);
    const QString faction = factionDisplayName(warband.faction);
    const QString scenario = scenarioDisplayName(warband.scenario);
    if (warband.map.isEmpty())
        return exportText(ExportTemplate::kHeader).arg(format, faction, scenario);
    return exportText(ExportTemplate::kHeaderWithMap).arg(format, faction, scenario, warband.map);
}

QString limitsLine(const LegalityReport& report, const Warband& warband)
{
    return exportText(ExportTemplate::kLimits)
        .arg(report.points)
        .arg(warband.points)
        .arg(report.creatureCount)
        .arg(report.creatureLimit);
}

QString findingText(const Violation& violation)
{
    const QString text = ViolationText::text(violation);
    const QString line =
        violation.rule.isEmpty()
            ? text
            : QCoreApplication::translate("WarbandExport", "(%1) %2").arg(violation.rule, text);
    if (violation.severity == Severity::Warning)
        return QCoreApplication::translate("WarbandExport", "Warning: %1").arg(line);
    return line;
}

QString title(const Warband& warband)
{
    return warband.title.trimmed().isEmpty()
               ? QCoreApplication::translate("WarbandExport", "Untitled warband")
               : warband.title.trimmed();
}

// How one text format marks up the parts of the export.
struct Markup {
    QString (*heading)(const QString&);
    QString (*section)(const QString&);
    QString (*strong)(const QString&);
    QString (*escape)(const QString&);
    QString listStart;
    QString itemPrefix;
    QString listEnd;
};

QString same(const QString& text)
{
    return text;
}

const Markup& markupFor(ExportFormat format)
{
    static const Markup plain{
        [](const QString& t) { return t + QLatin1Char('\n') + QString(t.size(), QLatin1Char('=')); },
        [](const QString& t) { return t + QLatin1Char('\n') + QString(t.size(), QLatin1Char('-')); },
        same,
        same,
        {},
        QStringLiteral("- "),
        {}};
    static const Markup bbCode{
        [](const QString& t) { return QStringLiteral("[size=150][b]%1[/b][/size]").arg(t); },
        [](const QString& t) { return QStringLiteral("[b]%1[/b]").arg(t); },
        [](const QString& t) { return QStringLiteral("[b]%1[/b]").arg(t); },
        same,
        QStringLiteral("[list]\n"),
        QStringLiteral("[*]"),
        QStringLiteral("\n[/list]")};
    static const Markup markdown{[](const QString& t) { return QStringLiteral("# ") + t; },
                                 [](const QString& t) { return QStringLiteral("## ") + t; },
                                 [](const QString& t) { return QStringLiteral("**%1**").arg(t); },
                                 [](const QString& t) {
                                     static const QRegularExpression special(
                                         QStringLiteral(R"(([\\`*_\[\]<>#|]))"));
                                     return QString(t).replace(special, QStringLiteral(R"(\\1)"));
                                 },
                                 {},
                                 QStringLiteral("- "),
                                 {}};
    switch (format) {
    case ExportFormat::BBCode:
        return bbCode;
    case ExportFormat::Markdown:
        return markdown;
    case ExportFormat::PlainText:
        break;
    }
    return plain;
}

QString list(const Markup& markup, const QStringList& items)
{
    QStringList lines;
    for (const QString& item : items)
        lines.append(markup.itemPrefix + markup.escape(item));
    return markup.listStart + lines.join(QLatin1Char('\n')) + markup.listEnd;
}

QString verdictText(const LegalityReport& report)
{
    return ViolationText::verdict(report.legal, int(report.violations.size()));
}

} // namespace

QString WarbandExport::text(const ResolvedWarband& resolved, const LegalityReport& report,
                            ExportFormat format)
{
    const Markup& markup = markupFor(format);
    const Warband& warband = resolved.warband;
    QStringList blocks;
    blocks.append(markup.heading(markup.escape(title(warband))));
    blocks.append(markup.escape(headerLine(warband)));
    blocks.append(markup.escape(limitsLine(report, warband)));

    QStringList creatures;
    for (const RosterLine& line : rosterLines(resolved))
        creatures.append(lineText(line));
    blocks.append(markup.section(exportText(ExportTemplate::kCreatures)) + QLatin1Char('\n') +
                  (creatures.isEmpty() ? QCoreApplication::translate("WarbandExport", "None")
                                       : list(markup, creatures)));
    if (!warband.items.isEmpty())
        blocks.append(markup.section(exportText(ExportTemplate::kUnassignedItems)) + QLatin1Char('\n') +
                      list(markup, warband.items));

    QString legality = markup.strong(verdictText(report));
    QStringList findings;
    for (const Violation& violation : report.violations + report.warnings)
        findings.append(findingText(violation));
    if (!findings.isEmpty())
        legality += QLatin1Char('\n') + list(markup, findings);
    blocks.append(markup.section(exportText(ExportTemplate::kLegality)) + QLatin1Char('\n') + legality);

    if (!warband.notes.trimmed().isEmpty())
        blocks.append(markup.section(exportText(ExportTemplate::kNotes)) + QLatin1Char('\n') +
                      markup.escape(warband.notes.trimmed()));
    return blocks.join(QStringLiteral("\n\n")) + QLatin1Char('\n');
}

// Printed on one page: small type, the stat blocks two to a row, no colours (the printer's
// palette is white paper).
QString WarbandExport::rosterHtml(const ResolvedWarband& resolved, const LegalityReport& report)
{
    const Warband& warband = resolved.warband;
    const auto escaped = [](const QString& text) { return text.toHtmlEscaped(); };
    QString html = QStringLiteral("<html><head><meta charset=\"utf-8\"><style>"
                                  "body { font-size: 8pt; } h1 { font-size: 14pt; margin: 0; } "
                                  "h2 { font-size: 10pt; margin-top: 8px; margin-bottom: 2px; } "
                                  "td, th { padding: 1px 6px; vertical-align: top; } th { text-align: left; }"
                                  "</style></head><body>");
    html += QStringLiteral("<h1>%1</h1>").arg(escaped(title(warband)));
    html += QStringLiteral("<p>%1<br>%2</p>")
                .arg(escaped(headerLine(warband)), escaped(limitsLine(report, warband)));

    html += QStringLiteral("<p><b>%1</b></p>").arg(escaped(verdictText(report)));
    const QList<Violation> findings = report.violations + report.warnings;
    if (!findings.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const Violation& violation : findings)
            html += QStringLiteral("<li>%1</li>").arg(escaped(findingText(violation)));
        html += QStringLiteral("</ul>");
    }

    html += QStringLiteral("<table><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                .arg(escaped(QCoreApplication::translate("WarbandExport", "Count")),
                     escaped(QCoreApplication::translate("WarbandExport", "Creature")),
                     escaped(QCoreApplication::translate("WarbandExport", "Set")),
                     escaped(QCoreApplication::translate("WarbandExport", "Cost")),
                     escaped(QCoreApplication::translate("WarbandExport", "Items")));
    QList<const Creature*> cards;
    for (const RosterLine& line : rosterLines(resolved)) {
        const ResolvedEntry& entry = *line.entry;
        html +=
            QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td align=\"right\">%4</td><td>%5</td></tr>")
                .arg(line.count)
                .arg(escaped(entry.entry.name),
                     escaped(entry.isResolved()
                                 ? entry.creature->set
                                 : QCoreApplication::translate("WarbandExport", "unknown card")),
                     entry.isResolved() ? QString::number(entry.creature->cost) : QStringLiteral("?"),
                     escaped(entry.entry.items.join(QStringLiteral("; "))));
        const bool shown = std::any_of(cards.cbegin(), cards.cend(), [&entry](const Creature* card) {
            return entry.isResolved() && *card == *entry.creature;
        });
        if (entry.isResolved() && !shown)
            cards.append(&*entry.creature);
    }
    html += QStringLiteral("</table>");

    if (!cards.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2><table width=\"100%\">")
                    .arg(escaped(QCoreApplication::translate("WarbandExport", "Stat cards")));
        StatCardOptions options;
        options.compact = true;
        options.linkTerms = false; // paper has no links
        for (qsizetype i = 0; i < cards.size(); i += 2) {
            html +=
                QStringLiteral("<tr><td width=\"50%\">%1</td><td width=\"50%\">%2</td></tr>")
                    .arg(StatCardHtml::render(*cards.at(i), options),
                         i + 1 < cards.size() ? StatCardHtml::render(*cards.at(i + 1), options) : QString());
        }
        html += QStringLiteral("</table>");
    }
    if (!warband.notes.trimmed().isEmpty())
        html += QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(escaped(exportText(ExportTemplate::kNotes)),
                         escaped(warband.notes.trimmed()).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    return html + QStringLiteral("</body></html>");
}

QString WarbandExport::fileSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::BBCode:
        return QStringLiteral("bbcode");
    case ExportFormat::Markdown:
        return QStringLiteral("md");
    case ExportFormat::PlainText:
        break;
    }
    return QStringLiteral("txt");
}

} // namespace ddm
