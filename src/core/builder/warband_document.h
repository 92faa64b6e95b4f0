// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "builder/card_cache.h"
#include "builder/warband_edit.h"
#include "legality/legality_checker.h"
#include "warband/resolved_warband.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace ddm {

// One open warband: the Warband, its file and whether it changed since it was saved, its cards and
// its legality report, all current after every edit. Edits are WarbandEdit values: perform() hands
// them to the edit handler (the GUI pushes a QUndoCommand whose redo() calls apply() and undo()
// revert()); without a handler perform() applies at once. Entries resolve through the CardCache, so
// an edit looks up only names the cache has not seen; reloadCards() resolves everything again.
class WarbandDocument : public QObject, private WarbandMutation {
    Q_OBJECT

public:
    using EditHandler = std::function<void(const WarbandEdit&)>;

    // `cards` and `checker` must outlive the document. The warband as given counts as saved.
    WarbandDocument(const CardCache& cards, const LegalityChecker& checker, const Warband& warband = {},
                    const QString& filePath = {}, QObject* parent = nullptr);

    const Warband& warband() const { return m_resolved.warband; }
    const ResolvedWarband& resolved() const { return m_resolved; }
    const LegalityReport& report() const { return m_report; }
    const CardCache& cards() const { return m_cards; }
    int entryCount() const { return int(m_resolved.creatures.size()); }

    const QString& filePath() const { return m_filePath; }
    void setFilePath(const QString& path);
    // The title, else the file's name, else "Untitled warband".
    QString displayName() const;
    // True when the warband differs from what was last saved (or opened): undoing back to it is clean.
    bool isModified() const { return m_resolved.warband != m_saved; }
    void markSaved();
    // What the file holds when it is not the warband open: an autosave restored over it (an empty
    // warband: never saved). The document is modified when they differ.
    void setSavedWarband(const Warband& saved);

    void setEditHandler(EditHandler handler) { m_editHandler = std::move(handler); }
    // Does the edit through the handler; nullopt (a factory's "nothing to do") does nothing.
    // Returns whether there was an edit.
    bool perform(const std::optional<WarbandEdit>& edit);
    void apply(const WarbandEdit& edit);
    void revert(const WarbandEdit& edit);

    // Entries for creatures by id (a catalog drop or double-click): the name, and the set only where
    // the name alone is ambiguous. Ids of no card are left out.
    QList<WarbandEntry> entriesForCreatures(const QList<qint64>& ids) const;
    // Inserts the creatures before `row` (-1: at the end) through perform(); returns how many.
    int addCreatures(const QList<qint64>& ids, int row = -1);

    // Resolves every name again: call after CardCache::clear() when the cards changed.
    void reloadCards();

signals:
    // After every edit or reload, once: the warband, its resolution and the report are current.
    void changed();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    void insertEntries(int row, const QList<WarbandEntry>& entries) override;
    void removeEntries(int first, int count) override;
    void reorderEntries(const QList<int>& order) override;
    void setEntryItems(int row, const QStringList& items) override;
    Warband& fields() override { return m_resolved.warband; }

    void finishEdit();

    const CardCache& m_cards;
    const LegalityChecker& m_checker;
    ResolvedWarband m_resolved; // m_resolved.warband is the document's warband
    LegalityReport m_report;
    Warband m_saved;
    QString m_filePath;
    EditHandler m_editHandler;
    bool m_wasModified = false;
};

} // namespace ddm
