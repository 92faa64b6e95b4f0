// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/damage_type.h"

#include "catalog/name_table.h"

namespace ddm {
namespace {

using name_table::NameTable;

constexpr NameTable<DamageType, 14> kDamageTypes{{{DamageType::Untyped, "Untyped"},
                                                  {DamageType::Acid, "Acid"},
                                                  {DamageType::Cold, "Cold"},
                                                  {DamageType::Fire, "Fire"},
                                                  {DamageType::Force, "Force"},
                                                  {DamageType::Lightning, "Lightning"},
                                                  {DamageType::Necrotic, "Necrotic"},
                                                  {DamageType::Poison, "Poison"},
                                                  {DamageType::Psychic, "Psychic"},
                                                  {DamageType::Radiant, "Radiant"},
                                                  {DamageType::Sonic, "Sonic"},
                                                  {DamageType::Thunder, "Thunder"},
                                                  // A frequent misprint, and the older sets' word.
                                                  {DamageType::Lightning, "Lighting"},
                                                  {DamageType::Lightning, "Electricity"}}};

} // namespace

QString damageTypeName(DamageType type)
{
    return name_table::nameOf(kDamageTypes, type);
}

std::optional<DamageType> parseDamageType(const QString& text)
{
    return name_table::parseName(kDamageTypes, text);
}

QStringList damageTypeSpellings()
{
    return name_table::spellingsOf(kDamageTypes);
}

QList<DamageType> allDamageTypes()
{
    QList<DamageType> types;
    for (const auto& [type, name] : kDamageTypes) {
        if (type != DamageType::Untyped && !types.contains(type))
            types.append(type);
    }
    return types;
}

} // namespace ddm
