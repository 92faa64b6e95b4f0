// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Rule documents come from whatever folder the user points `import-rules` at: reading any bytes must
// not crash, every problem must point at a line of the input, and a document read without problems
// must have unique keys with parents before their children.

#include "rules/rule_number.h"
#include "rules/rules_document_parser.h"
#include "rules/section_heading.h"

#include <QByteArray>
#include <QSet>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const ddm::RulesParseResult result = ddm::RulesDocumentParser::parse(bytes, QStringLiteral("fuzz.md"));
    const int lines = int(bytes.count('\n') + bytes.count('\r')) + 1;
    for (const ddm::ParseProblem& problem : result.problems) {
        if (problem.line < 0 || problem.line > lines + 1)
            std::abort();
    }
    if (result.ok()) {
        QSet<QString> keys;
        for (const ddm::RulesEntry& entry : result.document->entries) {
            if (entry.key.isEmpty() || keys.contains(entry.key) || entry.line < 0 || entry.line > lines + 1)
                std::abort();
            if (!entry.parentKey.isEmpty() && !keys.contains(entry.parentKey))
                std::abort();
            keys.insert(entry.key);
        }
    }
    const QString text = QString::fromUtf8(bytes.left(200));
    if (const std::optional<ddm::RuleNumber> number = ddm::RuleNumber::parse(text)) {
        if (ddm::RuleNumber::parse(number->toString()) != number)
            std::abort(); // the canonical spelling reads back as the same number
    }
    ddm::runInHeading(text);
    return 0;
}
