// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/violation_model.h"

#include "builder/violation_text.h"

namespace ddm {

ViolationModel::ViolationModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ViolationModel::setReport(const LegalityReport& report)
{
    const QList<Violation> rows = report.violations + report.warnings;
    if (rows == m_rows)
        return;
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

const Violation& ViolationModel::violationAt(int row) const
{
    return m_rows.at(row);
}

int ViolationModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ViolationModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QVariant ViolationModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Violation& violation = m_rows.at(index.row());
    const bool warning = violation.severity == Severity::Warning;
    switch (role) {
    case Qt::DisplayRole:
        if (Column(index.column()) == Column::Rule)
            return violation.rule;
        return warning ? tr("Warning: %1").arg(ViolationText::text(violation))
                       : ViolationText::text(violation);
    case Qt::ToolTipRole: {
        // The cards a violation names, one a line, below its rule: a warning that only counts them
        // (creatures of unknown size) lists them here.
        QStringList lines;
        if (!violation.rule.isEmpty())
            lines.append(tr("Rule %1").arg(violation.rule));
        lines += violation.cards;
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    case RuleRole:
        return violation.rule;
    case SeverityRole:
        return int(violation.severity);
    case CodeRole:
        return violationCodeKey(violation.code);
    default:
        return {};
    }
}

QVariant ViolationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= kColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    return Column(section) == Column::Rule ? tr("Rule") : tr("Problem");
}

Qt::ItemFlags ViolationModel::flags(const QModelIndex& index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren
                           : Qt::NoItemFlags;
}

} // namespace ddm
