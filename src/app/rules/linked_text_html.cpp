// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/linked_text_html.h"

#include "rules/rules_link_repository.h"

#include <algorithm>

namespace ddm::gui {

QString LinkedTextHtml::escaped(const QString& text)
{
    return text.toHtmlEscaped().replace(QStringLiteral("\n\n"), QStringLiteral("</p><p>")).replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
}

QString LinkedTextHtml::paragraphs(const QString& text)
{
    return QStringLiteral("<p>") + escaped(text) + QStringLiteral("</p>");
}

QString LinkedTextHtml::anchor(const RulesItemId& item, const QString& label)
{
    return QStringLiteral("<a href=\"%1\">%2</a>")
        .arg(QString::fromLatin1(item.toUrl().toEncoded()).toHtmlEscaped(), label.toHtmlEscaped());
}

QString LinkedTextHtml::note(const RulesLinkView& link)
{
    const QString problem = describeLinkProblem(link).toHtmlEscaped();
    QString text;
    switch (link.status) {
    case LinkStatus::Ok:
        return {};
    case LinkStatus::Corrected:
        text = tr("Corrected reference “%1”: %2.").arg(link.cited.toHtmlEscaped(), problem);
        break;
    case LinkStatus::Unverified:
        text = tr("Unverified reference “%1”: %2.").arg(link.cited.toHtmlEscaped(), problem);
        break;
    case LinkStatus::Broken:
        text = tr("Broken reference “%1”: %2.").arg(link.cited.toHtmlEscaped(), problem);
        break;
    }
    if (link.target && link.status == LinkStatus::Corrected)
        text += QLatin1Char(' ') + tr("The link leads to %1.").arg(anchor(*link.target, link.target->key));
    return text;
}

LinkedHtml LinkedTextHtml::render(const QString& text, const QList<RulesLinkView>& links, int firstNote)
{
    QList<RulesLinkView> ordered = links;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const RulesLinkView& a, const RulesLinkView& b) { return a.start < b.start; });
    LinkedHtml result;
    QString html;
    qsizetype done = 0;
    for (const RulesLinkView& link : std::as_const(ordered)) {
        // A link that overlaps the one before, or lies outside the text, is left out.
        if (link.start < done || link.length <= 0 || link.start + link.length > text.size())
            continue;
        html += escaped(text.mid(done, link.start - done));
        const QString cited = text.mid(link.start, link.length);
        if (link.target) {
            const QString title = link.targetTitle.isEmpty() ? link.target->toString() : link.targetTitle;
            html += QStringLiteral("<a href=\"%1\" title=\"%2\">%3</a>")
                        .arg(QString::fromLatin1(link.target->toUrl().toEncoded()).toHtmlEscaped(), title.toHtmlEscaped(),
                             escaped(cited));
        } else {
            html += escaped(cited);
        }
        if (link.status != LinkStatus::Ok) {
            result.notes.append(note(link));
            html += QStringLiteral("<sup>[%1]</sup>").arg(firstNote + result.notes.size() - 1);
        }
        done = link.start + link.length;
    }
    html += escaped(text.mid(done));
    result.html = QStringLiteral("<p>") + html + QStringLiteral("</p>");
    return result;
}

QString LinkedTextHtml::noteList(const QStringList& notes, int firstNote)
{
    QString html;
    for (qsizetype i = 0; i < notes.size(); ++i)
        html += QStringLiteral("<p><small>[%1] %2</small></p>").arg(firstNote + i).arg(notes.at(i));
    return html;
}

} // namespace ddm::gui
