// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/dice_entry_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ddm::gui {

DiceEntryDialog::DiceEntryDialog(const QString& what, QWidget* parent) : QDialog(parent), m_value(new QSpinBox(this))
{
    setObjectName(QStringLiteral("diceEntryDialog"));
    setWindowTitle(tr("Enter a d20"));
    auto* label = new QLabel(tr("%1.\nEnter the d20 you rolled:").arg(what), this);
    label->setWordWrap(true);
    m_value->setObjectName(QStringLiteral("d20Value"));
    m_value->setRange(1, 20);
    m_value->setValue(10);
    m_value->selectAll();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_value);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

int DiceEntryDialog::value() const
{
    return m_value->value();
}

} // namespace ddm::gui
