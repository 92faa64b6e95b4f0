// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/replay_panel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

namespace ddm::gui {

ReplayPanel::ReplayPanel(QWidget* parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_label(new QLabel(this))
    , m_first(new QToolButton(this))
    , m_back(new QToolButton(this))
    , m_forward(new QToolButton(this))
    , m_last(new QToolButton(this))
{
    setObjectName(QStringLiteral("replayPanel"));
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_back->setObjectName(QStringLiteral("replayBack"));
    m_forward->setObjectName(QStringLiteral("replayForward"));
    m_first->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_back->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_forward->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_last->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_slider->setPageStep(1);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_first);
    layout->addWidget(m_back);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_forward);
    layout->addWidget(m_last);
    layout->addWidget(m_label);
    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        updateLabel();
        emit positionChanged(position);
    });
    connect(m_first, &QToolButton::clicked, this, [this] { setPosition(0); });
    connect(m_back, &QToolButton::clicked, this, &ReplayPanel::stepBack);
    connect(m_forward, &QToolButton::clicked, this, &ReplayPanel::stepForward);
    connect(m_last, &QToolButton::clicked, this, [this] { setPosition(m_slider->maximum()); });
    retranslateUi();
    setActionCount(0);
}

void ReplayPanel::setActionCount(int count)
{
    const QSignalBlocker blocker(m_slider);
    m_slider->setRange(0, count);
    m_slider->setValue(count);
    updateLabel();
}

int ReplayPanel::position() const
{
    return m_slider->value();
}

bool ReplayPanel::atEnd() const
{
    return m_slider->value() == m_slider->maximum();
}

void ReplayPanel::setPosition(int position)
{
    m_slider->setValue(position);
}

void ReplayPanel::stepBack()
{
    setPosition(position() - 1);
}

void ReplayPanel::stepForward()
{
    setPosition(position() + 1);
}

void ReplayPanel::updateLabel()
{
    m_label->setText(atEnd() ? tr("live: %n action(s)", nullptr, m_slider->maximum())
                             : tr("replay: %1 of %2").arg(position()).arg(m_slider->maximum()));
}

void ReplayPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ReplayPanel::retranslateUi()
{
    m_first->setToolTip(tr("To the set-up"));
    m_back->setToolTip(tr("One action back"));
    m_forward->setToolTip(tr("One action forward"));
    m_last->setToolTip(tr("To the live battle"));
    updateLabel();
}

} // namespace ddm::gui
