-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The first statement works; the second does not, so the whole file must roll back.
CREATE TABLE other_thing (id INTEGER PRIMARY KEY);
INSERT INTO no_such_table (id) VALUES (1);
