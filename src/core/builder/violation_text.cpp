// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "builder/violation_text.h"

#include "warband/display_names.h"
#include "catalog/card_labels.h"
#include "catalog/game_enums.h"
#include "warband/warband_format.h"

#include <QCoreApplication>

namespace ddm {
namespace {

// Plural counts are read as a[i], not a.at(i): lupdate 6.4 never finishes on `a.at(i).toInt()` as the
// count argument of translate().

// Arguments carry the canonical (stored, English) spellings of faction, size and alignment; the
// reader sees them translated. A spelling that does not parse passes through unchanged.
QString factionText(const QString& canonical)
{
    const std::optional<Faction> faction = parseFaction(canonical);
    return faction ? factionLabel(*faction) : canonical;
}

QString sizeText(const QString& canonical)
{
    const std::optional<CreatureSize> size = parseSize(canonical);
    return size ? sizeLabel(*size) : canonical;
}

QString alignmentText(const QString& canonical)
{
    const std::optional<Alignment> alignment = parseAlignment(canonical);
    return alignment ? alignmentLabel(*alignment) : canonical;
}

// A "; "-joined list argument as the reader sees it, each word through `word` when given.
QString listed(const QString& argument, QString (*word)(const QString&) = nullptr)
{
    QStringList words = argument.split(QStringLiteral("; "));
    if (word)
        for (QString& each : words)
            each = word(each);
    return words.join(QStringLiteral(" / "));
}

// `source` (marked with QT_TRANSLATE_N_NOOP) translated for the number in `arguments` at `index`.
// lupdate (6.4) finds a numerus string only when its number is a plain name, so the translate()
// calls that take an argument's number go through here.
QString countedText(const char* source, const QStringList& arguments, int index)
{
    const int count = arguments.at(index).toInt();
    return QCoreApplication::translate("ViolationText", source, nullptr, count);
}

QString pointLimitText(const Violation& violation)
{
    const QStringList& a = violation.arguments;
    if (a.size() == 1)
        return countedText(QT_TRANSLATE_N_NOOP("ViolationText", "%n point(s) is not a format (%1)."), a, 0)
            .arg(warbandFormatPointsList());
    if (violation.rule == QLatin1String("108.2.b"))
        return countedText(QT_TRANSLATE_N_NOOP("ViolationText",
                                               "A sealed-booster warband is built for %n point(s), not %1."),
                           a, 1)
            .arg(a.at(0));
    return countedText(
               QT_TRANSLATE_N_NOOP("ViolationText", "The warband costs %n point(s); the limit is %1."), a, 0)
        .arg(a.at(1));
}

QString sizeViolationText(const Violation& violation)
{
    const QStringList& a = violation.arguments;
    if (violation.severity == Severity::Warning) {
        const int unknown = int(violation.cards.size()); // the creatures it counts, by name
        return QCoreApplication::translate(
            "ViolationText", "%n creature(s) of unknown size; check that none is Huge or larger.", nullptr,
            unknown);
    }
    if (parseSize(a.at(1)) == CreatureSize::Huge)
        return countedText(QT_TRANSLATE_N_NOOP("ViolationText",
                                               "%1 is Huge; Huge creatures are not legal at %n point(s)."),
                           a, 2)
            .arg(a.at(0));
    return QCoreApplication::translate("ViolationText", "%1 is %2; creatures larger than Huge are not legal.")
        .arg(a.at(0), sizeText(a.at(1)));
}

QString itemText(const Violation& violation)
{
    const QStringList& a = violation.arguments;
    const QString& kind = a.at(0);
    if (kind == QLatin1String("unassigned"))
        return QCoreApplication::translate("ViolationText", "%1 is not assigned to a creature.").arg(a.at(1));
    if (kind == QLatin1String("too-many") && a.size() >= 5)
        return countedText(QT_TRANSLATE_N_NOOP("ViolationText", "%1 carries %n item(s); it may carry %2."), a,
                           3)
            .arg(a.at(2), a.at(4));
    if (kind == QLatin1String("level") && a.size() >= 5)
        return QCoreApplication::translate("ViolationText",
                                           "%1 needs a creature of level %2; %3 is level %4.")
            .arg(a.at(1), a.at(4), a.at(2), a.at(3));
    if (kind == QLatin1String("keyword") && a.size() >= 4)
        return QCoreApplication::translate("ViolationText",
                                           "%1 needs a creature with the keyword %2; %3 has none of them.")
            .arg(a.at(1), listed(a.at(3)), a.at(2));
    if (kind == QLatin1String("faction") && a.size() >= 4)
        return QCoreApplication::translate(
                   "ViolationText", "%1 needs a creature of the faction %2; %3 belongs to none of them.")
            .arg(a.at(1), listed(a.at(3), factionText), a.at(2));
    if (kind == QLatin1String("alignment") && a.size() >= 5)
        return QCoreApplication::translate("ViolationText", "%1 needs a creature that is %2; %3 is %4.")
            .arg(a.at(1), listed(a.at(3), alignmentText), a.at(2), alignmentText(a.at(4)));
    return violation.message;
}

QString unknownCardText(const Violation& violation)
{
    const QStringList& a = violation.arguments;
    if (a.at(1) == QLatin1String("ambiguous"))
        return QCoreApplication::translate("ViolationText", "\"%1\" is in several sets (%2); name the set.")
            .arg(a.at(0), listed(a.at(2)));
    if (a.at(1) == QLatin1String("not-in-set"))
        return QCoreApplication::translate("ViolationText",
                                           "\"%1\" is not in the set the warband names; it is in %2.")
            .arg(a.at(0), listed(a.at(2)));
    return QCoreApplication::translate("ViolationText", "Unknown card \"%1\": no card has this name.")
        .arg(a.at(0));
}

// The number of arguments each code documents (the least its text reads).
qsizetype argumentsNeeded(const Violation& violation)
{
    switch (violation.code) {
    case ViolationCode::Empty:
        return 0;
    case ViolationCode::PointLimit:
        return 1;
    case ViolationCode::CreatureLimit:
        return 2;
    case ViolationCode::MaxCost:
        return 3;
    case ViolationCode::Faction:
        return 0;
    case ViolationCode::Alignment:
        return 2;
    case ViolationCode::Unique:
        return 3;
    case ViolationCode::Size:
        return violation.severity == Severity::Warning ? 1 : 3;
    case ViolationCode::Items:
        return 2;
    case ViolationCode::CardRule:
        return 0;
    case ViolationCode::UnknownCard:
        return 3;
    case ViolationCode::Map:
        return 4;
    }
    return 0;
}

QString mapSizeText(const QString& canonical)
{
    return parseMapSize(canonical) == MapSize::Full
               ? QCoreApplication::translate("ViolationText", "full-size")
               : QCoreApplication::translate("ViolationText", "half-size");
}

QString mapText(const Violation& violation)
{
    const QStringList& a = violation.arguments;
    const QString& kind = a.at(0);
    if (kind == QLatin1String("none"))
        return countedText(QT_TRANSLATE_N_NOOP("ViolationText",
                                               "Choose a battle map: a %n-point warband needs a %1 map."),
                           a, 3)
            .arg(mapSizeText(a.at(2)));
    if (kind == QLatin1String("wrong-size") && a.size() >= 5)
        return countedText(
                   QT_TRANSLATE_N_NOOP("ViolationText", "%1 is a %2 map; a %n-point warband needs a %3 map."),
                   a, 3)
            .arg(a.at(1), mapSizeText(a.at(4)), mapSizeText(a.at(2)));
    if (kind == QLatin1String("unmarked"))
        return QCoreApplication::translate("ViolationText",
                                           "The size of %1 is not marked; check that it is a %2 map.")
            .arg(a.at(1), mapSizeText(a.at(2)));
    return QCoreApplication::translate("ViolationText",
                                       "%1 is not a map DDM Companion knows; check that it is a %2 map.")
        .arg(a.at(1), mapSizeText(a.at(2)));
}

} // namespace

QString ViolationText::text(const Violation& violation)
{
    const QStringList& a = violation.arguments;
    if (a.size() < argumentsNeeded(violation))
        return violation.message;
    switch (violation.code) {
    case ViolationCode::Empty:
        return QCoreApplication::translate("ViolationText",
                                           "The warband has no creatures; it needs at least one.");
    case ViolationCode::PointLimit:
        return pointLimitText(violation);
    case ViolationCode::CreatureLimit:
        return countedText(QT_TRANSLATE_N_NOOP("ViolationText",
                                               "The warband counts %n creature(s); the limit is %1."),
                           a, 0)
            .arg(a.at(1));
    case ViolationCode::MaxCost:
        return countedText(QT_TRANSLATE_N_NOOP(
                               "ViolationText",
                               "%1 costs %n point(s); in this format no creature may cost more than %2."),
                           a, 1)
            .arg(a.at(0), a.at(2));
    case ViolationCode::Faction:
        if (a.size() < 2)
            return QCoreApplication::translate(
                "ViolationText", "No faction is chosen; a warband belongs to one of the four factions.");
        return QCoreApplication::translate("ViolationText", "%1 does not belong to the %2 faction.")
            .arg(a.at(0), factionText(a.at(1)));
    case ViolationCode::Alignment:
        return QCoreApplication::translate(
                   "ViolationText", "Good creatures (%1) and Evil creatures (%2) cannot be in the same "
                                    "warband.")
            .arg(listed(a.at(0)), listed(a.at(1)));
    case ViolationCode::Unique:
        return countedText(QT_TRANSLATE_N_NOOP(
                               "ViolationText",
                               "%n Unique creature(s) share the name \"%1\"; a warband may include %2."),
                           a, 1)
            .arg(a.at(0), a.at(2));
    case ViolationCode::Size:
        return sizeViolationText(violation);
    case ViolationCode::Items:
        return itemText(violation);
    case ViolationCode::CardRule:
        return violation.message;
    case ViolationCode::UnknownCard:
        return unknownCardText(violation);
    case ViolationCode::Map:
        return mapText(violation);
    }
    return violation.message;
}

QString ViolationText::verdict(bool legal, int violationCount)
{
    if (legal)
        return QCoreApplication::translate("ViolationText", "Legal");
    return QCoreApplication::translate("ViolationText", "Not legal: %n problem(s)", nullptr, violationCount);
}

} // namespace ddm
