// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/map_library.h"
#include "common/app_settings.h"
#include "legality/legality_checker.h"
#include "rules/rules_importer.h"
#include "rules/rules_repository.h"
#include "storage/card_database.h"
#include "storage/card_repository.h"
#include "storage/catalog_importer.h"
#include "storage/collection_repository.h"
#include "storage/correction_repository.h"
#include "storage/custom_card_repository.h"
#include "storage/item_repository.h"

#include <QObject>

#include <memory>
#include <optional>

namespace ddm::gui {

// Everything the windows share: the open data directory with its repositories, the legality checker
// and the settings. Edits that other views must see go through here so it can tell them.
class AppSession : public QObject {
    Q_OBJECT

public:
    explicit AppSession(std::unique_ptr<AppSettings> settings, QObject* parent = nullptr);
    ~AppSession() override;

    std::optional<StorageError> open(const QString& dataDirectory);

    CardDatabase& database() { return m_database; }
    const CardRepository& cards() const { return *m_cards; }
    CollectionRepository& collection() { return *m_collection; }
    CustomCardRepository& customCards() { return *m_customCards; }
    CorrectionRepository& corrections() { return *m_corrections; }
    ItemRepository& items() { return *m_items; }
    // The imported rules; made anew by importRules(): ask again after rulesReplaced().
    const RulesRepository& rules() const { return *m_rules; }
    const LegalityChecker& legality() const { return m_legality; }
    // The maps a warband may name: the shipped and official ones and the data directory's maps
    // folder, read on open() and again by reloadMaps().
    const MapLibrary& maps() const { return *m_maps; }
    QString userMapsDirectory() const;
    AppSettings& settings() { return *m_settings; }

    // Imports a catalog file into the open data directory. Views drop their queries on
    // aboutToReplaceCatalog() and reload on catalogReplaced(); user data is untouched. On failure the
    // old catalog stays and nothing is emitted but the two signals around the attempt.
    CatalogImportResult importCatalog(const QString& jsonPath, const CatalogImportOptions& options = {});
    // Imports the rule documents in `directory` (RulesImporter) and attaches the new rules. Views let
    // go of rules() on aboutToReplaceRules() and read it again on rulesReplaced(); both are emitted
    // only when the import succeeded, since a failed one leaves the old rules in place.
    RulesImportResult importRules(const QString& directory);

    // Called by whoever changed user data through a repository, so the other views follow.
    void notifyCardsChanged();
    // Reads the legality preferences (SettingKey::WarnUnknownSizes) into the checker, and tells the
    // warbands to check themselves again.
    void applyLegalityPreferences();
    void notifyCollectionChanged(const QString& name, const QString& set);
    // Reads the maps again after one was saved, and tells the warbands to check themselves again.
    void reloadMaps();

signals:
    void aboutToReplaceCatalog();
    void catalogReplaced();
    void aboutToReplaceRules();
    void rulesReplaced();
    void cardsChanged(); // custom cards, corrections or items
    void legalityPreferencesChanged(); // also when the known maps changed
    // An empty name means many cards changed at once (a CSV import): reload every count.
    void collectionChanged(const QString& name, const QString& set);

private:
    void readMaps();

    std::unique_ptr<AppSettings> m_settings;
    CardDatabase m_database;
    std::unique_ptr<CardRepository> m_cards;
    std::unique_ptr<CollectionRepository> m_collection;
    std::unique_ptr<CustomCardRepository> m_customCards;
    std::unique_ptr<CorrectionRepository> m_corrections;
    std::unique_ptr<ItemRepository> m_items;
    std::unique_ptr<RulesRepository> m_rules;
    LegalityChecker m_legality;
    std::shared_ptr<const MapLibrary> m_maps;
};

} // namespace ddm::gui
