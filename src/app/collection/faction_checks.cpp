// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/faction_checks.h"

#include "catalog/card_labels.h"

#include <QCheckBox>
#include <QHBoxLayout>

namespace ddm::gui {

FactionChecks::FactionChecks(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (const Faction faction : allFactions()) {
        auto* box = new QCheckBox(factionLabel(faction), this);
        box->setObjectName(factionName(faction).toLower() + QStringLiteral("Check"));
        layout->addWidget(box);
        m_boxes.append({faction, box});
    }
    layout->addStretch();
}

Factions FactionChecks::factions() const
{
    Factions factions;
    for (const Box& entry : m_boxes) {
        if (entry.box->isChecked())
            factions |= entry.faction;
    }
    return factions;
}

void FactionChecks::setFactions(Factions factions)
{
    for (const Box& entry : m_boxes)
        entry.box->setChecked(factions.testFlag(entry.faction));
}

} // namespace ddm::gui
