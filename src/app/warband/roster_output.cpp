// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "warband/roster_output.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QSaveFile>
#include <QTextDocument>

#include <algorithm>

namespace ddm::gui {
namespace {

QPageSize localPageSize()
{
    return QPageSize(QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                                        : QPageSize::A4);
}

QString writeError(const QString& path, const QString& reason)
{
    return QCoreApplication::translate("RosterOutput", "Cannot write %1: %2").arg(path, reason);
}

// Ends a save; `written` says whether everything reached the file. Flush before commit: a failed
// buffered write shows only there.
std::optional<QString> finishSave(QSaveFile& file, const QString& path, bool written)
{
    if (!written || !file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return writeError(path, reason);
    }
    if (!file.commit())
        return writeError(path, file.errorString());
    return std::nullopt;
}

} // namespace

std::optional<QString> RosterOutput::writeText(const QString& path, const QString& text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return writeError(path, file.errorString());
    const QByteArray bytes = text.toUtf8();
    return finishSave(file, path, file.write(bytes) == bytes.size());
}

std::optional<QString> RosterOutput::writePdf(const QString& path, const QString& rosterHtml)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return writeError(path, file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setCreator(QCoreApplication::applicationName());
        writer.setPageLayout(QPageLayout(localPageSize(), QPageLayout::Portrait, QMarginsF(12, 12, 12, 12),
                                         QPageLayout::Millimeter));
        paintRoster(writer, rosterHtml); // the PDF is complete when the painter ends
    }
    return finishSave(file, path, true);
}

bool RosterOutput::print(const QString& rosterHtml, QWidget* parent)
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, parent);
    dialog.setObjectName(QStringLiteral("printDialog"));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    paintRoster(printer, rosterHtml);
    return true;
}

// The roster is one page: when it is longer, it is laid out wider and drawn smaller until it fits.
// A wider layout is shorter, so a few rounds settle the scale; the last one keeps the width.
void RosterOutput::paintRoster(QPagedPaintDevice& device, const QString& rosterHtml)
{
    QTextDocument document;
    document.documentLayout()->setPaintDevice(&device); // measure fonts at the device's resolution
    document.setDocumentMargin(0);
    document.setHtml(rosterHtml);
    const QRectF page = device.pageLayout().paintRectPixels(device.logicalDpiX());
    qreal scale = 1.0;
    for (int round = 0; round < 6; ++round) {
        document.setTextWidth(page.width() / scale);
        const qreal height = document.size().height();
        if (height * scale <= page.height())
            break;
        scale = page.height() / height;
    }
    document.setTextWidth(page.width() / scale);
    scale = std::min(scale, page.height() / document.size().height());

    QPainter painter(&device);
    painter.scale(scale, scale);
    document.drawContents(&painter);
}

} // namespace ddm::gui
