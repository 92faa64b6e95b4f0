// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/view_layout.h"

#include "common/app_settings.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHash>
#include <QHeaderView>
#include <QMainWindow>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVariantMap>

namespace ddm::gui {
namespace {

// The column header a layout keeps for a view: a table's or a tree's horizontal one.
QHeaderView* columnsOf(QAbstractItemView* view)
{
    if (auto* table = qobject_cast<QTableView*>(view))
        return table->horizontalHeader();
    if (auto* tree = qobject_cast<QTreeView*>(view))
        return tree->header();
    return nullptr;
}

QString keyOf(const QString& scope, const QString& name, const char* part)
{
    return QStringLiteral("%1/%2/%3").arg(scope, name, QLatin1String(part));
}

// The state a layout keeps of each named splitter and view header under `root`, by key.
QHash<QString, QWidget*> partsOf(const QWidget* root, const QString& scope)
{
    QHash<QString, QWidget*> parts;
    // Not those of a dialog the window opened (a file dialog has a splitter and views of its own).
    const auto inWindow = [root](const QWidget* part) { return part->window() == root->window(); };
    for (QSplitter* splitter : root->findChildren<QSplitter*>()) {
        if (!splitter->objectName().isEmpty() && inWindow(splitter))
            parts.insert(keyOf(scope, splitter->objectName(), "splitter"), splitter);
    }
    for (QAbstractItemView* view : root->findChildren<QAbstractItemView*>()) {
        if (QHeaderView* header = columnsOf(view); header && !view->objectName().isEmpty() && inWindow(view))
            parts.insert(keyOf(scope, view->objectName(), "columns"), header);
    }
    return parts;
}

QByteArray stateOf(const QWidget* part)
{
    if (const auto* splitter = qobject_cast<const QSplitter*>(part))
        return splitter->saveState();
    return static_cast<const QHeaderView*>(part)->saveState();
}

void restoreState(QWidget* part, const QByteArray& state)
{
    if (auto* splitter = qobject_cast<QSplitter*>(part))
        splitter->restoreState(state);
    else
        static_cast<QHeaderView*>(part)->restoreState(state);
}

void restore(QWidget* root, const QString& scope, const AppSettings& settings)
{
    const QVariantMap saved = settings.value(SettingKey::ViewLayouts).toMap();
    const QHash<QString, QWidget*> parts = partsOf(root, scope);
    for (auto part = parts.cbegin(); part != parts.cend(); ++part) {
        if (const QByteArray state = saved.value(part.key()).toByteArray(); !state.isEmpty())
            restoreState(part.value(), state);
    }
    if (auto* window = qobject_cast<QMainWindow*>(root)) {
        window->restoreGeometry(
            saved.value(keyOf(scope, QStringLiteral("window"), "geometry")).toByteArray());
        window->restoreState(saved.value(keyOf(scope, QStringLiteral("window"), "state")).toByteArray());
    }
}

void save(const QWidget* root, const QString& scope, AppSettings& settings)
{
    QVariantMap saved = settings.value(SettingKey::ViewLayouts).toMap();
    const QHash<QString, QWidget*> parts = partsOf(root, scope);
    for (auto part = parts.cbegin(); part != parts.cend(); ++part)
        saved.insert(part.key(), stateOf(part.value()));
    if (const auto* window = qobject_cast<const QMainWindow*>(root)) {
        saved.insert(keyOf(scope, QStringLiteral("window"), "geometry"), window->saveGeometry());
        saved.insert(keyOf(scope, QStringLiteral("window"), "state"), window->saveState());
    }
    settings.setValue(SettingKey::ViewLayouts, saved);
}

// Saves its parent's layout when the parent is hidden.
class LayoutKeeper : public QObject {
public:
    LayoutKeeper(QWidget* root, const QString& scope, AppSettings& settings)
        : QObject(root)
        , m_root(root)
        , m_scope(scope)
        , m_settings(settings)
    {
        root->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_root && event->type() == QEvent::Hide)
            save(m_root, m_scope, m_settings);
        return QObject::eventFilter(watched, event);
    }

private:
    QWidget* m_root;
    QString m_scope;
    AppSettings& m_settings;
};

} // namespace

namespace ViewLayout {

void keep(QWidget* root, const QString& scope, AppSettings& settings)
{
    restore(root, scope, settings);
    new LayoutKeeper(root, scope, settings);
}

} // namespace ViewLayout

} // namespace ddm::gui
