// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace ddm {

class WarbandDocument;
struct ResolvedEntry;

// The creatures of a warband document, one row per group of copies (copy_groups.h): their count
// ("2×"), name, set, cost of one, items and status. An entry whose card is not found stays, marked
// "Unknown card". Dropping creature ids (the catalog's drag) adds those creatures; dragging rows
// within the view reorders them, and onto another warband's view copies them. Every change goes
// through the document's perform(), so it can be undone. After each edit the rows are matched to the
// new groups by their copies, so a row that stays keeps its selection.
class WarbandEntryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Copies, Name, Set, Cost, Items, Status };
    static constexpr int kColumnCount = 6;

    // How a row stands, worst first wins: its card unknown, in a violation, in a warning, fine.
    enum class EntryStatus { Ok, Warning, Illegal, Unknown };

    enum Role {
        StatusRole = Qt::UserRole + 1, // EntryStatus as int
        CreatureIdRole,                // the card's id (0: not resolved)
        RulesRole,                     // QStringList: the rules of the violations naming this card
    };

    // Creature ids as text, one per line (the catalog browser's drag).
    static constexpr const char* kCreatureIdsMimeType = "application/x-ddm-creature-ids";
    // Rows of a warband view: JSON with the source document and the entries.
    static constexpr const char* kEntriesMimeType = "application/x-ddm-warband-entries";

    explicit WarbandEntryModel(WarbandDocument* document, QObject* parent = nullptr);

    WarbandDocument* document() const { return m_document; }
    // The document's entries (rows of the warband) a row stands for, in order.
    QList<int> entriesOf(int row) const;
    // The entries of several rows, sorted.
    QList<int> entriesOf(const QList<int>& rows) const;
    // The row showing the entry; -1 when there is none.
    int rowOf(int entry) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    // Copy only: a drop on the same view reorders through the document, so the view must never
    // remove the dragged rows afterwards as it does after a move.
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }
    Qt::DropActions supportedDropActions() const override { return Qt::CopyAction | Qt::MoveAction; }
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;

private:
    const ResolvedEntry& entryAt(int row) const; // the row's first copy
    int entryBefore(int row) const;              // where a drop before the row inserts
    EntryStatus statusOf(int row) const;
    QStringList problemsOf(int row) const; // translated texts of what concerns the row
    QStringList rulesOf(int row) const;
    QVariant displayData(const ResolvedEntry& entry, Column column, int row) const;
    QString documentKey() const; // tells a drop from this document from one of another
    void regroup();
    void removeGoneRows(const QList<QList<int>>& groups);
    void insertNewRows(const QList<QList<int>>& groups);
    void reorderRows(const QList<QList<int>>& groups);
    void adopt(const QList<QList<int>>& groups);
    int groupRowIn(const QList<QList<int>>& groups, int row) const;

    WarbandDocument* m_document;
    QList<QList<int>> m_groups; // rows: entries of each group of copies
    QList<WarbandEntry> m_keys; // rows: the entry the group's copies are of
};

} // namespace ddm
