// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_link_repository.h"

#include "rules/rules_repository.h"
#include "storage/sql_query.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>

namespace ddm {
namespace {

constexpr int kLinkExcerptWords = 8;

QString linkExcerpt(const QString& text)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString shown = words.size() <= kLinkExcerptWords ? text : words.mid(0, kLinkExcerptWords).join(QLatin1Char(' ')) + QStringLiteral("…");
    return QStringLiteral("“%1”").arg(shown);
}

RulesItemId itemOf(const QString& documentKey, const QString& entryKey)
{
    return RulesItemId::ofEntry(documentKindFromKey(documentKey).value_or(RulesDocumentKind::ComprehensiveRules), entryKey);
}

// The notes are marked with QT_TRANSLATE_NOOP so that lupdate files them under the context they
// are looked up in (a tr() here would file them under "ddm" and German sessions would miss them).
QString note(const char* text)
{
    return QCoreApplication::translate("ddm::RulesLink", text);
}

} // namespace

RulesLinkRepository::RulesLinkRepository(const RulesRepository& rules)
    : m_rules(rules)
{
}

QList<RulesLinkView> RulesLinkRepository::links(const QString& where, const QVariantList& bindings) const
{
    auto t = [this](const char* name) { return m_rules.table(QLatin1String(name)); };
    const QString sql = QStringLiteral(
        "SELECT l.id, l.kind, l.status, l.problem, l.start, l.length, l.cited, l.written_target, l.subject, "
        "se.key, se.title, sd.key, ge.headword, gt.display, gd.key, te.key, te.title, te.text, te.page, td.key, tt.display "
        "FROM %1 l "
        "LEFT JOIN %2 se ON se.id = l.source_entry_id LEFT JOIN %3 sd ON sd.id = se.document_id "
        "LEFT JOIN %4 ge ON ge.id = l.source_glossary_id LEFT JOIN %5 gt ON gt.id = ge.term_id "
        "LEFT JOIN %3 gd ON gd.id = ge.document_id "
        "LEFT JOIN %2 te ON te.id = l.target_entry_id LEFT JOIN %3 td ON td.id = te.document_id "
        "LEFT JOIN %5 tt ON tt.id = l.target_term_id WHERE %6 ORDER BY l.id")
                            .arg(t("link"), t("entry"), t("document"), t("glossary_entry"), t("glossary_term"), where);
    QList<RulesLinkView> views;
    QSqlQuery query = selectRows(m_rules.connection(), sql, bindings);
    while (query.next()) {
        RulesLinkView view;
        view.id = query.value(0).toLongLong();
        view.kind = linkKindFromName(query.value(1).toString());
        view.status = linkStatusFromName(query.value(2).toString());
        view.problem = linkProblemFromName(query.value(3).toString());
        view.start = query.value(4).toLongLong();
        view.length = query.value(5).toLongLong();
        view.cited = query.value(6).toString();
        view.writtenTarget = query.value(7).toString();
        view.subject = query.value(8).toString();
        if (!query.value(9).isNull()) {
            view.source = itemOf(query.value(11).toString(), query.value(9).toString());
            view.sourceTitle = query.value(10).toString();
            view.sourceDocument = query.value(11).toString();
        } else {
            view.source = RulesItemId::ofTerm(query.value(13).toString());
            view.sourceTitle = query.value(12).toString();
            view.sourceDocument = query.value(14).toString();
        }
        if (!query.value(15).isNull()) {
            view.target = itemOf(query.value(19).toString(), query.value(15).toString());
            view.targetTitle = query.value(16).toString().isEmpty() ? linkExcerpt(query.value(17).toString()) : query.value(16).toString();
            view.targetPage = query.value(18).toInt();
        } else if (!query.value(20).isNull()) {
            view.target = RulesItemId::ofTerm(query.value(20).toString());
            view.targetTitle = query.value(20).toString();
        }
        if (view.status != LinkStatus::Ok && (view.kind == LinkKind::Rule || view.kind == LinkKind::Section))
            view.writtenTargetTitle = titleOfRule(view.writtenTarget);
        views.append(view);
    }
    return views;
}

QString RulesLinkRepository::titleOfRule(const QString& number) const
{
    const RuleLookup lookup = m_rules.rule(number);
    if (!lookup.entry)
        return {};
    return lookup.entry->title.isEmpty() ? linkExcerpt(lookup.entry->text) : lookup.entry->title;
}

QList<RulesLinkView> RulesLinkRepository::linksFrom(const RuleEntryView& entry) const
{
    return links(QStringLiteral("l.source_entry_id = ?"), {entry.id});
}

QList<RulesLinkView> RulesLinkRepository::linksFrom(const GlossaryVersion& version) const
{
    return links(QStringLiteral("l.source_glossary_id = ?"), {version.id});
}

Backlinks RulesLinkRepository::summarise(QList<RulesLinkView> links) const
{
    Backlinks backlinks;
    for (const RulesLinkView& link : links) {
        if (link.kind == LinkKind::Term)
            ++backlinks.mentions;
        else if (link.source.kind == RulesItemId::Kind::Glossary)
            ++backlinks.glossaryEntries;
        else if (link.source.kind == RulesItemId::Kind::Rule)
            ++backlinks.rules;
        else
            ++backlinks.otherEntries;
    }
    backlinks.links = std::move(links);
    return backlinks;
}

Backlinks RulesLinkRepository::backlinks(const RuleEntryView& entry) const
{
    return summarise(links(QStringLiteral("l.target_entry_id = ?"), {entry.id}));
}

Backlinks RulesLinkRepository::backlinks(const GlossaryTermView& term) const
{
    return summarise(links(QStringLiteral("l.target_term_id = ?"), {term.id}));
}

QList<RulesLinkView> RulesLinkRepository::problems() const
{
    return links(QStringLiteral("l.status <> 'ok'"), {});
}

QList<RulesVersion> RulesLinkRepository::versions(const RuleEntryView& entry) const
{
    auto t = [this](const char* name) { return m_rules.table(QLatin1String(name)); };
    QList<std::pair<int, RulesVersion>> ranked; // (document order, version)
    const QList<RulesDocumentInfo> documents = m_rules.documents();
    auto rankOf = [&documents](const QString& key) {
        for (qsizetype i = 0; i < documents.size(); ++i) {
            if (documents.at(i).key == key)
                return int(i);
        }
        return int(documents.size());
    };
    QSqlQuery query = selectRows(m_rules.connection(),
                                 QStringLiteral("SELECT DISTINCT m.entry_id FROM %1 v JOIN %1 m ON m.group_key = v.group_key "
                                                "WHERE v.entry_id = ?").arg(t("variant")),
                                 {entry.id});
    QList<qint64> ids{entry.id};
    while (query.next()) {
        if (!ids.contains(query.value(0).toLongLong()))
            ids.append(query.value(0).toLongLong());
    }
    for (const qint64 id : std::as_const(ids)) {
        if (const std::optional<RuleEntryView> member = m_rules.entryById(id)) {
            ranked.append({rankOf(member->document.key),
                           {member->document, member->item, member->title.isEmpty() ? member->number : member->title, member->text}});
        }
    }
    if (const std::optional<QString> key = entry.title.isEmpty() ? std::nullopt : m_rules.termKey(entry.title)) {
        if (const std::optional<GlossaryTermView> term = m_rules.glossary(*key).term) {
            for (const GlossaryVersion& version : term->versions)
                ranked.append({rankOf(version.document.key), {version.document, term->item, version.headword, version.text}});
        }
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    QList<RulesVersion> result;
    for (const auto& [rank, version] : std::as_const(ranked))
        result.append(version);
    return result;
}

std::optional<CardTermLink> RulesLinkRepository::cardTerm(const QString& text) const
{
    const GlossaryLookup lookup = m_rules.glossary(text);
    if (!lookup.term)
        return std::nullopt;
    CardTermLink link{lookup.term->key, lookup.term->display, lookup.term->item, std::nullopt, {}};
    for (const GlossaryVersion& version : lookup.term->versions) {
        if (version.document.kind != RulesDocumentKind::ComprehensiveRules)
            continue;
        for (const RulesLinkView& out : linksFrom(version)) {
            const bool cites = out.kind == LinkKind::Rule || out.kind == LinkKind::Section;
            if (cites && out.target && out.status != LinkStatus::Unverified) {
                link.rule = out.target;
                link.ruleTitle = out.targetTitle;
                return link;
            }
        }
    }
    return link;
}

QString describeLinkProblem(const RulesLinkView& link)
{
    const QString subject = link.subject;
    switch (link.problem) {
    case LinkProblem::None:
        return {};
    case LinkProblem::NoSuchRule:
        if (link.status == LinkStatus::Corrected)
            return note(QT_TRANSLATE_NOOP("ddm::RulesLink", "there is no rule %1; %2 is %3 (%4)"))
                .arg(link.writtenTarget, subject, link.target->key, link.targetTitle);
        return subject.isEmpty()
                   ? note(QT_TRANSLATE_NOOP("ddm::RulesLink", "there is no rule %1")).arg(link.writtenTarget)
                   : note(QT_TRANSLATE_NOOP("ddm::RulesLink",
                                            "there is no rule %1 and no rule about %2 was found"))
                         .arg(link.writtenTarget, subject);
    case LinkProblem::SubjectMismatch:
        if (link.status == LinkStatus::Corrected)
            return note(QT_TRANSLATE_NOOP("ddm::RulesLink", "rule %1 is about %2; %3 is %4 (%5)"))
                .arg(link.writtenTarget, link.writtenTargetTitle, subject, link.target->key,
                     link.targetTitle);
        return note(QT_TRANSLATE_NOOP("ddm::RulesLink",
                                      "rule %1 is about %2, not %3; no rule about %3 was found"))
            .arg(link.writtenTarget, link.writtenTargetTitle, subject);
    case LinkProblem::NoSuchPage:
        if (link.status == LinkStatus::Corrected && link.targetPage == 0)
            return note(QT_TRANSLATE_NOOP(
                            "ddm::RulesLink",
                            "page %1 is not in this partial document; \"%2\" was found by its title"))
                .arg(link.writtenTarget, link.targetTitle);
        if (link.status == LinkStatus::Corrected)
            return note(QT_TRANSLATE_NOOP("ddm::RulesLink", "%1 is on page %2, not page %3"))
                .arg(link.targetTitle)
                .arg(link.targetPage)
                .arg(link.writtenTarget);
        return note(QT_TRANSLATE_NOOP("ddm::RulesLink",
                                      "page %1 is not in the imported text of this document"))
            .arg(link.writtenTarget);
    case LinkProblem::NoSuchTerm:
        return note(QT_TRANSLATE_NOOP("ddm::RulesLink", "no glossary defines %1")).arg(subject);
    case LinkProblem::NoSuchDocument:
        return note(QT_TRANSLATE_NOOP("ddm::RulesLink",
                                      "page %1 is in the 2008 Battle Rules, which are not imported"))
            .arg(link.writtenTarget);
    }
    return {};
}

} // namespace ddm
