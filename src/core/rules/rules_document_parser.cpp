// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_document_parser.h"

#include "rules/battle_axe_parser.h"
#include "rules/battle_rules_parser.h"
#include "rules/comprehensive_rules_parser.h"
#include "rules/document_kind.h"
#include "rules/guild_rules_parser.h"
#include "rules/quick_reference_parser.h"
#include "rules/source_text.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace ddm {
namespace {

// What every parser promises: keys unique in the document, parents before their children.
void checkStructure(const RulesDocument& document, QList<ParseProblem>& problems)
{
    QSet<QString> keys;
    for (const RulesEntry& entry : document.entries) {
        if (entry.key.isEmpty() || keys.contains(entry.key))
            problems.append({document.sourceFile, entry.line, QStringLiteral("entry key \"%1\" is empty or repeated").arg(entry.key)});
        if (!entry.parentKey.isEmpty() && !keys.contains(entry.parentKey))
            problems.append({document.sourceFile, entry.line,
                             QStringLiteral("entry \"%1\" comes before its parent \"%2\"").arg(entry.key, entry.parentKey)});
        keys.insert(entry.key);
    }
}

} // namespace

RulesParseResult RulesDocumentParser::parse(const QByteArray& bytes, const QString& fileName)
{
    RulesParseResult result;
    if (bytes.contains('\0')) {
        result.problems.append({fileName, 1, QStringLiteral("is a binary file, not a rule document")});
        return result;
    }
    const QString text = QString::fromUtf8(bytes);
    const std::optional<RulesDocumentKind> kind = recogniseDocument(text);
    if (!kind) {
        result.problems.append({fileName, 1, QStringLiteral("is not one of the rule documents this program knows")});
        return result;
    }
    RulesDocument document;
    document.kind = *kind;
    document.sourceFile = fileName;
    const QStringList lines = sourceLines(text);
    switch (*kind) {
    case RulesDocumentKind::ComprehensiveRules:
        ComprehensiveRulesParser::parse(lines, document, result.problems);
        break;
    case RulesDocumentKind::QuickReference:
        QuickReferenceParser::parse(lines, document, result.problems);
        break;
    case RulesDocumentKind::BattleRules2008:
        BattleRulesParser::parse(lines, document, result.problems);
        break;
    case RulesDocumentKind::GuildRules2011:
        GuildRulesParser::parse(lines, document, result.problems);
        break;
    case RulesDocumentKind::BattleAxe:
        BattleAxeParser::parse(lines, document, result.problems);
        break;
    }
    if (document.title.isEmpty() || *kind != RulesDocumentKind::ComprehensiveRules)
        document.title = QString::fromLatin1(documentKindInfo(*kind).title);
    if (document.sortDate.isEmpty())
        document.sortDate = sortableDate(document.date);
    checkStructure(document, result.problems);
    result.document = std::move(document);
    return result;
}

RulesParseResult RulesDocumentParser::parseFile(const QString& path)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        RulesParseResult result;
        result.problems.append({name, 0, QStringLiteral("cannot be read: %1").arg(file.errorString())});
        return result;
    }
    return parse(file.readAll(), name);
}

} // namespace ddm
