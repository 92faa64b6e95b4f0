// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_search_results_model.h"

namespace ddm::gui {
namespace {

QString highlighted(const RulesSearchHit& hit)
{
    QString html;
    qsizetype done = 0;
    for (const auto& [start, length] : hit.highlights) {
        if (start < done || start + length > hit.snippet.size())
            continue;
        html += hit.snippet.mid(done, start - done).toHtmlEscaped();
        html += QStringLiteral("<b>") + hit.snippet.mid(start, length).toHtmlEscaped() + QStringLiteral("</b>");
        done = start + length;
    }
    return html + hit.snippet.mid(done).toHtmlEscaped();
}

} // namespace

RulesSearchResultsModel::RulesSearchResultsModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

void RulesSearchResultsModel::setHits(QList<RulesSearchHit> hits)
{
    beginResetModel();
    m_hits = std::move(hits);
    endResetModel();
}

int RulesSearchResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_hits.size());
}

QVariant RulesSearchResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_hits.size())
        return {};
    const RulesSearchHit& hit = m_hits.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("%1 · %2\n%3").arg(hit.title, hit.documentTitle, hit.snippet);
    case Qt::ToolTipRole:
    case HtmlRole:
        return QStringLiteral("<b>%1</b> · %2<br>%3")
            .arg(hit.title.toHtmlEscaped(), hit.documentTitle.toHtmlEscaped(), highlighted(hit));
    case ItemIdRole:
        return hit.item.toString();
    case SnippetRole:
        return hit.snippet;
    case DocumentRole:
        return hit.documentTitle;
    default:
        return {};
    }
}

} // namespace ddm::gui
