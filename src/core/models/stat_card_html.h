// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <QCoreApplication>
#include <QString>

namespace ddm {

// Renders a creature's stat card as HTML the way the printed card reads: name and level, keywords,
// defences, speed, HP and bloodied value, attacks with their use boxes, abilities, special powers,
// champion rating and powers, cost, factions and alignment. Terms the rules glossary defines are
// `ddm://glossary/<term>` links. No colours for text or background: the view's palette decides.
struct StatCardOptions {
    bool compact = false;  // a roster's stat block: no flavour headings, smaller type
    bool linkTerms = true; // make glossary terms links
};

class StatCardHtml {
    Q_DECLARE_TR_FUNCTIONS(ddm::StatCardHtml)

public:
    static QString render(const Creature& creature, const StatCardOptions& options = {});
    // One power as the card prints it: its use boxes, its name in bold, its text (card_text_html.h).
    static QString powerHtml(const Power& power, bool linkTerms = true);
};

} // namespace ddm
