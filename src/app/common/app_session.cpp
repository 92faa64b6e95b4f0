// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/app_session.h"

namespace ddm::gui {

AppSession::AppSession(std::unique_ptr<AppSettings> settings, QObject* parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_maps(std::make_shared<const MapLibrary>(MapLibrary::load({}))) // no data directory yet
{
    m_legality.setMaps(m_maps);
    m_legality.setWarnsOfUnknownSizes(m_settings->flag(SettingKey::WarnUnknownSizes));
}

void AppSession::applyLegalityPreferences()
{
    m_legality.setWarnsOfUnknownSizes(m_settings->flag(SettingKey::WarnUnknownSizes));
    emit legalityPreferencesChanged();
}

AppSession::~AppSession() = default;

QString AppSession::userMapsDirectory() const
{
    return ddm::userMapsDirectory(m_database.dataDirectory());
}

void AppSession::reloadMaps()
{
    readMaps();
    emit legalityPreferencesChanged();
}

void AppSession::readMaps()
{
    m_maps = std::make_shared<const MapLibrary>(MapLibrary::load(userMapsDirectory()));
    m_legality.setMaps(m_maps);
}

std::optional<StorageError> AppSession::open(const QString& dataDirectory)
{
    if (std::optional<StorageError> error = m_database.open(dataDirectory))
        return error;
    m_cards = std::make_unique<CardRepository>(m_database);
    m_collection = std::make_unique<CollectionRepository>(m_database);
    m_customCards = std::make_unique<CustomCardRepository>(m_database);
    m_corrections = std::make_unique<CorrectionRepository>(m_database);
    m_items = std::make_unique<ItemRepository>(m_database);
    m_rules = std::make_unique<RulesRepository>(m_database);
    readMaps();
    return std::nullopt;
}

// Both imports let go of the file they replace while they run: Windows cannot replace a file that
// SQLite holds open. A failed import leaves the old file, which is attached again.
CatalogImportResult AppSession::importCatalog(const QString& jsonPath, const CatalogImportOptions& options)
{
    emit aboutToReplaceCatalog();
    CatalogImportResult result;
    if (const std::optional<StorageError> error = m_database.detachCatalog())
        result.errors.append({-1, {}, error->toString()});
    else
        result = CatalogImporter::importFile(jsonPath, m_database.dataDirectory(), options);
    if (const std::optional<StorageError> error = m_database.reattachCatalog())
        result.errors.append({-1, {}, error->toString()});
    emit catalogReplaced(); // reload either way: views let go of their data before the attempt
    return result;
}

RulesImportResult AppSession::importRules(const QString& directory)
{
    emit aboutToReplaceRules();
    RulesImportResult result;
    if (const std::optional<StorageError> error = m_database.detachRules())
        result.problems.append({error->path, 0, error->detail});
    else
        result = RulesImporter::importDirectory(directory, m_database.dataDirectory());
    if (const std::optional<StorageError> error = m_database.reattachRules())
        result.problems.append({error->path, 0, error->detail});
    // A new repository: the old one caches documents and terms of the file that was replaced.
    m_rules = std::make_unique<RulesRepository>(m_database);
    emit rulesReplaced();
    return result;
}

void AppSession::notifyCardsChanged() { emit cardsChanged(); }

void AppSession::notifyCollectionChanged(const QString& name, const QString& set)
{
    emit collectionChanged(name, set);
}

} // namespace ddm::gui
