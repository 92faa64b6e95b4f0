// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_bookmarks_menu.h"

#include "common/app_session.h"
#include "rules/rules_bookmarks.h"
#include "rules/rules_labels.h"

namespace ddm::gui {

RulesBookmarksMenu::RulesBookmarksMenu(AppSession& session, QAction* toggle, QWidget* parent)
    : QMenu(parent)
    , m_session(session)
    , m_toggle(toggle)
{
    setObjectName(QStringLiteral("bookmarksMenu"));
    connect(this, &QMenu::aboutToShow, this, &RulesBookmarksMenu::fill);
}

void RulesBookmarksMenu::fill()
{
    clear();
    addAction(m_toggle);
    addSeparator();
    const QList<RulesItemId> items = RulesBookmarks(m_session.settings()).items();
    if (items.isEmpty())
        addAction(tr("No bookmarks"))->setEnabled(false);
    for (const RulesItemId& item : items) {
        // Terms are named by their key; entries as the tree names them, when they still exist.
        QString label = item.key;
        if (item.kind != RulesItemId::Kind::Glossary) {
            if (const std::optional<RuleEntryView> entry = m_session.rules().entry(item))
                label = RulesLabels::entry(*entry);
        }
        QAction* action = addAction(QString(label).replace(QLatin1Char('&'), QStringLiteral("&&")));
        action->setData(item.toString());
        connect(action, &QAction::triggered, this, [this, item] { emit bookmarkChosen(item); });
    }
}

} // namespace ddm::gui
