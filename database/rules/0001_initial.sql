-- Imported rule documents. Replaced whole by each rules import; the rules-reference work fills it.
CREATE TABLE import_info (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
