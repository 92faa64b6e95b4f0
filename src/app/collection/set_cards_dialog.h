// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

namespace Ui {
class SetCardsDialog;
}

namespace ddm {
class SetCardsModel;
}

namespace ddm::gui {

class AppSession;

// One set's cards, opened by double-clicking the set in the collection panel ("setCardsDialog"): a
// summary ("setSummaryLabel": owned and missing counts) over the cards in collector-number order
// ("setCardsView") with their owned counts. It follows the collection while open.
class SetCardsDialog : public QDialog {
    Q_OBJECT

public:
    SetCardsDialog(AppSession& session, const QString& set, QWidget* parent = nullptr);
    ~SetCardsDialog() override;

    SetCardsModel* model() const { return m_model; }

private:
    void refresh();

    std::unique_ptr<Ui::SetCardsDialog> m_ui;
    AppSession& m_session;
    QString m_set;
    SetCardsModel* m_model;
};

} // namespace ddm::gui
