// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/autosave_folder.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

namespace ddm::gui {

// Keeps one open document's autosave: scheduleWrite() after each of its edits writes, once the edits
// pause, what `snapshot` says is unsaved, or removes the autosave when nothing is; the keeper's
// destruction (the document closed, saved or discarded, the app ended normally) removes it. A crash or
// a kill leaves it for the next start to offer back (AutosaveFolder).
class AutosaveKeeper : public QObject {
    Q_OBJECT

public:
    using Snapshot = std::function<std::optional<Autosave>()>; // none: nothing unsaved
    // How long the edits must pause before a write: long enough not to write on every keystroke.
    static constexpr int kPauseMs = 500;

    AutosaveKeeper(AutosaveFolder folder, QString slot, Snapshot snapshot, QObject* parent = nullptr);
    ~AutosaveKeeper() override;

    const QString& slot() const { return m_slot; }
    void scheduleWrite();

signals:
    void failed(const QString& problem); // a write that did not succeed, naming the file

private:
    void settle();

    AutosaveFolder m_folder;
    QString m_slot;
    Snapshot m_snapshot;
    QTimer m_pause;
};

} // namespace ddm::gui
