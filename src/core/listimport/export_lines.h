// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "listimport/list_text.h"

#include <QList>
#include <QRegularExpression>
#include <QString>

#include <optional>

namespace ddm {

// The lines of the app's own export (WarbandExport, export_templates.h) read back: its creature
// lines, header and limits lines and section headings. An export is read in the language it was
// written in: the app's present one, or English (the templates' sources), as when a German user
// pastes a list an English user exported.
class ExportLines {
public:
    ExportLines(); // for the translations installed now

    enum class Section { Other, Creatures, UnassignedItems, Legality, Notes };
    Section section(const QString& heading) const;
    // "[N x ]Name (Set), cost C[, with A; B]"
    std::optional<ListItem> creature(const QString& line) const;
    // "200 points, Wild, Bounty[, map: Goblin Market]", with the names as the app displays them now.
    bool readHeader(const QString& line, StatedFacts& facts) const;
    // "Points: 81 of 200. Creatures: 5 of 10."
    bool readLimits(const QString& line, StatedFacts& facts) const;

private:
    struct Language {
        QRegularExpression card, cost, copies, items, header, headerWithMap, limits;
        QString creatures, unassignedItems, legality, notes;

        bool operator==(const Language&) const = default;
    };
    static Language language(bool translated);

    QList<Language> m_languages;
};

} // namespace ddm
