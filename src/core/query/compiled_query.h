// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariantList>

namespace ddm {

// A card filter turned into SQL: `SELECT card.id FROM card WHERE <whereSql>`. Every value the user
// typed is in `bindings`, one per '?' in order; the text itself never holds user input.
struct CompiledQuery {
    QString whereSql;
    QVariantList bindings;
};

} // namespace ddm
