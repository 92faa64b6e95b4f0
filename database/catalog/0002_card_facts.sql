-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Card facts from the D&D Miniatures Database supplement: its rarities (Very Rare, Starter Only) and
-- where each creature's size came from. SQLite cannot change a CHECK constraint, so the table is
-- rebuilt (the migrator runs with foreign keys off, so keywords and powers keep their rows and ids).
CREATE TABLE creature_new (
    id               INTEGER PRIMARY KEY,
    name             TEXT    NOT NULL,
    set_name         TEXT    NOT NULL,
    cost             INTEGER NOT NULL,
    level            INTEGER NOT NULL,
    ac               INTEGER NOT NULL,
    fort             INTEGER NOT NULL,
    ref              INTEGER NOT NULL,
    will             INTEGER NOT NULL,
    speed            INTEGER NOT NULL,
    movement         TEXT    NOT NULL CHECK (movement IN ('normal', 'flight', 'burrow')),
    hp               INTEGER NOT NULL,
    champion_rating  INTEGER,
    alignment        TEXT    NOT NULL CHECK (alignment IN ('unaligned', 'good', 'evil')),
    factions         INTEGER NOT NULL,
    size             INTEGER CHECK (size BETWEEN 0 AND 6),
    collector_number TEXT,
    rarity           TEXT    CHECK (rarity IN ('common', 'uncommon', 'rare', 'very rare', 'visible',
                                               'starter only', 'promo')),
    -- 'database' (the supplement) or 'card text' (a size word leading the name or naming a power);
    -- NULL while the size is unknown.
    size_source      TEXT    CHECK (size_source IN ('database', 'card text')),
    UNIQUE (name, set_name)
);
INSERT INTO creature_new (id, name, set_name, cost, level, ac, fort, ref, will, speed, movement, hp,
                          champion_rating, alignment, factions, size, collector_number, rarity)
SELECT id, name, set_name, cost, level, ac, fort, ref, will, speed, movement, hp, champion_rating,
       alignment, factions, size, collector_number, rarity
FROM creature;
DROP TABLE creature;
ALTER TABLE creature_new RENAME TO creature;
