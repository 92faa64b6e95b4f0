// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

#include <optional>

namespace ddm {

class CardRepository;
class CollectionRepository;

// The catalog as a table: every creature (catalog and custom cards) with its owned count. Loaded
// once; whoever knows that the cards or the collection changed calls reload() or refreshOwned().
// The owned column is editable and writes the collection.
class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Name,
        Set,
        Number, // collector number within the set
        Cost,
        Level,
        Factions,
        Alignment,
        Hp,
        Ac,
        Speed,
        Size,
        ChampionRating,
        Rarity,
        Owned,
        ColumnCount
    };
    enum Role {
        CreatureIdRole = Qt::UserRole + 1, // qint64, every column
        SortRole,                          // numbers for numeric columns, folded text for the others
        FactionsRole,                      // the Factions bits as int (Factions column)
        OwnedCountRole,                    // int, every column
    };
    Q_ENUM(Column)

    // Both repositories may be null: then reload() loads nothing and owned counts are read-only.
    explicit CatalogTableModel(const CardRepository* cards, CollectionRepository* collection,
                               QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    // Owned column, EditRole: a count >= 0, written through CollectionRepository::setOwnedCount.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override; // kCreatureIdsMimeType
    Qt::DropActions supportedDragActions() const override;

    // Reads every creature and the owned counts again (after a catalog import or a custom-card edit).
    void reload();
    // Shows `creatures` with `owned` counts by id (missing: 0), without asking the repositories.
    void setCreatures(QList<Creature> creatures, QHash<qint64, int> owned = {});
    // Reads the owned count of the card named (name, set) again after a collection change; an empty
    // name reads every count (a bulk change such as a CSV import).
    void refreshOwned(const QString& name, const QString& set);

    int rowOf(qint64 id) const;                // -1 when not shown
    // The card as the table shows it, its powers left out (CardRepository::Details::NoPowers): null
    // when not shown; valid until the next reload.
    const Creature* creature(qint64 id) const;
    qint64 idAt(int row) const;
    int ownedCount(qint64 id) const;
    // Why the last edit of an owned count was refused; empty after one that worked.
    QString lastError() const { return m_lastError; }

signals:
    // An owned count was written; the session tells the other views.
    void ownedCountEdited(qint64 id, const QString& name, const QString& set, int count);
    // An owned count was refused, with the reason (also in lastError()).
    void ownedCountRejected(qint64 id, const QString& message);

private:
    QVariant displayData(const Creature& creature, int column, int owned) const;
    QVariant sortData(const Creature& creature, int column, int owned) const;
    QHash<qint64, int> loadOwnedCounts(const QList<Creature>& creatures) const;

    const CardRepository* m_cards;
    CollectionRepository* m_collection;
    QList<Creature> m_creatures;
    QList<int> m_owned; // parallel to m_creatures
    QHash<qint64, int> m_rowOfId;
    QString m_lastError;
};

} // namespace ddm
