// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QUrl>

class QLabel;
class QLineEdit;

namespace ddm::gui {

class AppSession;
class LinkRouter;

// Ctrl+K from anywhere: a small box that takes a rule number in any spelling, a quick-reference
// code, an id ("rule:611.3"), a glossary term or a ddm:// link (a card's too) and opens it. What
// leads nowhere keeps the box open with a sentence saying why ("jumpError"), and for a missing
// rule the nearest rules as links.
class JumpBox : public QDialog {
    Q_OBJECT

public:
    JumpBox(AppSession& session, const LinkRouter& router, QWidget* parent = nullptr);

    // Shows the box empty with the cursor in it.
    void popUp();

signals:
    void linkChosen(const QUrl& url);

public slots:
    void accept() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void choose(const QUrl& url);
    void showError(const QString& html);
    void retranslate();

    AppSession& m_session;
    const LinkRouter& m_router;
    QLabel* m_prompt;
    QLineEdit* m_edit;
    QLabel* m_error;
};

} // namespace ddm::gui
