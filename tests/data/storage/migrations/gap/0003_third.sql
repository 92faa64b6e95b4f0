-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
CREATE TABLE third (id INTEGER PRIMARY KEY);
