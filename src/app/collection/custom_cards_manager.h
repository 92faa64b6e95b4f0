// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

class QTreeWidget;
class QTreeWidgetItem;

namespace Ui {
class CustomCardsManager;
}

namespace ddm::gui {

class AppSession;
class CustomCardActions;

// Lists the user's own cards on three tabs ("customCardsTabs"): custom creatures
// ("customCreatureList"), items ("itemList") and corrections of catalog cards ("correctionList"),
// with "newButton", "editButton" (or a double click) and "deleteButton" for the current tab.
// Deleting asks first ("confirmDeleteBox"). New corrections start from a catalog card, not here.
// Follows the session's cardsChanged and catalogReplaced.
class CustomCardsManager : public QDialog {
    Q_OBJECT

public:
    CustomCardsManager(AppSession& session, CustomCardActions& actions, QWidget* parent = nullptr);
    ~CustomCardsManager() override;

public slots:
    void refresh();
    void newCard();
    void editCurrent();
    void deleteCurrent();

private:
    enum Tab { CreaturesTab, ItemsTab, CorrectionsTab };
    // What a row stands for: the list may be refilled while the deletion is being confirmed.
    struct Target {
        Tab tab;
        qint64 id;
        QString name;
        QString set;
    };

    void fillCreatures();
    void fillItems();
    void fillCorrections();
    QTreeWidget* currentList() const;
    QTreeWidgetItem* currentItem() const;
    void deleteTarget(const Target& target);
    void updateButtons();

    std::unique_ptr<Ui::CustomCardsManager> m_ui;
    AppSession& m_session;
    CustomCardActions& m_actions;
};

} // namespace ddm::gui
