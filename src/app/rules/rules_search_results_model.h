// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_search.h"

#include <QAbstractListModel>
#include <QList>

namespace ddm::gui {

// The rules browser's search hits, best first: each row is the hit's title ("611.3.a Cover") and
// document over its snippet, the words found in bold (HtmlRole, also the tooltip).
class RulesSearchResultsModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        ItemIdRole = Qt::UserRole + 1, // QString "rule:611.3"
        SnippetRole,                   // QString, plain
        DocumentRole,                  // QString, the document's title
        HtmlRole,                      // QString: the title in bold and the document over the snippet,
                                       // the words found in bold (RichTextDelegate draws it)
    };

    explicit RulesSearchResultsModel(QObject* parent = nullptr);

    void setHits(QList<RulesSearchHit> hits);
    const QList<RulesSearchHit>& hits() const { return m_hits; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    QList<RulesSearchHit> m_hits;
};

} // namespace ddm::gui
