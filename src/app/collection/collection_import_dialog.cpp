// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_import_dialog.h"

#include "ui_collection_import_dialog.h"

#include <QFileDialog>
#include <QPushButton>

namespace ddm::gui {

CollectionImportDialog::CollectionImportDialog(const QString& directory, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CollectionImportDialog>())
    , m_directory(directory)
{
    m_ui->setupUi(this);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ui->browseButton, &QPushButton::clicked, this, &CollectionImportDialog::browse);
    connect(m_ui->fileEdit, &QLineEdit::textChanged, this, &CollectionImportDialog::updateImportButton);
    updateImportButton();
}

CollectionImportDialog::~CollectionImportDialog() = default;

QString CollectionImportDialog::filePath() const
{
    return m_ui->fileEdit->text().trimmed();
}

CollectionImportMode CollectionImportDialog::mode() const
{
    if (m_ui->addRadio->isChecked())
        return CollectionImportMode::Add;
    if (m_ui->replaceRadio->isChecked())
        return CollectionImportMode::Replace;
    return CollectionImportMode::Update;
}

void CollectionImportDialog::browse()
{
    const QString start = filePath().isEmpty() ? m_directory : filePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Collection"), start,
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        m_ui->fileEdit->setText(path);
}

void CollectionImportDialog::updateImportButton()
{
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(!filePath().isEmpty());
}

} // namespace ddm::gui
