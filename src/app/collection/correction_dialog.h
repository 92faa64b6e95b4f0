// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "storage/creature_correction.h"

#include <QDialog>
#include <QList>

#include <functional>
#include <memory>

class QCheckBox;
class QGridLayout;
class QLabel;

namespace ddm::gui {

class AppSession;
class FieldErrorDisplay;

// Corrects a catalog card: an overlay the catalog import never touches, not an edit of the catalog.
// One row per field a correction can replace: a check box "<field>Check" that turns the correction
// of the field on, its editor and, beside it, the catalog's own value ("<field>CatalogLabel").
// Fields: cost, level, hp, ac, fort, ref, will, speed (spin boxes "<field>Spin"), champion
// ("championSpin"), movement, alignment, size, rarity ("<field>Combo") and collector number
// ("collectorEdit"). A correction of the factions (made elsewhere, e.g. by an imported file) is kept
// as it is. "clearCorrectionButton" unchecks every row and drops that too: Save then removes the
// correction, and the card shows as printed.
class CorrectionDialog : public QDialog {
    Q_OBJECT

public:
    CorrectionDialog(AppSession& session, qint64 catalogCardId, QWidget* parent = nullptr);
    ~CorrectionDialog() override;

    bool hasCard() const { return m_card.id != 0; } // false when the id names no catalog card
    QString errorText() const;

signals:
    void saved();

public slots:
    void accept() override; // saves; closes only when the correction was stored
    void clearCorrection();

private:
    struct Row {
        QCheckBox* check;
        QWidget* editor;
        std::function<void(CreatureCorrection&, bool corrected)> write;
    };

    void buildRows(QGridLayout* grid);
    void addRow(QGridLayout* grid, const QString& key, const QString& label, QWidget* editor,
                const QString& catalogText, bool corrected,
                std::function<void(CreatureCorrection&, bool)> write);
    CreatureCorrection correction() const;

    AppSession& m_session;
    Creature m_card;
    CreatureCorrection m_catalog; // the catalog's values
    CreatureCorrection m_current; // the correction when the dialog opened
    CreatureCorrection m_kept;    // the part of it no row shows
    QList<Row> m_rows;
    QLabel* m_errorLabel;
    std::unique_ptr<FieldErrorDisplay> m_errors;
};

} // namespace ddm::gui
