// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QString>

#include "powers/attack_power.h"

#include <optional>

namespace ddm::power_patterns {

// Regular-expression fragments for the game's words, built from the vocabulary tables so a new
// spelling is added in one place. Each is a non-capturing alternation: wrap it to capture.
const QString& damageType(); // "acid|cold|…|lighting"
const QString& condition();  // "blinded|…|weakened|staggered"
const QString& damageWord(); // "damage"
const QString& size();       // "tiny|small|medium|large|huge|gargantuan|colossal"

// The kind of attack a card's word names: "{m}" or "melee", "{r}" or "ranged", "{c}", "{a}"; none
// for any other word (an empty one included).
std::optional<AttackKind> attackKindWord(const QString& word);

// " taking ongoing poison damage", " that is (already) taking ongoing damage" after a creature's noun
// (908), the type in capture `group`; readTakingOngoing sets what it says.
QString takingOngoing(const QString& group);
void readTakingOngoing(const QRegularExpressionMatch& match, const QString& group,
                       TargetRestrictions& restrictions);

// "a", "an", "one" … "four" or digits; 0 for a word that is no number ("its current speed").
int numberWord(const QString& word);

// The end of a sentence for a TextCursor: one or more full stops before a space or the end.
const QRegularExpression& sentenceEnd();
// The effects of a power joined by "then" ("Teleport 5 squares, then make a {b} attack"), in their order;
// the whole text when it has one.
QStringList thenParts(const QString& effects);
// Card text as the grammar reads it: whitespace collapsed, typographic quotes and dashes plain,
// misprints repaired.
QString normalised(const QString& text);

} // namespace ddm::power_patterns
