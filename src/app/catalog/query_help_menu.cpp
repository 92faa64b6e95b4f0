// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/query_help_menu.h"

#include "query/query_examples.h"

#include <QCoreApplication>
#include <QEvent>

namespace ddm::gui {

QueryHelpMenu::QueryHelpMenu(QWidget* parent)
    : QMenu(parent)
{
    setObjectName(QStringLiteral("filterHelpMenu"));
    setToolTipsVisible(true);
    fill();
}

QString QueryHelpMenu::syntaxSummary()
{
    return tr("<p>Words and \"phrases\" search names. Fields: set: kw: f: a: o: move: size: is: type:, "
              "and the numbers cost level hp ac fort ref will speed cr owned with = != &lt; &lt;= &gt; &gt;= "
              "or a range (cost:10..20).</p><p>Terms next to each other must all match; <b>or</b> offers "
              "a choice, <b>-</b> leaves out, parentheses group. Ctrl+F comes back here.</p>");
}

void QueryHelpMenu::fill()
{
    clear();
    addSection(tr("Example filters"));
    for (const QueryExample& example : queryExamples()) {
        // The core's examples are plain English; their translations live under this context.
        const QString description =
            QCoreApplication::translate("ddm::QueryExamples", example.description.toUtf8().constData());
        QAction* action = addAction(tr("%1 — %2").arg(example.query, description));
        action->setToolTip(description);
        connect(action, &QAction::triggered, this,
                [this, query = example.query] { emit exampleChosen(query); });
    }
}

void QueryHelpMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QMenu::changeEvent(event);
}

} // namespace ddm::gui
