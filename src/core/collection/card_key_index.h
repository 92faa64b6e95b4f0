// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace ddm {

// A card's identity as the database spells it.
struct CardKey {
    QString name;
    QString set;

    bool operator==(const CardKey&) const = default;
};

// The same text for every spelling of one card's name and set that differ only in case and
// surrounding spaces: a hash key.
QString cardLookupKey(const QString& name, const QString& set);

// The cards a collection file may name, found by name and set ignoring case and surrounding spaces.
// Built once per import from all cards, so resolving a file of any size costs no queries.
class CardKeyIndex {
public:
    CardKeyIndex() = default;
    explicit CardKeyIndex(const QList<Creature>& creatures);

    void add(const QString& name, const QString& set);
    std::optional<CardKey> find(const QString& name, const QString& set) const;

private:
    QHash<QString, CardKey> m_cards;
};

} // namespace ddm
