// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"
#include "catalog/item.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// How warband resolution finds cards. The SQL repository implements it for the app and the tool;
// InMemoryCardLookup serves tests and benchmarks.
class CardLookup {
public:
    virtual ~CardLookup() = default;
    // Every creature with this exact name (case-insensitive), in any set, catalog and custom.
    virtual QList<Creature> creaturesNamed(const QString& name) const = 0;
    // Every item with this exact name (case-insensitive).
    virtual QList<Item> itemsNamed(const QString& name) const = 0;
    // creaturesNamed() for several names at once, keyed by cardNameKey(); a name of no creature has
    // no key. The default asks name by name; SQL answers in one query (a warband's names in one go).
    virtual QHash<QString, QList<Creature>> creaturesWithNames(const QStringList& names) const;
};

// How lookups compare names: trimmed, lower case.
inline QString cardNameKey(const QString& name)
{
    return name.trimmed().toLower();
}

class InMemoryCardLookup final : public CardLookup {
public:
    InMemoryCardLookup() = default;
    explicit InMemoryCardLookup(QList<Creature> creatures, QList<Item> items = {});

    void addCreature(const Creature& creature);
    void addItem(const Item& item);

    QList<Creature> creaturesNamed(const QString& name) const override;
    QList<Item> itemsNamed(const QString& name) const override;

private:
    QHash<QString, QList<Creature>> m_creatures; // keyed by lower-case name
    QHash<QString, QList<Item>> m_items;
};

} // namespace ddm
