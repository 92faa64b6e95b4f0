// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

class QAction;

namespace ddm::gui {

class BoardScene;

// Shows a BoardScene: the mouse wheel zooms around the pointer, Ctrl++ and Ctrl+- zoom, Ctrl+0 fits
// the whole map. A fitted map stays fitted as the view is shown and resized, until the player zooms.
// The actions are the view's, for the windows' toolbars and menus.
class BoardView : public QGraphicsView {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    QAction* zoomInAction() const { return m_zoomIn; }
    QAction* zoomOutAction() const { return m_zoomOut; }
    QAction* fitAction() const { return m_fit; }
    qreal zoom() const { return transform().m11(); }

public slots:
    void zoomIn();
    void zoomOut();
    void fitMap();

protected:
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void zoomBy(qreal factor);
    void retranslateUi();

    QAction* m_zoomIn;
    QAction* m_zoomOut;
    QAction* m_fit;
    bool m_fitted = true; // fit the map again when the view's size changes
};

} // namespace ddm::gui
