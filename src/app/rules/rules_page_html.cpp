// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_page_html.h"

#include "rules/linked_text_html.h"
#include "rules/rules_labels.h"
#include "rules/rules_link_repository.h"
#include "rules/rules_repository.h"
#include "rules/rules_search.h"

namespace ddm::gui {
namespace {

constexpr int kSearchHitsOnMissingTerm = 5;

QString heading(int level, const QString& text)
{
    return QStringLiteral("<h%1>%2</h%1>").arg(level).arg(text.toHtmlEscaped());
}

} // namespace

RulesPageHtml::RulesPageHtml(const RulesRepository& rules)
    : m_rules(rules)
{
}

QString RulesPageHtml::breadcrumb(const RuleEntryView& entry) const
{
    QStringList crumbs{RulesLabels::document(entry.document).toHtmlEscaped()};
    for (const RuleEntryView& ancestor : m_rules.ancestors(entry.id))
        crumbs.append(LinkedTextHtml::anchor(ancestor.item, RulesLabels::entry(ancestor)));
    QString html = QStringLiteral("<p><small>%1</small></p>").arg(crumbs.join(QStringLiteral(" › ")));
    if (entry.page > 0)
        html += QStringLiteral("<p><small>%1</small></p>").arg(tr("Page %1").arg(entry.page));
    return html;
}

QString RulesPageHtml::notes(const QList<EntryNote>& notes) const
{
    QString html;
    for (const EntryNote& note : notes) {
        const QString label = note.kind == NoteKind::Example ? tr("Example:") : tr("Note:");
        html += QStringLiteral("<blockquote><i>%1</i> %2</blockquote>")
                    .arg(label.toHtmlEscaped(), note.text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br/>")));
    }
    return html;
}

QString RulesPageHtml::children(const RuleEntryView& entry) const
{
    const QList<RuleEntryView> children = m_rules.children(entry.id);
    if (children.isEmpty())
        return {};
    QString title;
    switch (children.first().kind) {
    case EntryKind::SubRule:
        title = tr("Sub-rules");
        break;
    case EntryKind::Rule:
        title = tr("Rules");
        break;
    case EntryKind::Section:
        title = tr("Sections");
        break;
    case EntryKind::Step:
        title = tr("Steps");
        break;
    default:
        title = tr("Contents");
        break;
    }
    QString html = heading(3, title);
    for (const RuleEntryView& child : children) {
        // A titled child is named by its title; an untitled rule is its text.
        if (!child.title.isEmpty()) {
            html += QStringLiteral("<p>%1</p>").arg(LinkedTextHtml::anchor(child.item, RulesLabels::entry(child)));
        } else {
            const QString name = child.number.isEmpty() ? child.key : child.number;
            html += QStringLiteral("<p>%1 %2</p>").arg(LinkedTextHtml::anchor(child.item, name), child.text.toHtmlEscaped());
        }
    }
    return html;
}

QString RulesPageHtml::linkList(const QList<RulesLinkView>& links) const
{
    QString html = QStringLiteral("<ul>");
    for (const RulesLinkView& link : links) {
        QString source;
        switch (link.source.kind) {
        case RulesItemId::Kind::Glossary:
            source = tr("%1 (glossary of %2)").arg(link.sourceTitle, link.sourceDocument);
            break;
        case RulesItemId::Kind::Section:
            source = link.sourceTitle;
            break;
        default:
            source = QStringList{link.source.key, link.sourceTitle}.join(QLatin1Char(' ')).trimmed();
            break;
        }
        html += QStringLiteral("<li>%1 — “%2”</li>").arg(LinkedTextHtml::anchor(link.source, source), link.cited.toHtmlEscaped());
    }
    return html + QStringLiteral("</ul>");
}

QString RulesPageHtml::backlinks(const Backlinks& backlinks) const
{
    QList<RulesLinkView> citations;
    QList<RulesLinkView> mentions;
    for (const RulesLinkView& link : backlinks.links)
        (link.kind == LinkKind::Term ? mentions : citations).append(link);
    QStringList counts;
    if (backlinks.rules > 0)
        counts.append(tr("%n rule(s)", nullptr, backlinks.rules));
    if (backlinks.glossaryEntries > 0)
        counts.append(tr("%n glossary entry(s)", nullptr, backlinks.glossaryEntries));
    if (backlinks.otherEntries > 0)
        counts.append(tr("%n other entry(s)", nullptr, backlinks.otherEntries));
    QString html = heading(3, counts.isEmpty() ? tr("Cited by nothing") : tr("Cited by %1").arg(counts.join(QStringLiteral(", "))));
    if (!citations.isEmpty())
        html += linkList(citations);
    if (!mentions.isEmpty())
        html += heading(3, tr("Used in %n entry(s)", nullptr, backlinks.mentions)) + linkList(mentions);
    return html;
}

QString RulesPageHtml::versions(const RuleEntryView& entry) const
{
    const QList<RulesVersion> versions = RulesLinkRepository(m_rules).versions(entry);
    if (versions.size() < 2)
        return {};
    QString html = heading(3, tr("In the other documents"));
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"4\" cellpadding=\"4\" border=\"1\"><tr>");
    const int width = 100 / int(versions.size());
    for (const RulesVersion& version : versions) {
        const QString title = version.item == entry.item ? version.title.toHtmlEscaped()
                                                        : LinkedTextHtml::anchor(version.item, version.title);
        html += QStringLiteral("<td valign=\"top\" width=\"%1%\"><b>%2</b><br/><i>%3</i><p>%4</p>%5</td>")
                    .arg(QString::number(width), RulesLabels::document(version.document).toHtmlEscaped(),
                         RulesLabels::authority(version.document.authority).toHtmlEscaped(), title,
                         LinkedTextHtml::paragraphs(version.text));
    }
    return html + QStringLiteral("</tr></table>");
}

QString RulesPageHtml::entry(const RuleEntryView& entry) const
{
    const RulesLinkRepository links(m_rules);
    const LinkedHtml text = LinkedTextHtml::render(entry.text, links.linksFrom(entry));
    QString html = breadcrumb(entry);
    html += heading(2, QStringList{entry.number, entry.title}.join(QLatin1Char(' ')).trimmed());
    html += text.html + notes(entry.notes) + LinkedTextHtml::noteList(text.notes, 1);
    html += children(entry);
    html += backlinks(links.backlinks(entry));
    html += versions(entry);
    return html;
}

QString RulesPageHtml::glossaryVersions(const GlossaryTermView& term) const
{
    const RulesLinkRepository links(m_rules);
    QStringList notes;
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"4\" cellpadding=\"4\" border=\"1\"><tr>");
    const int width = 100 / int(std::max<qsizetype>(1, term.versions.size()));
    for (const GlossaryVersion& version : term.versions) {
        const LinkedHtml text = LinkedTextHtml::render(version.text, links.linksFrom(version), int(notes.size()) + 1);
        notes += text.notes;
        QString headword = QStringLiteral("<b>%1</b>").arg(version.headword.toHtmlEscaped());
        if (!version.category.isEmpty())
            headword += QStringLiteral(" [%1]").arg(version.category.toHtmlEscaped());
        if (version.page > 0)
            headword += QStringLiteral(" · ") + tr("page %1").arg(version.page);
        html += QStringLiteral("<td valign=\"top\" width=\"%1%\"><b>%2</b><br/><i>%3</i><p>%4</p>%5</td>")
                    .arg(QString::number(width), RulesLabels::document(version.document).toHtmlEscaped(),
                         RulesLabels::authority(version.document.authority).toHtmlEscaped(), headword, text.html);
    }
    return html + QStringLiteral("</tr></table>") + LinkedTextHtml::noteList(notes, 1);
}

QString RulesPageHtml::term(const GlossaryTermView& term) const
{
    QString html = QStringLiteral("<p><small>%1</small></p>").arg(tr("Glossary").toHtmlEscaped());
    html += heading(2, term.display);
    QStringList others = term.aliases;
    others.removeAll(term.display);
    others.removeAll(term.key);
    if (!others.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>").arg(tr("Also looked up as: %1").arg(others.join(QStringLiteral(", "))).toHtmlEscaped());
    html += glossaryVersions(term);
    html += backlinks(RulesLinkRepository(m_rules).backlinks(term));
    return html;
}

QString RulesPageHtml::noSuchRule(const QString& number, const QList<RuleEntryView>& nearest) const
{
    QString html = heading(2, tr("No rule %1").arg(number));
    if (nearest.isEmpty())
        return html;
    html += QStringLiteral("<p>%1</p><ul>").arg(tr("The nearest rules:").toHtmlEscaped());
    for (const RuleEntryView& entry : nearest)
        html += QStringLiteral("<li>%1</li>").arg(LinkedTextHtml::anchor(entry.item, RulesLabels::entry(entry)));
    return html + QStringLiteral("</ul>");
}

QString RulesPageHtml::noSuchTerm(const QString& text, const QStringList& similar) const
{
    QString html = heading(2, tr("No glossary entry for “%1”").arg(text));
    if (!similar.isEmpty()) {
        html += QStringLiteral("<p>%1</p><ul>").arg(tr("Similar terms:").toHtmlEscaped());
        for (const QString& name : similar)
            html += QStringLiteral("<li>%1</li>").arg(LinkedTextHtml::anchor(RulesItemId::ofTerm(name), name));
        html += QStringLiteral("</ul>");
    }
    RulesSearchQuery query;
    query.text = text;
    query.limit = kSearchHitsOnMissingTerm;
    const QList<RulesSearchHit> hits = RulesSearch(m_rules).search(query);
    if (!hits.isEmpty()) {
        html += QStringLiteral("<p>%1</p><ul>").arg(tr("Entries that mention it:").toHtmlEscaped());
        for (const RulesSearchHit& hit : hits)
            html += QStringLiteral("<li>%1 <small>(%2)</small></li>")
                        .arg(LinkedTextHtml::anchor(hit.item, hit.title), hit.documentTitle.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString RulesPageHtml::noSuchEntry(const RulesItemId& item) const
{
    return heading(2, tr("Nothing is filed under %1").arg(item.toString()));
}

QString RulesPageHtml::start() const
{
    if (m_rules.isEmpty()) {
        return heading(2, tr("No rules imported")) +
               LinkedTextHtml::paragraphs(tr("Use File ▸ Import Rules… and choose the folder that holds the rule "
                                             "documents, or run ddm-tool import-rules FOLDER."));
    }
    QString html = heading(2, tr("Rules reference"));
    html += LinkedTextHtml::paragraphs(tr("Type a rule number in any spelling (611.3, 611.3a, r611, §611), a term or "
                                          "words to search for. Ctrl+K jumps to a rule from anywhere."));
    html += QStringLiteral("<ul>");
    for (const RulesDocumentInfo& document : m_rules.documents()) {
        html += QStringLiteral("<li>%1 <i>(%2)</i></li>")
                    .arg(RulesLabels::document(document).toHtmlEscaped(), RulesLabels::authority(document.authority).toHtmlEscaped());
    }
    return html + QStringLiteral("</ul>");
}

} // namespace ddm::gui
