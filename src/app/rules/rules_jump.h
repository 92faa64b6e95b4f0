// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_views.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace ddm {
class RulesRepository;
}

namespace ddm::gui {

// Where typed text leads, or why nowhere.
struct JumpTarget {
    enum class Problem {
        None,
        Empty,          // nothing typed
        NoSuchRule,     // a rule number that does not exist: `number` and `nearest` say more
        NoSuchEntry,    // an id or a ddm:// URL of an entry or term that does not exist
        UnknownLink,    // a ddm:// URL of no kind this app opens
        NotUnderstood,  // none of the forms below
    };

    Problem problem = Problem::None;
    QString text;                     // as typed, trimmed
    std::optional<RulesItemId> item;  // the rules entry or term to open
    QUrl url;                         // what to open: the item's URL, or another ddm:// link (a card)
    QString number;                   // NoSuchRule: the number understood, in the CRG's spelling
    QList<RuleEntryView> nearest;     // NoSuchRule: the closest existing rules
};

// Reads what a judge types into the jump box or the search box: a rule number in any spelling
// ("611.3", "611.3a", "r611", "§611"), a quick-reference code ("B2"), an id ("rule:611.3",
// "glossary:conceal x"), a ddm:// URL (copied with "Copy link"), or a glossary term by name.
class RulesJump {
    Q_DECLARE_TR_FUNCTIONS(ddm::gui::RulesJump)

public:
    static JumpTarget resolve(const RulesRepository& rules, const QString& text);
    // What was wrong, in a sentence; empty when nothing was.
    static QString problemText(const JumpTarget& target);

private:
    static bool exists(const RulesRepository& rules, const RulesItemId& item);
};

} // namespace ddm::gui
