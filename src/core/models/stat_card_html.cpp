#include "models/stat_card_html.h"

namespace ddm {

// Scaffolding: the catalog-browser work replaces this with the full card layout.
QString StatCardHtml::render(const Creature& creature, const StatCardOptions&)
{
    return QStringLiteral("<h3>%1</h3>").arg(creature.name.toHtmlEscaped());
}

} // namespace ddm
