// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/game_enums.h"

#include <QHash>
#include <QIcon>
#include <QStyledItemDelegate>

namespace ddm::gui {

// Draws the catalog table's factions as coloured marks (their names are the tooltip), and edits
// owned counts with a spin box (0 to 999 copies).
class CatalogItemDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    static QString shortName(Faction faction); // "Civ", "Bor", "Und", "Wild"

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    QIcon factionMarks(int factionBits, int height) const;

    mutable QHash<quint64, QIcon> m_marks; // by faction bits and height
};

} // namespace ddm::gui
