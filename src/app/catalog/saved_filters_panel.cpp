// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/saved_filters_panel.h"

#include "models/saved_filter_model.h"

#include "ui_saved_filters_panel.h"

#include <QEvent>
#include <QMessageBox>

namespace ddm::gui {

SavedFiltersPanel::SavedFiltersPanel(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::SavedFiltersPanel>())
{
    m_ui->setupUi(this);
    connect(m_ui->saveFilterButton, &QToolButton::clicked, this, &SavedFiltersPanel::saveRequested);
    connect(m_ui->moveFilterUpButton, &QToolButton::clicked, this, &SavedFiltersPanel::moveCurrentUp);
    connect(m_ui->moveFilterDownButton, &QToolButton::clicked, this, &SavedFiltersPanel::moveCurrentDown);
    connect(m_ui->deleteFilterButton, &QToolButton::clicked, this, &SavedFiltersPanel::deleteCurrent);
    // A click applies; so does Enter on the keyboard.
    const auto apply = [this](const QModelIndex& index) {
        emit applyRequested(index.data(SavedFilterModel::QueryRole).toString());
    };
    connect(m_ui->savedFiltersView, &QListView::clicked, this, apply);
    connect(m_ui->savedFiltersView, &QListView::activated, this, apply);
    updateButtons();
}

SavedFiltersPanel::~SavedFiltersPanel() = default;

void SavedFiltersPanel::setModel(SavedFilterModel* model)
{
    m_model = model;
    m_ui->savedFiltersView->setModel(model);
    connect(m_ui->savedFiltersView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SavedFiltersPanel::updateButtons);
    connect(model, &QAbstractItemModel::rowsInserted, this, &SavedFiltersPanel::updateButtons);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &SavedFiltersPanel::updateButtons);
    connect(model, &QAbstractItemModel::rowsMoved, this, &SavedFiltersPanel::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this, &SavedFiltersPanel::updateButtons);
    updateButtons();
}

void SavedFiltersPanel::setSaveEnabled(bool enabled)
{
    m_saveEnabled = enabled;
    updateButtons();
}

int SavedFiltersPanel::currentRow() const
{
    return m_ui->savedFiltersView->currentIndex().row();
}

void SavedFiltersPanel::setCurrentRow(int row)
{
    if (m_model)
        m_ui->savedFiltersView->setCurrentIndex(m_model->index(row));
}

void SavedFiltersPanel::moveCurrentUp()
{
    moveCurrent(-1);
}

void SavedFiltersPanel::moveCurrentDown()
{
    moveCurrent(1);
}

void SavedFiltersPanel::moveCurrent(int offset)
{
    const int row = currentRow();
    if (!m_model || row < 0 || row + offset < 0 || row + offset >= m_model->rowCount())
        return;
    const EditResult result = m_model->move(row, row + offset);
    if (!result.ok())
        return showProblem(result.error->message);
    setCurrentRow(row + offset);
}

void SavedFiltersPanel::deleteCurrent()
{
    const int row = currentRow();
    if (!m_model || row < 0)
        return;
    const QString name = m_model->index(row).data().toString();
    const QMessageBox::StandardButton answer =
        QMessageBox::question(this, tr("Delete saved filter"), tr("Delete the saved filter “%1”?").arg(name),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    const EditResult result = m_model->remove(row);
    if (!result.ok())
        showProblem(result.error->message);
}

void SavedFiltersPanel::updateButtons()
{
    const int row = currentRow();
    const int rows = m_model ? m_model->rowCount() : 0;
    m_ui->saveFilterButton->setEnabled(m_model && m_saveEnabled);
    m_ui->moveFilterUpButton->setEnabled(row > 0);
    m_ui->moveFilterDownButton->setEnabled(row >= 0 && row + 1 < rows);
    m_ui->deleteFilterButton->setEnabled(row >= 0);
}

void SavedFiltersPanel::showProblem(const QString& message)
{
    QMessageBox::warning(this, tr("Saved filters"),
                         tr("The saved filters could not be changed: %1").arg(message));
}

void SavedFiltersPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        m_ui->retranslateUi(this);
    QWidget::changeEvent(event);
}

} // namespace ddm::gui
