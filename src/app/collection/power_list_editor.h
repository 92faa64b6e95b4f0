// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/power.h"

#include <QList>
#include <QWidget>

#include <memory>

namespace Ui {
class PowerListEditor;
}

namespace ddm {
class PowerListModel;
}

namespace ddm::gui {

// The powers of a card being edited: a list ("powersView") with Add / Remove / Move Up / Move Down
// buttons, and below it the selected power's type, text and number of uses.
class PowerListEditor : public QWidget {
    Q_OBJECT

public:
    explicit PowerListEditor(QWidget* parent = nullptr);
    ~PowerListEditor() override;

    void setPowers(const QList<Power>& powers);
    // Powers left without text are dropped: there is nothing on them to keep.
    QList<Power> powers() const;

public slots:
    void addPower();
    void removePower();
    void movePowerUp();
    void movePowerDown();

private:
    int currentRow() const;
    void selectRow(int row);
    void moveCurrent(int offset);
    void showCurrent();
    void storeEdit(int column, const QVariant& value);

    std::unique_ptr<Ui::PowerListEditor> m_ui;
    PowerListModel* m_model;
};

} // namespace ddm::gui
