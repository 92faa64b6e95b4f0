-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The user's own data. Never replaced; only migrated. Cards are keyed by (name, set_name) so the
-- data survives catalog re-imports, which renumber catalog ids.

-- Creatures the user adds. Same columns as catalog.creature.
CREATE TABLE custom_creature (
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
    rarity           TEXT    CHECK (rarity IN ('common', 'uncommon', 'rare', 'visible', 'promo')),
    UNIQUE (name, set_name)
);

CREATE TABLE custom_creature_keyword (
    creature_id INTEGER NOT NULL REFERENCES custom_creature (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    keyword     TEXT    NOT NULL,
    PRIMARY KEY (creature_id, position)
) WITHOUT ROWID;

CREATE TABLE custom_creature_power (
    creature_id INTEGER NOT NULL REFERENCES custom_creature (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    type        TEXT    NOT NULL CHECK (type IN ('attack', 'special', 'ability', 'champion')),
    text        TEXT    NOT NULL,
    use_limit   INTEGER,
    PRIMARY KEY (creature_id, position)
) WITHOUT ROWID;

-- Corrections of catalog cards (e.g. a size the catalog lacks). NULL keeps the catalog's value.
CREATE TABLE creature_correction (
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
    rarity           TEXT CHECK (rarity IN ('common', 'uncommon', 'rare', 'visible', 'promo')),
    PRIMARY KEY (name, set_name)
);

-- DDM Guild 2011 item cards; no catalog ships them.
CREATE TABLE item (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    set_name   TEXT    NOT NULL DEFAULT '',
    cost       INTEGER NOT NULL,
    min_level  INTEGER NOT NULL DEFAULT 1,
    max_level  INTEGER,
    factions   INTEGER NOT NULL DEFAULT 0,
    alignments INTEGER NOT NULL DEFAULT 0,
    UNIQUE (name, set_name)
);

CREATE TABLE item_keyword (
    item_id  INTEGER NOT NULL REFERENCES item (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    keyword  TEXT    NOT NULL,
    PRIMARY KEY (item_id, position)
) WITHOUT ROWID;

CREATE TABLE item_power (
    item_id   INTEGER NOT NULL REFERENCES item (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL,
    type      TEXT    NOT NULL CHECK (type IN ('attack', 'special', 'ability', 'champion')),
    text      TEXT    NOT NULL,
    use_limit INTEGER,
    PRIMARY KEY (item_id, position)
) WITHOUT ROWID;

-- How many of each miniature the user owns.
CREATE TABLE collection (
    name     TEXT    NOT NULL,
    set_name TEXT    NOT NULL,
    owned    INTEGER NOT NULL CHECK (owned >= 0),
    PRIMARY KEY (name, set_name)
);

CREATE TABLE saved_filter (
    id       INTEGER PRIMARY KEY,
    name     TEXT    NOT NULL UNIQUE,
    query    TEXT    NOT NULL,
    position INTEGER NOT NULL
);

CREATE TABLE setting (
    key   TEXT PRIMARY KEY,
    value TEXT
);
