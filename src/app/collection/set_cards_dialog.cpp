// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/set_cards_dialog.h"

#include "collection/set_cards_model.h"
#include "common/app_session.h"
#include "storage/card_repository.h"
#include "storage/collection_repository.h"

#include "ui_set_cards_dialog.h"

#include <QHeaderView>

namespace ddm::gui {

SetCardsDialog::SetCardsDialog(AppSession& session, const QString& set, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::SetCardsDialog>())
    , m_session(session)
    , m_set(set)
    , m_model(new SetCardsModel(this))
{
    m_ui->setupUi(this);
    setWindowTitle(tr("%1: Cards").arg(set));
    m_ui->setCardsView->setModel(m_model);
    QHeaderView* header = m_ui->setCardsView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(SetCardsModel::NameColumn, QHeaderView::Stretch);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&session, &AppSession::collectionChanged, this, &SetCardsDialog::refresh);
    connect(&session, &AppSession::cardsChanged, this, &SetCardsDialog::refresh);
    connect(&session, &AppSession::catalogReplaced, this, &SetCardsDialog::refresh);
    refresh();
}

SetCardsDialog::~SetCardsDialog() = default;

void SetCardsDialog::refresh()
{
    const CardRepository& cards = m_session.cards();
    QList<SetCardsModel::Card> rows;
    for (const Creature& creature :
         cards.creatures(cards.creatureIds(QStringLiteral("card.set_name = ?"), {m_set})))
        rows.append({creature, m_session.collection().ownedCount(creature.name, creature.set)});
    m_model->setCards(rows);
    const int total = m_model->rowCount();
    m_ui->setSummaryLabel->setText(tr("%1 of %n card(s) owned; %2 missing.", nullptr, total)
                                       .arg(m_model->ownedCards())
                                       .arg(m_model->missingCards()));
}

} // namespace ddm::gui
