// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/warband_document.h"

#include "builder/warband_edits.h"
#include "warband/warband_resolver.h"

#include <QFileInfo>
#include <QSet>

namespace ddm {

WarbandDocument::WarbandDocument(const CardCache& cards, const LegalityChecker& checker,
                                 const Warband& warband, const QString& filePath, QObject* parent)
    : QObject(parent)
    , m_cards(cards)
    , m_checker(checker)
    , m_resolved(WarbandResolver::resolve(warband, cards))
    , m_report(checker.check(m_resolved))
    , m_saved(warband)
    , m_filePath(filePath)
{
}

void WarbandDocument::setFilePath(const QString& path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

QString WarbandDocument::displayName() const
{
    if (!warband().title.trimmed().isEmpty())
        return warband().title.trimmed();
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).completeBaseName();
    return tr("Untitled warband");
}

void WarbandDocument::markSaved()
{
    m_saved = warband();
    if (m_wasModified) {
        m_wasModified = false;
        emit modifiedChanged(false);
    }
}

void WarbandDocument::setSavedWarband(const Warband& saved)
{
    m_saved = saved;
    if (isModified() != m_wasModified) {
        m_wasModified = isModified();
        emit modifiedChanged(m_wasModified);
    }
}

bool WarbandDocument::perform(const std::optional<WarbandEdit>& edit)
{
    if (!edit)
        return false;
    if (m_editHandler)
        m_editHandler(*edit);
    else
        apply(*edit);
    return true;
}

void WarbandDocument::apply(const WarbandEdit& edit)
{
    applyEdit(edit, *this);
    finishEdit();
}

void WarbandDocument::revert(const WarbandEdit& edit)
{
    revertEdit(edit, *this);
    finishEdit();
}

QList<WarbandEntry> WarbandDocument::entriesForCreatures(const QList<qint64>& ids) const
{
    QList<WarbandEntry> entries;
    for (const Creature& creature : m_cards.creatures(ids)) {
        QSet<QString> sets;
        for (const Creature& namesake : m_cards.creaturesNamed(creature.name))
            sets.insert(namesake.set.toLower());
        entries.append({creature.name, sets.size() > 1 ? creature.set : QString(), {}});
    }
    return entries;
}

int WarbandDocument::addCreatures(const QList<qint64>& ids, int row)
{
    const QList<WarbandEntry> entries = entriesForCreatures(ids);
    perform(WarbandEdits::insertEntries(warband(), row < 0 ? entryCount() : row, entries));
    return int(entries.size());
}

void WarbandDocument::reloadCards()
{
    m_resolved = WarbandResolver::resolve(warband(), m_cards);
    finishEdit();
}

void WarbandDocument::insertEntries(int row, const QList<WarbandEntry>& entries)
{
    for (qsizetype i = 0; i < entries.size(); ++i) {
        m_resolved.warband.creatures.insert(row + i, entries.at(i));
        m_resolved.creatures.insert(row + i, WarbandResolver::resolveEntry(entries.at(i), m_cards));
    }
}

void WarbandDocument::removeEntries(int first, int count)
{
    m_resolved.warband.creatures.remove(first, count);
    m_resolved.creatures.remove(first, count);
}

void WarbandDocument::reorderEntries(const QList<int>& order)
{
    m_resolved.warband.creatures = reorderedList(m_resolved.warband.creatures, order);
    m_resolved.creatures = reorderedList(m_resolved.creatures, order);
}

void WarbandDocument::setEntryItems(int row, const QStringList& items)
{
    WarbandEntry& entry = m_resolved.warband.creatures[row];
    entry.items = items;
    m_resolved.creatures[row] = WarbandResolver::resolveEntry(entry, m_cards);
}

// Unassigned items are few: they resolve again from the cache after every edit.
void WarbandDocument::finishEdit()
{
    m_resolved.unassignedItems.clear();
    for (const QString& name : warband().items)
        m_resolved.unassignedItems.append(WarbandResolver::resolveItem(name, m_cards));
    m_report = m_checker.check(m_resolved);
    emit changed();
    if (isModified() != m_wasModified) {
        m_wasModified = isModified();
        emit modifiedChanged(m_wasModified);
    }
}

} // namespace ddm
