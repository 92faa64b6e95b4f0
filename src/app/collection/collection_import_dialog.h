// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/collection_import.h"

#include <QDialog>

#include <memory>

namespace Ui {
class CollectionImportDialog;
}

namespace ddm::gui {

// Asks which collection file to import ("fileEdit", "browseButton") and how its counts meet the
// ones owned already ("updateRadio" — the default, harmless to repeat —, "addRadio",
// "replaceRadio"). The caller imports on accepted().
class CollectionImportDialog : public QDialog {
    Q_OBJECT

public:
    // `directory` is where Browse… starts.
    explicit CollectionImportDialog(const QString& directory, QWidget* parent = nullptr);
    ~CollectionImportDialog() override;

    QString filePath() const;
    CollectionImportMode mode() const;

private:
    void browse();
    void updateImportButton();

    std::unique_ptr<Ui::CollectionImportDialog> m_ui;
    QString m_directory;
};

} // namespace ddm::gui
