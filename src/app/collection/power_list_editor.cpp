// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/power_list_editor.h"

#include "catalog/card_labels.h"
#include "collection/power_list_model.h"
#include "storage/creature_stats.h"

#include "ui_power_list_editor.h"

#include <QHeaderView>
#include <QSignalBlocker>

namespace ddm::gui {

PowerListEditor::PowerListEditor(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::PowerListEditor>())
    , m_model(new PowerListModel(this))
{
    m_ui->setupUi(this);
    for (const PowerType type : kAllPowerTypes)
        m_ui->powerTypeCombo->addItem(powerTypeLabel(type), static_cast<int>(type));
    m_ui->powerUsesSpin->setRange(0, kMaxUseLimit);
    m_ui->powersView->setModel(m_model);
    QHeaderView* header = m_ui->powersView->horizontalHeader();
    header->setSectionResizeMode(PowerListModel::TypeColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(PowerListModel::TextColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(PowerListModel::UsesColumn, QHeaderView::ResizeToContents);

    connect(m_ui->addPowerButton, &QPushButton::clicked, this, &PowerListEditor::addPower);
    connect(m_ui->removePowerButton, &QPushButton::clicked, this, &PowerListEditor::removePower);
    connect(m_ui->movePowerUpButton, &QPushButton::clicked, this, &PowerListEditor::movePowerUp);
    connect(m_ui->movePowerDownButton, &QPushButton::clicked, this, &PowerListEditor::movePowerDown);
    connect(m_ui->powersView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PowerListEditor::showCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PowerListEditor::showCurrent);
    connect(m_ui->powerTypeCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        storeEdit(PowerListModel::TypeColumn, m_ui->powerTypeCombo->itemData(index));
    });
    connect(m_ui->powerTextEdit, &QPlainTextEdit::textChanged, this,
            [this] { storeEdit(PowerListModel::TextColumn, m_ui->powerTextEdit->toPlainText()); });
    connect(m_ui->powerUsesSpin, &QSpinBox::valueChanged, this,
            [this](int uses) { storeEdit(PowerListModel::UsesColumn, uses); });
    showCurrent();
}

PowerListEditor::~PowerListEditor() = default;

void PowerListEditor::setPowers(const QList<Power>& powers)
{
    m_model->setPowers(powers);
    if (!powers.isEmpty())
        selectRow(0);
}

QList<Power> PowerListEditor::powers() const
{
    QList<Power> powers;
    for (const Power& power : m_model->powers()) {
        if (!power.text.trimmed().isEmpty())
            powers.append({power.type, power.text.trimmed(), power.useLimit});
    }
    return powers;
}

void PowerListEditor::addPower()
{
    const int row = currentRow() < 0 ? m_model->rowCount() : currentRow() + 1;
    m_model->insertRows(row, 1);
    selectRow(row);
    m_ui->powerTextEdit->setFocus(Qt::OtherFocusReason);
}

void PowerListEditor::removePower()
{
    const int row = currentRow();
    if (row < 0)
        return;
    m_model->removeRows(row, 1);
    selectRow(qMin(row, m_model->rowCount() - 1));
}

void PowerListEditor::movePowerUp()
{
    moveCurrent(-1);
}

void PowerListEditor::movePowerDown()
{
    moveCurrent(1);
}

void PowerListEditor::moveCurrent(int offset)
{
    const int row = currentRow();
    const int target = row + offset;
    if (row < 0 || target < 0 || target >= m_model->rowCount())
        return;
    // moveRows() names the row the moved one goes before, counted before the move.
    m_model->moveRows({}, row, 1, {}, offset > 0 ? target + 1 : target);
    selectRow(target);
}

int PowerListEditor::currentRow() const
{
    const QModelIndex current = m_ui->powersView->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void PowerListEditor::selectRow(int row)
{
    m_ui->powersView->setCurrentIndex(row < 0 ? QModelIndex()
                                              : m_model->index(row, PowerListModel::TextColumn));
    showCurrent(); // also when the row stays current (a move takes the current index along)
}

void PowerListEditor::showCurrent()
{
    const int row = currentRow();
    const bool hasPower = row >= 0 && row < m_model->rowCount();
    m_ui->powerDetails->setEnabled(hasPower);
    m_ui->removePowerButton->setEnabled(hasPower);
    m_ui->movePowerUpButton->setEnabled(hasPower && row > 0);
    m_ui->movePowerDownButton->setEnabled(hasPower && row + 1 < m_model->rowCount());
    const Power power = hasPower ? m_model->powers().at(row) : Power{};
    const QSignalBlocker blockType(m_ui->powerTypeCombo);
    const QSignalBlocker blockText(m_ui->powerTextEdit);
    const QSignalBlocker blockUses(m_ui->powerUsesSpin);
    m_ui->powerTypeCombo->setCurrentIndex(m_ui->powerTypeCombo->findData(static_cast<int>(power.type)));
    m_ui->powerTextEdit->setPlainText(power.text);
    m_ui->powerUsesSpin->setValue(power.useLimit.value_or(0));
}

void PowerListEditor::storeEdit(int column, const QVariant& value)
{
    const int row = currentRow();
    if (row >= 0)
        m_model->setData(m_model->index(row, column), value);
}

} // namespace ddm::gui
