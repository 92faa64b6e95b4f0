// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/command.h"

namespace ddm::cli {

// The commands, one file each.
ExitCode importCatalog(ToolContext& context, const QStringList& arguments);
ExitCode validate(ToolContext& context, const QStringList& arguments);
ExitCode importList(ToolContext& context, const QStringList& arguments);
ExitCode cards(ToolContext& context, const QStringList& arguments);
ExitCode importRules(ToolContext& context, const QStringList& arguments);
ExitCode setup(ToolContext& context, const QStringList& arguments);
ExitCode checkLinks(ToolContext& context, const QStringList& arguments);
ExitCode rule(ToolContext& context, const QStringList& arguments);
ExitCode glossary(ToolContext& context, const QStringList& arguments);
ExitCode search(ToolContext& context, const QStringList& arguments);
ExitCode customCards(ToolContext& context, const QStringList& arguments);
ExitCode battle(ToolContext& context, const QStringList& arguments);
ExitCode parseReport(ToolContext& context, const QStringList& arguments);

} // namespace ddm::cli
