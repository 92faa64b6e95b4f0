// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/battle_script.h"

#include "board/map_reader.h"
#include "board/occupancy.h"
#include "board/position_check.h"
#include "catalog/json_text.h"
#include "engine/combatant.h"
#include "engine/script_actions.h"
#include "engine/script_fields.h"
#include "engine/setup_roll.h"
#include "engine/setup_rules.h"
#include "engine/side_index.h"
#include "engine/victory_area_roll.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace ddm {
namespace {

using script::at;
using script::index;
using script::Problems;

constexpr int kMaxCreatures = 100;
constexpr int kMaxHitPoints = 10000;
constexpr int kMaxPoints = 100000;

std::optional<Creature> resolveCard(const QJsonObject& object, const QString& where, const CardLookup& cards, Problems& problems)
{
    const std::optional<QString> name = script::readText(object.value(QLatin1String("card")), at(where, QStringLiteral("card")), problems);
    if (!name)
        return std::nullopt;
    QList<Creature> found = cards.creaturesNamed(*name);
    if (object.contains(QLatin1String("set"))) {
        const std::optional<QString> set = script::readText(object.value(QLatin1String("set")), at(where, QStringLiteral("set")), problems);
        if (!set)
            return std::nullopt;
        found.removeIf([&](const Creature& card) { return card.set.compare(*set, Qt::CaseInsensitive) != 0; });
        if (found.isEmpty()) {
            problems.add(at(where, QStringLiteral("card")), QStringLiteral("no creature named \"%1\" in set \"%2\"").arg(*name, *set));
            return std::nullopt;
        }
    }
    if (found.isEmpty()) {
        problems.add(at(where, QStringLiteral("card")), QStringLiteral("no creature named \"%1\"").arg(*name));
        return std::nullopt;
    }
    if (found.size() > 1) {
        QStringList sets;
        for (const Creature& card : found)
            sets.append(card.set);
        problems.add(at(where, QStringLiteral("card")),
                     QStringLiteral("\"%1\" is in several sets (%2): name one with \"set\"").arg(*name, sets.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    return found.first();
}

class ScriptReader {
public:
    ScriptReader(const QJsonObject& object, const CardLookup& cards)
        : m_object(object)
        , m_cards(cards)
    {
    }

    ScriptReadResult read()
    {
        script::reportUnknownFields(m_object,
                                    {QStringLiteral("map"), QStringLiteral("points"),
                                     QStringLiteral("scenario"), QStringLiteral("sides"),
                                     QStringLiteral("setup"), QStringLiteral("creatures"),
                                     QStringLiteral("actions")},
                                    {}, m_problems);
        if (!readMap())
            return result();
        readPoints();
        readScenario();
        readSideNames();
        readCreatures();
        if (m_problems.count() == 0)
            readSetupRoll();
        if (m_problems.count() == 0)
            setUpUnplaced();
        if (m_problems.count() == 0)
            checkWanderers();
        if (m_problems.count() == 0)
            readActions();
        return result();
    }

private:
    ScriptReadResult result() const { return {m_script, m_problems.errors()}; }

    bool readMap()
    {
        const QJsonValue value = m_object.value(QLatin1String("map"));
        if (!value.isObject()) {
            m_problems.add(QStringLiteral("map"), value.isUndefined() ? QStringLiteral("missing")
                                                                      : QStringLiteral("expected a map object, not %1").arg(describeJsonValue(value)));
            return false;
        }
        const MapReadResult map = MapReader::read(value.toObject(), QStringLiteral("map"));
        for (const MapError& error : map.errors)
            m_problems.add(error.where, error.message);
        m_script.setup.map = map.map;
        return map.ok();
    }

    void readPoints()
    {
        if (m_object.contains(QLatin1String("points"))) {
            if (const auto points = script::readNumber(m_object.value(QLatin1String("points")), QStringLiteral("points"), 1, kMaxPoints, m_problems))
                m_script.setup.points = *points;
        }
    }

    void readScenario()
    {
        if (!m_object.contains(QLatin1String("scenario")))
            return;
        const QJsonValue value = m_object.value(QLatin1String("scenario"));
        const std::optional<Scenario> scenario = value.isString() ? parseScenario(value.toString()) : std::nullopt;
        if (!scenario) {
            m_problems.add(QStringLiteral("scenario"), QStringLiteral("expected one of assault, bounty, uncontested, sealed, not %1").arg(describeJsonValue(value)));
            return;
        }
        m_script.setup.scenario = *scenario;
    }

    void readSideNames()
    {
        if (!m_object.contains(QLatin1String("sides")))
            return;
        const QJsonValue value = m_object.value(QLatin1String("sides"));
        if (!value.isObject()) {
            m_problems.add(
                QStringLiteral("sides"),
                QStringLiteral("expected {\"A\": name, \"B\": name}, not %1").arg(describeJsonValue(value)));
            return;
        }
        const QJsonObject sides = value.toObject();
        script::reportUnknownFields(sides, {QStringLiteral("A"), QStringLiteral("B")},
                                    QStringLiteral("sides"), m_problems);
        for (Side side : {Side::A, Side::B}) {
            const QString where = QStringLiteral("sides.%1").arg(sideName(side));
            if (sides.contains(sideName(side))) {
                if (const auto name = script::readText(sides.value(sideName(side)), where, m_problems))
                    m_script.setup.sideNames[sideIndex(side)] = *name;
            }
        }
    }

    void readCreatures()
    {
        const QJsonValue value = m_object.value(QLatin1String("creatures"));
        if (!value.isArray() || value.toArray().isEmpty() || value.toArray().size() > kMaxCreatures) {
            m_problems.add(QStringLiteral("creatures"), QStringLiteral("expected a list of 1 to %1 creatures, not %2").arg(kMaxCreatures).arg(describeJsonValue(value)));
            return;
        }
        const QJsonArray creatures = value.toArray();
        QSet<QString> ids;
        Occupancy occupancy(m_script.setup.map.width(), m_script.setup.map.height());
        for (qsizetype i = 0; i < creatures.size(); ++i) {
            const QString where = index(QStringLiteral("creatures"), i);
            if (!creatures.at(i).isObject()) {
                m_problems.add(where, QStringLiteral("expected a creature object, not %1").arg(describeJsonValue(creatures.at(i))));
                continue;
            }
            const QJsonObject object = creatures.at(i).toObject();
            if (std::optional<CreatureSetup> creature = readCreature(object, where, ids)) {
                ids.insert(creature->id);
                if (object.contains(QLatin1String("at")))
                    placeCreature(*creature, where, occupancy);
                else
                    m_unplaced.append(i);
                m_script.setup.creatures.append(*creature);
            }
        }
        if (!m_unplaced.isEmpty() && m_unplaced.size() != m_script.setup.creatures.size())
            m_problems.add(
                at(index(QStringLiteral("creatures"), m_unplaced.first()), QStringLiteral("at")),
                QStringLiteral("missing: give every creature its square, or none to set them all up "
                               "in their start areas (102.6-102.7)"));
        for (const Side side : {Side::A, Side::B}) {
            const bool any = std::any_of(m_script.setup.creatures.cbegin(), m_script.setup.creatures.cend(),
                                         [side](const CreatureSetup& creature) { return creature.side == side; });
            if (!any && m_problems.count() == 0)
                m_problems.add(QStringLiteral("creatures"), QStringLiteral("side %1 has no creature").arg(sideName(side)));
        }
    }

    // 102.3-102.4: the set-up roll's d20s, which must decide it with every d20 used, and the side
    // its winner chose as Player 1 (the winner, unless "player1" says otherwise).
    void readSetupRoll()
    {
        if (!m_object.contains(QLatin1String("setup")))
            return;
        const QJsonValue value = m_object.value(QLatin1String("setup"));
        if (!value.isObject()) {
            m_problems.add(QStringLiteral("setup"),
                           QStringLiteral("expected {\"initiative\": {\"A\": [d20...], \"B\": [d20...]}, "
                                          "\"player1\"?: side}, not %1")
                               .arg(describeJsonValue(value)));
            return;
        }
        const QJsonObject setup = value.toObject();
        script::reportUnknownFields(setup, {QStringLiteral("initiative"), QStringLiteral("player1")},
                                    QStringLiteral("setup"), m_problems);
        const QJsonValue initiative = setup.value(QLatin1String("initiative"));
        if (!initiative.isObject()) {
            m_problems.add(QStringLiteral("setup.initiative"),
                           QStringLiteral("expected {\"A\": [d20...], \"B\": [d20...]}, not %1")
                               .arg(describeJsonValue(initiative)));
            return;
        }
        script::reportUnknownFields(initiative.toObject(), {QStringLiteral("A"), QStringLiteral("B")},
                                    QStringLiteral("setup.initiative"), m_problems);
        SetupRoll roll;
        for (const Side side : {Side::A, Side::B}) {
            const QString where = QStringLiteral("setup.initiative.%1").arg(sideName(side));
            const std::optional<QList<int>> rolls =
                script::readRolls(initiative.toObject().value(sideName(side)), where, m_problems);
            if (!rolls)
                return;
            roll.rolls[sideIndex(side)] = *rolls;
        }
        const SetupRollCheck check = replaySetupRoll(m_script.setup.creatures, roll.rolls);
        if (!check.problem.isEmpty()) {
            m_problems.add(QStringLiteral("setup.initiative"), check.problem);
            return;
        }
        roll.player1 = *check.result.winner;
        if (setup.contains(QLatin1String("player1"))) {
            const QJsonValue player1 = setup.value(QLatin1String("player1"));
            const std::optional<Side> side =
                player1.isString() ? parseSide(player1.toString()) : std::nullopt;
            if (!side) {
                m_problems.add(
                    QStringLiteral("setup.player1"),
                    QStringLiteral("expected \"A\" or \"B\", not %1").arg(describeJsonValue(player1)));
                return;
            }
            roll.player1 = *side;
        }
        m_script.setup.setupRoll = roll;
    }

    // Creatures given without squares set up in their start areas, Player 2's first (102.6-102.7).
    void setUpUnplaced()
    {
        if (m_unplaced.isEmpty())
            return;
        const QStringList homeless = placeInStartAreas(m_script.setup, m_script.setup.player1());
        for (qsizetype i = 0; i < m_script.setup.creatures.size(); ++i) {
            const CreatureSetup& creature = m_script.setup.creatures.at(i);
            if (homeless.contains(creature.id))
                m_problems.add(index(QStringLiteral("creatures"), i),
                               QStringLiteral("%1 finds no legal square in start area %2 (102.6.c)")
                                   .arg(creature.id, sideName(creature.side)));
        }
    }

    std::optional<CreatureSetup> readCreature(const QJsonObject& object, const QString& where, const QSet<QString>& ids)
    {
        const qsizetype before = m_problems.count();
        script::reportUnknownFields(object,
                                    {QStringLiteral("id"), QStringLiteral("side"), QStringLiteral("card"),
                                     QStringLiteral("set"), QStringLiteral("at"), QStringLiteral("hp"),
                                     QStringLiteral("wander"), QStringLiteral("size")},
                                    where, m_problems);
        CreatureSetup creature;
        if (const auto id = script::readText(object.value(QLatin1String("id")), at(where, QStringLiteral("id")), m_problems)) {
            creature.id = *id;
            if (ids.contains(*id))
                m_problems.add(at(where, QStringLiteral("id")), QStringLiteral("\"%1\" is already the id of another creature").arg(*id));
        }
        const QJsonValue side = object.value(QLatin1String("side"));
        if (const std::optional<Side> parsed = side.isString() ? parseSide(side.toString()) : std::nullopt)
            creature.side = *parsed;
        else
            m_problems.add(at(where, QStringLiteral("side")), QStringLiteral("expected \"A\" or \"B\", not %1").arg(describeJsonValue(side)));
        if (const std::optional<Creature> card = resolveCard(object, where, m_cards, m_problems))
            creature.card = *card;
        if (object.contains(QLatin1String("size")))
            readSizeOverride(object.value(QLatin1String("size")), at(where, QStringLiteral("size")),
                             creature.card);
        if (object.contains(QLatin1String("at"))) {
            if (const auto square =
                    script::readSquare(object.value(QLatin1String("at")), at(where, QStringLiteral("at")),
                                       m_script.setup.map, m_problems))
                creature.at = *square;
        }
        if (object.contains(QLatin1String("hp")))
            creature.hp = script::readNumber(object.value(QLatin1String("hp")), at(where, QStringLiteral("hp")), 1, kMaxHitPoints, m_problems);
        if (object.contains(QLatin1String("wander")))
            readWander(object.value(QLatin1String("wander")), at(where, QStringLiteral("wander")), creature);
        if (m_problems.count() != before)
            return std::nullopt;
        return creature;
    }

    // A size for this battle in place of the catalog's (a card whose size is unknown, or a what-if):
    // the space it occupies follows it (218.1).
    void readSizeOverride(const QJsonValue& value, const QString& where, Creature& card)
    {
        const std::optional<CreatureSize> size =
            value.isString() ? parseSize(value.toString()) : std::nullopt;
        if (!size) {
            m_problems.add(where,
                           QStringLiteral("expected a size (Tiny, Small, Medium, Large, Huge, Gargantuan, "
                                          "Colossal), not %1")
                               .arg(describeJsonValue(value)));
            return;
        }
        card.size = size;
    }

    // 707.15.a: the rolls of a Wandering Monster's set-up, which must pick a victory area using
    // every roll.
    void readWander(const QJsonValue& value, const QString& where, CreatureSetup& creature)
    {
        const std::optional<QList<int>> rolls = script::readRolls(value, where, m_problems);
        if (!rolls || creature.card.name.isEmpty())
            return; // nothing given, or the card's problem is reported already
        if (setupEntryOf(creature.card) != SetupEntry::WanderingMonster) {
            m_problems.add(where, QStringLiteral("%1 has no Wandering Monster power (707.15)").arg(creature.card.name));
            return;
        }
        const int areas = int(m_script.setup.map.victoryAreas().size());
        if (areas == 0 && !rolls->isEmpty()) {
            m_problems.add(where, QStringLiteral("the map has no victory area to roll for: give [] (109.3)"));
            return;
        }
        if (areas > 0 && !victoryAreaFromRolls(areas, *rolls)) {
            m_problems.add(where, QStringLiteral("these d20s do not pick one of the map's %1 victory areas with every roll used "
                                                 "(707.15.a; see victory_area_roll.h)")
                                      .arg(areas));
            return;
        }
        creature.wanderRolls = rolls;
    }

    // A rolled Wandering Monster stands in the victory area its roll picked (707.15.a), once every
    // creature is read.
    void checkWanderers()
    {
        for (qsizetype i = 0; i < m_script.setup.creatures.size(); ++i) {
            const CreatureSetup& creature = m_script.setup.creatures.at(i);
            if (!creature.wanderRolls)
                continue;
            const PositionCheck check = checkSetupPlacement(m_script.setup, creature.id, creature.at);
            if (check.problem == MoveProblem::OutsideVictoryArea)
                m_problems.add(at(index(QStringLiteral("creatures"), i), QStringLiteral("at")),
                               QStringLiteral("%1 (%2)").arg(check.message, check.rule));
        }
    }

    // The set-up position must be a legal placement: no wall, creature or statue (501.1, 1020.4),
    // and no pit, which nothing can be put into (1013.2).
    void placeCreature(const CreatureSetup& creature, const QString& where, Occupancy& occupancy)
    {
        const Space space{creature.at, spanForSize(creature.card.size)};
        const PositionCheck check = checkPlacement(m_script.setup.map, occupancy, space, creature.id);
        if (!check) {
            m_problems.add(at(where, QStringLiteral("at")), QStringLiteral("%1 (%2)").arg(check.message, check.rule));
            return;
        }
        occupancy.place({creature.id, creature.side, space, false, false});
    }

    void readActions()
    {
        const QJsonValue value = m_object.value(QLatin1String("actions"));
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isArray()) {
            m_problems.add(QStringLiteral("actions"), QStringLiteral("expected a list of actions, not %1").arg(describeJsonValue(value)));
            return;
        }
        QList<Combatant> combatants;
        for (const CreatureSetup& creature : m_script.setup.creatures)
            combatants.append(makeCombatant(creature));
        const QJsonArray actions = value.toArray();
        for (qsizetype i = 0; i < actions.size(); ++i) {
            if (const auto action = script::readAction(actions.at(i), index(QStringLiteral("actions"), i), m_script.setup, combatants, m_problems))
                m_script.actions.append(*action);
        }
    }

    const QJsonObject& m_object;
    const CardLookup& m_cards;
    Problems m_problems;
    BattleScript m_script;
    QList<qsizetype> m_unplaced; // the creatures given without "at", by their place in "creatures"
};

} // namespace

ScriptReadResult BattleScriptReader::read(const QByteArray& json, const CardLookup& cards)
{
    QJsonDocument document;
    if (const std::optional<QString> error = parseJsonDocument(json, document))
        return {{}, {{QString(), *error}}};
    if (!document.isObject())
        return {{}, {{QString(), QStringLiteral("a battle script is a JSON object")}}};
    return read(document.object(), cards);
}

ScriptReadResult BattleScriptReader::read(const QJsonObject& object, const CardLookup& cards)
{
    return ScriptReader(object, cards).read();
}

} // namespace ddm
