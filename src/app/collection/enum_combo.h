// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>
#include <QString>

#include <optional>

namespace ddm::gui {

// Combo boxes offering the values of a game enumeration, each item holding its value as int data,
// optionally after an item for "not known" (data -1).
template <typename Enum, std::size_t N>
void fillEnumCombo(QComboBox* combo, const Enum (&values)[N], QString (*label)(Enum),
                   const QString& unknown = {})
{
    combo->clear();
    if (!unknown.isEmpty())
        combo->addItem(unknown, -1);
    for (const Enum value : values)
        combo->addItem(label(value), static_cast<int>(value));
}

template <typename Enum> std::optional<Enum> enumComboValue(const QComboBox* combo)
{
    const int value = combo->currentData().toInt();
    return value < 0 ? std::nullopt : std::optional<Enum>(static_cast<Enum>(value));
}

template <typename Enum> void setEnumComboValue(QComboBox* combo, std::optional<Enum> value)
{
    combo->setCurrentIndex(qMax(0, combo->findData(value ? static_cast<int>(*value) : -1)));
}

} // namespace ddm::gui
