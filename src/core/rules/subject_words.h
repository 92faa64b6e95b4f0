// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

namespace ddm {

// How the link checker and the variant finder compare what texts are about: words in lower case,
// crudely singular ("attacks" -> "attack", "abilities" -> "ability", "flanking" -> "flank",
// "triggered" -> "trigger"), without the variable parts of terms ("X", "TYPE", "DAMAGE" in capitals).
QString stemWord(const QString& word);
// The words of `text` in order, stemmed; placeholders dropped.
QStringList subjectTokens(const QString& text);
// The same without joining words ("of", "the", "and" …).
QSet<QString> subjectWords(const QString& text);
// A word that ends this many rule titles names a kind of thing ("Condition" ends 11, "Terrain" 18),
// not a subject: the link checker and the variant finder set such words aside.
inline constexpr int kMinKindWordTitles = 3;
// True when `phrase` occurs in `tokens` as consecutive words.
bool containsPhrase(const QStringList& tokens, const QStringList& phrase);

} // namespace ddm
