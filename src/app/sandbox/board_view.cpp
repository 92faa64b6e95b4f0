// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/board_view.h"

#include <QAction>
#include <QEvent>
#include <QWheelEvent>

#include <cmath>

namespace ddm::gui {

namespace {
constexpr qreal kZoomStep = 1.25;
constexpr qreal kMinZoom = 0.1;
constexpr qreal kMaxZoom = 6.0;
} // namespace

BoardView::BoardView(QWidget* parent)
    : QGraphicsView(parent), m_zoomIn(new QAction(this)), m_zoomOut(new QAction(this)), m_fit(new QAction(this))
{
    setObjectName(QStringLiteral("boardView"));
    setRenderHint(QPainter::Antialiasing, false); // the grid and squares are axis-aligned
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setBackgroundBrush(palette().base());

    m_zoomIn->setShortcut(QKeySequence::ZoomIn);
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    for (QAction* action : {m_zoomIn, m_zoomOut, m_fit}) {
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action);
    }
    m_zoomIn->setObjectName(QStringLiteral("zoomInAction"));
    m_zoomOut->setObjectName(QStringLiteral("zoomOutAction"));
    m_fit->setObjectName(QStringLiteral("fitMapAction"));
    connect(m_zoomIn, &QAction::triggered, this, &BoardView::zoomIn);
    connect(m_zoomOut, &QAction::triggered, this, &BoardView::zoomOut);
    connect(m_fit, &QAction::triggered, this, &BoardView::fitMap);
    retranslateUi();
}

void BoardView::zoomIn()
{
    zoomBy(kZoomStep);
}

void BoardView::zoomOut()
{
    zoomBy(1 / kZoomStep);
}

void BoardView::fitMap()
{
    m_fitted = true;
    if (scene())
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::zoomBy(qreal factor)
{
    m_fitted = false;
    const qreal target = qBound(kMinZoom, zoom() * factor, kMaxZoom);
    scale(target / zoom(), target / zoom());
}

void BoardView::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(kZoomStep, delta / 120.0));
    event->accept();
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    // A window lays its view out when it is first shown: a map fitted before then fitted a default size.
    if (m_fitted)
        fitMap();
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange)
        setBackgroundBrush(palette().base());
    QGraphicsView::changeEvent(event);
}

void BoardView::retranslateUi()
{
    m_zoomIn->setText(tr("Zoom &In"));
    m_zoomOut->setText(tr("Zoom &Out"));
    m_fit->setText(tr("&Fit Map"));
}

} // namespace ddm::gui
