-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Imported creature cards. Replaced whole by each catalog import.
CREATE TABLE creature (
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

CREATE TABLE creature_keyword (
    creature_id INTEGER NOT NULL REFERENCES creature (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    keyword     TEXT    NOT NULL,
    PRIMARY KEY (creature_id, position)
) WITHOUT ROWID;
CREATE INDEX creature_keyword_by_keyword ON creature_keyword (keyword COLLATE NOCASE);

CREATE TABLE creature_power (
    creature_id INTEGER NOT NULL REFERENCES creature (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    type        TEXT    NOT NULL CHECK (type IN ('attack', 'special', 'ability', 'champion')),
    text        TEXT    NOT NULL,
    use_limit   INTEGER,
    PRIMARY KEY (creature_id, position)
) WITHOUT ROWID;

-- Where the catalog came from: source file, import time, record count.
CREATE TABLE import_info (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
