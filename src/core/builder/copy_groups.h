// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "warband/warband.h"

#include <QList>

namespace ddm {

// Copies as a player counts them: entries naming the same card in the same set and carrying the same
// items. The builder shows each group as one row ("2×") and exports print it as one line.
bool isCopyOf(const WarbandEntry& entry, const WarbandEntry& other);

// The rows of `entries` gathered into groups of copies: each group lists its rows in order, and the
// groups come in the order of their first rows.
QList<QList<int>> copyGroups(const QList<WarbandEntry>& entries);

} // namespace ddm
