#include "builder/card_cache.h"

#include "storage/card_repository.h"

namespace ddm {
namespace {

QString keyOf(const QString& name)
{
    return name.trimmed().toLower();
}

} // namespace

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
    const QString key = keyOf(name);
    auto found = m_creatures.constFind(key);
    if (found == m_creatures.cend()) {
        ++m_sourceLookups;
        found = m_creatures.insert(key, m_source.creaturesNamed(name));
    }
    return *found;
}

QList<Item> CardCache::itemsNamed(const QString& name) const
{
    const QString key = keyOf(name);
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
