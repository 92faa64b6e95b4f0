// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QSpinBox;

namespace ddm::gui {

// Asks for one d20 rolled at the table: what the roll is for (the engine's words and rule) and a
// value from 1 to 20.
class DiceEntryDialog : public QDialog {
    Q_OBJECT

public:
    explicit DiceEntryDialog(const QString& what, QWidget* parent = nullptr);

    int value() const;

private:
    QSpinBox* m_value;
};

} // namespace ddm::gui
