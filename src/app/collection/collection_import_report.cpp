// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collection_import_report.h"

#include "collection/csv_problem_text.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ddm::gui {

CollectionImportReport::CollectionImportReport(const QString& fileName,
                                               const CollectionImportOutcome& outcome, QWidget* parent)
    : QDialog(parent)
    , m_summary(new QLabel(this))
    , m_problems(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("collectionImportReport"));
    setWindowTitle(tr("Import of %1").arg(fileName));
    auto* layout = new QVBoxLayout(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setText(summary(outcome));
    layout->addWidget(m_summary);

    m_problems->setObjectName(QStringLiteral("problemList"));
    m_problems->setRootIsDecorated(false);
    m_problems->setHeaderLabels({tr("Line"), tr("Problem")});
    m_problems->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_problems->setWordWrap(true);
    for (const CollectionCsvProblem& problem : outcome.plan.problems) {
        auto* item =
            new QTreeWidgetItem(m_problems, {QString::number(problem.line), CsvProblemText::of(problem)});
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignTop);
        item->setToolTip(1, item->text(1));
    }
    m_problems->setVisible(!outcome.plan.problems.isEmpty());
    layout->addWidget(m_problems);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->setObjectName(QStringLiteral("buttonBox"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, outcome.plan.problems.isEmpty() ? 160 : 420);
}

QString CollectionImportReport::summary(const CollectionImportOutcome& outcome)
{
    if (!outcome.fileError.isEmpty())
        return tr("The file could not be read: %1").arg(outcome.fileError);
    const CollectionImportPlan& plan = outcome.plan;
    if (!plan.complete)
        return tr("Nothing was imported: the file could not be read to its end. Fix the lines below and "
                  "import it again.");
    if (outcome.refused)
        return tr("Nothing was imported: the collection could not be saved (%1).")
            .arg(outcome.refused->message);
    QStringList sentences{tr("Imported %n card(s).", nullptr, int(plan.counts.size())),
                          tr("Your collection now has %n copies.", nullptr, outcome.ownedCopies)};
    if (plan.errorCount() > 0)
        sentences.append(
            tr("%n row(s) were left out; the list below gives the reasons.", nullptr, plan.errorCount()));
    return sentences.join(u' ');
}

} // namespace ddm::gui
