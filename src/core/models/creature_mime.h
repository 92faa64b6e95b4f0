// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

class QMimeData;

namespace ddm {

// How creatures travel by drag and drop (catalog table -> warband editor): their ids, one decimal
// number per line, under one MIME type.
inline constexpr char kCreatureIdsMimeType[] = "application/x-ddm-creature-ids";

QMimeData* creatureIdsMimeData(const QList<qint64>& ids); // the caller owns it
// The ids in `data`, in order; empty when it holds none (or lines that are not ids).
QList<qint64> creatureIdsFromMimeData(const QMimeData* data);

} // namespace ddm
