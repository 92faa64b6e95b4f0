CREATE TABLE thing (id INTEGER PRIMARY KEY, label TEXT NOT NULL);
INSERT INTO thing (label) VALUES ('kept; with a semicolon');
