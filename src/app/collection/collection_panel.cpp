// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_panel.h"

#include "collection/collection_file_transfer.h"
#include "collection/collection_import_dialog.h"
#include "collection/collection_import_report.h"
#include "collection/set_cards_dialog.h"
#include "collection/set_completion_model.h"
#include "common/app_session.h"
#include "common/view_layout.h"

#include "ui_collection_panel.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QTimer>

namespace ddm::gui {

CollectionPanel::CollectionPanel(AppSession& session, QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::CollectionPanel>())
    , m_session(session)
    , m_model(new SetCompletionModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_ui->setupUi(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SetCompletionModel::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_ui->setCompletionView->setModel(m_proxy);
    m_ui->setCompletionView->sortByColumn(SetCompletionModel::SetColumn, Qt::AscendingOrder);
    QHeaderView* header = m_ui->setCompletionView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(SetCompletionModel::SetColumn, QHeaderView::Stretch);

    connect(m_ui->setCompletionView, &QTableView::activated, this, [this](const QModelIndex& index) {
        openSet(index.siblingAtColumn(SetCompletionModel::SetColumn).data().toString());
    });
    connect(m_ui->importCsvButton, &QPushButton::clicked, this, &CollectionPanel::importCollectionCsv);
    connect(m_ui->exportCsvButton, &QPushButton::clicked, this, &CollectionPanel::exportCollectionCsv);
    connect(&session, &AppSession::collectionChanged, this, &CollectionPanel::refresh);
    connect(&session, &AppSession::cardsChanged, this, &CollectionPanel::refresh);
    connect(&session, &AppSession::catalogReplaced, this, &CollectionPanel::refresh);
    refresh();
    ViewLayout::keep(this, QStringLiteral("collection"), session.settings());
}

CollectionPanel::~CollectionPanel() = default;

void CollectionPanel::refresh()
{
    // Out of sight (a tab behind the stat card, as at start), the panel reads the sets when shown.
    m_stale = !isVisible() || !m_inView;
    if (m_stale)
        return;
    m_model->setSets(m_session.cards().sets());
    const SetSummary totals = m_model->totals();
    const QString copies = tr("%n copies", nullptr, totals.ownedCopies);
    m_ui->totalsLabel->setText(
        tr("%1 of %n creature(s) owned, %2.", nullptr, totals.cardCount).arg(totals.ownedCards).arg(copies));
}

void CollectionPanel::setInView(bool inView)
{
    m_inView = inView;
    catchUp();
}

void CollectionPanel::catchUp()
{
    if (m_stale)
        refresh();
}

void CollectionPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // A dock shows all its tabs first and then says which are covered: decide once it has.
    QTimer::singleShot(0, this, &CollectionPanel::catchUp);
}

void CollectionPanel::openSet(const QString& set)
{
    auto* dialog = new SetCardsDialog(m_session, set, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void CollectionPanel::importCollectionCsv()
{
    auto* dialog = new CollectionImportDialog(lastDirectory(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { importFile(dialog->filePath(), dialog->mode()); });
    dialog->open();
}

void CollectionPanel::importFile(const QString& path, CollectionImportMode mode)
{
    rememberDirectory(path);
    const CollectionImportOutcome outcome = importCollectionFile(m_session, path, mode);
    auto* report = new CollectionImportReport(QFileInfo(path).fileName(), outcome, this);
    report->setAttribute(Qt::WA_DeleteOnClose);
    report->open();
}

void CollectionPanel::exportCollectionCsv()
{
    auto* dialog =
        new QFileDialog(this, tr("Export Collection"), QDir(lastDirectory()).filePath(tr("collection.csv")),
                        tr("CSV files (*.csv)"));
    dialog->setObjectName(QStringLiteral("exportCsvDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, &CollectionPanel::exportTo);
    dialog->open();
}

void CollectionPanel::exportTo(const QString& path)
{
    rememberDirectory(path);
    if (const std::optional<QString> error = exportCollectionFile(m_session, path)) {
        auto* box = new QMessageBox(
            QMessageBox::Warning, tr("Export Collection"),
            tr("The collection could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), *error),
            QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("exportErrorBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

QString CollectionPanel::lastDirectory() const
{
    const QString directory = m_session.settings().string(SettingKey::LastCollectionDirectory);
    return directory.isEmpty() ? QDir::homePath() : directory;
}

void CollectionPanel::rememberDirectory(const QString& path)
{
    m_session.settings().setValue(SettingKey::LastCollectionDirectory, QFileInfo(path).absolutePath());
}

} // namespace ddm::gui
