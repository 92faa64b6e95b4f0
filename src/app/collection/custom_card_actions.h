// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QDialog;
class QWidget;

namespace ddm::gui {

class AppSession;
class CustomCardsManager;

// Opens the custom card editors. For the MainWindow (menu actions, the catalog's context menu):
//   editCustomCreature(id): a custom creature (negative id), 0 for a new one; a catalog id opens
//     its correction instead.
//   editCorrection(id): the correction of a catalog card; a custom card's id opens its editor.
//   editItem(id): an item, 0 for a new one.
//   manageCustomCards(): the list of custom creatures, items and corrections ("customCardsManager")
//     with New / Edit / Delete.
// Each editor is window-modal over `dialogParent`, returns at once and deletes itself when closed;
// saving tells the session (cardsChanged), so every view follows.
class CustomCardActions : public QObject {
    Q_OBJECT

public:
    CustomCardActions(AppSession& session, QWidget* dialogParent);
    ~CustomCardActions() override;

    // The same, over `parent` (the manager opens them over itself); they return the open dialog.
    QDialog* openCreatureEditor(qint64 cardId, QWidget* parent);
    QDialog* openCorrectionEditor(qint64 cardId, QWidget* parent);
    QDialog* openItemEditor(qint64 itemId, QWidget* parent);

public slots:
    void editCustomCreature(qint64 cardId);
    void editCorrection(qint64 catalogCardId);
    void editItem(qint64 itemId);
    void manageCustomCards();

private:
    static QDialog* show(QDialog* dialog);

    AppSession& m_session;
    QWidget* m_dialogParent;
    QPointer<CustomCardsManager> m_manager;
};

} // namespace ddm::gui
