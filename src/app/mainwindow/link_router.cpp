// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/link_router.h"

#include "common/app_session.h"

namespace ddm::gui {
namespace {
const QString kScheme = QStringLiteral("ddm");
const QString kCardHost = QStringLiteral("card");
} // namespace

LinkRouter::LinkRouter(AppSession& session, QObject* parent)
    : QObject(parent)
    , m_session(session)
{
}

LinkDestination LinkRouter::resolve(const QUrl& url) const
{
    LinkDestination destination;
    if (const std::optional<RulesItemId> item = RulesItemId::fromUrl(url)) {
        destination.rulesItem = item;
        return destination;
    }
    if (url.scheme() == kScheme && url.host() == kCardHost) {
        // The name is one path segment: "ddm://card/Regdar,%20Adventurer".
        const QString name = url.path().mid(1);
        const QList<Creature> found = name.isEmpty() ? QList<Creature>() : m_session.cards().creaturesNamed(name);
        if (!found.isEmpty())
            destination.creatureId = found.first().id;
        else
            destination.problem = tr("No card named “%1” is in the catalog.").arg(name);
        return destination;
    }
    destination.problem = tr("“%1” is not a link this app opens.").arg(url.toDisplayString());
    return destination;
}

bool LinkRouter::open(const QUrl& url)
{
    const LinkDestination destination = resolve(url);
    if (destination.rulesItem)
        emit rulesRequested(*destination.rulesItem);
    else if (destination.creatureId != 0)
        emit cardRequested(destination.creatureId);
    else
        emit failed(destination.problem);
    return destination.problem.isEmpty();
}

} // namespace ddm::gui
