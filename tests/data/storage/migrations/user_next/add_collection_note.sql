-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
-- A later version of the user schema, for tst_schema_migrator: it must keep every existing row.
ALTER TABLE collection ADD COLUMN note TEXT NOT NULL DEFAULT '';
CREATE TABLE wishlist (
    name     TEXT NOT NULL,
    set_name TEXT NOT NULL,
    PRIMARY KEY (name, set_name)
);
