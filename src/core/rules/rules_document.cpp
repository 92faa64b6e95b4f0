// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_document.h"

#include <array>

namespace ddm {
namespace {

constexpr std::array kEntryKindNames{"chapter", "section", "rule", "subrule", "sequence", "step", "part"};

} // namespace

QString ParseProblem::toString() const
{
    return QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message);
}

int RulesDocument::indexOfEntry(const QString& key) const
{
    for (qsizetype i = entries.size() - 1; i >= 0; --i) { // parents are looked up while appending children
        if (entries.at(i).key == key)
            return int(i);
    }
    return -1;
}

QList<RulesEntry> withoutEmptyLeaves(const QList<RulesEntry>& entries)
{
    QList<RulesEntry> kept;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const bool hasChild = i + 1 < entries.size() && entries.at(i + 1).parentKey == entries.at(i).key;
        if (!entries.at(i).text.isEmpty() || hasChild)
            kept.append(entries.at(i));
    }
    return kept;
}

QString entryKindName(EntryKind kind)
{
    return QString::fromLatin1(kEntryKindNames.at(std::size_t(kind)));
}

EntryKind entryKindFromName(const QString& name)
{
    for (std::size_t i = 0; i < kEntryKindNames.size(); ++i) {
        if (name == QLatin1String(kEntryKindNames.at(i)))
            return EntryKind(i);
    }
    return EntryKind::Part;
}

QString noteKindName(NoteKind kind)
{
    return kind == NoteKind::Note ? QStringLiteral("note") : QStringLiteral("example");
}

} // namespace ddm
