// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "legality/legality_report.h"

#include <QAbstractTableModel>

namespace ddm {

// A legality report's findings: the violations, then the warnings. Column 0 is the rule number
// ("101.2"; empty for an unknown card), column 1 the translated sentence.
class ViolationModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Rule, Message };
    static constexpr int kColumnCount = 2;

    enum Role {
        RuleRole = Qt::UserRole + 1, // the rule number, in every column
        SeverityRole,                // Severity as int
        CodeRole,                    // violationCodeKey(): "max-cost"
    };

    explicit ViolationModel(QObject* parent = nullptr);

    // Resets the rows only when the findings changed, so a view keeps its selection across edits
    // that do not touch legality.
    void setReport(const LegalityReport& report);
    const Violation& violationAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    QList<Violation> m_rows;
};

} // namespace ddm
