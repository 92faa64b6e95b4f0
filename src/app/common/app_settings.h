// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>

namespace ddm::gui {

// The application's preferences behind one typed facade: an enum of keys, one table of names and
// defaults (app_settings.cpp). Widgets never spell a QSettings key themselves.
enum class SettingKey {
    MainWindowGeometry,
    MainWindowState,
    Theme,          // "system", "light" or "dark"
    RecentWarbands, // most recent first
    RecentFilters,  // most recent first
    LastFilter,     // the filter bar's text when the app closed
    OnlyOwned,      // the builder's "Only what I own" toggle
    LastWarbandDirectory,
    LastExportDirectory,
    LastCollectionDirectory, // where collection CSV files were last imported or exported
    RulesBookmarks,          // the rules browser's bookmarks: item ids ("rule:611.3"), in the order added
    RulesZoom,               // the reading pane's zoom in steps from the default size (0)
    LastRulesDirectory,      // where rule documents were last imported from
    WarnUnknownSizes,        // the warning that creatures of unknown size may break 105.2.b (default on)
    ViewLayouts,             // splitters, columns and window states by window and widget (ViewLayout)
    SandboxOpponent,         // the last opponent: "tab:<warband name>", "mirror" or "file:<path>"
    SandboxMap,              // the last battle map: a sample map's resource path or a map file
};

class AppSettings {
public:
    static constexpr int kMaxRecent = 10;

    // The user's settings (QSettings with the application's organisation and name).
    AppSettings();
    // Settings kept in `fileName` (an INI file): tests use a throwaway one.
    explicit AppSettings(const QString& fileName);

    QVariant value(SettingKey key) const;
    void setValue(SettingKey key, const QVariant& value);

    QString string(SettingKey key) const { return value(key).toString(); }
    QStringList stringList(SettingKey key) const { return value(key).toStringList(); }
    QByteArray bytes(SettingKey key) const { return value(key).toByteArray(); }
    bool flag(SettingKey key) const { return value(key).toBool(); }

    // Puts `entry` first in a recent list, without duplicates, at most kMaxRecent long.
    void pushRecent(SettingKey key, const QString& entry);

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace ddm::gui
