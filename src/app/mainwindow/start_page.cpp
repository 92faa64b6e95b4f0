// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/start_page.h"

#include "builder/display_names.h"
#include "common/item_view_clicks.h"
#include "warband/warband_format.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ddm::gui {

StartPage::StartPage(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_newHeading(new QLabel(this))
    , m_open(new QPushButton(this))
    , m_recentHeading(new QLabel(this))
    , m_recent(new QListWidget(this))
    , m_rules(new QPushButton(this))
{
    setObjectName(QStringLiteral("startPage"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_title->setFont(big);
    QFont bold = m_newHeading->font();
    bold.setBold(true);
    m_newHeading->setFont(bold);
    m_recentHeading->setFont(bold);

    auto* formats = new QHBoxLayout;
    for (const WarbandFormat& format : warbandFormats()) {
        auto* button = new QPushButton(this);
        button->setObjectName(QStringLiteral("new%1Button").arg(format.points));
        connect(button, &QPushButton::clicked, this,
                [this, points = format.points] { emit newWarbandRequested(points); });
        formats->addWidget(button);
        m_formatButtons.append(button);
    }
    formats->addStretch();
    m_open->setObjectName(QStringLiteral("startOpenButton"));
    m_rules->setObjectName(QStringLiteral("startRulesButton"));
    m_recent->setObjectName(QStringLiteral("recentList"));
    connect(m_open, &QPushButton::clicked, this, &StartPage::openRequested);
    connect(m_rules, &QPushButton::clicked, this, &StartPage::rulesRequested);
    onClickOrEnter(m_recent, this, [this](const QModelIndex& index) {
        emit openFileRequested(index.data(Qt::UserRole).toString());
    });

    auto* others = new QHBoxLayout;
    others->addWidget(m_open);
    others->addWidget(m_rules);
    others->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(m_title);
    layout->addSpacing(12);
    layout->addWidget(m_newHeading);
    layout->addLayout(formats);
    layout->addLayout(others);
    layout->addSpacing(12);
    layout->addWidget(m_recentHeading);
    layout->addWidget(m_recent, 1);
    layout->addStretch(); // takes the room while there is no recent list to fill it
    retranslateUi();
    setRecentFiles({});
}

void StartPage::setRecentFiles(const QStringList& files)
{
    m_recent->clear();
    for (const QString& path : files) {
        auto* item =
            new QListWidgetItem(tr("%1 - %2").arg(QFileInfo(path).completeBaseName(),
                                                  QDir::toNativeSeparators(QFileInfo(path).absolutePath())),
                                m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    m_recentHeading->setVisible(!files.isEmpty());
    m_recent->setVisible(!files.isEmpty());
}

void StartPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void StartPage::retranslateUi()
{
    m_title->setText(tr("Build a warband, look up a rule, or play a battle"));
    m_newHeading->setText(tr("New warband:"));
    const QList<WarbandFormat> formats = warbandFormats();
    for (qsizetype i = 0; i < m_formatButtons.size(); ++i)
        m_formatButtons.at(i)->setText(formatDisplayName(formats.at(i).points));
    m_open->setText(tr("&Open a Warband..."));
    m_rules->setText(tr("Open the &Rules Reference"));
    m_recentHeading->setText(tr("Recent warbands:"));
}

} // namespace ddm::gui
