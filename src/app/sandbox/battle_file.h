// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/card_lookup.h"
#include "engine/action.h"
#include "engine/battle_setup.h"
#include "sandbox/battle_session.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ddm::gui {

// A saved sandbox battle: its setup and the actions played, each with the dice it used, so loading
// replays it to the same state.
struct SavedBattle {
    BattleSetup setup;
    QList<Action> actions;
    quint32 seed = 0;
    DiceMode diceMode = DiceMode::App;
};

struct BattleFileResult {
    SavedBattle battle;
    QStringList errors; // each naming the place: "battle.actions[3].move[2]: ..."

    bool ok() const { return errors.isEmpty(); }
};

// The sandbox's battle file: {"format": "ddm-sandbox-battle", "version": 1, "seed": N, "dice":
// "app"|"typed", "battle": {...}}, where "battle" is a battle script exactly as `ddm-tool battle`
// reads it (map, points, scenario, creatures, actions with their rolls), so a sandbox game can be
// checked with the tool and a script can be opened in the sandbox.
class BattleFile {
public:
    static constexpr int kVersion = 1;

    static QJsonObject scriptJson(const BattleSetup& setup, const QList<Action>& actions);
    static QByteArray write(const SavedBattle& battle);
    static BattleFileResult read(const QByteArray& json, const CardLookup& cards);

    // Atomic (QSaveFile); empty on success, else the reason.
    static QString save(const SavedBattle& battle, const QString& path);
    static BattleFileResult load(const QString& path, const CardLookup& cards);
};

} // namespace ddm::gui
