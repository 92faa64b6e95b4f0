// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ddm {

// The quick reference's glossary went through OCR and some headwords came out as other words: "Z"
// is the AC icon, "COLOR" is cold, "CUTTING HIT" is critical hit. The starter rulebook prints the
// same glossary undamaged, which is how each of these was confirmed. Returns the intended headword,
// or `headword` itself when it is not one of them.
QString repairedHeadword(const QString& headword);

} // namespace ddm
