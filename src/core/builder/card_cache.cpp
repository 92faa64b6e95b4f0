// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/card_cache.h"

#include "storage/card_repository.h"

namespace ddm {
CardCache::CardCache(const CardLookup& source, CreaturesById creaturesById)
    : m_source(source)
    , m_creaturesById(std::move(creaturesById))
{
}

CardCache::CardCache(const CardRepository& repository)
    : CardCache(repository, [&repository](const QList<qint64>& ids) { return repository.creatures(ids); })
{
}

QList<Creature> CardCache::creaturesNamed(const QString& name) const
{
    const QString key = cardNameKey(name);
    auto found = m_creatures.constFind(key);
    if (found == m_creatures.cend()) {
        ++m_sourceLookups;
        found = m_creatures.insert(key, m_source.creaturesNamed(name));
    }
    return *found;
}

QHash<QString, QList<Creature>> CardCache::creaturesWithNames(const QStringList& names) const
{
    QStringList missing;
    for (const QString& name : names) {
        if (!m_creatures.contains(cardNameKey(name)) &&
            !missing.contains(name.trimmed(), Qt::CaseInsensitive))
            missing.append(name.trimmed());
    }
    if (!missing.isEmpty()) {
        ++m_sourceLookups;
        const QHash<QString, QList<Creature>> fetched = m_source.creaturesWithNames(missing);
        for (const QString& name : std::as_const(missing))
            m_creatures.insert(cardNameKey(name), fetched.value(cardNameKey(name)));
    }
    QHash<QString, QList<Creature>> found;
    for (const QString& name : names) {
        const QString key = cardNameKey(name);
        if (const QList<Creature> creatures = m_creatures.value(key); !creatures.isEmpty())
            found.insert(key, creatures);
    }
    return found;
}

QList<Item> CardCache::itemsNamed(const QString& name) const
{
    const QString key = cardNameKey(name);
    auto found = m_items.constFind(key);
    if (found == m_items.cend()) {
        ++m_sourceLookups;
        found = m_items.insert(key, m_source.itemsNamed(name));
    }
    return *found;
}

QList<Creature> CardCache::creatures(const QList<qint64>& ids) const
{
    return m_creaturesById ? m_creaturesById(ids) : QList<Creature>();
}

void CardCache::clear()
{
    m_creatures.clear();
    m_items.clear();
}

} // namespace ddm
