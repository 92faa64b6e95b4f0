// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fixture_cards.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QVariant>

#include <optional>

namespace ddm::test {
namespace {

struct FixturePower {
    const char* type;
    const char* text;
};

struct FixtureCard {
    int id;
    const char* origin;
    const char* name;
    const char* set;
    int cost, level, ac, fort, ref, will, speed;
    const char* movement;
    int hp;
    std::optional<int> championRating;
    const char* alignment;
    int factions;            // Borderlands 1, Civilization 2, Underdark 4, Wild 8
    std::optional<int> size; // 0 Tiny .. 6 Colossal
    int owned;
    QList<const char*> keywords;
    QList<FixturePower> powers;
};

// All invented for these tests: every field has several values, some cards lack a size, a
// champion rating or powers, and the last names carry apostrophes and SQL and LIKE metacharacters.
const QList<FixtureCard>& fixtureCards()
{
    // clang-format off
    // {id, origin, name, set,
    //  cost, level, ac, fort, ref, will, speed, movement, hp, cr, alignment, factions, size, owned,
    //  keywords, powers}
    static const QList<FixtureCard> cards{
        {1, "catalog", "Ashen Wyrmling", "Test Set Alpha",
         12, 4, 18, 14, 15, 13, 6, "flight", 40, {}, "evil", 12, 2, 0,
         {"Dragon", "Fire"},
         {{"attack", "Snap: +8 vs. AC; 10 damage."},
          {"special", "Cinder Breath: Line 5; +6 vs. Ref; 15 fire damage."}}},
        {2, "catalog", "Bram, Dwarf Warden", "Test Set Alpha",
         25, 8, 22, 18, 12, 16, 5, "normal", 70, 3, "good", 2, 2, 2,
         {"Dwarf", "Martial", "Unique"},
         {{"attack", "Warhammer: +12 vs. AC; 15 damage."},
          {"champion", "Hold the Line: Adjacent allies gain +2 AC."}}},
        {3, "catalog", "Yuan-ti Priest", "Serpent Court",
         18, 6, 19, 15, 16, 17, 6, "normal", 55, {}, "evil", 8, {}, 0,
         {"Yuan-Ti", "Divine"},
         {{"attack", "Scimitar: +9 vs. AC; 10 damage; slide the target 2 squares."},
          {"special", "Immune to venom"}}},
        {4, "catalog", "Glimmer Sprite", "Serpent Court",
         5, 1, 14, 10, 15, 12, 8, "flight", 10, {}, "unaligned", 10, 0, 1,
         {"Fey"},
         {{"ability", "Flit: Move 2 squares when an enemy ends adjacent."}}},
        {5, "catalog", "Deep Burrower", "Test Set Alpha",
         30, 10, 24, 22, 14, 15, 4, "burrow", 120, {}, "unaligned", 4, 4, 0,
         {"Beast", "Magical Beast"},
         {{"attack", "Mandibles: +14 vs. AC; 20 damage."}}},
        {6, "catalog", "Elf Longbowman", "Wanderer's Road",
         9, 3, 17, 12, 16, 13, 6, "normal", 30, 1, "good", 8, 2, 3,
         {"Elf", "Martial"},
         {{"attack", "Longbow: Range 10; +7 vs. AC; 10 damage."},
          {"champion", "Volley: One ally makes a ranged attack."}}},
        {7, "catalog", "Elfbane Hound", "Wanderer's Road",
         7, 2, 15, 13, 13, 10, 8, "normal", 25, {}, "evil", 8, 1, 0,
         {"Beast", "Elfkin"},
         {{"special", "Pack Hunter: 50% more damage against a flanked enemy."}}},
        {-1, "custom", "Vorrak\u2019s Herald", "My Customs",
         40, 12, 25, 20, 19, 21, 6, "normal", 100, 5, "evil", 4, 3, 0,
         {"Demon", "Unique"},
         {{"champion", "Dark Command: An evil ally may move 2 squares."},
          {"special", "Resist 10 fire"}}},
        {8, "catalog", "100% Mimic", "Test Set Alpha",
         15, 5, 18, 16, 14, 12, 5, "normal", 45, {}, "unaligned", 2, 2, 0,
         {"Construct"},
         {{"special", "Copycat: Uses the attack of an adjacent enemy."}}},
        {9, "catalog", "Under_score Golem", "Test Set Alpha",
         22, 7, 20, 18, 10, 10, 5, "normal", 80, {}, "unaligned", 1, 5, 0,
         {"Construct"},
         {{"attack", "Slam: +10 vs. AC; 15 damage."}}},
        {10, "catalog", "Jester'; DROP TABLE card; --", "Test Set Alpha",
         1, 1, 10, 10, 10, 10, 6, "normal", 5, {}, "unaligned", 1, 1, 0,
         {"Human"},
         {}},
        {11, "catalog", "Titan of Ages", "Test Set Alpha",
         80, 20, 30, 28, 20, 26, 6, "normal", 300, 6, "good", 1, 6, 0,
         {"Giant", "Unique"},
         {{"attack", "Fist: +20 vs. AC; 40 damage."},
          {"champion", "Earthshake: Enemies within 5 squares fall prone."}}},
    };
    // clang-format on
    return cards;
}

QVariant optionalValue(const std::optional<int>& value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<int>());
}

bool exec(QSqlQuery& query, const QString& sql, const QVariantList& values = {})
{
    if (!query.prepare(sql))
        return false;
    for (const QVariant& value : values)
        query.addBindValue(value);
    return query.exec();
}

void insertCard(QSqlQuery& query, const FixtureCard& c)
{
    const bool ok =
        exec(query,
             QStringLiteral("INSERT INTO card VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                            "NULL, NULL, ?)"),
             {c.id, QString::fromLatin1(c.origin), QString::fromUtf8(c.name), QString::fromUtf8(c.set),
              c.cost, c.level, c.ac, c.fort, c.ref, c.will, c.speed, QString::fromLatin1(c.movement), c.hp,
              optionalValue(c.championRating), QString::fromLatin1(c.alignment), c.factions,
              optionalValue(c.size), c.owned});
    QVERIFY2(ok, qPrintable(query.lastError().text()));
    for (int i = 0; i < c.keywords.size(); ++i) {
        QVERIFY(exec(query, QStringLiteral("INSERT INTO card_keyword VALUES (?, ?, ?)"),
                     {c.id, i, QString::fromLatin1(c.keywords[i])}));
    }
    for (int i = 0; i < c.powers.size(); ++i) {
        QVERIFY(
            exec(query, QStringLiteral("INSERT INTO card_power VALUES (?, ?, ?, ?, NULL)"),
                 {c.id, i, QString::fromLatin1(c.powers[i].type), QString::fromLatin1(c.powers[i].text)}));
    }
}

void createFixture(const QSqlDatabase& db)
{
    QSqlQuery query(db);
    // The columns of the session views in database/session_views.sql.
    QVERIFY(query.exec(QStringLiteral(
        "CREATE TABLE card (id INTEGER PRIMARY KEY, origin TEXT NOT NULL, name TEXT NOT NULL, set_name TEXT "
        "NOT NULL,"
        " cost INTEGER NOT NULL, level INTEGER NOT NULL, ac INTEGER NOT NULL, fort INTEGER NOT NULL,"
        " ref INTEGER NOT NULL, will INTEGER NOT NULL, speed INTEGER NOT NULL, movement TEXT NOT NULL,"
        " hp INTEGER NOT NULL, champion_rating INTEGER, alignment TEXT NOT NULL, factions INTEGER NOT NULL,"
        " size INTEGER, collector_number TEXT, rarity TEXT, owned INTEGER NOT NULL)")));
    QVERIFY(query.exec(
        QStringLiteral("CREATE TABLE card_keyword (card_id INTEGER, position INTEGER, keyword TEXT)")));
    QVERIFY(query.exec(QStringLiteral("CREATE TABLE card_power (card_id INTEGER, position INTEGER, type "
                                      "TEXT, text TEXT, use_limit INTEGER)")));
    for (const FixtureCard& card : fixtureCards()) {
        insertCard(query, card);
        if (QTest::currentTestFailed())
            return;
    }
}

} // namespace

QSqlDatabase openFixtureDatabase(const QString& connection)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(QStringLiteral(":memory:"));
    if (!db.open())
        qFatal("cannot open an in-memory SQLite database: %s", qPrintable(db.lastError().text()));
    createFixture(db);
    return db;
}

QStringList allFixtureNames()
{
    QStringList names;
    for (const FixtureCard& card : fixtureCards())
        names.append(QString::fromUtf8(card.name));
    names.sort();
    return names;
}

QStringList runCompiledQuery(const QSqlDatabase& db, const CompiledQuery& compiled, QString* error)
{
    QSqlQuery query(db);
    QStringList names;
    if (!exec(query, QStringLiteral("SELECT card.name FROM card WHERE ") + compiled.whereSql,
              compiled.bindings)) {
        if (error)
            *error = query.lastError().text() + QStringLiteral(" in: ") + compiled.whereSql;
        return names;
    }
    while (query.next())
        names.append(query.value(0).toString());
    names.sort();
    return names;
}

} // namespace ddm::test
