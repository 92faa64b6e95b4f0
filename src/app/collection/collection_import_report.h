// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/collection_file_transfer.h"

#include <QDialog>

class QLabel;
class QTreeWidget;

namespace ddm::gui {

// After an import: what was stored ("summaryLabel") and every problem row by line ("problemList":
// column 0 the line, column 1 the reason). Its objectName is "collectionImportReport".
class CollectionImportReport : public QDialog {
    Q_OBJECT

public:
    CollectionImportReport(const QString& fileName, const CollectionImportOutcome& outcome,
                           QWidget* parent = nullptr);

private:
    static QString summary(const CollectionImportOutcome& outcome);

    QLabel* m_summary;
    QTreeWidget* m_problems;
};

} // namespace ddm::gui
