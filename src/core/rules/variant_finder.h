// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_link.h"

#include <QList>

namespace ddm {

struct RulesCorpus;

// Finds entries of different DDM documents about the same thing, to show them side by side: the
// CRG's "1013. Pit Terrain", the starter's "Pits", the quick reference's "terrain/pits". Two entries
// are about the same thing when their titles have the same words once the words that only name a
// kind of thing are set aside ("Condition", "Terrain", "Effects" … : the last words of many CRG
// titles); an entry of another document whose title has one word more or less than a CRG title
// joins that title's group ("Walls and Blocking Terrain" and "Walls"). A group needs two documents.
class VariantFinder {
public:
    static QList<VariantGroup> find(const RulesCorpus& corpus);
};

} // namespace ddm
