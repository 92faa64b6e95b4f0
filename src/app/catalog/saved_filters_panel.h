// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

namespace Ui {
class SavedFiltersPanel;
}

namespace ddm {
class SavedFilterModel;
}

namespace ddm::gui {

// The list of saved filters beside the catalog table: a click applies one; Save… names the current
// filter; Up and Down reorder; Delete removes (after asking). The edits go through the model, which
// stores them at once.
class SavedFiltersPanel : public QWidget {
    Q_OBJECT

public:
    explicit SavedFiltersPanel(QWidget* parent = nullptr);
    ~SavedFiltersPanel() override;

    void setModel(SavedFilterModel* model);
    // Save… is offered only while the filter box holds a good, non-blank filter.
    void setSaveEnabled(bool enabled);
    int currentRow() const;
    void setCurrentRow(int row);

public slots:
    void moveCurrentUp();
    void moveCurrentDown();
    void deleteCurrent(); // asks first

signals:
    void applyRequested(const QString& query);
    void saveRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void moveCurrent(int offset);
    void updateButtons();
    void showProblem(const QString& message);

    std::unique_ptr<Ui::SavedFiltersPanel> m_ui;
    SavedFilterModel* m_model = nullptr;
    bool m_saveEnabled = false;
};

} // namespace ddm::gui
