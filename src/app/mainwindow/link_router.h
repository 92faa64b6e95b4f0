// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_item_id.h"

#include <QObject>
#include <QUrl>

#include <optional>

namespace ddm::gui {

class AppSession;

// Where a ddm:// link leads: a rules entry or term, a card of the catalog, or nowhere (and why).
struct LinkDestination {
    std::optional<RulesItemId> rulesItem; // ddm://rule/…, ddm://glossary/…, ddm://quickref/…, ddm://section/…
    qint64 creatureId = 0;                // ddm://card/<name>
    QString problem;                      // translated; set when the link leads nowhere
};

// The one place links are opened, wherever they come from (the stat card's terms, a violation's
// rule, the rules browser's card links, Ctrl+K, the command line, another instance): rules links go
// to the rules browser, card links to the catalog and the card view. The main window connects the
// signals to those views.
class LinkRouter : public QObject {
    Q_OBJECT

public:
    explicit LinkRouter(AppSession& session, QObject* parent = nullptr);

    LinkDestination resolve(const QUrl& url) const;

public slots:
    // Emits where `url` leads; false (and failed()) when it leads nowhere.
    bool open(const QUrl& url);

signals:
    void rulesRequested(const ddm::RulesItemId& item);
    void cardRequested(qint64 creatureId);
    void failed(const QString& message);

private:
    AppSession& m_session;
};

} // namespace ddm::gui
