// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "listimport/list_import.h"
#include "warband/warband.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace ddm::gui {

// The review of a posted list before it becomes a warband: each creature item as written, its
// copies, the card it became and how it was found. Where the reader had doubts (a near name,
// several versions, nothing found) the card is a choice among the candidates, or left out. Below:
// where the post's own totals differ from the warband, and the text that was not a creature. Each
// choice reads the list again: the faction, the totals and their differences follow it.
class ListImportDialog : public QDialog {
    Q_OBJECT

public:
    ListImportDialog(const ListImport& imported, ListRereading reread, QWidget* parent = nullptr);

    // The warband with the cards as chosen.
    Warband warband() const;
    // The choice for line `row` (only doubtful lines have one); nullptr otherwise.
    QComboBox* choiceAt(int row) const;

private:
    void fillLines();
    void showNotes();
    void choiceChanged();
    void updateSummary();

    const QList<ListLine> m_readLines; // as the reader found them
    ListRereading m_reread;
    ListImport m_imported; // as chosen
    QStandardItemModel* m_model;
    QTableView* m_view;
    QList<QComboBox*> m_choices; // by line; nullptr where the line is certain
    QLabel* m_summary;
    QLabel* m_notes;
};

} // namespace ddm::gui
