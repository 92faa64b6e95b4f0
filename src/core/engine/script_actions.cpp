// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/script_actions.h"

#include "catalog/json_text.h"
#include "engine/template_area.h"
#include "engine/script_choices.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ddm::script {
namespace {

struct KindKey {
    ActionKind kind;
    const char* key;
};

constexpr KindKey kKinds[] = {{ActionKind::Initiative, "initiative"}, {ActionKind::Move, "move"},
                              {ActionKind::Shift, "shift"},           {ActionKind::Charge, "charge"},
                              {ActionKind::Attack, "attack"},         {ActionKind::End, "end"},
                              {ActionKind::HealingFont, "font"},      {ActionKind::Recharge, "recharge"},
                              {ActionKind::Squeeze, "squeeze"},       {ActionKind::Use, "use"}};

class ActionReader {
public:
    ActionReader(const QJsonObject& object, const QString& where, const BattleSetup& setup,
                 const QList<Combatant>& combatants, Problems& problems)
        : m_object(object)
        , m_where(where)
        , m_setup(setup)
        , m_combatants(combatants)
        , m_problems(problems)
    {
    }

    std::optional<Action> read()
    {
        const qsizetype before = m_problems.count();
        QList<const KindKey*> kinds;
        for (const KindKey& kind : kKinds) {
            // A use names the attack its power makes with the attack action's key, a charge the power
            // it makes its attack with.
            const bool attackOfAnother =
                kind.kind == ActionKind::Attack &&
                (m_object.contains(QLatin1String("use")) || m_object.contains(QLatin1String("charge")));
            if (m_object.contains(QLatin1String(kind.key)) && !attackOfAnother)
                kinds.append(&kind);
        }
        if (kinds.size() != 1) {
            m_problems.add(m_where, kinds.isEmpty()
                                        ? QStringLiteral("no action: give one of initiative, move, shift, "
                                                         "squeeze, charge, attack, end, font, recharge, use")
                                        : QStringLiteral("more than one action in one object"));
            return std::nullopt;
        }
        m_action.kind = kinds.first()->kind;
        switch (m_action.kind) {
        case ActionKind::Initiative:
            readInitiative();
            break;
        case ActionKind::Move:
        case ActionKind::Shift:
            readActor();
            readPathOf(kinds.first()->key);
            break;
        case ActionKind::Squeeze:
            readActor();
            readPathOf("squeeze");
            if (m_object.contains(QLatin1String("exit")))
                m_action.squeezeExit =
                    readSquare(m_object.value(QLatin1String("exit")), at(m_where, QStringLiteral("exit")),
                               m_setup.map, m_problems);
            break;
        case ActionKind::Charge:
            readActor();
            readPathOf("charge");
            readTargets();
            // A power "usable on charge" in place of the basic attack (card text).
            if (m_object.contains(QLatin1String("attack")))
                readAttack("attack");
            // The further attacks its basic attack, or a response to it (Cleave), makes.
            readChoices("further", ChoiceList::Further, m_action.further);
            break;
        case ActionKind::Attack:
            readActor();
            readAttack("attack");
            readTargets();
            readOrigin();
            readAim();
            readAttackChoices();
            break;
        case ActionKind::Recharge:
            readActor();
            readAttack("recharge");
            break;
        case ActionKind::Use:
            readActor();
            readUse();
            // The attack the power makes: which one where the card leaves it open, and its choices.
            if (m_object.contains(QLatin1String("attack")))
                readAttack("attack");
            readTargets();
            readOrigin();
            readAim();
            readAttackChoices();
            break;
        case ActionKind::End:
        case ActionKind::HealingFont:
            readActor();
            if (m_object.value(QLatin1String(kinds.first()->key)) != QJsonValue(true))
                m_problems.add(at(m_where, QString::fromLatin1(kinds.first()->key)), QStringLiteral("expected true"));
            break;
        }
        // The initiative action's own d20s decide the order of set-up powers (801.6.a).
        m_action.rolls = readRolls(m_object.value(QLatin1String("rolls")),
                                   at(m_where, QStringLiteral("rolls")), m_problems);
        if (m_action.kind != ActionKind::Initiative) {
            readReactions();
            // Any action may move a creature: its attack's push, its power's shift, or a power that
            // answers a moment of it (Goblin Tactics on an enemy's charge).
            readForced();
        }
        readResponses(); // the start of a round has its moments too (302.1)
        reportUnknownFields(m_object, knownFields(), m_where, m_problems);
        if (m_problems.count() != before)
            return std::nullopt;
        return m_action;
    }

private:
    QStringList knownFields() const
    {
        QStringList fields = kindFields() << QStringLiteral("responses");
        if (m_action.kind != ActionKind::Initiative)
            fields << QStringLiteral("forced");
        return fields;
    }

    QStringList kindFields() const
    {
        switch (m_action.kind) {
        case ActionKind::Initiative:
            return {QStringLiteral("initiative"), QStringLiteral("first"), QStringLiteral("rolls")};
        case ActionKind::Move:
            return {QStringLiteral("actor"), QStringLiteral("move"), QStringLiteral("rolls"), QStringLiteral("reactions")};
        case ActionKind::Shift:
            return {QStringLiteral("actor"), QStringLiteral("shift"), QStringLiteral("rolls"), QStringLiteral("reactions")};
        case ActionKind::Squeeze:
            return {QStringLiteral("actor"), QStringLiteral("squeeze"), QStringLiteral("exit"),
                    QStringLiteral("rolls"), QStringLiteral("reactions")};
        case ActionKind::Charge:
            return {QStringLiteral("actor"),    QStringLiteral("charge"),  QStringLiteral("target"),
                    QStringLiteral("attack"),   QStringLiteral("further"), QStringLiteral("rolls"),
                    QStringLiteral("reactions")};
        case ActionKind::Attack:
            return attackFields();
        case ActionKind::HealingFont:
            return {QStringLiteral("actor"), QStringLiteral("font"), QStringLiteral("rolls"), QStringLiteral("reactions")};
        case ActionKind::Recharge:
            return {QStringLiteral("actor"), QStringLiteral("recharge"), QStringLiteral("rolls"),
                    QStringLiteral("reactions")};
        case ActionKind::Use: // and the choices of the attack the power makes, if it makes one
            return attackFields() << QStringLiteral("use");
        case ActionKind::End:
            break;
        }
        return {QStringLiteral("actor"), QStringLiteral("end"), QStringLiteral("rolls"), QStringLiteral("reactions")};
    }

    static QStringList attackFields()
    {
        return {QStringLiteral("actor"),     QStringLiteral("attack"),  QStringLiteral("target"),
                QStringLiteral("targets"),   QStringLiteral("origin"),  QStringLiteral("toward"),
                QStringLiteral("direction"), QStringLiteral("path"),    QStringLiteral("attackAfter"),
                QStringLiteral("made"),      QStringLiteral("further"), QStringLiteral("areas"),
                QStringLiteral("healed"),    QStringLiteral("rolls"),   QStringLiteral("reactions")};
    }

    const Combatant* combatant(const QString& id) const
    {
        for (const Combatant& combatant : m_combatants) {
            if (combatant.id == id)
                return &combatant;
        }
        return nullptr;
    }

    // A creature id of the setup; "no creature with id" otherwise.
    std::optional<QString> creatureId(const QJsonValue& value, const QString& where)
    {
        const std::optional<QString> id = readText(value, where, m_problems);
        if (id && !combatant(*id)) {
            m_problems.add(where, QStringLiteral("no creature with id \"%1\"").arg(*id));
            return std::nullopt;
        }
        return id;
    }

    void readActor()
    {
        if (const std::optional<QString> id = creatureId(m_object.value(QLatin1String("actor")), at(m_where, QStringLiteral("actor"))))
            m_action.actor = *id;
    }

    void readPathOf(const char* key)
    {
        const QString where = at(m_where, QString::fromLatin1(key));
        if (const auto path = readPath(m_object.value(QLatin1String(key)), where, m_setup.map, false, m_problems))
            m_action.path = *path;
    }

    void readInitiative()
    {
        const QString where = at(m_where, QStringLiteral("initiative"));
        const QJsonValue value = m_object.value(QLatin1String("initiative"));
        if (!value.isObject()) {
            m_problems.add(where, QStringLiteral("expected {\"A\": [d20, ...], \"B\": [d20, ...]}, not %1").arg(describeJsonValue(value)));
            return;
        }
        const QJsonObject sides = value.toObject();
        reportUnknownFields(sides, {QStringLiteral("A"), QStringLiteral("B")}, where, m_problems);
        for (const Side side : {Side::A, Side::B}) {
            const QString key = sideName(side);
            m_action.initiative[sideIndex(side)] = readRolls(sides.value(key), at(where, key), m_problems);
        }
        if (m_object.contains(QLatin1String("first"))) {
            const QJsonValue first = m_object.value(QLatin1String("first"));
            const std::optional<Side> side = first.isString() ? parseSide(first.toString()) : std::nullopt;
            if (!side)
                m_problems.add(at(m_where, QStringLiteral("first")), QStringLiteral("expected \"A\" or \"B\", not %1").arg(describeJsonValue(first)));
            m_action.first = side;
        }
    }

    void readAttack(const char* key)
    {
        const Combatant* attacker = combatant(m_action.actor);
        if (!attacker)
            return; // the actor's problem is reported already
        const QString field = QString::fromLatin1(key);
        if (const std::optional<int> index =
                readAttackIndex(m_object.value(field), at(m_where, field), *attacker, m_problems))
            m_action.attack = *index;
    }

    // What an attack chooses beyond its targets: the path of the move the power includes, the
    // attacks it makes, further attacks, several areas, the allies it heals.
    void readAttackChoices()
    {
        if (m_object.contains(QLatin1String("path")))
            m_action.path = readPath(m_object.value(QLatin1String("path")),
                                     at(m_where, QStringLiteral("path")), m_setup.map, false, m_problems)
                                .value_or(QList<Square>{});
        if (m_object.contains(QLatin1String("attackAfter")))
            m_action.attackAfter = readAttackAfter(m_object.value(QLatin1String("attackAfter")),
                                                   at(m_where, QStringLiteral("attackAfter")), m_problems);
        if (m_object.contains(QLatin1String("made")))
            readMade();
        readChoices("further", ChoiceList::Further, m_action.further);
        readChoices("areas", ChoiceList::Areas, m_action.areas);
        readHealed();
    }

    void readChoices(const char* key, ChoiceList kind, QList<AttackChoice>& into)
    {
        const CreatureIdReader ids = [this](const QJsonValue& value, const QString& where) {
            return creatureId(value, where);
        };
        if (m_object.contains(QLatin1String(key)))
            into = readChoiceList(m_object.value(QLatin1String(key)), at(m_where, QString::fromLatin1(key)),
                                  kind, m_setup.map, ids, m_problems)
                       .value_or(QList<AttackChoice>{});
    }

    void readUse()
    {
        const QJsonValue use = m_object.value(QLatin1String("use"));
        if (!use.isString() || use.toString().trimmed().isEmpty()) {
            m_problems.add(
                at(m_where, QStringLiteral("use")),
                QStringLiteral("expected the name of the power used, not %1").arg(describeJsonValue(use)));
            return;
        }
        m_action.use = use.toString().trimmed();
    }

    void readHealed()
    {
        const CreatureIdReader ids = [this](const QJsonValue& value, const QString& where) {
            return creatureId(value, where);
        };
        if (m_object.contains(QLatin1String("healed")))
            m_action.healed = readIdList(m_object.value(QLatin1String("healed")),
                                         at(m_where, QStringLiteral("healed")), ids, m_problems)
                                  .value_or(QStringList{});
    }

    void readMade()
    {
        const QString where = at(m_where, QStringLiteral("made"));
        const QJsonValue value = m_object.value(QLatin1String("made"));
        const Combatant* attacker = combatant(m_action.actor);
        if (!value.isArray() || value.toArray().isEmpty()) {
            m_problems.add(where, QStringLiteral("expected a list of attacks by name or number, not %1")
                                      .arg(describeJsonValue(value)));
            return;
        }
        const QJsonArray attacks = value.toArray();
        for (qsizetype i = 0; i < attacks.size() && attacker; ++i) {
            if (const std::optional<int> attack =
                    readAttackIndex(attacks.at(i), index(where, i), *attacker, m_problems))
                m_action.made.append(*attack);
        }
    }

    void readTargets()
    {
        const CreatureIdReader ids = [this](const QJsonValue& value, const QString& where) {
            return creatureId(value, where);
        };
        m_action.targets = readTargetsOf(m_object, m_where, ids, m_problems).value_or(QStringList{});
        if (m_action.kind == ActionKind::Charge && !m_object.contains(QLatin1String("target")) &&
            !m_object.contains(QLatin1String("targets")))
            m_problems.add(at(m_where, QStringLiteral("target")),
                           QStringLiteral("missing: a charge needs its target"));
        // An attack without targets is a burst or an "each adjacent enemy" power; the engine says
        // when an attack needs the targets it was not given.
    }

    // The attack readAttack() found; none when the actor or the attack is unknown.
    const AttackPower* attackPower() const
    {
        const Combatant* attacker = combatant(m_action.actor);
        return attacker && m_action.attack > 0 ? attacker->attack(m_action.attack) : nullptr;
    }

    // A square, or for a cone or a line a grid point (608.4.a, 608.6.a), which a template needs.
    void readOrigin()
    {
        const QString where = at(m_where, QStringLiteral("origin"));
        const AttackPower* power = attackPower();
        const bool templated = power && laysTemplate(*power);
        if (!m_object.contains(QLatin1String("origin"))) {
            if (templated)
                m_problems.add(where, QStringLiteral("missing: %1 is laid from an origin point [x, y], %2")
                                          .arg(power->name, power->shape == AreaShape::Line
                                                                ? QStringLiteral("a grid point on the edge of the attacker's space (608.6.a)")
                                                                : QStringLiteral("a corner of a square of the attacker's space (608.4.a)")));
            return;
        }
        const QJsonValue value = m_object.value(QLatin1String("origin"));
        if (!templated) {
            m_action.origin = readSquare(value, where, m_setup.map, m_problems);
        } else if (const std::optional<GridPoint> point = readPoint(value, where, m_setup.map, m_problems)) {
            m_action.origin = Square{point->x, point->y};
        }
    }

    // A line's "toward" square and a cone's "direction" (608.4.a, 608.6.a), refused on other attacks.
    void readAim()
    {
        const AttackPower* power = attackPower();
        if (!power)
            return;
        const bool hasToward = m_object.contains(QLatin1String("toward"));
        const bool hasDirection = m_object.contains(QLatin1String("direction"));
        if (const std::optional<StrayAimField> stray = strayAimField(*power, hasToward, hasDirection)) {
            m_problems.add(at(m_where, stray->field), stray->message);
            return;
        }
        if (!laysTemplate(*power))
            return;
        const QString keys = coneDirectionKeys().join(QStringLiteral(", "));
        if (power->shape == AreaShape::Line) {
            const QString where = at(m_where, QStringLiteral("toward"));
            if (!hasToward)
                m_problems.add(where, QStringLiteral("missing: %1 is a line: give the square [x, y] it is aimed at (608.6.a)").arg(power->name));
            else
                m_action.toward = readSquare(m_object.value(QLatin1String("toward")), where, m_setup.map, m_problems);
            return;
        }
        const QString where = at(m_where, QStringLiteral("direction"));
        const QJsonValue value = m_object.value(QLatin1String("direction"));
        if (!hasDirection) {
            m_problems.add(where, QStringLiteral("missing: %1 is a cone: give the direction it opens, one of %2 (608.4.a)").arg(power->name, keys));
            return;
        }
        m_action.direction = value.isString() ? parseConeDirection(value.toString()) : std::nullopt;
        if (!m_action.direction)
            m_problems.add(where, QStringLiteral("unknown direction %1: one of %2").arg(describeJsonValue(value), keys));
    }

    void readForced()
    {
        if (!m_object.contains(QLatin1String("forced")))
            return;
        const CreatureIdReader ids = [this](const QJsonValue& value, const QString& where) {
            return creatureId(value, where);
        };
        m_action.forced = readForcedPaths(m_object.value(QLatin1String("forced")),
                                          at(m_where, QStringLiteral("forced")), m_setup.map, ids, m_problems)
                              .value_or(QHash<QString, QList<Square>>{});
    }

    void readReactions()
    {
        const QString where = at(m_where, QStringLiteral("reactions"));
        const QJsonValue value = m_object.value(QLatin1String("reactions"));
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isArray()) {
            m_problems.add(where,
                           QStringLiteral("expected a list of {\"actor\", \"rolls\", \"against\"}, not %1")
                               .arg(describeJsonValue(value)));
            return;
        }
        const QJsonArray reactions = value.toArray();
        for (qsizetype i = 0; i < reactions.size(); ++i) {
            const QString reactionWhere = index(where, i);
            const QJsonObject reaction = reactions.at(i).toObject();
            if (!reactions.at(i).isObject()) {
                m_problems.add(reactionWhere, QStringLiteral("expected {\"actor\", \"rolls\"}, not %1").arg(describeJsonValue(reactions.at(i))));
                continue;
            }
            reportUnknownFields(reaction,
                                {QStringLiteral("actor"), QStringLiteral("rolls"), QStringLiteral("against")},
                                reactionWhere, m_problems);
            const auto actor = creatureId(reaction.value(QLatin1String("actor")),
                                          at(reactionWhere, QStringLiteral("actor")));
            const auto rolls = readRolls(reaction.value(QLatin1String("rolls")),
                                         at(reactionWhere, QStringLiteral("rolls")), m_problems);
            std::optional<QString> against = QString();
            if (reaction.contains(QLatin1String("against")))
                against = creatureId(reaction.value(QLatin1String("against")),
                                     at(reactionWhere, QStringLiteral("against")));
            if (actor && rolls && against)
                m_action.reactions.append({*actor, *rolls, *against});
        }
    }

    void readResponses()
    {
        const QString where = at(m_where, QStringLiteral("responses"));
        const QJsonValue value = m_object.value(QLatin1String("responses"));
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isArray()) {
            m_problems.add(where,
                           QStringLiteral("expected a list of {\"actor\", \"use\", \"attack\"}, not %1")
                               .arg(describeJsonValue(value)));
            return;
        }
        const QJsonArray responses = value.toArray();
        for (qsizetype i = 0; i < responses.size(); ++i) {
            const QString responseWhere = index(where, i);
            if (!responses.at(i).isObject()) {
                m_problems.add(responseWhere, QStringLiteral("expected {\"actor\", \"use\"}, not %1")
                                                  .arg(describeJsonValue(responses.at(i))));
                continue;
            }
            const QJsonObject response = responses.at(i).toObject();
            reportUnknownFields(response,
                                {QStringLiteral("actor"), QStringLiteral("use"), QStringLiteral("attack"),
                                 QStringLiteral("choice")},
                                responseWhere, m_problems);
            const auto actor = creatureId(response.value(QLatin1String("actor")),
                                          at(responseWhere, QStringLiteral("actor")));
            const QJsonValue use = response.value(QLatin1String("use"));
            if (!use.isString() || use.toString().trimmed().isEmpty())
                m_problems.add(at(responseWhere, QStringLiteral("use")),
                               QStringLiteral("expected the name of the power used, not %1")
                                   .arg(describeJsonValue(use)));
            std::optional<int> attack;
            if (response.contains(QLatin1String("attack"))) {
                const QJsonValue attackValue = response.value(QLatin1String("attack"));
                if (!attackValue.isDouble() || attackValue.toDouble() != double(attackValue.toInt()) ||
                    attackValue.toInt() < 1)
                    m_problems.add(at(responseWhere, QStringLiteral("attack")),
                                   QStringLiteral("expected an attack's 1-based index, not %1")
                                       .arg(describeJsonValue(attackValue)));
                else
                    attack = attackValue.toInt();
            }
            const QJsonValue choice = response.value(QLatin1String("choice"));
            if (!choice.isUndefined() && (!choice.isString() || choice.toString().trimmed().isEmpty()))
                m_problems.add(at(responseWhere, QStringLiteral("choice")),
                               QStringLiteral("expected the enemy's id or the damage type chosen, not %1")
                                   .arg(describeJsonValue(choice)));
            if (actor && use.isString())
                m_action.responses.append(
                    {*actor, use.toString().trimmed(), attack, choice.toString().trimmed()});
        }
    }

    const QJsonObject& m_object;
    QString m_where;
    const BattleSetup& m_setup;
    const QList<Combatant>& m_combatants;
    Problems& m_problems;
    Action m_action;
};

} // namespace

std::optional<Action> readAction(const QJsonValue& value, const QString& where, const BattleSetup& setup,
                                 const QList<Combatant>& combatants, Problems& problems)
{
    if (!value.isObject()) {
        problems.add(where, QStringLiteral("expected an action object, not %1").arg(describeJsonValue(value)));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    return ActionReader(object, where, setup, combatants, problems).read();
}

} // namespace ddm::script
