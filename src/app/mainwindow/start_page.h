// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace ddm::gui {

// What the window shows while no warband is open: a new warband of each format, open a file, the
// recent warbands, and the rules reference. A new player's first screen says what to do, and an
// installed copy's first start says what the data directory lacks and offers to import it: the card
// catalog, the figures' sizes and rarities, the rule documents.
class StartPage : public QWidget {
    Q_OBJECT

public:
    explicit StartPage(QWidget* parent = nullptr);

    void setRecentFiles(const QStringList& files); // most recent first
    // What to offer first; nothing when neither is missing.
    void setMissing(bool catalog, bool rules);

signals:
    void newWarbandRequested(int points);
    void openRequested();
    void pasteListRequested();
    void openFileRequested(const QString& path);
    void rulesRequested();
    void importCatalogRequested();
    void importSizesRequested();
    void importRulesRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    QWidget* createSetupBox();

    QLabel* m_title;
    QLabel* m_newHeading;
    QList<QPushButton*> m_formatButtons; // one per warband format, in warbandFormats() order
    QPushButton* m_open;
    QPushButton* m_pasteList;
    QLabel* m_recentHeading;
    QListWidget* m_recent;
    QPushButton* m_rules;
    // What the data directory lacks (createSetupBox()).
    QWidget* m_setup = nullptr;
    QLabel* m_setupHeading = nullptr;
    QLabel* m_setupState = nullptr;
    QPushButton* m_importCatalog = nullptr;
    QLabel* m_catalogNote = nullptr;
    QPushButton* m_importSizes = nullptr;
    QLabel* m_sizesNote = nullptr;
    QPushButton* m_importRules = nullptr;
    QLabel* m_rulesNote = nullptr;
    bool m_catalogMissing = false;
    bool m_rulesMissing = false;
};

} // namespace ddm::gui
