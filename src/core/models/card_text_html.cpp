// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/card_text_html.h"

#include "models/glossary_terms.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ddm {
namespace {

// One run of adjacent icons, e.g. "{b}{m}".
const QRegularExpression& iconRun()
{
    static const QRegularExpression pattern(QStringLiteral(R"((?:\{(?:basic|[mrcab])\})+)"),
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

QString escaped(QStringView text)
{
    return text.toString().toHtmlEscaped();
}

QString linkedTerms(QStringView text, bool linkTerms)
{
    if (!linkTerms)
        return escaped(text);
    QString html;
    qsizetype done = 0;
    for (const GlossaryMatch& match : findGlossaryTerms(text)) {
        html += escaped(text.mid(done, match.start - done));
        html += QStringLiteral("<a href=\"%1\">%2</a>")
                    .arg(glossaryUrl(match.term).toString(QUrl::FullyEncoded),
                         escaped(text.mid(match.start, match.length)));
        done = match.start + match.length;
    }
    return html + escaped(text.mid(done));
}

QString iconRunHtml(QStringView run)
{
    QStringList words;
    qsizetype open = run.indexOf(u'{');
    while (open >= 0) {
        const qsizetype close = run.indexOf(u'}', open);
        words.append(iconWord(run.mid(open + 1, close - open - 1)));
        open = run.indexOf(u'{', close);
    }
    return QStringLiteral("<b>%1</b>").arg(words.join(QLatin1Char(' ')).toHtmlEscaped());
}

} // namespace

QString iconWord(QStringView code)
{
    const QString lower = code.toString().toLower();
    if (lower == QLatin1String("m"))
        return QCoreApplication::translate("ddm::CardText", "Melee");
    if (lower == QLatin1String("r"))
        return QCoreApplication::translate("ddm::CardText", "Ranged");
    if (lower == QLatin1String("c"))
        return QCoreApplication::translate("ddm::CardText", "Close");
    if (lower == QLatin1String("a"))
        return QCoreApplication::translate("ddm::CardText", "Area");
    if (lower == QLatin1String("b") || lower == QLatin1String("basic"))
        return QCoreApplication::translate("ddm::CardText", "Basic");
    return {};
}

QString cardTextToHtml(QStringView text, bool linkTerms)
{
    QString html;
    qsizetype done = 0;
    QRegularExpressionMatchIterator icons = iconRun().globalMatch(text);
    while (icons.hasNext()) {
        const QRegularExpressionMatch icon = icons.next();
        html += linkedTerms(text.mid(done, icon.capturedStart() - done), linkTerms);
        html += iconRunHtml(icon.capturedView());
        done = icon.capturedEnd();
    }
    return html + linkedTerms(text.mid(done), linkTerms);
}

} // namespace ddm
