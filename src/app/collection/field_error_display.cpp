// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/field_error_display.h"

#include <QFormLayout>
#include <QLabel>
#include <QWidget>

namespace ddm::gui {
namespace {

// The form layout among `layout` and its children that holds `widget` as a row's field.
QFormLayout* formHolding(QLayout* layout, QWidget* widget)
{
    if (!layout)
        return nullptr;
    if (auto* form = qobject_cast<QFormLayout*>(layout)) {
        int row = -1;
        QFormLayout::ItemRole role;
        form->getWidgetPosition(widget, &row, &role);
        if (row >= 0)
            return form;
    }
    for (int i = 0; i < layout->count(); ++i) {
        if (QFormLayout* form = formHolding(layout->itemAt(i)->layout(), widget))
            return form;
    }
    return nullptr;
}

QFormLayout* formHolding(QWidget* widget)
{
    for (QWidget* parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        if (QFormLayout* form = formHolding(parent->layout(), widget))
            return form;
    }
    return nullptr;
}

} // namespace

FieldErrorDisplay::FieldErrorDisplay(QLabel* general)
    : m_general(general)
{
    m_general->hide();
}

FieldErrorDisplay::~FieldErrorDisplay() = default;

void FieldErrorDisplay::addField(const QString& field, QWidget* row)
{
    m_rows.insert(field, row);
}

void FieldErrorDisplay::show(const EditError& error)
{
    clear();
    const QString text = message(error);
    QWidget* row = m_rows.value(error.field);
    QFormLayout* form = row ? formHolding(row) : nullptr;
    if (!form) {
        m_general->setText(text);
        m_general->show();
        return;
    }
    int index = -1;
    QFormLayout::ItemRole role;
    form->getWidgetPosition(row, &index, &role);
    auto* label = new QLabel(text, row->parentWidget());
    label->setObjectName(QStringLiteral("fieldErrorLabel"));
    label->setWordWrap(true);
    label->setAccessibleDescription(text);
    form->insertRow(index + 1, QString(), label);
    m_fieldLabel = label;
    m_form = form;
    row->setFocus(Qt::OtherFocusReason);
}

void FieldErrorDisplay::clear()
{
    m_general->clear();
    m_general->hide();
    if (m_fieldLabel && m_form)
        m_form->removeRow(m_fieldLabel); // deletes the label
    m_fieldLabel = nullptr;
    m_form = nullptr;
}

QString FieldErrorDisplay::text() const
{
    return m_fieldLabel ? m_fieldLabel->text() : m_general->text();
}

QString FieldErrorDisplay::message(const EditError& error)
{
    switch (error.code) {
    case EditErrorCode::MissingField:
        return tr("This must not be empty.");
    case EditErrorCode::OutOfRange:
        return tr("This value is outside what a card can have.");
    case EditErrorCode::NoFaction:
        return tr("Choose at least one faction.");
    case EditErrorCode::Clash:
        return tr("Another card already has this name in this set.");
    case EditErrorCode::NotFound:
        return tr("The card no longer exists.");
    case EditErrorCode::NotCustom:
        return tr("Catalog cards cannot be edited, only corrected.");
    case EditErrorCode::Database:
        break;
    }
    return tr("The change could not be saved: %1").arg(error.message);
}

} // namespace ddm::gui
