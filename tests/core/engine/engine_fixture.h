// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the engine tests: the catalog from ../shared as a CardLookup, battle scripts from
// tests/data/battles, and a compact way to state what a battle should end with.

#include "shared_data.h"

#include "catalog/card_facts_join.h"
#include "catalog/card_lookup.h"
#include "catalog/catalog_json_reader.h"
#include "catalog/ddmdb_reader.h"
#include "engine/battle.h"
#include "engine/battle_script.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>

#include <optional>

namespace ddm::test {

// The catalog, read once per test executable, with the sizes the import takes from the D&D
// Miniatures Database and the cards' own text.
inline const InMemoryCardLookup& catalogCards()
{
    static const InMemoryCardLookup lookup = [] {
        QFile file(sharedPath(QStringLiteral("data/ddm-creatures.json")));
        InMemoryCardLookup cards;
        if (file.open(QIODevice::ReadOnly)) {
            QList<Creature> creatures = CatalogJsonReader::read(file.readAll()).creatures;
            joinCardFacts(creatures,
                          DdmdbReader::readDirectory(sharedPath(QStringLiteral("data/ddmdb"))).figures);
            for (const Creature& creature : std::as_const(creatures))
                cards.addCreature(creature);
        }
        return cards;
    }();
    return lookup;
}

// Cards of our own, for rules no catalog card shows (their power texts are invented): scripts in
// tests/data/battles/invented use them.
inline Creature inventedCard(const QString& name, int hp, const QStringList& attacks)
{
    Creature creature;
    creature.name = name;
    creature.set = QStringLiteral("Test Set");
    creature.cost = 10;
    creature.level = 5;
    creature.speed = 6;
    creature.hp = hp;
    creature.ac = 18;
    creature.fort = 15;
    creature.ref = 15;
    creature.will = 15;
    for (const QString& text : attacks)
        creature.powers.append({PowerType::Attack, text, {}});
    return creature;
}

inline const InMemoryCardLookup& inventedCards()
{
    static const InMemoryCardLookup lookup = [] {
        InMemoryCardLookup cards;
        cards.addCreature(inventedCard(
            QStringLiteral("Test Twin Burst"), 40,
            {QStringLiteral("Club: +5 vs. AC; 5 damage."),
             QStringLiteral("Twin Burst: Make 2 attacks: (burst 1) +10 vs. Reflex; 10 fire damage.")}));
        cards.addCreature(inventedCard(
            QStringLiteral("Test Star Rain"), 40,
            {QStringLiteral("Club: +5 vs. AC; 5 damage."),
             QStringLiteral("Star Rain: Make 2 attacks: (radius 1 within 10) +9 vs. Reflex; 15 damage.")}));
        cards.addCreature(inventedCard(
            QStringLiteral("Test Grappler"), 50,
            {QStringLiteral("Grab: +10 vs. AC; 5 damage AND make a Heave attack against that enemy."),
             QStringLiteral("Heave: +10 vs. AC; 5 damage AND push 1 square.")}));
        cards.addCreature(inventedCard(
            QStringLiteral("Test Fanatic"), 45,
            {QStringLiteral("Frenzy: +10 vs. AC; 15 damage AND repeat this attack against a different target (once per turn).")}));
        cards.addCreature(
            inventedCard(QStringLiteral("Test Dummy"), 60, {QStringLiteral("Club: +5 vs. AC; 5 damage.")}));
        // An aura that names the creature itself beside allies of a keyword it lacks.
        Creature warden =
            inventedCard(QStringLiteral("Test Warden"), 40, {QStringLiteral("Club: +5 vs. AC; 5 damage.")});
        warden.powers.append(
            {PowerType::Special,
             QStringLiteral("Warding Aura: (Aura 1) This creature and Undead allies in aura have +2 AC."),
             {}});
        cards.addCreature(warden);
        // Fragile beside a power that answers only hit points reaching 0.
        Creature brittle = inventedCard(QStringLiteral("Test Brittle Zombie"), 40,
                                        {QStringLiteral("Claw: +5 vs. AC; 5 damage.")});
        brittle.powers.append(
            {PowerType::Special,
             QStringLiteral("Fragile: When this creature is hit by a critical, it is destroyed."),
             {}});
        brittle.powers.append(
            {PowerType::Special,
             QStringLiteral("Tough to Kill 11: Use when this creature would be reduced to 0 HP. Roll "
                            "1d20; on a roll of 11+, this creature has 5 HP instead of being "
                            "destroyed."),
             {}});
        cards.addCreature(brittle);
        // A spent attack that comes back when any Weakened creature is destroyed (the one catalog card
        // worded so has no use limit to show it).
        Creature hexer =
            inventedCard(QStringLiteral("Test Hexer"), 40, {QStringLiteral("Club: +5 vs. AC; 5 damage.")});
        hexer.powers.append({PowerType::Attack,
                             QStringLiteral("Wither: +10 vs. Fortitude; 5 damage AND Weakened (save ends). "
                                            "RECHARGE when a Weakened creature is destroyed."),
                             1});
        cards.addCreature(hexer);
        // A recharge on bloodying an enemy with an attack, beside damage its hits deal to others.
        Creature executioner = inventedCard(QStringLiteral("Test Executioner"), 60,
                                            {QStringLiteral("Club: +10 vs. AC; 5 damage.")});
        executioner.powers.append(
            {PowerType::Attack,
             QStringLiteral("Finish: (bloodied target only) +10 vs. AC; 30 damage. RECHARGE "
                            "when this creature causes an enemy to become bloodied with an "
                            "attack."),
             1});
        executioner.powers.append({PowerType::Special,
                                   QStringLiteral("Spikes: Use when this creature hits with a {m} attack: "
                                                  "Each adjacent enemy takes 5 damage."),
                                   {}});
        cards.addCreature(executioner);
        // An Archer whose set-up bonuses last until it is attacked, and a neighbour that turns attacks onto
        // it.
        Creature archer = inventedCard(QStringLiteral("Test Archer"), 40,
                                       {QStringLiteral("Club: +5 vs. AC; 5 damage."),
                                        QStringLiteral("Bow: (range 10) +5 vs. AC; 10 damage.")});
        archer.powers.append(
            {PowerType::Special,
             QStringLiteral("First Shot: Use during your set-up: This creature has +2 Attack and +5 "
                            "Damage on {r} attacks until it is attacked."),
             {}});
        cards.addCreature(archer);
        Creature shirker =
            inventedCard(QStringLiteral("Test Shirker"), 40, {QStringLiteral("Club: +5 vs. AC; 5 damage.")});
        shirker.powers.append(
            {PowerType::Special,
             QStringLiteral("Shirk: Use when this creature is targeted by an attack: Redirect that "
                            "attack to an adjacent ally."),
             {}});
        cards.addCreature(shirker);
        return cards;
    }();
    return lookup;
}

// The cards a script of tests/data/battles names: the invented ones for scripts in "invented/".
inline const CardLookup& cardsFor(const QString& script)
{
    if (script.startsWith(QLatin1String("invented/")))
        return inventedCards();
    return catalogCards();
}

inline QByteArray battleFile(const QString& name)
{
    QFile file(testDataPath(QStringLiteral("battles/") + name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A script played to its end or to its first refused action.
struct ScriptRun {
    BattleScript script;
    Battle battle{BattleSetup{}};
    std::optional<qsizetype> failedAt;
    std::optional<ActionError> error;
    QStringList readErrors;
};

inline ScriptRun runScript(const QByteArray& json, const CardLookup& cards = catalogCards())
{
    ScriptRun run;
    const ScriptReadResult read = BattleScriptReader::read(json, cards);
    for (const ScriptError& error : read.errors)
        run.readErrors.append(error.toString());
    if (!read.ok())
        return run;
    run.script = read.script;
    Battle::Replay replay = Battle::replay(read.script.setup, read.script.actions);
    run.battle = replay.battle;
    run.failedAt = replay.failedAt;
    run.error = replay.error;
    return run;
}

// Checks facts written as "B1.hp=35 B1.at=6,2 B1.conditions=Dazed,Slowed B1.modifiers=-2Attack B1.out=yes
// A1.championUses=0 vp.A=14 winner=A round=2 error=3:412.2.a kind=illegal", so data rows state whole outcomes
// compactly. "error=none" demands that every action applied.
inline QStringList failedExpectations(const ScriptRun& run, const QString& expectations)
{
    QStringList failures;
    const BattleState& state = run.battle.state();
    const auto expect = [&](const QString& key, const QString& wanted, const QString& actual) {
        if (wanted != actual)
            failures.append(QStringLiteral("%1: expected %2, got %3").arg(key, wanted, actual));
    };
    for (const QString& fact : expectations.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString key = fact.section(QLatin1Char('='), 0, 0);
        const QString wanted = fact.section(QLatin1Char('='), 1);
        if (key == QLatin1String("error")) {
            const QString actual = run.error ? QStringLiteral("%1:%2").arg(*run.failedAt).arg(run.error->rule) : QStringLiteral("none");
            expect(key, wanted, actual);
        } else if (key == QLatin1String("kind")) {
            expect(key, wanted, run.error ? actionErrorKindKey(run.error->kind) : QStringLiteral("none"));
        } else if (key == QLatin1String("message")) {
            const QString actual = run.error ? run.error->message : QString();
            if (!actual.contains(QString(wanted).replace(QLatin1Char('_'), QLatin1Char(' '))))
                failures.append(QStringLiteral("message: \"%1\" lacks \"%2\"").arg(actual, wanted));
        } else if (key == QLatin1String("winner")) {
            expect(key, wanted, state.outcome && state.outcome->winner ? sideName(*state.outcome->winner) : QStringLiteral("none"));
        } else if (key == QLatin1String("end")) {
            expect(key, wanted, state.outcome ? state.outcome->rule : QStringLiteral("none"));
        } else if (key == QLatin1String("round")) {
            expect(key, wanted, QString::number(state.round));
        } else if (key == QLatin1String("player1")) {
            expect(key, wanted, sideName(state.player1));
        } else if (key == QLatin1String("active")) {
            expect(key, wanted, sideName(state.activeSide));
        } else if (key.startsWith(QLatin1String("vp."))) {
            const std::optional<Side> side = parseSide(key.mid(3));
            expect(key, wanted, side ? QString::number(state.victoryPointsOf(*side)) : QStringLiteral("?"));
        } else if (key == QLatin1String("log") || key == QLatin1String("nolog")) {
            // A word that some log entry's rule or text contains: "log=1013.4"; "nolog=": that none does.
            const QString needle = QString(wanted).replace(QLatin1Char('_'), QLatin1Char(' '));
            const bool found = std::any_of(run.battle.log().cbegin(), run.battle.log().cend(), [&](const LogEntry& entry) {
                return entry.rule == needle || entry.text.contains(needle);
            });
            if (key == QLatin1String("log") && !found)
                failures.append(QStringLiteral("log: nothing says \"%1\"").arg(needle));
            if (key == QLatin1String("nolog") && found)
                failures.append(QStringLiteral("nolog: an entry says \"%1\"").arg(needle));
        } else {
            const CreatureState* creature = state.creature(key.section(QLatin1Char('.'), 0, 0));
            const QString field = key.section(QLatin1Char('.'), 1);
            if (!creature) {
                failures.append(QStringLiteral("%1: no such creature").arg(key));
                continue;
            }
            QString actual;
            if (field == QLatin1String("hp")) {
                actual = QString::number(creature->hitPoints.current);
            } else if (field == QLatin1String("at")) {
                actual = QStringLiteral("%1,%2").arg(creature->space.topLeft.x).arg(creature->space.topLeft.y);
            } else if (field == QLatin1String("out")) {
                actual = creature->eliminated ? QStringLiteral("yes") : QStringLiteral("no");
            } else if (field == QLatin1String("conditions")) {
                QStringList names;
                for (const ActiveCondition& condition : creature->effects.conditions())
                    names.append(conditionName(condition.effect.condition));
                for (const ActiveOngoingDamage& ongoing : creature->effects.ongoing())
                    names.append(QStringLiteral("ongoing%1%2").arg(ongoing.damage.amount).arg(damageTypeName(ongoing.damage.type).toLower()));
                actual = names.isEmpty() ? QStringLiteral("none") : names.join(QLatin1Char(','));
            } else if (field == QLatin1String("modifiers")) {
                QStringList names; // "-2Attack,-5Damage"
                for (const ActiveStatModifier& active : creature->effects.modifiers())
                    names.append(QStringLiteral("%1%2")
                                     .arg(active.modifier.amount)
                                     .arg(statisticName(active.modifier.statistic)));
                actual = names.isEmpty() ? QStringLiteral("none") : names.join(QLatin1Char(','));
            } else if (field == QLatin1String("championUses")) {
                actual = QString::number(creature->championUses);
            } else if (field == QLatin1String("used")) {
                QStringList uses;
                for (auto it = creature->usesSpent.cbegin(); it != creature->usesSpent.cend(); ++it)
                    uses.append(QStringLiteral("%1x%2").arg(it.key()).arg(it.value()));
                actual = uses.isEmpty() ? QStringLiteral("none") : uses.join(QLatin1Char(','));
            } else {
                failures.append(QStringLiteral("%1: unknown field").arg(key));
                continue;
            }
            expect(key, wanted, actual);
        }
    }
    return failures;
}

} // namespace ddm::test
