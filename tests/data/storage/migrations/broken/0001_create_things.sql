-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
CREATE TABLE thing (id INTEGER PRIMARY KEY, label TEXT NOT NULL);
INSERT INTO thing (label) VALUES ('kept; with a semicolon');
