// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/card_view.h"

#include "models/stat_card_html.h"

#include <QEvent>

namespace ddm::gui {

CardView::CardView(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("cardView"));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, &CardView::linkActivated);
    showNothing();
}

void CardView::showCreature(const Creature& creature)
{
    m_creature = creature;
    render();
}

void CardView::showNothing()
{
    m_creature.reset();
    render();
}

void CardView::render()
{
    setPlaceholderText(tr("Select a creature to see its card."));
    if (m_creature)
        setHtml(StatCardHtml::render(*m_creature));
    else
        clear();
}

void CardView::changeEvent(QEvent* event)
{
    // Laid-out text keeps the colours it was laid out with (links take the palette's link colour):
    // a theme switch or a new language renders the card again.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        render();
    QTextBrowser::changeEvent(event);
}

} // namespace ddm::gui
