-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The D&D Miniatures Database's rarities (Very Rare, Starter Only) for custom cards and corrections.
-- SQLite cannot change a CHECK constraint, so both tables are rebuilt (the migrator runs with foreign
-- keys off, so custom keywords and powers keep their rows and ids).
CREATE TABLE custom_creature_new (
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
    UNIQUE (name, set_name)
);
INSERT INTO custom_creature_new (id, name, set_name, cost, level, ac, fort, ref, will, speed, movement, hp, champion_rating, alignment,
                                 factions, size, collector_number, rarity)
SELECT id, name, set_name, cost, level, ac, fort, ref, will, speed, movement, hp, champion_rating, alignment,
       factions, size, collector_number, rarity
FROM custom_creature;
DROP TABLE custom_creature;
ALTER TABLE custom_creature_new RENAME TO custom_creature;

CREATE TABLE creature_correction_new (
    name             TEXT NOT NULL,
    set_name         TEXT NOT NULL,
    cost             INTEGER,
    level            INTEGER,
    ac               INTEGER,
    fort             INTEGER,
    ref              INTEGER,
    will             INTEGER,
    speed            INTEGER,
    movement         TEXT CHECK (movement IN ('normal', 'flight', 'burrow')),
    hp               INTEGER,
    champion_rating  INTEGER,
    alignment        TEXT CHECK (alignment IN ('unaligned', 'good', 'evil')),
    factions         INTEGER,
    size             INTEGER CHECK (size BETWEEN 0 AND 6),
    collector_number TEXT,
    rarity           TEXT CHECK (rarity IN ('common', 'uncommon', 'rare', 'very rare', 'visible',
                                            'starter only', 'promo')),
    PRIMARY KEY (name, set_name)
);
INSERT INTO creature_correction_new (name, set_name, cost, level, ac, fort, ref, will, speed, movement, hp, champion_rating, alignment, factions,
                                     size, collector_number, rarity)
SELECT name, set_name, cost, level, ac, fort, ref, will, speed, movement, hp, champion_rating, alignment, factions,
       size, collector_number, rarity
FROM creature_correction;
DROP TABLE creature_correction;
ALTER TABLE creature_correction_new RENAME TO creature_correction;
