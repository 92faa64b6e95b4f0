// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/start_page.h"

#include "warband/display_names.h"
#include "common/item_view_clicks.h"
#include "warband/warband_format.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFrame>
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
    , m_pasteList(new QPushButton(this))
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
    m_pasteList->setObjectName(QStringLiteral("startPasteListButton"));
    connect(m_pasteList, &QPushButton::clicked, this, &StartPage::pasteListRequested);
    m_recent->setObjectName(QStringLiteral("recentList"));
    connect(m_open, &QPushButton::clicked, this, &StartPage::openRequested);
    connect(m_rules, &QPushButton::clicked, this, &StartPage::rulesRequested);
    onClickOrEnter(m_recent, this, [this](const QModelIndex& index) {
        emit openFileRequested(index.data(Qt::UserRole).toString());
    });

    m_setup = createSetupBox();
    auto* others = new QHBoxLayout;
    others->addWidget(m_open);
    others->addWidget(m_pasteList);
    others->addWidget(m_rules);
    others->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(m_title);
    layout->addSpacing(12);
    layout->addWidget(m_setup);
    layout->addWidget(m_newHeading);
    layout->addLayout(formats);
    layout->addLayout(others);
    layout->addSpacing(12);
    layout->addWidget(m_recentHeading);
    layout->addWidget(m_recent, 1);
    layout->addStretch(); // takes the room while there is no recent list to fill it
    retranslateUi();
    setRecentFiles({});
    setMissing(false, false);
}

QWidget* StartPage::createSetupBox()
{
    auto* box = new QFrame(this);
    box->setObjectName(QStringLiteral("setupBox"));
    box->setFrameShape(QFrame::StyledPanel);
    m_setupHeading = new QLabel(box);
    QFont bold = m_setupHeading->font();
    bold.setBold(true);
    m_setupHeading->setFont(bold);
    m_setupState = new QLabel(box);
    m_setupState->setObjectName(QStringLiteral("setupState"));
    m_setupState->setWordWrap(true);
    auto* grid = new QGridLayout;
    const auto addRow = [box, grid](const char* name, QPushButton*& button, QLabel*& note) {
        button = new QPushButton(box);
        button->setObjectName(QString::fromLatin1(name));
        note = new QLabel(box);
        note->setWordWrap(true);
        const int row = grid->rowCount();
        grid->addWidget(button, row, 0, Qt::AlignTop);
        grid->addWidget(note, row, 1);
    };
    addRow("startImportCatalogButton", m_importCatalog, m_catalogNote);
    addRow("startImportSizesButton", m_importSizes, m_sizesNote);
    addRow("startImportRulesButton", m_importRules, m_rulesNote);
    grid->setColumnStretch(1, 1);
    connect(m_importCatalog, &QPushButton::clicked, this, &StartPage::importCatalogRequested);
    connect(m_importSizes, &QPushButton::clicked, this, &StartPage::importSizesRequested);
    connect(m_importRules, &QPushButton::clicked, this, &StartPage::importRulesRequested);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(m_setupHeading);
    layout->addWidget(m_setupState);
    layout->addLayout(grid);
    return box;
}

void StartPage::setMissing(bool catalog, bool rules)
{
    m_catalogMissing = catalog;
    m_rulesMissing = rules;
    m_setup->setVisible(catalog || rules);
    // The sizes complete an imported catalog: there is nothing to add them to before one.
    m_importSizes->setEnabled(!catalog);
    retranslateUi();
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
    m_pasteList->setText(tr("&Paste a Posted List"));
    m_pasteList->setToolTip(
        tr("Copy a warband list from a forum post or a report, then click here (Ctrl+Shift+V)"));
    m_rules->setText(tr("Open the &Rules Reference"));
    m_recentHeading->setText(tr("Recent warbands:"));

    m_setupHeading->setText(tr("Before you start"));
    QStringList state;
    if (m_catalogMissing)
        state.append(tr("There is no card catalog yet, so the builder has no creatures to offer."));
    if (m_rulesMissing)
        state.append(tr("There are no rule documents yet, so the rules reference is empty."));
    state.append(tr("The app ships none of them: their texts belong to their owners. Import your own copies "
                    "once; they are kept for every later start."));
    m_setupState->setText(state.join(QLatin1Char(' ')));
    m_importCatalog->setText(tr("Import &Catalog..."));
    m_catalogNote->setText(tr("The community catalog of creature cards: one JSON file (usually "
                              "ddm-creatures.json) with every creature's statistics and powers, shared among "
                              "DDM players. A folder named ddmdb beside it is read too."));
    m_importSizes->setText(tr("Import &Sizes and Rarities..."));
    m_sizesNote->setText(
        tr("The D&D Miniatures Database export: a folder of XML files with each figure's size, "
           "rarity and collector number, read into the catalog you imported. Without it, "
           "sizes come from the card text where it gives them."));
    m_importRules->setText(tr("Import R&ule Documents..."));
    m_rulesNote->setText(
        tr("A folder of rule documents in Markdown: the Comprehensive Rules Guide, the Battle "
           "Rules and any others you have. Rules are found by their numbers."));
}

} // namespace ddm::gui
