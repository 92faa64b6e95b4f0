// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_tree_model.h"

#include "rules/rules_labels.h"
#include "rules/rules_repository.h"

#include <QHash>

namespace ddm::gui {

struct RulesTreeModel::Node {
    enum class Type { Document, Entry, GlossaryHeading, GlossaryEntry };

    Type type = Type::Entry;
    Node* parent = nullptr;
    int row = 0;
    QString label;  // not for the glossary heading, whose name is translated when shown
    QString itemId; // "rule:611.3"; empty for documents and glossary headings
    qint64 documentId = 0;
    bool loaded = true; // documents start unloaded
    std::vector<std::unique_ptr<Node>> children;
    QHash<QString, const Node*> items; // a document's entries and terms by item id, the first listing of each

    Node* add(std::unique_ptr<Node> child)
    {
        child->parent = this;
        child->row = int(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
};

RulesTreeModel::RulesTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
{
}

RulesTreeModel::~RulesTreeModel() = default;

void RulesTreeModel::setRules(const RulesRepository* rules)
{
    m_rules = rules;
    reset();
}

void RulesTreeModel::setGame(RulesGame game)
{
    if (game == m_game)
        return;
    m_game = game;
    reset();
}

void RulesTreeModel::reset()
{
    beginResetModel();
    m_documents.clear();
    if (m_rules) {
        for (const RulesDocumentInfo& info : m_rules->documents()) {
            if (info.game != m_game)
                continue;
            auto node = std::make_unique<Node>();
            node->type = Node::Type::Document;
            node->row = int(m_documents.size());
            node->label = RulesLabels::document(info);
            node->documentId = info.id;
            node->loaded = false;
            m_documents.push_back(std::move(node));
        }
    }
    endResetModel();
}

RulesTreeModel::Node* RulesTreeModel::nodeOf(const QModelIndex& index) const
{
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : nullptr;
}

QModelIndex RulesTreeModel::indexOfNode(const Node* node) const
{
    return node ? createIndex(node->row, 0, const_cast<Node*>(node)) : QModelIndex();
}

QModelIndex RulesTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column != 0 || row < 0)
        return {};
    const Node* node = nodeOf(parent);
    const auto& children = node ? node->children : m_documents;
    if (row >= int(children.size()))
        return {};
    return createIndex(row, 0, children.at(std::size_t(row)).get());
}

QModelIndex RulesTreeModel::parent(const QModelIndex& child) const
{
    const Node* node = nodeOf(child);
    return node ? indexOfNode(node->parent) : QModelIndex();
}

int RulesTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.column() > 0)
        return 0;
    const Node* node = nodeOf(parent);
    return int(node ? node->children.size() : m_documents.size());
}

int RulesTreeModel::columnCount(const QModelIndex&) const
{
    return 1;
}

bool RulesTreeModel::hasChildren(const QModelIndex& parent) const
{
    const Node* node = nodeOf(parent);
    if (!node)
        return !m_documents.empty();
    return !node->loaded || !node->children.empty();
}

bool RulesTreeModel::canFetchMore(const QModelIndex& parent) const
{
    const Node* node = nodeOf(parent);
    return node && !node->loaded;
}

void RulesTreeModel::fetchMore(const QModelIndex& parent)
{
    if (Node* node = nodeOf(parent); node && !node->loaded)
        load(*node);
}

void RulesTreeModel::load(Node& document)
{
    document.loaded = true;
    if (!m_rules)
        return;
    const QList<RuleEntryView> entries = m_rules->documentEntries(document.documentId);
    const QList<GlossaryHeadword> glossary = m_rules->glossaryHeadwords(document.documentId);
    int topLevel = 0;
    for (const RuleEntryView& entry : entries)
        topLevel += entry.parentId == 0 ? 1 : 0;
    const int count = topLevel + (glossary.isEmpty() ? 0 : 1);
    if (count == 0)
        return;
    beginInsertRows(indexOfNode(&document), 0, count - 1);
    QHash<qint64, Node*> byId; // parents come before their children
    for (const RuleEntryView& entry : entries) {
        auto node = std::make_unique<Node>();
        node->label = RulesLabels::entry(entry);
        node->itemId = entry.item.toString();
        node->documentId = document.documentId;
        Node* parent = byId.value(entry.parentId, &document);
        Node* added = parent->add(std::move(node));
        byId.insert(entry.id, added);
        document.items.insert(added->itemId, added);
    }
    if (!glossary.isEmpty()) {
        auto heading = std::make_unique<Node>();
        heading->type = Node::Type::GlossaryHeading;
        heading->documentId = document.documentId;
        Node* added = document.add(std::move(heading));
        for (const GlossaryHeadword& headword : glossary) {
            auto node = std::make_unique<Node>();
            node->type = Node::Type::GlossaryEntry;
            node->label = headword.headword;
            node->itemId = headword.term.toString();
            node->documentId = document.documentId;
            const Node* term = added->add(std::move(node));
            if (!document.items.contains(term->itemId))
                document.items.insert(term->itemId, term);
        }
    }
    endInsertRows();
}

QVariant RulesTreeModel::data(const QModelIndex& index, int role) const
{
    const Node* node = nodeOf(index);
    if (!node)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return node->type == Node::Type::GlossaryHeading ? tr("Glossary") : node->label;
    case ItemIdRole:
        return node->itemId;
    default:
        return {};
    }
}

QModelIndex RulesTreeModel::indexOf(const RulesItemId& item)
{
    const QString wanted = item.toString();
    for (const std::unique_ptr<Node>& document : m_documents) {
        if (!document->loaded)
            load(*document);
        if (const Node* node = document->items.value(wanted))
            return indexOfNode(node);
    }
    return {};
}

} // namespace ddm::gui
