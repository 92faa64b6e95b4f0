// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/item.h"

#include <QDialog>

#include <memory>

namespace Ui {
class ItemDialog;
}

namespace ddm::gui {

class AppSession;
class FieldErrorDisplay;

// The editor of one item card (DDM Guild 2011): name, set, cost, level range, and the keywords,
// factions and alignments a creature needs to carry it (none: any), and its powers. Save stores it
// through ItemRepository and tells the session (cardsChanged); a refusal shows beside its field.
// Fields by objectName: nameEdit, setEdit, costSpin, minLevelSpin, maxLevelCheck + maxLevelSpin,
// keywordsEdit, factionChecks, unalignedCheck, goodCheck, evilCheck, powerEditor, buttonBox.
class ItemDialog : public QDialog {
    Q_OBJECT

public:
    // `itemId` 0 starts a new item.
    ItemDialog(AppSession& session, qint64 itemId, QWidget* parent = nullptr);
    ~ItemDialog() override;

    qint64 itemId() const { return m_itemId; }
    QString errorText() const;

signals:
    void saved(qint64 itemId);

public slots:
    void accept() override; // saves; closes only when the item was stored

private:
    void load(const Item& item);
    Item item() const;

    std::unique_ptr<Ui::ItemDialog> m_ui;
    std::unique_ptr<FieldErrorDisplay> m_errors;
    AppSession& m_session;
    qint64 m_itemId;
};

} // namespace ddm::gui
