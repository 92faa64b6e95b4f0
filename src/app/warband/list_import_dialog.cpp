// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/list_import_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace ddm::gui {
namespace {

enum ListColumn { Written, Copies, Card, Found, ColumnCount };

QString foundText(const ListLine& line)
{
    switch (line.match) {
    case NameMatch::Exact:
        return line.doubtful ? ListImportDialog::tr("as written; in several sets")
                             : ListImportDialog::tr("as written");
    case NameMatch::Normalised:
        return ListImportDialog::tr("spelt differently");
    case NameMatch::Near:
        return ListImportDialog::tr("a near name: check it");
    case NameMatch::Cost:
        return ListImportDialog::tr("the version of the stated cost");
    case NameMatch::Unresolved:
        break;
    }
    return ListImportDialog::tr("not found");
}

QString cardText(const QString& name, const QString& set)
{
    return set.isEmpty() ? name : ListImportDialog::tr("%1 (%2)").arg(name, set);
}

// A combo item's data: the card as "name\nset"; empty: left out.
QString choiceKey(const QString& name, const QString& set)
{
    return name + QLatin1Char('\n') + set;
}

} // namespace

ListImportDialog::ListImportDialog(const ListImport& imported, ListRereading reread, QWidget* parent)
    : QDialog(parent)
    , m_readLines(imported.lines)
    , m_reread(std::move(reread))
    , m_imported(imported)
    , m_model(new QStandardItemModel(0, ColumnCount, this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_notes(new QLabel(this))
{
    setObjectName(QStringLiteral("listImportDialog"));
    setWindowTitle(tr("Import a Warband List"));
    m_model->setHorizontalHeaderLabels({tr("As written"), tr("Copies"), tr("Card"), tr("Found")});
    m_view->setObjectName(QStringLiteral("listLines"));
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary->setObjectName(QStringLiteral("listSummary"));
    m_notes->setObjectName(QStringLiteral("listNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Open as Warband"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_notes);
    layout->addWidget(buttons);
    fillLines();
    showNotes();
    updateSummary();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(Written, QHeaderView::Stretch);
    resize(760, 480);
}

void ListImportDialog::fillLines()
{
    for (const ListLine& line : m_readLines) {
        const int row = m_model->rowCount();
        m_model->appendRow(
            {new QStandardItem(line.text.trimmed()), new QStandardItem(QString::number(line.count)),
             new QStandardItem(line.name.isEmpty() ? tr("(left out)") : cardText(line.name, line.set)),
             new QStandardItem(foundText(line))});
        const bool doubtful = line.name.isEmpty() || line.doubtful || line.match == NameMatch::Near;
        if (!doubtful || (line.name.isEmpty() && line.alternatives.isEmpty())) {
            m_choices.append(nullptr);
            continue;
        }
        auto* choice = new QComboBox(m_view);
        choice->setObjectName(QStringLiteral("cardChoice%1").arg(row));
        if (!line.name.isEmpty())
            choice->addItem(cardText(line.name, line.set), choiceKey(line.name, line.set));
        for (const CardChoice& other : line.alternatives)
            choice->addItem(other.text(), choiceKey(other.name, other.set));
        choice->addItem(tr("(leave out)"), QString());
        connect(choice, &QComboBox::currentIndexChanged, this, &ListImportDialog::choiceChanged);
        m_view->setIndexWidget(m_model->index(row, Card), choice);
        m_choices.append(choice);
    }
}

void ListImportDialog::showNotes()
{
    QStringList notes;
    if (!m_imported.differences.isEmpty())
        notes.append(tr("Where the list and the warband differ:\n%1")
                         .arg(m_imported.differences.join(QLatin1Char('\n'))));
    if (!m_imported.ignored.isEmpty())
        notes.append(tr("Not read as creatures:\n%1").arg(m_imported.ignored.join(QLatin1Char('\n'))));
    m_notes->setText(notes.join(QStringLiteral("\n\n")));
    m_notes->setVisible(!notes.isEmpty());
}

Warband ListImportDialog::warband() const
{
    return m_imported.warband;
}

void ListImportDialog::choiceChanged()
{
    QList<ListLine> lines = m_readLines;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (const QComboBox* choice = m_choices.at(i)) {
            const QStringList card = choice->currentData().toString().split(QLatin1Char('\n'));
            lines[i].name = card.value(0);
            lines[i].set = card.value(1);
        }
    }
    m_imported = m_reread(lines);
    showNotes();
    updateSummary();
}

QComboBox* ListImportDialog::choiceAt(int row) const
{
    return m_choices.value(row);
}

void ListImportDialog::updateSummary()
{
    const int open = int(m_imported.unresolved.size());
    const int found = int(m_imported.warband.creatures.size());
    QString summary = tr("%n creature(s) found.", nullptr, found);
    if (open > 0)
        summary += QLatin1Char(' ') +
                   tr("%n item(s) left out: choose a card for each, or leave it out.", nullptr, open);
    m_summary->setText(summary);
}

} // namespace ddm::gui
