// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the custom cards reader. It must report bad input and never crash; a file
// it accepts must survive export: what write() makes of the cards reads back to the same cards.

#include "storage/custom_cards_file.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const ddm::CustomCardsReadResult read = ddm::CustomCardsFile::read(bytes);
    if (!read.ok())
        return 0;
    const ddm::CustomCardsReadResult again = ddm::CustomCardsFile::read(ddm::CustomCardsFile::write(read.cards));
    if (!again.ok() || !(again.cards == read.cards))
        std::abort();
    return 0;
}
