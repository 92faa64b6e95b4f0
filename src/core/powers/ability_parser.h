// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/creature_abilities.h"

#include <QString>
#include <QStringList>

namespace ddm {

// Reads an ABILITY or SPECIAL power that grants static abilities, "Resist 10 fire", "Immune
// Dominated, Immune Fear", "+4 DEF(Fort)", or a standard power with its reminder text,
// "Blindsight: Ignores Conceal; …" (CRG 707.1: the rule, not the reminder, is what applies).
// Applies what it reads to `abilities` and returns the fragments it could not read, verbatim.
QStringList readAbilities(const QString& text, CreatureAbilities& abilities);

} // namespace ddm
