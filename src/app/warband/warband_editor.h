// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/map_library.h"

#include <QList>
#include <QWidget>

#include <memory>

class QUndoStack;

namespace Ui {
class WarbandEditor;
}

namespace ddm {
class ViolationModel;
class WarbandDocument;
class WarbandEntryModel;
} // namespace ddm

namespace ddm::gui {

// Edits one warband document: title, format, faction, scenario, the creatures (add, remove, copies,
// reorder, items), notes; shows points and creatures against their limits and the live list of
// problems with their rule numbers. Every change is a command on the editor's undo stack. Adding a
// creature that makes the warband illegal is allowed: the problem shows, nothing is refused.
//
// Keys in the creature list: Delete removes, + and - change the copies, Ctrl+Up/Down move.
class WarbandEditor : public QWidget {
    Q_OBJECT

public:
    // The editor owns the document.
    explicit WarbandEditor(std::unique_ptr<WarbandDocument> document, QWidget* parent = nullptr);
    ~WarbandEditor() override;

    WarbandDocument* document() const { return m_document; }
    QUndoStack* undoStack() const { return m_undoStack; }
    WarbandEntryModel* entryModel() const { return m_entryModel; }
    ViolationModel* violationModel() const { return m_violationModel; }
    QList<int> selectedRows() const; // ascending
    // The maps the map picker offers (101.1); a warband naming another keeps it, marked unknown.
    void setMaps(const MapLibrary& maps);

public slots:
    void addCreatures(const QList<qint64>& ids); // at the end
    void removeSelected();
    void addCopy();    // one more copy of the current creature
    void removeCopy(); // one copy fewer (the last goes too)
    void moveUp();
    void moveDown();
    void editItems(); // asks for the items of the current creature

signals:
    // A problem was activated (double-click or Enter): its rule, for the rules reference.
    void ruleActivated(const QString& rule);
    void statusMessage(const QString& message);
    // The current creature changed; 0 when it has no card.
    void creatureSelected(qint64 id);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fillChoices();
    void fillMapChoices(); // the known maps, and the warband's own when it is none of them
    void setUpViews();
    void connectInputs();
    void refresh(); // the widgets from the document
    void makeCurrent(int row); // selects the row, its name current
    void refreshBars();
    void updateButtons();
    int currentRow() const;
    void changeCopies(int delta);
    void shift(int delta);

    std::unique_ptr<Ui::WarbandEditor> m_ui;
    WarbandDocument* m_document;
    QUndoStack* m_undoStack;
    WarbandEntryModel* m_entryModel;
    ViolationModel* m_violationModel;
    QList<KnownMap> m_maps;
    QString m_mapToolTip; // the form's, before any map problems are added to it
    // The verdict the last status message announced ("Added 1 creature. Not legal: ..."); once the
    // warband's verdict differs (an undo, another edit), that message is withdrawn, not left stale.
    QString m_announcedVerdict;
};

} // namespace ddm::gui
