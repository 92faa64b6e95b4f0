// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// The damage types printed on cards ("15 fire damage"); Untyped is plain "damage". Resist,
// Vulnerable and Immune name these types (CRG 806.5, 806.6).
enum class DamageType {
    Untyped,
    Acid,
    Cold,
    Fire,
    Force,
    Lightning,
    Necrotic,
    Poison,
    Psychic,
    Radiant,
    Sonic,
    Thunder
};

// Canonical names ("Fire"; "Untyped" for plain damage) and case-insensitive parsing that also takes
// the catalog's variants ("lighting", the older "electricity").
QString damageTypeName(DamageType type);
std::optional<DamageType> parseDamageType(const QString& text);
QList<DamageType> allDamageTypes(); // the typed ones, without Untyped
QStringList damageTypeSpellings();  // every spelling parseDamageType() accepts, for parsers

} // namespace ddm
