// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/app_settings.h"

#include <array>

namespace ddm::gui {
namespace {

struct SettingDefinition {
    SettingKey key;
    const char* name;
    QVariant defaultValue;
};

const std::array<SettingDefinition, 17>& definitions()
{
    static const std::array<SettingDefinition, 17> table{{
        {SettingKey::MainWindowGeometry, "mainWindow/geometry", QByteArray()},
        {SettingKey::MainWindowState, "mainWindow/state", QByteArray()},
        {SettingKey::Theme, "appearance/theme", QStringLiteral("system")},
        {SettingKey::RecentWarbands, "warbands/recent", QStringList()},
        {SettingKey::RecentFilters, "catalog/recentFilters", QStringList()},
        {SettingKey::LastFilter, "catalog/lastFilter", QString()},
        {SettingKey::OnlyOwned, "catalog/onlyOwned", false},
        {SettingKey::LastWarbandDirectory, "warbands/lastDirectory", QString()},
        {SettingKey::LastExportDirectory, "warbands/lastExportDirectory", QString()},
        {SettingKey::LastCollectionDirectory, "collection/lastDirectory", QString()},
        {SettingKey::RulesBookmarks, "rules/bookmarks", QStringList()},
        {SettingKey::RulesZoom, "rules/zoom", 0},
        {SettingKey::LastRulesDirectory, "rules/lastDirectory", QString()},
        {SettingKey::WarnUnknownSizes, "legality/warnUnknownSizes", true},
        {SettingKey::ViewLayouts, "views/layouts", QVariantMap()},
        {SettingKey::SandboxOpponent, "sandbox/opponent", QString()},
        {SettingKey::SandboxMap, "sandbox/map", QString()},
    }};
    return table;
}

const SettingDefinition& definition(SettingKey key)
{
    for (const SettingDefinition& entry : definitions()) {
        if (entry.key == key)
            return entry;
    }
    Q_UNREACHABLE();
}

} // namespace

AppSettings::AppSettings()
    : m_settings(std::make_unique<QSettings>())
{
}

AppSettings::AppSettings(const QString& fileName)
    : m_settings(std::make_unique<QSettings>(fileName, QSettings::IniFormat))
{
}

QVariant AppSettings::value(SettingKey key) const
{
    const SettingDefinition& entry = definition(key);
    return m_settings->value(QLatin1String(entry.name), entry.defaultValue);
}

void AppSettings::setValue(SettingKey key, const QVariant& value)
{
    m_settings->setValue(QLatin1String(definition(key).name), value);
}

void AppSettings::pushRecent(SettingKey key, const QString& entry)
{
    QStringList list = stringList(key);
    list.removeAll(entry);
    list.prepend(entry);
    while (list.size() > kMaxRecent)
        list.removeLast();
    setValue(key, list);
}

} // namespace ddm::gui
