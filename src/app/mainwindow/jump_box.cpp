// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/jump_box.h"

#include "common/app_session.h"
#include "mainwindow/link_router.h"
#include "rules/linked_text_html.h"
#include "rules/rules_jump.h"
#include "rules/rules_labels.h"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace ddm::gui {

JumpBox::JumpBox(AppSession& session, const LinkRouter& router, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_router(router)
    , m_prompt(new QLabel(this))
    , m_edit(new QLineEdit(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("jumpBox"));
    m_edit->setObjectName(QStringLiteral("jumpEdit"));
    m_error->setObjectName(QStringLiteral("jumpError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::RichText);
    m_error->hide();
    m_prompt->setBuddy(m_edit);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_prompt);
    layout->addWidget(m_edit);
    layout->addWidget(m_error);
    connect(m_error, &QLabel::linkActivated, this, [this](const QString& link) { choose(QUrl(link)); });
    connect(m_edit, &QLineEdit::textEdited, m_error, &QLabel::hide);
    // A dialog without buttons does nothing on Enter by itself.
    connect(m_edit, &QLineEdit::returnPressed, this, &JumpBox::accept);
    retranslate();
}

void JumpBox::popUp()
{
    m_edit->clear();
    m_error->hide();
    show();
    raise();
    activateWindow();
    m_edit->setFocus(Qt::ShortcutFocusReason);
}

void JumpBox::accept()
{
    const JumpTarget target = RulesJump::resolve(m_session.rules(), m_edit->text());
    if (target.problem == JumpTarget::Problem::Empty)
        return;
    if (target.problem == JumpTarget::Problem::None) {
        const LinkDestination destination = m_router.resolve(target.url);
        if (destination.problem.isEmpty())
            choose(target.url);
        else
            showError(destination.problem.toHtmlEscaped());
        return;
    }
    QString html = RulesJump::problemText(target).toHtmlEscaped();
    if (!target.nearest.isEmpty()) {
        QStringList nearest;
        for (const RuleEntryView& entry : target.nearest)
            nearest.append(LinkedTextHtml::anchor(entry.item, RulesLabels::entry(entry)));
        html += QStringLiteral("<br/>") + tr("Nearest: %1").arg(nearest.join(QStringLiteral(", ")));
    }
    showError(html);
}

void JumpBox::choose(const QUrl& url)
{
    QDialog::accept();
    emit linkChosen(url);
}

void JumpBox::showError(const QString& html)
{
    m_error->setText(html);
    m_error->show();
}

void JumpBox::retranslate()
{
    setWindowTitle(tr("Jump to Rule"));
    m_prompt->setText(tr("&Rule number, id, term or ddm:// link:"));
    m_edit->setPlaceholderText(tr("611.3, r611, §611, B2, conceal, ddm://rule/611.3"));
}

void JumpBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace ddm::gui
