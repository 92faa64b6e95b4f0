// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_jump.h"

#include "rules/rules_repository.h"

#include <QRegularExpression>

namespace ddm::gui {
namespace {

JumpTarget found(JumpTarget target, const RulesItemId& item)
{
    target.item = item;
    target.url = item.toUrl();
    return target;
}

JumpTarget failed(JumpTarget target, JumpTarget::Problem problem)
{
    target.problem = problem;
    return target;
}

JumpTarget resolveRule(JumpTarget target, const RuleLookup& lookup)
{
    if (lookup.entry)
        return found(target, lookup.entry->item);
    if (!lookup.number) // "rule:xyz"
        return failed(target, JumpTarget::Problem::NoSuchEntry);
    target.number = lookup.number->toString();
    target.nearest = lookup.nearest;
    return failed(target, JumpTarget::Problem::NoSuchRule);
}

} // namespace

bool RulesJump::exists(const RulesRepository& rules, const RulesItemId& item)
{
    if (item.kind == RulesItemId::Kind::Glossary)
        return rules.glossary(item.key).term.has_value();
    return rules.entry(item).has_value();
}

JumpTarget RulesJump::resolve(const RulesRepository& rules, const QString& text)
{
    JumpTarget target;
    target.text = text.trimmed();
    if (target.text.isEmpty())
        return failed(target, JumpTarget::Problem::Empty);

    if (target.text.startsWith(QLatin1String("ddm:"), Qt::CaseInsensitive)) {
        const QUrl url(target.text);
        const std::optional<RulesItemId> item = RulesItemId::fromUrl(url);
        if (!item) {
            // Not the rules' own: a card link is the catalog's to check.
            if (url.isValid() && url.scheme() == QLatin1String("ddm") && url.host() == QLatin1String("card") && url.path().size() > 1) {
                target.url = url;
                return target;
            }
            return failed(target, JumpTarget::Problem::UnknownLink);
        }
        if (item->kind == RulesItemId::Kind::Rule)
            return resolveRule(target, rules.rule(item->key));
        return exists(rules, *item) ? found(target, *item) : failed(target, JumpTarget::Problem::NoSuchEntry);
    }
    if (const std::optional<RulesItemId> item = RulesItemId::fromString(target.text)) {
        if (item->kind == RulesItemId::Kind::Rule)
            return resolveRule(target, rules.rule(item->key));
        return exists(rules, *item) ? found(target, *item) : failed(target, JumpTarget::Problem::NoSuchEntry);
    }

    // "R6" is the quick reference's round step, "r6" chapter 6: the search box reads them the same way.
    static const QRegularExpression code(QStringLiteral(R"(^[A-Za-z]\d$)"));
    const RulesItemId step{RulesItemId::Kind::QuickRef, target.text.toUpper()};
    const bool isStep = code.match(target.text).hasMatch() && rules.entry(step).has_value();
    if (isStep && target.text.at(0).isUpper())
        return found(target, step);
    const RuleLookup lookup = rules.rule(target.text);
    if (isStep && !lookup.entry)
        return found(target, step);
    if (lookup.number)
        return resolveRule(target, lookup);
    if (const std::optional<QString> key = rules.termKey(target.text, false)) {
        if (const std::optional<GlossaryTermView> term = rules.glossary(*key).term)
            return found(target, term->item);
    }
    return failed(target, JumpTarget::Problem::NotUnderstood);
}

QString RulesJump::problemText(const JumpTarget& target)
{
    switch (target.problem) {
    case JumpTarget::Problem::None:
        return {};
    case JumpTarget::Problem::Empty:
        return tr("Type a rule number, an id or a ddm:// link.");
    case JumpTarget::Problem::NoSuchRule:
        return tr("There is no rule %1.").arg(target.number);
    case JumpTarget::Problem::NoSuchEntry:
        return tr("Nothing is filed under “%1”.").arg(target.text);
    case JumpTarget::Problem::UnknownLink:
        return tr("“%1” is not a link this app opens (ddm://rule/…, ddm://glossary/…, ddm://quickref/…, "
                  "ddm://section/… or ddm://card/…).").arg(target.text);
    case JumpTarget::Problem::NotUnderstood:
        return tr("“%1” is not a rule number, an id, a glossary term or a ddm:// link.").arg(target.text);
    }
    return {};
}

} // namespace ddm::gui
