// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Card filters come straight from the search box and from saved filters: compiling any text must
// not crash, must bind exactly one value per '?', and must point errors inside the text.

#include "query/query_compiler.h"
#include "query/query_completion.h"

#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString query = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto result = ddm::QueryCompiler::compile(query);
    if (const auto* compiled = std::get_if<ddm::CompiledQuery>(&result)) {
        if (compiled->bindings.size() != compiled->whereSql.count(u'?'))
            std::abort();
    } else {
        const ddm::QueryError& error = std::get<ddm::QueryError>(result);
        if (error.position < 0 || error.length < 1 || error.position + error.length > query.size())
            std::abort();
    }
    const ddm::QueryCompletion completion({QStringLiteral("Dragon")}, {QStringLiteral("Underdark")});
    for (int cursor : {int(query.size()), int(query.size() / 2)})
        completion.candidates(query, cursor);
    return 0;
}
