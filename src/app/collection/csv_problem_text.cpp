// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/csv_problem_text.h"

namespace ddm::gui {

QString CsvProblemText::of(const CollectionCsvProblem& problem)
{
    using Code = CollectionCsvProblemCode;
    switch (problem.code) {
    case Code::NotUtf8:
        return tr("This line is not UTF-8 text, so nothing was read. Save the file as \"CSV UTF-8\" and "
                  "import it again.");
    case Code::Empty:
        return tr("The file is empty. It needs the header line name,set,count.");
    case Code::MissingColumn:
        return tr("The header has no column \"%1\", so nothing was read. The first line must name the "
                  "columns name, set and count.")
            .arg(problem.value);
    case Code::UnclosedQuote:
        return tr("A quoted field starts here and never ends, so the rest of the file could not be read.");
    case Code::MissingField:
        return missingField(problem.value);
    case Code::ExtraFields:
        return tr("The row has %n field(s), more than the header. A name with a comma must be in double "
                  "quotes.",
                  nullptr, problem.value.toInt());
    case Code::BadCount:
        return tr("The count \"%1\" is not a whole number from 0 to %2.")
            .arg(problem.value)
            .arg(CollectionCsv::kMaxCount);
    case Code::UnknownCard:
        return tr("No card \"%1\" is in the set \"%2\".").arg(problem.value, problem.set);
    case Code::Duplicate:
        return tr("The card is listed on line %1 too: the counts were added.").arg(problem.otherLine);
    case Code::CountTooLarge:
        return tr("With the rows before, the card's count would be %1, more than %2.")
            .arg(problem.value)
            .arg(CollectionCsv::kMaxCount);
    }
    return {};
}

QString CsvProblemText::missingField(const QString& column)
{
    if (column == QLatin1String("name"))
        return tr("The card's name is missing.");
    if (column == QLatin1String("set"))
        return tr("The set is missing.");
    return tr("The count is missing.");
}

} // namespace ddm::gui
