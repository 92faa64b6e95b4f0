// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/item.h"
#include "storage/edit_result.h"

#include <QList>
#include <QString>

namespace ddm {

class CardDatabase;

// The user's item cards (no catalog ships items). Names are unique within a set, ignoring case.
class ItemRepository {
public:
    explicit ItemRepository(const CardDatabase& database);

    EditResult addItem(const Item& item);    // item.id is ignored; the result holds the new id
    EditResult updateItem(const Item& item); // item.id names the item
    EditResult removeItem(qint64 id);

    QList<Item> allItems() const; // by name, then set
    QList<Item> itemsNamed(const QString& name) const;

private:
    QList<Item> load(const QString& whereSql, const QVariantList& bindings) const;
    EditResult store(const Item& item, qint64 id);

    const CardDatabase& m_database;
};

} // namespace ddm
