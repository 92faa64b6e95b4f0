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
// recent warbands, and the rules reference. A new player's first screen says what to do.
class StartPage : public QWidget {
    Q_OBJECT

public:
    explicit StartPage(QWidget* parent = nullptr);

    void setRecentFiles(const QStringList& files); // most recent first

signals:
    void newWarbandRequested(int points);
    void openRequested();
    void openFileRequested(const QString& path);
    void rulesRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_title;
    QLabel* m_newHeading;
    QList<QPushButton*> m_formatButtons; // one per warband format, in warbandFormats() order
    QPushButton* m_open;
    QLabel* m_recentHeading;
    QListWidget* m_recent;
    QPushButton* m_rules;
};

} // namespace ddm::gui
