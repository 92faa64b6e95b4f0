// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QSlider;
class QToolButton;

namespace ddm::gui {

// Steps through a battle's actions: a slider and first / back / forward / last buttons over the
// positions 0 (the set-up) to the number of actions played (the live battle).
class ReplayPanel : public QWidget {
    Q_OBJECT

public:
    explicit ReplayPanel(QWidget* parent = nullptr);

    void setActionCount(int count); // moves to the end (live)
    int position() const;
    bool atEnd() const;

public slots:
    void setPosition(int position);
    void stepBack();
    void stepForward();

signals:
    void positionChanged(int position);

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateLabel();
    void retranslateUi();

    QSlider* m_slider;
    QLabel* m_label;
    QToolButton* m_first;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_last;
};

} // namespace ddm::gui
