// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace ddm::gui {

// Draws a row from its model's HTML (the role given) instead of its plain text, so that a list can
// show a title in bold over a snippet with the words found in bold; selected rows take the
// palette's highlighted-text colour.
class RichTextDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    RichTextDelegate(int htmlRole, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    int m_htmlRole;
};

} // namespace ddm::gui
