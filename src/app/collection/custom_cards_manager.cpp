// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/custom_cards_manager.h"

#include "collection/custom_card_actions.h"
#include "common/app_session.h"

#include "ui_custom_cards_manager.h"

#include <QMessageBox>
#include <QPushButton>

namespace ddm::gui {
namespace {

// Where each list row keeps what it stands for.
constexpr int kIdRole = Qt::UserRole;       // card or item id; a correction's catalog card id (0: none)
constexpr int kNameRole = Qt::UserRole + 1; // corrections: the card's name
constexpr int kSetRole = Qt::UserRole + 2;  // corrections: the card's set

QTreeWidgetItem* addRow(QTreeWidget* list, const QString& name, const QString& set, const QVariant& third,
                        qint64 id)
{
    auto* item = new QTreeWidgetItem(list);
    item->setText(0, name);
    item->setText(1, set);
    item->setData(2, Qt::DisplayRole, third);
    item->setData(0, kIdRole, id);
    return item;
}

void finishList(QTreeWidget* list)
{
    for (int column = 0; column < list->columnCount(); ++column)
        list->resizeColumnToContents(column);
    if (list->topLevelItemCount() > 0 && !list->currentItem())
        list->setCurrentItem(list->topLevelItem(0));
}

} // namespace

CustomCardsManager::CustomCardsManager(AppSession& session, CustomCardActions& actions, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CustomCardsManager>())
    , m_session(session)
    , m_actions(actions)
{
    m_ui->setupUi(this);
    connect(m_ui->newButton, &QPushButton::clicked, this, &CustomCardsManager::newCard);
    connect(m_ui->editButton, &QPushButton::clicked, this, &CustomCardsManager::editCurrent);
    connect(m_ui->deleteButton, &QPushButton::clicked, this, &CustomCardsManager::deleteCurrent);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ui->customCardsTabs, &QTabWidget::currentChanged, this, &CustomCardsManager::updateButtons);
    for (QTreeWidget* list : {m_ui->customCreatureList, m_ui->itemList, m_ui->correctionList}) {
        list->sortByColumn(0, Qt::AscendingOrder);
        connect(list, &QTreeWidget::itemActivated, this, &CustomCardsManager::editCurrent);
        connect(list, &QTreeWidget::currentItemChanged, this, &CustomCardsManager::updateButtons);
    }
    connect(&session, &AppSession::cardsChanged, this, &CustomCardsManager::refresh);
    connect(&session, &AppSession::catalogReplaced, this, &CustomCardsManager::refresh);
    refresh();
    resize(560, 420);
}

CustomCardsManager::~CustomCardsManager() = default;

void CustomCardsManager::refresh()
{
    fillCreatures();
    fillItems();
    fillCorrections();
    updateButtons();
}

void CustomCardsManager::fillCreatures()
{
    m_ui->customCreatureList->clear();
    for (const Creature& creature : m_session.customCards().customCreatures())
        addRow(m_ui->customCreatureList, creature.name, creature.set, creature.cost, creature.id);
    finishList(m_ui->customCreatureList);
}

void CustomCardsManager::fillItems()
{
    m_ui->itemList->clear();
    for (const Item& item : m_session.items().allItems())
        addRow(m_ui->itemList, item.name, item.set, item.cost, item.id);
    finishList(m_ui->itemList);
}

void CustomCardsManager::fillCorrections()
{
    m_ui->correctionList->clear();
    for (const CardCorrection& correction : m_session.corrections().allCorrections()) {
        qint64 cardId = 0;
        for (const Creature& card : m_session.cards().creaturesNamed(correction.name)) {
            if (card.origin == CardOrigin::Catalog &&
                card.set.compare(correction.set, Qt::CaseInsensitive) == 0)
                cardId = card.id;
        }
        // A card a later catalog dropped keeps its correction, in case it comes back; it can only be deleted.
        const QString status = cardId != 0 ? tr("Applied") : tr("Card not in the catalog");
        QTreeWidgetItem* item = addRow(m_ui->correctionList, correction.name, correction.set, status, cardId);
        item->setData(0, kNameRole, correction.name);
        item->setData(0, kSetRole, correction.set);
    }
    finishList(m_ui->correctionList);
}

QTreeWidget* CustomCardsManager::currentList() const
{
    switch (m_ui->customCardsTabs->currentIndex()) {
    case ItemsTab:
        return m_ui->itemList;
    case CorrectionsTab:
        return m_ui->correctionList;
    default:
        return m_ui->customCreatureList;
    }
}

QTreeWidgetItem* CustomCardsManager::currentItem() const
{
    return currentList()->currentItem();
}

void CustomCardsManager::updateButtons()
{
    const bool corrections = m_ui->customCardsTabs->currentIndex() == CorrectionsTab;
    const QTreeWidgetItem* item = currentItem();
    m_ui->newButton->setEnabled(!corrections);
    m_ui->newButton->setToolTip(
        corrections ? tr("To correct a catalog card, select it in the catalog and choose Edit > Correct This Card….") : QString());
    m_ui->editButton->setEnabled(item && item->data(0, kIdRole).toLongLong() != 0);
    m_ui->deleteButton->setEnabled(item != nullptr);
}

void CustomCardsManager::newCard()
{
    if (m_ui->customCardsTabs->currentIndex() == ItemsTab)
        m_actions.openItemEditor(0, this);
    else if (m_ui->customCardsTabs->currentIndex() == CreaturesTab)
        m_actions.openCreatureEditor(0, this);
}

void CustomCardsManager::editCurrent()
{
    const QTreeWidgetItem* item = currentItem();
    const qint64 id = item ? item->data(0, kIdRole).toLongLong() : 0;
    if (id == 0)
        return;
    switch (m_ui->customCardsTabs->currentIndex()) {
    case ItemsTab:
        m_actions.openItemEditor(id, this);
        break;
    case CorrectionsTab:
        m_actions.openCorrectionEditor(id, this);
        break;
    default:
        m_actions.openCreatureEditor(id, this);
        break;
    }
}

void CustomCardsManager::deleteCurrent()
{
    const QTreeWidgetItem* item = currentItem();
    if (!item)
        return;
    const Target target{static_cast<Tab>(m_ui->customCardsTabs->currentIndex()),
                        item->data(0, kIdRole).toLongLong(), item->text(0), item->text(1)};
    const QString question =
        target.tab == CorrectionsTab
            ? tr("Remove your correction of %1? The card will show as printed.").arg(target.name)
            : tr("Delete %1? This cannot be undone.").arg(target.name);
    auto* box = new QMessageBox(QMessageBox::Question, windowTitle(), question,
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("confirmDeleteBox"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, target](int result) {
        if (result == QMessageBox::Yes)
            deleteTarget(target);
    });
    box->open();
}

void CustomCardsManager::deleteTarget(const Target& target)
{
    EditResult result;
    switch (target.tab) {
    case CreaturesTab:
        result = m_session.customCards().removeCustomCreature(target.id);
        break;
    case ItemsTab:
        result = m_session.items().removeItem(target.id);
        break;
    case CorrectionsTab:
        result = m_session.corrections().clearCorrection(target.name, target.set);
        break;
    }
    if (!result.ok()) {
        auto* box = new QMessageBox(QMessageBox::Warning, windowTitle(),
                                    tr("%1 could not be deleted: %2").arg(target.name, result.error->message),
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    m_session.notifyCardsChanged();
    if (target.tab == CreaturesTab) // its owned copies went with it
        m_session.notifyCollectionChanged(target.name, target.set);
}

} // namespace ddm::gui
