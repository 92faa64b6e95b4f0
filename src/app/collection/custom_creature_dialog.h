// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <QDialog>

#include <memory>

namespace Ui {
class CustomCreatureDialog;
}

namespace ddm::gui {

class AppSession;
class FieldErrorDisplay;

// The editor of one custom creature card: every field of the schema, the powers as a list. Save
// stores it through CustomCardRepository and tells the session (cardsChanged); when the repository
// refuses, the reason shows beside the field at fault and the dialog stays open.
// Fields by objectName: nameEdit, setEdit, keywordsEdit (comma-separated), factionChecks
// (borderlandsCheck ...), alignmentCombo, sizeCombo, rarityCombo (both start with "Unknown"),
// collectorEdit, costSpin, levelSpin, hpSpin, acSpin, fortSpin, refSpin, willSpin, speedSpin,
// movementCombo, championCheck + championSpin, powerEditor (see PowerListEditor), buttonBox.
class CustomCreatureDialog : public QDialog {
    Q_OBJECT

public:
    // `cardId` 0 starts a new card; a custom card's id (negative) edits it.
    CustomCreatureDialog(AppSession& session, qint64 cardId, QWidget* parent = nullptr);
    ~CustomCreatureDialog() override;

    qint64 cardId() const { return m_cardId; } // the stored card's id once saved
    QString errorText() const;                 // the refusal on display, empty when none

signals:
    void saved(qint64 cardId);

public slots:
    // Saves; closes only when the card was stored.
    void accept() override;

private:
    void setUpFields();
    void registerErrorFields();
    void load(const Creature& creature);
    Creature creature() const;

    std::unique_ptr<Ui::CustomCreatureDialog> m_ui;
    std::unique_ptr<FieldErrorDisplay> m_errors;
    AppSession& m_session;
    qint64 m_cardId;
};

} // namespace ddm::gui
