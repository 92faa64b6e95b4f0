// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ddm {

// What a legality check found. The code is stable (it is the JSON "code" of `ddm-tool validate`).
enum class ViolationCode {
    Empty,         // empty
    PointLimit,    // point-limit
    CreatureLimit, // creature-limit
    MaxCost,       // max-cost
    Faction,       // faction
    Alignment,     // alignment
    Unique,        // unique
    Size,          // size (an unknown size is a warning with this code)
    Items,         // items
    CardRule,      // card-rule
    UnknownCard,   // unknown-card: a name the catalog does not have
    Map,           // map: a battle map of the wrong size (no map, or one of unknown size: a warning)
};

enum class Severity { Error, Warning };

// A violation (or warning) as data: the GUI and the CLI turn it into text. `rule` is the CRG number
// where one exists ("101.2"), else a document section ("Guild 2011: Warband Restrictions") or the card
// that imposes it ("card: Graz'zt"). `message` is a plain English sentence for the CLI and logs;
// the GUI builds its own translated text from code and arguments.
struct Violation {
    ViolationCode code = ViolationCode::Empty;
    Severity severity = Severity::Error;
    QString rule;
    QString message;
    QStringList cards;     // names of the cards involved, as the warband lists them
    QStringList arguments; // values the message names (limits, totals, faction), for translation

    bool operator==(const Violation&) const = default;
};

QString violationCodeKey(ViolationCode code);

} // namespace ddm
