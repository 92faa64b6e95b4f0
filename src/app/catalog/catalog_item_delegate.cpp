// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog_item_delegate.h"

#include "catalog/faction_colors.h"
#include "models/catalog_table_model.h"

#include <QPainter>
#include <QPixmap>
#include <QSpinBox>

namespace ddm::gui {
namespace {

constexpr int kMaxOwned = 999;

} // namespace

QWidget* CatalogItemDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                           const QModelIndex& index) const
{
    if (index.column() != CatalogTableModel::Owned)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* editor = new QSpinBox(parent);
    editor->setObjectName(QStringLiteral("ownedEditor"));
    editor->setFrame(false);
    editor->setRange(0, kMaxOwned);
    editor->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return editor;
}

void CatalogItemDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() != CatalogTableModel::Factions)
        return;
    const int bits = index.data(CatalogTableModel::FactionsRole).toInt();
    if (bits == 0)
        return;
    const int height = option->fontMetrics.height();
    // Marks with short names: colour alone is lost on many readers (red and green most of all); the
    // full names are the cell's tooltip.
    QStringList names;
    for (Faction faction : allFactions()) {
        if (bits & int(faction))
            names.append(shortName(faction));
    }
    option->text = names.join(QLatin1Char(' '));
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = factionMarks(bits, height);
    option->decorationSize = QSize(height * qPopulationCount(quint32(bits)), height);
}

QString CatalogItemDelegate::shortName(Faction faction)
{
    switch (faction) {
    case Faction::Civilization:
        return tr("Civ", "faction");
    case Faction::Borderlands:
        return tr("Bor", "faction");
    case Faction::Underdark:
        return tr("Und", "faction");
    case Faction::Wild:
        break;
    }
    return tr("Wild", "faction");
}

// One round mark per faction, side by side, drawn at the device pixel ratio the view needs.
QIcon CatalogItemDelegate::factionMarks(int factionBits, int height) const
{
    const quint64 key = (quint64(height) << 8) | quint64(factionBits);
    const auto cached = m_marks.constFind(key);
    if (cached != m_marks.cend())
        return *cached;
    const QList<Faction> factions = [&] {
        QList<Faction> list;
        for (Faction faction : allFactions()) {
            if (factionBits & int(faction))
                list.append(faction);
        }
        return list;
    }();
    QIcon icon;
    for (qreal ratio : {1.0, 2.0}) {
        QPixmap pixmap(QSize(height * int(factions.size()), height) * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        const qreal diameter = height * 0.6;
        for (qsizetype i = 0; i < factions.size(); ++i) {
            painter.setBrush(factionColor(factions.at(i)));
            painter.drawEllipse(
                QRectF(i * height + (height - diameter) / 2, (height - diameter) / 2, diameter, diameter));
        }
        painter.end();
        icon.addPixmap(pixmap);
    }
    m_marks.insert(key, icon);
    return icon;
}

} // namespace ddm::gui
