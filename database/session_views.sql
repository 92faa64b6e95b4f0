-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Created on every open, after `catalog` is attached: one place to read cards from.
-- Catalog cards keep their ids; custom cards get negative ids so the two never collide.
-- Corrections overlay catalog values; owned counts come from the collection. size_source says where
-- a size came from: 'database', 'card text', 'correction' or 'custom card' (NULL: unknown).
CREATE TEMP VIEW card AS
SELECT c.id                                           AS id,
       'catalog'                                      AS origin,
       c.name                                         AS name,
       c.set_name                                     AS set_name,
       COALESCE(k.cost, c.cost)                       AS cost,
       COALESCE(k.level, c.level)                     AS level,
       COALESCE(k.ac, c.ac)                           AS ac,
       COALESCE(k.fort, c.fort)                       AS fort,
       COALESCE(k.ref, c.ref)                         AS ref,
       COALESCE(k.will, c.will)                       AS will,
       COALESCE(k.speed, c.speed)                     AS speed,
       COALESCE(k.movement, c.movement)               AS movement,
       COALESCE(k.hp, c.hp)                           AS hp,
       COALESCE(k.champion_rating, c.champion_rating) AS champion_rating,
       COALESCE(k.alignment, c.alignment)             AS alignment,
       COALESCE(k.factions, c.factions)               AS factions,
       COALESCE(k.size, c.size)                       AS size,
       COALESCE(k.collector_number, c.collector_number) AS collector_number,
       COALESCE(k.rarity, c.rarity)                   AS rarity,
       CASE WHEN k.size IS NOT NULL THEN 'correction' ELSE c.size_source END AS size_source,
       COALESCE(o.owned, 0)                           AS owned
FROM catalog.creature AS c
LEFT JOIN main.creature_correction AS k ON k.name = c.name AND k.set_name = c.set_name
LEFT JOIN main.collection AS o ON o.name = c.name AND o.set_name = c.set_name
UNION ALL
SELECT -u.id, 'custom', u.name, u.set_name, u.cost, u.level, u.ac, u.fort, u.ref, u.will, u.speed,
       u.movement, u.hp, u.champion_rating, u.alignment, u.factions, u.size, u.collector_number,
       u.rarity, CASE WHEN u.size IS NOT NULL THEN 'custom card' END, COALESCE(o.owned, 0)
FROM main.custom_creature AS u
LEFT JOIN main.collection AS o ON o.name = u.name AND o.set_name = u.set_name;

CREATE TEMP VIEW card_keyword AS
SELECT creature_id AS card_id, position, keyword FROM catalog.creature_keyword
UNION ALL
SELECT -creature_id, position, keyword FROM main.custom_creature_keyword;

CREATE TEMP VIEW card_power AS
SELECT creature_id AS card_id, position, type, text, use_limit FROM catalog.creature_power
UNION ALL
SELECT -creature_id, position, type, text, use_limit FROM main.custom_creature_power;
