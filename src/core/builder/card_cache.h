// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/card_lookup.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace ddm {

class CardRepository;

// The cards the warband builder asks for, remembered: each name is looked up in the source once,
// so an edit re-resolves a warband from memory instead of querying SQLite for every entry. Unknown
// names are remembered too. clear() after the catalog, custom cards or corrections changed.
// Not thread-safe: one cache serves the documents of one (GUI) thread.
class CardCache final : public CardLookup {
public:
    using CreaturesById = std::function<QList<Creature>(const QList<qint64>&)>;

    // `source` and whatever `creaturesById` refers to must outlive the cache.
    CardCache(const CardLookup& source, CreaturesById creaturesById);
    explicit CardCache(const CardRepository& repository);

    QList<Creature> creaturesNamed(const QString& name) const override;
    QList<Item> itemsNamed(const QString& name) const override;
    // Asks the source once for all the names not yet remembered.
    QHash<QString, QList<Creature>> creaturesWithNames(const QStringList& names) const override;

    // Creatures by id (from the catalog browser's drag or double-click), in the order of `ids`;
    // ids of no card are left out. Not cached: a drop is rare and wants fresh cards.
    QList<Creature> creatures(const QList<qint64>& ids) const;

    // Forgets everything: the next lookups go to the source again.
    void clear();
    // How many times the source was asked for names, for tests that check the caching.
    int sourceLookups() const { return m_sourceLookups; }

private:
    const CardLookup& m_source;
    CreaturesById m_creaturesById;
    mutable QHash<QString, QList<Creature>> m_creatures; // keyed by cardNameKey()
    mutable QHash<QString, QList<Item>> m_items;
    mutable int m_sourceLookups = 0;
};

} // namespace ddm
