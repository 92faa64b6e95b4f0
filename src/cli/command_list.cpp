#include "cli/command.h"
#include "cli/commands.h"

namespace ddm::cli {

QList<Command> allCommands()
{
    return {
        {QStringLiteral("import-catalog"), QStringLiteral("import-catalog FILE"),
         QStringLiteral("Import a creature catalog (community JSON format), replacing the current one"),
         &importCatalog},
        {QStringLiteral("validate"), QStringLiteral("validate FILE [--json]"),
         QStringLiteral("Judge a warband file: exit 0 legal, 1 illegal, with the rule each violation breaks"),
         &validate},
        {QStringLiteral("cards"), QStringLiteral("cards QUERY [--json] [--limit N]"),
         QStringLiteral("List creatures matching a filter, e.g. 'f:wild cost<=20 is:champion'"), &cards},
        {QStringLiteral("custom-cards"), QStringLiteral("custom-cards import|export|remove"),
         QStringLiteral("Your creatures, items and corrections: import FILE, export [--json], "
                        "remove NAME [--set SET] [--item]"),
         &customCards},
    };
}

} // namespace ddm::cli
