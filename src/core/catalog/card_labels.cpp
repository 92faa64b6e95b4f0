// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/card_labels.h"

#include <QCoreApplication>

namespace ddm {
namespace {

QString label(const char* text)
{
    return QCoreApplication::translate("ddm::CardLabels", text);
}

} // namespace

QString factionLabel(Faction faction)
{
    switch (faction) {
    case Faction::Borderlands:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Borderlands"));
    case Faction::Civilization:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Civilization"));
    case Faction::Underdark:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Underdark"));
    case Faction::Wild:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Wild"));
    }
    return {};
}

QString alignmentLabel(Alignment alignment)
{
    switch (alignment) {
    case Alignment::Unaligned:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Unaligned"));
    case Alignment::Good:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Good"));
    case Alignment::Evil:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Evil"));
    }
    return {};
}

QString movementLabel(MovementMode mode)
{
    switch (mode) {
    case MovementMode::Normal:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Normal"));
    case MovementMode::Flight:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Flight"));
    case MovementMode::Burrow:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Burrow"));
    }
    return {};
}

QString powerTypeLabel(PowerType type)
{
    switch (type) {
    case PowerType::Attack:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Attack"));
    case PowerType::Special:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Special"));
    case PowerType::Ability:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Ability"));
    case PowerType::Champion:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Champion"));
    }
    return {};
}

QString sizeLabel(CreatureSize size)
{
    switch (size) {
    case CreatureSize::Tiny:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Tiny"));
    case CreatureSize::Small:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Small"));
    case CreatureSize::Medium:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Medium"));
    case CreatureSize::Large:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Large"));
    case CreatureSize::Huge:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Huge"));
    case CreatureSize::Gargantuan:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Gargantuan"));
    case CreatureSize::Colossal:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Colossal"));
    }
    return {};
}

QString rarityLabel(Rarity rarity)
{
    switch (rarity) {
    case Rarity::Common:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Common"));
    case Rarity::Uncommon:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Uncommon"));
    case Rarity::Rare:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Rare"));
    case Rarity::VeryRare:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Very Rare"));
    case Rarity::Visible:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Visible"));
    case Rarity::StarterOnly:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Starter Only"));
    case Rarity::Promo:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "Promo"));
    }
    return {};
}

QString factSourceLabel(FactSource source)
{
    switch (source) {
    case FactSource::Database:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "D&D Miniatures Database"));
    case FactSource::CardText:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "card text"));
    case FactSource::Correction:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "your correction"));
    case FactSource::CustomCard:
        return label(QT_TRANSLATE_NOOP("ddm::CardLabels", "your custom card"));
    }
    return {};
}

} // namespace ddm
