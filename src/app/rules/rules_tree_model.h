// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"
#include "rules/rules_item_id.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace ddm {
class RulesRepository;
}

namespace ddm::gui {

// The rule documents of one game as a tree: each document (its title and date), its entries in their
// hierarchy (the CRG's chapters, sections, rules and sub-rules; the quick reference's sequences and
// steps; the other documents' sections and parts), then its glossary. A document's entries are read
// when the document is first expanded (fetchMore), all at once: one query, and every entry then
// knows whether it has children.
class RulesTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Role {
        ItemIdRole = Qt::UserRole + 1, // QString "rule:611.3", "glossary:conceal x"; empty for documents and glossary headings
    };

    explicit RulesTreeModel(QObject* parent = nullptr);
    ~RulesTreeModel() override;

    // The repository to read (null: an empty tree) and the game whose documents are listed.
    void setRules(const RulesRepository* rules);
    void setGame(RulesGame game);
    RulesGame game() const { return m_game; }

    // Where an entry or a glossary term is listed, its document read first; invalid when the tree
    // does not list it (another game, or nothing by that id). A term is found under the first
    // document whose glossary has it.
    QModelIndex indexOf(const RulesItemId& item);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

private:
    struct Node;

    void reset();
    Node* nodeOf(const QModelIndex& index) const;
    QModelIndex indexOfNode(const Node* node) const;
    void load(Node& document);

    const RulesRepository* m_rules = nullptr;
    RulesGame m_game = RulesGame::Ddm;
    std::vector<std::unique_ptr<Node>> m_documents;
};

} // namespace ddm::gui
