#include "cli/commands.h"

#include "cli/tool_context.h"
#include "storage/catalog_importer.h"
#include "storage/database_file.h"

namespace ddm::cli {

namespace {
constexpr qsizetype kErrorsShown = 25; // a broken file can have thousands; the first ones tell the story
}

ExitCode importCatalog(ToolContext& context, const QStringList& arguments)
{
    const ParsedArguments parsed = parseArguments(arguments, {});
    if (!parsed.error.isEmpty() || parsed.positional.size() != 1)
        return context.fail(parsed.error.isEmpty() ? QStringLiteral("usage: ddm-tool import-catalog FILE") : parsed.error);

    const QString file = parsed.positional.first();
    const QString dataDirectory = context.dataDirectory();
    const CatalogImportResult result = CatalogImporter::importFile(file, dataDirectory);
    if (!result.ok()) {
        context.err() << "ddm-tool: " << file << " was not imported; the previous catalog is unchanged." << Qt::endl;
        for (qsizetype i = 0; i < result.errors.size() && i < kErrorsShown; ++i)
            context.err() << file << ": " << result.errors.at(i).toString() << Qt::endl;
        if (result.errors.size() > kErrorsShown)
            context.err() << "... and " << result.errors.size() - kErrorsShown << " more problems" << Qt::endl;
        return ExitCode::Error;
    }
    context.out() << "Imported " << result.creatureCount << " creatures from " << result.setCount << " sets into "
                  << databaseFilePath(dataDirectory, DatabaseFile::Catalog) << Qt::endl;
    return ExitCode::Yes;
}

} // namespace ddm::cli
