// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/autosave_keeper.h"

namespace ddm::gui {

AutosaveKeeper::AutosaveKeeper(AutosaveFolder folder, QString slot, Snapshot snapshot, QObject* parent)
    : QObject(parent)
    , m_folder(std::move(folder))
    , m_slot(std::move(slot))
    , m_snapshot(std::move(snapshot))
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMs);
    connect(&m_pause, &QTimer::timeout, this, &AutosaveKeeper::settle);
}

AutosaveKeeper::~AutosaveKeeper()
{
    m_folder.remove(m_slot);
}

void AutosaveKeeper::scheduleWrite()
{
    m_pause.start();
}

void AutosaveKeeper::settle()
{
    std::optional<Autosave> unsaved = m_snapshot();
    if (!unsaved) {
        m_folder.remove(m_slot);
        return;
    }
    unsaved->slot = m_slot;
    if (const std::optional<QString> problem = m_folder.write(*unsaved))
        emit failed(*problem);
}

} // namespace ddm::gui
