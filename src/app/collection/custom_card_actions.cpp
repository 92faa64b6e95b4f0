// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/custom_card_actions.h"

#include "collection/correction_dialog.h"
#include "collection/custom_cards_manager.h"
#include "collection/custom_creature_dialog.h"
#include "collection/item_dialog.h"

namespace ddm::gui {

CustomCardActions::CustomCardActions(AppSession& session, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_dialogParent(dialogParent)
{
}

CustomCardActions::~CustomCardActions() = default;

QDialog* CustomCardActions::openCreatureEditor(qint64 cardId, QWidget* parent)
{
    if (cardId > 0) // a catalog card: corrected, not edited
        return openCorrectionEditor(cardId, parent);
    return show(new CustomCreatureDialog(m_session, cardId, parent));
}

QDialog* CustomCardActions::openCorrectionEditor(qint64 cardId, QWidget* parent)
{
    if (cardId < 0) // a custom card: edited directly
        return openCreatureEditor(cardId, parent);
    return show(new CorrectionDialog(m_session, cardId, parent));
}

QDialog* CustomCardActions::openItemEditor(qint64 itemId, QWidget* parent)
{
    return show(new ItemDialog(m_session, itemId, parent));
}

void CustomCardActions::editCustomCreature(qint64 cardId)
{
    openCreatureEditor(cardId, m_dialogParent);
}

void CustomCardActions::editCorrection(qint64 catalogCardId)
{
    openCorrectionEditor(catalogCardId, m_dialogParent);
}

void CustomCardActions::editItem(qint64 itemId)
{
    openItemEditor(itemId, m_dialogParent);
}

void CustomCardActions::manageCustomCards()
{
    if (!m_manager) {
        m_manager = new CustomCardsManager(m_session, *this, m_dialogParent);
        m_manager->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_manager->show();
    m_manager->raise();
    m_manager->activateWindow();
}

QDialog* CustomCardActions::show(QDialog* dialog)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

} // namespace ddm::gui
