// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog_json_reader.h"
#include "powers/card_profile.h"
#include "powers/parse_statistics.h"
#include "powers/power_patterns.h"

#include "shared_data.h"

#include <QFile>
#include <QTest>

using namespace ddm;

// The parser against the real catalog in ../shared, read at run time: the understood shares the
// engine is held to and spot checks of real cards.
class TestCatalogPowers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void understandsEnoughOfTheCatalog();
    void readsRealCards_data();
    void readsRealCards();
    void readsRealRiders();
    void readsRealAbilities();
    void readsRealWordings();
    void repairsEveryAttackText();
    void neverLosesAPower();

private:
    const Creature& creature(const QString& name) const;
    AttackPower attack(const QString& cardName, const QString& attackName) const;

    QList<Creature> m_creatures;
};

void TestCatalogPowers::initTestCase()
{
    DDM_REQUIRE_SHARED(QStringLiteral("data/ddm-creatures.json"));
    QFile file(test::sharedPath(QStringLiteral("data/ddm-creatures.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CatalogReadResult result = CatalogJsonReader::read(file.readAll());
    QVERIFY(result.ok());
    m_creatures = result.creatures;
}

const Creature& TestCatalogPowers::creature(const QString& name) const
{
    static const Creature none;
    const auto found = std::find_if(m_creatures.cbegin(), m_creatures.cend(),
                                    [&](const Creature& c) { return c.name == name; });
    return found == m_creatures.cend() ? none : *found;
}

AttackPower TestCatalogPowers::attack(const QString& cardName, const QString& attackName) const
{
    const CardProfile profile = parseCard(creature(cardName));
    for (const AttackPower& power : profile.attacks) {
        if (power.name == attackName)
            return power;
    }
    return {};
}

void TestCatalogPowers::understandsEnoughOfTheCatalog()
{
    const ParseStatistics statistics = collectParseStatistics(m_creatures);
    QCOMPARE(statistics.attacks.total, 3860);
    QCOMPARE(statistics.abilities.total, 815);
    QCOMPARE(statistics.champions.total, 751);
    QCOMPARE(statistics.creatures.total, 1912);
    // The bar set for the engine: 85% of attack powers run without a person's help.
    QVERIFY2(statistics.attacks.share() >= 0.85, qPrintable(QString::number(statistics.attacks.share())));
    QVERIFY2(statistics.abilities.share() >= 0.85, qPrintable(QString::number(statistics.abilities.share())));
    // What the engine runs today: a change that runs less of the catalog fails here.
    QVERIFY2(statistics.attacks.run >= 3391, qPrintable(QString::number(statistics.attacks.run)));
    QVERIFY2(statistics.abilities.run >= 716, qPrintable(QString::number(statistics.abilities.run)));
}

void TestCatalogPowers::readsRealCards_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("attackName");
    QTest::addColumn<AttackKind>("kind");
    QTest::addColumn<int>("range");
    QTest::addColumn<AreaShape>("shape");
    QTest::addColumn<int>("areaSize");
    QTest::addColumn<int>("bonus");
    QTest::addColumn<Defence>("defence");
    QTest::addColumn<int>("damage");

    QTest::newRow("blast") << "Copper Samurai"
                           << "Acid Breath" << AttackKind::Close << 0 << AreaShape::Blast << 3 << 11
                           << Defence::Reflex << 15;
    QTest::newRow("radius") << "Wizard Tactician"
                            << "Flame Burst" << AttackKind::Area << 10 << AreaShape::Radius << 1 << 13
                            << Defence::Reflex << 15;
    QTest::newRow("line") << "Behir - Mad Mage"
                          << "Lightning Breath" << AttackKind::Close << 0 << AreaShape::Line << 6 << 18
                          << Defence::Reflex << 30;
    QTest::newRow("range") << "Hemlock, Master of Secrets"
                           << "Spit Poison" << AttackKind::Ranged << 5 << AreaShape::None << 0 << 22
                           << Defence::Reflex << 0;
    QTest::newRow("reach") << "Sand Giant"
                           << "Desert Scimitar" << AttackKind::Melee << 2 << AreaShape::None << 0 << 23
                           << Defence::AC << 25;
    QTest::newRow("sight") << "Kraken"
                           << "Lightning Storm" << AttackKind::Ranged << 0 << AreaShape::None << 0 << 19
                           << Defence::Reflex << 25;
    QTest::newRow("minor") << "Gnoll with Poleaxe"
                           << "Vicious Bite" << AttackKind::Melee << 1 << AreaShape::None << 0 << 10
                           << Defence::AC << 5;
    QTest::newRow("push") << "Foulspawn Seer"
                          << "Twisted Staff" << AttackKind::Melee << 1 << AreaShape::None << 0 << 18
                          << Defence::AC << 15;
    QTest::newRow("burst") << "Alissa, Human Ranger"
                           << "Whirlwind" << AttackKind::Close << 0 << AreaShape::Burst << 1 << 15
                           << Defence::AC << 10;
    QTest::newRow("fortitude") << "Ulmo Lightbringer"
                               << "Stunning Fist" << AttackKind::Melee << 1 << AreaShape::None << 0 << 18
                               << Defence::Fortitude << 15;
    QTest::newRow("two damage parts")
        << "(Yuan-Ti) Abomination Lurker"
        << "Fangs" << AttackKind::Melee << 1 << AreaShape::None << 0 << 16 << Defence::AC << 20;
}

void TestCatalogPowers::readsRealCards()
{
    QFETCH(QString, card);
    QFETCH(QString, attackName);
    const AttackPower power = attack(card, attackName);
    QCOMPARE(power.name, attackName);
    QVERIFY2(power.understood(), qPrintable(power.leftovers.join(QStringLiteral(" | "))));
    QTEST(power.kind, "kind");
    if (!power.sight)
        QTEST(power.range, "range");
    QTEST(power.shape, "shape");
    QTEST(power.areaSize, "areaSize");
    QTEST(power.bonus, "bonus");
    QTEST(power.defence, "defence");
    QTEST(power.onHit.totalDamage(), "damage");
}

void TestCatalogPowers::readsRealRiders()
{
    const AttackPower breath = attack(QStringLiteral("Copper Samurai"), QStringLiteral("Acid Breath"));
    QCOMPARE(breath.recharge, RechargeTrigger::FirstBloodied);
    QCOMPARE(breath.onHit.ongoing.first().amount, 5);
    QCOMPARE(breath.onHit.ongoing.first().type, DamageType::Acid);

    const AttackPower spit =
        attack(QStringLiteral("Hemlock, Master of Secrets"), QStringLiteral("Spit Poison"));
    QCOMPARE(spit.onHit.conditions.first().condition, Condition::Blinded);
    QCOMPARE(spit.onHit.conditions.first().saveGroup, spit.onHit.ongoing.first().saveGroup);

    QCOMPARE(
        attack(QStringLiteral("Behir - Mad Mage"), QStringLiteral("Lightning Breath")).onMiss.totalDamage(),
        15);
    QCOMPARE(attack(QStringLiteral("Kraken"), QStringLiteral("Lightning Storm")).attackCount, 3);
    QVERIFY(attack(QStringLiteral("Gnoll with Poleaxe"), QStringLiteral("Vicious Bite")).minorAction);
    QCOMPARE(attack(QStringLiteral("Foulspawn Seer"), QStringLiteral("Twisted Staff")).onHit.forced->kind,
             ForcedMovement::Kind::Push);
    QVERIFY(attack(QStringLiteral("Alissa, Human Ranger"), QStringLiteral("Whirlwind")).targets.enemiesOnly);
    QCOMPARE(attack(QStringLiteral("Ulmo Lightbringer"), QStringLiteral("Stunning Fist"))
                 .onHit.conditions.first()
                 .duration,
             EffectDuration::SaveEnds);

    const AttackPower fangs = attack(QStringLiteral("(Yuan-Ti) Abomination Lurker"), QStringLiteral("Fangs"));
    QCOMPARE(fangs.onHit.damage.last().type, DamageType::Poison);
    QCOMPARE(fangs.hitOrMiss.attackerMove->kind, ForcedMovement::Kind::Slide);
}

void TestCatalogPowers::readsRealAbilities()
{
    const CardProfile lurker = parseCard(creature(QStringLiteral("(Yuan-Ti) Abomination Lurker")));
    QVERIFY(lurker.abilities.immuneDamage.contains(DamageType::Poison));
    QCOMPARE(lurker.byHand.size(), 2); // its two immediate-action specials

    const CardProfile giant = parseCard(creature(QStringLiteral("Sand Giant")));
    QCOMPARE(giant.abilities.resist.value(DamageType::Fire), 5);
    QCOMPARE(giant.abilities.reach, 1); // its scimitar prints its own reach
}

void TestCatalogPowers::readsRealWordings()
{
    // A misprint ("1o damage") repaired before reading.
    const AttackPower dart = attack(QStringLiteral("Banshrae Warrior"), QStringLiteral("Blowgun Dart"));
    QVERIFY2(dart.understood(), qPrintable(dart.leftovers.join(QStringLiteral(" | "))));
    QCOMPARE(dart.onHit.totalDamage(), 10);
    // The starter set's Killing Blow: another bonus against a bloodied target.
    const AttackPower killingBlow = attack(QStringLiteral("Human Sellsword"), QStringLiteral("Killing Blow"));
    QVERIFY2(killingBlow.understood(), qPrintable(killingBlow.leftovers.join(QStringLiteral(" | "))));
    QCOMPARE(killingBlow.bonus, 9);
    QCOMPARE(killingBlow.bonusAgainstBloodied, std::optional<int>(14));

    // A miss named after its item: "…, 10 cold and Slowed on miss".
    const AttackPower cone = attack(QStringLiteral("Mordenkainen the Mage"), QStringLiteral("Cone of Cold"));
    QCOMPARE(cone.onMiss.totalDamage(), 10);
    QCOMPARE(cone.onMiss.conditions.first().condition, Condition::Slowed);
    QCOMPARE(cone.onHit.conditions.first().condition, Condition::Immobilized);

    // One amount on three defences, the duration on all of them.
    const AttackPower siphon = attack(QStringLiteral("Mind Drinker Vampire"), QStringLiteral("Mind Siphon"));
    QCOMPARE(siphon.onHit.modifiers.size(), 3);
    for (const StatModifier& modifier : siphon.onHit.modifiers)
        QCOMPARE(modifier.duration, EffectDuration::Permanent);

    const AttackPower feast = attack(QStringLiteral("Ravenous Ghoul"), QStringLiteral("Ravenous Feast"));
    QCOMPARE(feast.targets.requiredConditions,
             (QList<Condition>{Condition::Dazed, Condition::Stunned, Condition::Helpless}));

    const AttackPower slash = attack(QStringLiteral("Ascendant Hellsword"), QStringLiteral("Infernal Slash"));
    QCOMPARE(slash.onHit.damage, (QList<DamagePart>{{20, DamageType::Fire, {DamageType::Cold}}}));
    QCOMPARE(slash.targets.each, TargetRestrictions::Each::AdjacentEnemy);

    QVERIFY(parseCard(creature(QStringLiteral("Destrachan"))).abilities.immuneGaze);
    QCOMPARE(parseCard(creature(QStringLiteral("Dark Traveler"))).abilities.shiftSquares, 2);
}

void TestCatalogPowers::repairsEveryAttackText()
{
    // After the misprints are repaired every attack's parentheses pair up, and a second repair
    // finds nothing more to do.
    for (const Creature& card : m_creatures) {
        for (const Power& power : card.powers) {
            if (power.type != PowerType::Attack)
                continue;
            const QString read = power_patterns::normalised(power.text);
            int depth = 0;
            for (const QChar c : read) {
                depth += c == QLatin1Char('(') ? 1 : c == QLatin1Char(')') ? -1 : 0;
                QVERIFY2(depth >= 0, qPrintable(card.name + QStringLiteral(": ") + read));
            }
            QVERIFY2(depth == 0, qPrintable(card.name + QStringLiteral(": ") + read));
            QCOMPARE(power_patterns::normalised(read), read);
        }
    }
}

void TestCatalogPowers::neverLosesAPower()
{
    // Every power is either wholly understood or kept, word for word, for the players.
    for (const Creature& card : m_creatures) {
        const CardProfile profile = parseCard(card);
        QCOMPARE(profile.readings.size(), card.powers.size());
        qsizetype unread = 0;
        for (qsizetype i = 0; i < card.powers.size(); ++i) {
            if (!profile.readings.at(i).understood()) {
                QCOMPARE(profile.byHand.value(unread++), card.powers.at(i));
            }
        }
        QCOMPARE(profile.byHand.size(), unread);
    }
}

QTEST_GUILESS_MAIN(TestCatalogPowers)
#include "tst_catalog_powers.moc"
