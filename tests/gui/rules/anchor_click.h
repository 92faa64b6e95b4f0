// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Clicks a link in a QTextBrowser as a reader does: finds the anchor's text on the page and clicks
// the middle of it in the viewport.

#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

namespace ddm::test {

// The middle of the first anchor to `href`: its position in the document, or -1.
inline int anchorPosition(const QTextBrowser& browser, const QString& href)
{
    for (QTextBlock block = browser.document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.charFormat().isAnchor() && fragment.charFormat().anchorHref() == href)
                return fragment.position() + fragment.length() / 2;
        }
    }
    return -1;
}

// False when the page has no such link.
inline bool clickAnchor(QTextBrowser& browser, const QString& href)
{
    const int position = anchorPosition(browser, href);
    if (position < 0)
        return false;
    QTextCursor cursor(browser.document());
    cursor.setPosition(position);
    browser.setTextCursor(cursor);
    browser.ensureCursorVisible();
    const QPoint point = browser.cursorRect(cursor).center();
    QTest::mouseClick(browser.viewport(), Qt::LeftButton, {}, point);
    return true;
}

} // namespace ddm::test
