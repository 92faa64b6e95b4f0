#include "engine/script_actions.h"

#include "catalog/json_text.h"
#include "engine/template_area.h"

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
                              {ActionKind::HealingFont, "font"}};

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
            if (m_object.contains(QLatin1String(kind.key)))
                kinds.append(&kind);
        }
        if (kinds.size() != 1) {
            m_problems.add(m_where, kinds.isEmpty() ? QStringLiteral("no action: give one of initiative, move, shift, charge, attack, end, font")
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
        case ActionKind::Charge:
            readActor();
            readPathOf("charge");
            readTargets();
            break;
        case ActionKind::Attack:
            readActor();
            readAttack();
            readTargets();
            readOrigin();
            readAim();
            readForced();
            break;
        case ActionKind::End:
        case ActionKind::HealingFont:
            readActor();
            if (m_object.value(QLatin1String(kinds.first()->key)) != QJsonValue(true))
                m_problems.add(at(m_where, QString::fromLatin1(kinds.first()->key)), QStringLiteral("expected true"));
            break;
        }
        if (m_action.kind != ActionKind::Initiative) {
            m_action.rolls = readRolls(m_object.value(QLatin1String("rolls")), at(m_where, QStringLiteral("rolls")), m_problems);
            readReactions();
        }
        reportUnknownFields(m_object, knownFields(), m_where, m_problems);
        if (m_problems.count() != before)
            return std::nullopt;
        return m_action;
    }

private:
    QStringList knownFields() const
    {
        switch (m_action.kind) {
        case ActionKind::Initiative:
            return {QStringLiteral("initiative"), QStringLiteral("first")};
        case ActionKind::Move:
            return {QStringLiteral("actor"), QStringLiteral("move"), QStringLiteral("rolls"), QStringLiteral("reactions")};
        case ActionKind::Shift:
            return {QStringLiteral("actor"), QStringLiteral("shift"), QStringLiteral("rolls"), QStringLiteral("reactions")};
        case ActionKind::Charge:
            return {QStringLiteral("actor"), QStringLiteral("charge"), QStringLiteral("target"), QStringLiteral("rolls"),
                    QStringLiteral("reactions")};
        case ActionKind::Attack:
            return {QStringLiteral("actor"), QStringLiteral("attack"), QStringLiteral("target"), QStringLiteral("targets"),
                    QStringLiteral("origin"), QStringLiteral("toward"), QStringLiteral("direction"), QStringLiteral("forced"),
                    QStringLiteral("rolls"), QStringLiteral("reactions")};
        case ActionKind::HealingFont:
            return {QStringLiteral("actor"), QStringLiteral("font"), QStringLiteral("rolls"), QStringLiteral("reactions")};
        case ActionKind::End:
            break;
        }
        return {QStringLiteral("actor"), QStringLiteral("end"), QStringLiteral("rolls"), QStringLiteral("reactions")};
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

    void readAttack()
    {
        const QString where = at(m_where, QStringLiteral("attack"));
        const QJsonValue value = m_object.value(QLatin1String("attack"));
        const Combatant* attacker = combatant(m_action.actor);
        if (!attacker)
            return; // the actor's problem is reported already
        QStringList names;
        for (const AttackPower& power : attacker->profile.attacks)
            names.append(power.name);
        const QString known = names.isEmpty() ? QStringLiteral("it has no attacks")
                                              : QStringLiteral("its attacks: %1").arg(names.join(QStringLiteral(", ")));
        if (value.isString()) {
            const std::optional<int> index = attacker->attackNamed(value.toString());
            if (!index)
                m_problems.add(where, QStringLiteral("%1 has no attack named \"%2\" (%3)").arg(attacker->card.name, value.toString(), known));
            else
                m_action.attack = *index;
            return;
        }
        const std::optional<int> number = wholeNumber(value);
        if (!number || *number < 1 || *number > attacker->profile.attacks.size()) {
            m_problems.add(where, QStringLiteral("expected an attack's name or its number from 1 to %1, not %2 (%3)")
                                      .arg(attacker->profile.attacks.size())
                                      .arg(describeJsonValue(value), known));
            return;
        }
        m_action.attack = *number;
    }

    void readTargets()
    {
        const bool one = m_object.contains(QLatin1String("target"));
        const bool several = m_object.contains(QLatin1String("targets"));
        if (one && several) {
            m_problems.add(m_where, QStringLiteral("give \"target\" or \"targets\", not both"));
            return;
        }
        if (one) {
            if (const auto id = creatureId(m_object.value(QLatin1String("target")), at(m_where, QStringLiteral("target"))))
                m_action.targets = {*id};
        } else if (several) {
            const QString where = at(m_where, QStringLiteral("targets"));
            const QJsonValue value = m_object.value(QLatin1String("targets"));
            if (!value.isArray() || value.toArray().isEmpty()) {
                m_problems.add(where, QStringLiteral("expected a list of creature ids, not %1").arg(describeJsonValue(value)));
                return;
            }
            const QJsonArray ids = value.toArray();
            for (qsizetype i = 0; i < ids.size(); ++i) {
                if (const auto id = creatureId(ids.at(i), index(where, i)))
                    m_action.targets.append(*id);
            }
        } else if (m_action.kind == ActionKind::Charge) {
            m_problems.add(at(m_where, QStringLiteral("target")), QStringLiteral("missing: a charge needs its target"));
        }
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
        const QString where = at(m_where, QStringLiteral("forced"));
        const QJsonValue value = m_object.value(QLatin1String("forced"));
        if (!value.isObject()) {
            m_problems.add(where, QStringLiteral("expected {\"creature id\": [[x, y], ...]}, not %1").arg(describeJsonValue(value)));
            return;
        }
        const QJsonObject paths = value.toObject();
        for (auto it = paths.constBegin(); it != paths.constEnd(); ++it) {
            const QString pathWhere = at(where, it.key());
            if (!combatant(it.key())) {
                m_problems.add(pathWhere, QStringLiteral("no creature with id \"%1\"").arg(it.key()));
                continue;
            }
            if (const auto path = readPath(it.value(), pathWhere, m_setup.map, true, m_problems))
                m_action.forced.insert(it.key(), *path);
        }
    }

    void readReactions()
    {
        const QString where = at(m_where, QStringLiteral("reactions"));
        const QJsonValue value = m_object.value(QLatin1String("reactions"));
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isArray()) {
            m_problems.add(where, QStringLiteral("expected a list of {\"actor\", \"rolls\"}, not %1").arg(describeJsonValue(value)));
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
            reportUnknownFields(reaction, {QStringLiteral("actor"), QStringLiteral("rolls")}, reactionWhere, m_problems);
            const auto actor = creatureId(reaction.value(QLatin1String("actor")), at(reactionWhere, QStringLiteral("actor")));
            const auto rolls = readRolls(reaction.value(QLatin1String("rolls")), at(reactionWhere, QStringLiteral("rolls")), m_problems);
            if (actor && rolls)
                m_action.reactions.append({*actor, *rolls});
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
