// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddm {

// One open document's unsaved state, as its own file format writes it.
struct Autosave {
    QString slot;         // which open document it belongs to: its file's name in the folder, without ".json"
    QString kind;         // "warband" or "battle": which reader takes `content`
    QString originalPath; // the file the document was opened from or saved to; empty when never saved
    QByteArray content;   // the document's file, as a save would write it (JSON)

    bool operator==(const Autosave&) const = default;
};

// The autosaves of a data directory (its "autosave" folder): written after the edits of an open
// document, removed once it is saved, closed or discarded, so what remains after a start is what a
// crash or a kill would have lost. Each is one JSON file, written atomically (QSaveFile).
class AutosaveFolder {
public:
    explicit AutosaveFolder(const QString& dataDirectory);

    QString path() const { return m_path; }
    // A slot name no other open document has: "<kind>-<unique id>".
    static QString newSlot(const QString& kind);

    // Writes (replaces) the autosave of its slot; an error names the file and why.
    std::optional<QString> write(const Autosave& autosave) const;
    void remove(const QString& slot) const;
    void removeAll() const;

    struct Found {
        QList<Autosave> autosaves; // oldest first
        QStringList problems;      // "<file>: <why>" for each file that does not read
    };
    Found read() const;

private:
    QString filePath(const QString& slot) const;

    QString m_path;
};

} // namespace ddm
