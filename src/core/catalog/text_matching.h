// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace ddm {

// Levenshtein distance: the fewest single-letter insertions, deletions and substitutions that turn
// `a` into `b`. Used wherever a typed or imported name is matched against the names we know.
int editDistance(QStringView a, QStringView b, Qt::CaseSensitivity sensitivity = Qt::CaseInsensitive);

// A name as two sources agree on it: lower case, accents dropped, and only letters and digits kept,
// so "Meepo, Dragon Lord" and "Meepo, Dragonlord", or "Wardrums" and "War Drums", fold alike.
QString foldedForMatching(const QString& name);

} // namespace ddm
