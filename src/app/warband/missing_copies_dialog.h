// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "builder/missing_copies.h"

#include <QDialog>

#include <memory>

namespace Ui {
class MissingCopiesDialog;
}

namespace ddm::gui {

// "Can I field this?": the cards of a warband with the copies it needs, the copies the collection
// holds and the copies missing.
class MissingCopiesDialog : public QDialog {
    Q_OBJECT

public:
    MissingCopiesDialog(const MissingCopiesReport& report, const QString& warbandName,
                        QWidget* parent = nullptr);
    ~MissingCopiesDialog() override;

private:
    void fillTable();

    std::unique_ptr<Ui::MissingCopiesDialog> m_ui;
    MissingCopiesReport m_report;
};

} // namespace ddm::gui
