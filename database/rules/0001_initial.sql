-- SPDX-FileCopyrightText: 2026 DDM Companion developers
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Imported rule documents (ddm-tool import-rules). rules.sqlite is replaced whole by each import, so
-- this file can change freely until it ships; src/core/rules/rules_writer.cpp fills it.
CREATE TABLE import_info (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- One row per imported document. authority: 0 authoritative (the CRG), 1 official, 2 community,
-- 3 unofficial; documents that disagree are shown in this order.
CREATE TABLE document (
    id          INTEGER PRIMARY KEY,
    key         TEXT NOT NULL UNIQUE,   -- 'crg', 'quickref', 'battle-rules-2008', 'guild-2011', 'battle-axe'
    kind        TEXT NOT NULL,
    game        TEXT NOT NULL,          -- 'ddm' or 'battle-axe'
    title       TEXT NOT NULL,
    date        TEXT NOT NULL DEFAULT '', -- as printed; '' when undated
    sort_date   TEXT NOT NULL DEFAULT '',
    authority   INTEGER NOT NULL,
    source_file TEXT NOT NULL
);

-- Rules, sections, steps: every addressable piece of a document, parents before children.
CREATE TABLE entry (
    id          INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document (id),
    key         TEXT NOT NULL,          -- '611.3.a', 'B2', 'terrain/forest', 'cover'
    kind        TEXT NOT NULL,          -- chapter, section, rule, subrule, sequence, step, part
    number      TEXT NOT NULL DEFAULT '',
    title       TEXT NOT NULL DEFAULT '',
    text        TEXT NOT NULL DEFAULT '',
    parent_id   INTEGER REFERENCES entry (id),
    depth       INTEGER NOT NULL,
    ord         INTEGER NOT NULL,       -- document order
    page        INTEGER NOT NULL DEFAULT 0,
    line        INTEGER NOT NULL,
    UNIQUE (document_id, key)
);
CREATE INDEX entry_parent ON entry (parent_id, ord);
CREATE INDEX entry_page ON entry (document_id, page);

-- Examples and notes of an entry, in order.
CREATE TABLE entry_note (
    entry_id INTEGER NOT NULL REFERENCES entry (id),
    ord      INTEGER NOT NULL,
    kind     TEXT NOT NULL,             -- 'example' or 'note'
    text     TEXT NOT NULL,
    PRIMARY KEY (entry_id, ord)
);

-- A glossary term across documents: 'conceal' groups the CRG's "Conceal X", the starter's and the
-- quick reference's. display is the most authoritative headword in lower case ('conceal x').
CREATE TABLE glossary_term (
    id      INTEGER PRIMARY KEY,
    key     TEXT NOT NULL UNIQUE,
    display TEXT NOT NULL UNIQUE
);

-- One document's entry for a term, as printed.
CREATE TABLE glossary_entry (
    id          INTEGER PRIMARY KEY,
    term_id     INTEGER NOT NULL REFERENCES glossary_term (id),
    document_id INTEGER NOT NULL REFERENCES document (id),
    headword    TEXT NOT NULL,          -- as printed ('Z')
    term        TEXT NOT NULL,          -- OCR damage undone ('AC'); what the term index reads
    category    TEXT NOT NULL DEFAULT '',
    text        TEXT NOT NULL,
    ord         INTEGER NOT NULL,
    page        INTEGER NOT NULL DEFAULT 0,
    line        INTEGER NOT NULL
);
CREATE INDEX glossary_entry_term ON glossary_entry (term_id);

-- Other names a term is looked up by: every headword as printed, OCR-damaged headwords ('z' for
-- AC), alternatives ('hp' of "HP/hit points"), abbreviations ('loe').
CREATE TABLE glossary_alias (
    alias   TEXT PRIMARY KEY,
    term_id INTEGER NOT NULL REFERENCES glossary_term (id),
    kind    TEXT NOT NULL
);

-- A reference or a term used in a text, and where it leads. A source is an entry or a glossary
-- entry; a target an entry or a glossary term. status: ok, corrected (the written number was wrong
-- and the intended rule was found), unverified (the rule exists but is about something else and
-- nothing better was found), broken (nothing to link to). problem says why; cited is the text as
-- written; subject what the reference is about (the term, or a quoted title).
CREATE TABLE link (
    id                 INTEGER PRIMARY KEY,
    source_entry_id    INTEGER REFERENCES entry (id),
    source_glossary_id INTEGER REFERENCES glossary_entry (id),
    start              INTEGER NOT NULL,
    length             INTEGER NOT NULL,
    kind               TEXT NOT NULL,   -- rule, section, page, glossary, term
    status             TEXT NOT NULL,
    problem            TEXT NOT NULL DEFAULT '',
    cited              TEXT NOT NULL,
    written_target     TEXT NOT NULL DEFAULT '',
    subject            TEXT NOT NULL DEFAULT '',
    target_entry_id    INTEGER REFERENCES entry (id),
    target_term_id     INTEGER REFERENCES glossary_term (id),
    CHECK ((source_entry_id IS NULL) <> (source_glossary_id IS NULL))
);
CREATE INDEX link_source_entry ON link (source_entry_id);
CREATE INDEX link_source_glossary ON link (source_glossary_id);
CREATE INDEX link_target_entry ON link (target_entry_id);
CREATE INDEX link_target_term ON link (target_term_id);

-- Entries of different documents about the same thing (CRG 1013 "Pit Terrain", the starter's "Pits",
-- the quick reference's "terrain/pits"): shown side by side, the authoritative one first.
CREATE TABLE variant (
    group_key TEXT NOT NULL,
    entry_id  INTEGER NOT NULL REFERENCES entry (id),
    PRIMARY KEY (group_key, entry_id)
);
CREATE INDEX variant_entry ON variant (entry_id);

-- What full-text search finds: one row per entry and per glossary entry. item is the id the app
-- links with ('rule:611.3', 'glossary:conceal x', 'quickref:B2', 'section:guild-2011/set-up');
-- headword holds the normalised names an exact query ranks first, separated by '|': a glossary
-- entry's term; an entry's title and the terms it defines.
CREATE TABLE search_item (
    id          INTEGER PRIMARY KEY,
    item        TEXT NOT NULL,
    document_id INTEGER NOT NULL REFERENCES document (id),
    game        TEXT NOT NULL,
    kind        TEXT NOT NULL,
    headword    TEXT NOT NULL DEFAULT '',
    title       TEXT NOT NULL,
    body        TEXT NOT NULL
);
CREATE INDEX search_item_item ON search_item (item);
CREATE INDEX search_item_headword ON search_item (headword);
CREATE VIRTUAL TABLE search_text USING fts5(
    title, body, content = 'search_item', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
