// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/tool_context.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "storage/correction_repository.h"
#include "storage/custom_card_repository.h"
#include "storage/custom_cards_transfer.h"
#include "storage/item_repository.h"

#include <QJsonArray>

#include <optional>

namespace ddm::cli {
namespace {

const QString kUsage = QStringLiteral(
    "usage: ddm-tool custom-cards import FILE | export [--json] | remove NAME [--set SET] [--item]");

QString counted(int count, const char* noun)
{
    return QStringLiteral("%1 %2%3").arg(count).arg(QLatin1String(noun)).arg(count == 1 ? "" : "s");
}

// "Added 2 creatures, 1 item; corrected 3 cards", with "updated ..." when something was replaced.
QString importSummary(const CustomCardsImportResult& result)
{
    QString line = QStringLiteral("Added %1, %2")
                       .arg(counted(result.addedCreatures, "creature"), counted(result.addedItems, "item"));
    if (result.updatedCreatures + result.updatedItems > 0)
        line += QStringLiteral("; updated %1, %2")
                    .arg(counted(result.updatedCreatures, "creature"), counted(result.updatedItems, "item"));
    return line + QStringLiteral("; corrected %1").arg(counted(result.correctedCards, "card"));
}

ExitCode refuseFile(ToolContext& context, const QString& file, const QList<CustomCardsError>& errors)
{
    context.err() << "ddm-tool: " << file << " was not imported; nothing was changed." << Qt::endl;
    for (const CustomCardsError& error : errors)
        context.err() << file << ": " << error.toString() << Qt::endl;
    return ExitCode::Error;
}

// The whole file is read and checked before the database is touched; the import itself is one
// transaction, so a card the database refuses (a clash, an unknown card) leaves everything as it was.
ExitCode importFile(ToolContext& context, const QString& file)
{
    const CustomCardsReadResult read = CustomCardsFile::load(file);
    if (!read.ok())
        return refuseFile(context, file, read.errors);
    CardDatabase* database = context.database();
    if (!database)
        return ExitCode::Error;
    const CustomCardsImportResult result = CustomCardsTransfer::importCards(*database, read.cards);
    if (!result.ok())
        return refuseFile(context, file, result.errors);
    context.out() << importSummary(result) << Qt::endl;
    return ExitCode::Yes;
}

QString fieldValue(const QJsonValue& value)
{
    if (value.isArray())
        return value.toVariant().toStringList().join(QLatin1Char('/'));
    return value.isDouble() ? QString::number(value.toInt()) : value.toString();
}

// One line per card: "creature    Name  [Set]  27 pts  L7", "correction  Name  [Set]  size Huge, hp 80".
void printPlain(QTextStream& out, const CustomCards& cards)
{
    if (cards.isEmpty()) {
        out << "No custom creatures, items or corrections." << Qt::endl;
        return;
    }
    for (const Creature& creature : cards.creatures)
        out << "creature    " << creature.name << "  [" << creature.set << "]  " << creature.cost << " pts  L"
            << creature.level << Qt::endl;
    for (const Item& item : cards.items) {
        const QString levels = item.maxLevel ? QStringLiteral("%1-%2").arg(item.minLevel).arg(*item.maxLevel)
                                             : QStringLiteral("%1+").arg(item.minLevel);
        out << "item        " << item.name << "  [" << item.set << "]  " << item.cost << " pts  levels " << levels
            << Qt::endl;
    }
    // The fields as the file names them, so what is shown is what `export --json` writes.
    const QJsonArray corrections = CustomCardsFile::toJson(cards).value(QStringLiteral("corrections")).toArray();
    for (const QJsonValue& entry : corrections) {
        QJsonObject fields = entry.toObject();
        const QString name = fields.take(QStringLiteral("name")).toString();
        const QString set = fields.take(QStringLiteral("set")).toString();
        QStringList changes;
        for (auto field = fields.constBegin(); field != fields.constEnd(); ++field)
            changes.append(field.key() + QLatin1Char(' ') + fieldValue(field.value()));
        out << "correction  " << name << "  [" << set << "]  " << changes.join(QStringLiteral(", ")) << Qt::endl;
    }
}

ExitCode exportCards(ToolContext& context, bool json)
{
    CardDatabase* database = context.database();
    if (!database)
        return ExitCode::Error;
    const CustomCards cards = CustomCardsTransfer::exportCards(*database);
    if (json)
        context.out() << CustomCardsFile::write(cards);
    else
        printPlain(context.out(), cards);
    return ExitCode::Yes;
}

// What `remove NAME` may mean: a custom creature, an item, or the correction of a catalog card.
enum class UserCardKind { CustomCreature, Item, Correction };

struct UserCard {
    UserCardKind kind;
    QString name;
    QString set;
    qint64 id = 0; // custom creatures and items
};

QString kindName(UserCardKind kind)
{
    switch (kind) {
    case UserCardKind::CustomCreature:
        return QStringLiteral("custom creature");
    case UserCardKind::Item:
        return QStringLiteral("item");
    case UserCardKind::Correction:
        return QStringLiteral("correction");
    }
    return {};
}

bool matches(const QString& value, const QString& wanted)
{
    return value.compare(wanted.trimmed(), Qt::CaseInsensitive) == 0;
}

// The user's cards NAME (and SET, when given) names: items with --item, else creatures and corrections.
QList<UserCard> findUserCards(const CardDatabase& database, const QString& name, const std::optional<QString>& set,
                              bool item)
{
    QList<UserCard> found;
    const auto inSet = [&set](const QString& cardSet) { return !set || matches(cardSet, *set); };
    if (item) {
        for (const Item& stored : ItemRepository(database).itemsNamed(name)) {
            if (inSet(stored.set))
                found.append({UserCardKind::Item, stored.name, stored.set, stored.id});
        }
        return found;
    }
    for (const Creature& creature : CardRepository(database).creaturesNamed(name)) {
        if (creature.origin == CardOrigin::Custom && inSet(creature.set))
            found.append({UserCardKind::CustomCreature, creature.name, creature.set, creature.id});
    }
    for (const CardCorrection& correction : CorrectionRepository(database).allCorrections()) {
        if (matches(correction.name, name) && inSet(correction.set))
            found.append({UserCardKind::Correction, correction.name, correction.set});
    }
    return found;
}

EditResult removeUserCard(const CardDatabase& database, const UserCard& card)
{
    switch (card.kind) {
    case UserCardKind::CustomCreature:
        return CustomCardRepository(database).removeCustomCreature(card.id);
    case UserCardKind::Item:
        return ItemRepository(database).removeItem(card.id);
    case UserCardKind::Correction:
        break;
    }
    return CorrectionRepository(database).clearCorrection(card.name, card.set);
}

ExitCode removeCard(ToolContext& context, const QString& name, const std::optional<QString>& set, bool item)
{
    CardDatabase* database = context.database();
    if (!database)
        return ExitCode::Error;
    const QList<UserCard> found = findUserCards(*database, name, set, item);
    const QString inSet = set ? QStringLiteral(" in set \"%1\"").arg(*set) : QString();
    if (found.isEmpty())
        return context.fail(item ? QStringLiteral("no item named \"%1\"%2").arg(name, inSet)
                                 : QStringLiteral("no custom creature or correction named \"%1\"%2").arg(name, inSet));
    if (found.size() > 1) {
        QStringList candidates;
        for (const UserCard& card : found)
            candidates.append(QStringLiteral("%1 in \"%2\"").arg(kindName(card.kind), card.set));
        return context.fail(QStringLiteral("\"%1\" names several cards (%2): name one with --set")
                                .arg(name, candidates.join(QStringLiteral(", "))));
    }
    const UserCard& card = found.first();
    if (const EditResult removed = removeUserCard(*database, card); !removed.ok())
        return context.fail(QStringLiteral("cannot remove \"%1\": %2").arg(card.name, removed.error->message));
    context.out() << (card.kind == UserCardKind::Correction ? QStringLiteral("Cleared the correction of")
                                                            : QStringLiteral("Removed ") + kindName(card.kind))
                  << " \"" << card.name << "\" [" << card.set << "]" << Qt::endl;
    return ExitCode::Yes;
}

} // namespace

ExitCode customCards(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {QStringLiteral("--json"), QStringLiteral("--item")},
                                                  {QStringLiteral("--set")});
    if (!parsed.error.isEmpty())
        return context.fail(parsed.error);
    const QString action = parsed.positional.value(0);
    const qsizetype operands = parsed.positional.size() - 1;
    const bool json = parsed.flags.contains(QStringLiteral("--json"));
    const bool item = parsed.flags.contains(QStringLiteral("--item"));
    const bool hasSet = parsed.options.contains(QStringLiteral("--set"));
    if (action == QLatin1String("import") && operands == 1 && !json && !item && !hasSet)
        return importFile(context, parsed.positional.at(1));
    if (action == QLatin1String("export") && operands == 0 && !item && !hasSet)
        return exportCards(context, json);
    if (action == QLatin1String("remove") && operands == 1 && !json) {
        // Without --set, any set; an item without a set is `--set ""`.
        const std::optional<QString> set =
            hasSet ? std::optional<QString>(parsed.options.value(QStringLiteral("--set"))) : std::nullopt;
        return removeCard(context, parsed.positional.at(1), set, item);
    }
    return context.fail(kUsage);
}

} // namespace ddm::cli
