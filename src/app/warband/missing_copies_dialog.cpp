// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/missing_copies_dialog.h"

#include "ui_missing_copies_dialog.h"

#include <QHeaderView>

namespace ddm::gui {
namespace {

QTableWidgetItem* numberItem(int value)
{
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

MissingCopiesDialog::MissingCopiesDialog(const MissingCopiesReport& report, const QString& warbandName,
                                         QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::MissingCopiesDialog>())
    , m_report(report)
{
    m_ui->setupUi(this);
    setWindowTitle(tr("Can I field %1?").arg(warbandName));
    m_ui->summaryLabel->setText(report.canField() ? tr("Your collection holds every copy this warband needs.")
                                                  : tr("%n copies are missing from your collection.", nullptr,
                                                       report.missingCopies()));
    connect(m_ui->onlyMissingCheck, &QCheckBox::toggled, this, &MissingCopiesDialog::fillTable);
    fillTable();
}

MissingCopiesDialog::~MissingCopiesDialog() = default;

void MissingCopiesDialog::fillTable()
{
    const QList<CopyNeed> cards =
        m_ui->onlyMissingCheck->isChecked() ? m_report.missingCards() : m_report.cards;
    QTableWidget* table = m_ui->missingCopiesTable;
    table->clear();
    table->setColumnCount(5);
    table->setHorizontalHeaderLabels({tr("Card"), tr("Set"), tr("Needed"), tr("Owned"), tr("Missing")});
    table->setRowCount(int(cards.size()));
    for (int row = 0; row < cards.size(); ++row) {
        const CopyNeed& card = cards.at(row);
        table->setItem(row, 0,
                       new QTableWidgetItem(card.known ? card.name : tr("%1 (unknown card)").arg(card.name)));
        table->setItem(row, 1, new QTableWidgetItem(card.set));
        table->setItem(row, 2, numberItem(card.needed));
        table->setItem(row, 3, numberItem(card.owned));
        table->setItem(row, 4, numberItem(card.missing()));
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

} // namespace ddm::gui
