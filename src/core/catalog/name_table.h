// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <utility>

namespace ddm::name_table {

// One table per vocabulary enum, for the catalog's enums and the powers' vocabulary alike: the first
// row of a value is its canonical name; later rows are spellings (aliases, the catalog's typos)
// accepted on input only.
template <typename Enum, std::size_t N> using NameTable = std::array<std::pair<Enum, const char*>, N>;

template <typename Enum, std::size_t N> QString nameOf(const NameTable<Enum, N>& table, Enum value)
{
    for (const auto& [candidate, name] : table) {
        if (candidate == value)
            return QString::fromLatin1(name);
    }
    return {};
}

template <typename Enum, std::size_t N>
std::optional<Enum> parseName(const NameTable<Enum, N>& table, const QString& text)
{
    const QString trimmed = text.trimmed();
    for (const auto& [value, name] : table) {
        if (trimmed.compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
            return value;
    }
    return std::nullopt;
}

template <typename Enum, std::size_t N> QStringList spellingsOf(const NameTable<Enum, N>& table)
{
    QStringList spellings;
    for (const auto& entry : table)
        spellings.append(QString::fromLatin1(entry.second));
    return spellings;
}

} // namespace ddm::name_table
