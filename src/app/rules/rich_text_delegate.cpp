// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rich_text_delegate.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>

namespace ddm::gui {
namespace {

// The row's HTML laid out at the width the view gives it.
void layOut(QTextDocument& document, const QStyleOptionViewItem& option, const QString& html)
{
    document.setDefaultFont(option.font);
    document.setDocumentMargin(2);
    document.setHtml(html);
    if (option.rect.width() > 0)
        document.setTextWidth(option.rect.width());
}

} // namespace

RichTextDelegate::RichTextDelegate(int htmlRole, QObject* parent)
    : QStyledItemDelegate(parent)
    , m_htmlRole(htmlRole)
{
}

void RichTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    QTextDocument document;
    layOut(document, item, index.data(m_htmlRole).toString());
    item.text.clear(); // the style draws the background, focus and selection; the document the text
    const QStyle* style = item.widget ? item.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);

    QAbstractTextDocumentLayout::PaintContext context;
    const bool selected = item.state & QStyle::State_Selected;
    context.palette.setColor(QPalette::Text,
                             item.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->save();
    painter->translate(item.rect.topLeft());
    painter->setClipRect(item.rect.translated(-item.rect.topLeft()));
    document.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize RichTextDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    QTextDocument document;
    layOut(document, item, index.data(m_htmlRole).toString());
    return QSize(int(document.idealWidth()), int(document.size().height()));
}

} // namespace ddm::gui
