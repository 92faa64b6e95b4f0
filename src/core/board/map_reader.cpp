// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/map_reader.h"

#include "catalog/json_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>
#include <optional>

namespace ddm {
namespace {

const QStringList kFields{QStringLiteral("name"),          QStringLiteral("rows"),
                          QStringLiteral("start"),         QStringLiteral("victory"),
                          QStringLiteral("diagonalWalls"), QStringLiteral("secretDoors"),
                          QStringLiteral("overlays"),      QStringLiteral("healingFont"),
                          QStringLiteral("notes"),         QStringLiteral("size")};

// Reads one map object, collecting every problem.
class Reader {
public:
    Reader(const QJsonObject& object, const QString& where)
        : m_object(object)
        , m_where(where)
    {
    }

    MapReadResult read()
    {
        for (const QString& key : m_object.keys()) {
            if (!kFields.contains(key))
                fail(m_where, QStringLiteral("unknown field \"%1\"").arg(key));
        }
        if (!readRows())
            return {m_map, m_errors};
        readName();
        readSize();
        readNotes();
        readHealingFont();
        readDiagonalWalls();
        readSecretDoors();
        readOverlays();
        readAreas(QStringLiteral("start"));
        readAreas(QStringLiteral("victory"));
        return {m_map, m_errors};
    }

private:
    void fail(const QString& where, const QString& message) { m_errors.append({where, message}); }
    QString at(const QString& key) const { return m_where + QLatin1Char('.') + key; }
    static QString index(const QString& where, qsizetype i)
    {
        return QStringLiteral("%1[%2]").arg(where).arg(i);
    }

    std::optional<int> wholeNumber(const QJsonValue& value) const
    {
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || number != std::floor(number) || std::abs(number) > 1e6)
            return std::nullopt;
        return int(number);
    }

    // A JSON list, or a problem ("not a list") and nothing.
    std::optional<QJsonArray> list(const QString& key, const QString& what)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || value.isNull())
            return QJsonArray();
        if (!value.isArray()) {
            fail(at(key), QStringLiteral("not a list of %1").arg(what));
            return std::nullopt;
        }
        return value.toArray();
    }

    bool readRows()
    {
        const QString where = at(QStringLiteral("rows"));
        const QJsonValue value = m_object.value(QLatin1String("rows"));
        if (value.isUndefined()) {
            fail(where, QStringLiteral("missing: a map needs its rows of squares"));
            return false;
        }
        if (!value.isArray() || value.toArray().isEmpty()) {
            fail(where, QStringLiteral("not a non-empty list of strings"));
            return false;
        }
        const QJsonArray rows = value.toArray();
        if (rows.size() > MapReader::kMaxSide) {
            fail(where, QStringLiteral("%1 rows, at most %2").arg(rows.size()).arg(MapReader::kMaxSide));
            return false;
        }
        if (!rows.first().isString()) {
            fail(index(where, 0), QStringLiteral("not a string: %1").arg(describeJsonValue(rows.first())));
            return false;
        }
        const qsizetype width = rows.first().toString().size();
        if (width < 1 || width > MapReader::kMaxSide) {
            fail(index(where, 0),
                 QStringLiteral("row has %1 squares, expected 1 to %2").arg(width).arg(MapReader::kMaxSide));
            return false;
        }
        m_map = BattleMap(int(width), int(rows.size()));
        bool ok = true;
        for (qsizetype y = 0; y < rows.size(); ++y) {
            if (!rows.at(y).isString()) {
                fail(index(where, y), QStringLiteral("not a string: %1").arg(describeJsonValue(rows.at(y))));
                ok = false;
                continue;
            }
            const QString row = rows.at(y).toString();
            if (row.size() != width) {
                fail(index(where, y),
                     QStringLiteral("row has %1 squares, expected %2").arg(row.size()).arg(width));
                ok = false;
                continue;
            }
            for (qsizetype x = 0; x < row.size(); ++x) {
                const std::optional<Terrain> terrain = parseTerrainSymbol(row.at(x));
                if (!terrain) {
                    fail(index(index(where, y), x), QStringLiteral("unknown square '%1'").arg(row.at(x)));
                    ok = false;
                    continue;
                }
                m_map.setTerrain({int(x), int(y)}, *terrain);
            }
        }
        return ok;
    }

    void readName()
    {
        const QJsonValue value = m_object.value(QLatin1String("name"));
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isString() || value.toString().trimmed().isEmpty())
            fail(at(QStringLiteral("name")), QStringLiteral("not a non-empty string"));
        else
            m_map.setName(value.toString().trimmed());
    }

    // "full" or "half" (CRG 101.2-101.6); left out, the map is not marked and no warband can use it
    // with its size checked.
    void readSize()
    {
        const QJsonValue value = m_object.value(QLatin1String("size"));
        if (value.isUndefined() || value.isNull())
            return;
        const std::optional<MapSize> size = parseMapSize(value.toString());
        if (!value.isString() || !size)
            fail(at(QStringLiteral("size")),
                 QStringLiteral("not \"full\" or \"half\": %1").arg(describeJsonValue(value)));
        else
            m_map.setSize(size);
    }

    void readNotes()
    {
        const QJsonValue value = m_object.value(QLatin1String("notes"));
        if (value.isUndefined() || value.isNull())
            return;
        if (value.isString()) {
            m_map.setNotes({value.toString()});
            return;
        }
        QStringList notes;
        bool ok = value.isArray();
        for (const QJsonValue& note : value.toArray()) {
            ok = ok && note.isString();
            notes.append(note.toString());
        }
        if (!ok)
            fail(at(QStringLiteral("notes")), QStringLiteral("not a string or a list of strings"));
        else
            m_map.setNotes(notes);
    }

    void readHealingFont()
    {
        const QJsonValue value = m_object.value(QLatin1String("healingFont"));
        if (value.isUndefined() || value.isNull())
            return;
        const std::optional<int> hp = wholeNumber(value);
        if (!hp || *hp < 1 || *hp > 1000)
            fail(at(QStringLiteral("healingFont")),
                 QStringLiteral("not a whole number of hit points from 1 to 1000: %1")
                     .arg(describeJsonValue(value)));
        else
            m_map.setHealingFontHp(hp);
    }

    // [x, y] on the map.
    std::optional<Square> square(const QJsonValue& value, const QString& where)
    {
        const QJsonArray pair = value.toArray();
        int coordinates[2] = {};
        bool ok = value.isArray() && pair.size() == 2;
        for (qsizetype i = 0; ok && i < 2; ++i) {
            const std::optional<int> number = wholeNumber(pair.at(i));
            ok = number.has_value();
            coordinates[i] = number.value_or(0);
        }
        if (!ok) {
            fail(where, QStringLiteral("not a square [x, y]: %1").arg(describeJsonValue(value)));
            return std::nullopt;
        }
        const Square found{coordinates[0], coordinates[1]};
        if (!m_map.contains(found)) {
            fail(where, QStringLiteral("square %1 is outside the map (%2 x %3)")
                            .arg(squareText(found))
                            .arg(m_map.width())
                            .arg(m_map.height()));
            return std::nullopt;
        }
        return found;
    }

    // [x0, y0, x1, y1], inclusive, on the map.
    std::optional<QRect> rectangle(const QJsonValue& value, const QString& where)
    {
        const QJsonArray numbers = value.toArray();
        int corners[4] = {};
        bool ok = value.isArray() && numbers.size() == 4;
        for (qsizetype i = 0; ok && i < 4; ++i) {
            const std::optional<int> number = wholeNumber(numbers.at(i));
            ok = number.has_value();
            corners[i] = number.value_or(0);
        }
        if (!ok) {
            fail(where, QStringLiteral("not a rectangle [x0, y0, x1, y1]: %1").arg(describeJsonValue(value)));
            return std::nullopt;
        }
        if (corners[0] > corners[2] || corners[1] > corners[3]) {
            fail(where, QStringLiteral("rectangle runs backwards: x0 > x1 or y0 > y1"));
            return std::nullopt;
        }
        if (!m_map.contains({corners[0], corners[1]}) || !m_map.contains({corners[2], corners[3]})) {
            fail(where, QStringLiteral("rectangle outside the map"));
            return std::nullopt;
        }
        return QRect(QPoint(corners[0], corners[1]), QPoint(corners[2], corners[3]));
    }

    void readAreas(const QString& key)
    {
        const bool start = key == QLatin1String("start");
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isObject()) {
            fail(at(key), QStringLiteral("not an object of sides"));
            return;
        }
        const QJsonObject sides = value.toObject();
        for (auto it = sides.begin(); it != sides.end(); ++it) {
            const QString where = at(key) + QLatin1Char('.') + it.key();
            std::optional<AreaSide> side;
            if (it.key() == QLatin1String("A"))
                side = AreaSide::A;
            else if (it.key() == QLatin1String("B"))
                side = AreaSide::B;
            else if (!start && it.key() == QLatin1String("A&B"))
                side = AreaSide::Both;
            if (!side) {
                fail(at(key),
                     QStringLiteral("unknown side \"%1\" (expected %2)")
                         .arg(it.key(), start ? QStringLiteral("A or B") : QStringLiteral("A, B or A&B")));
                continue;
            }
            if (!it.value().isArray()) {
                fail(where, QStringLiteral("not a list of rectangles"));
                continue;
            }
            const QJsonArray rectangles = it.value().toArray();
            for (qsizetype i = 0; i < rectangles.size(); ++i) {
                const std::optional<QRect> rect = rectangle(rectangles.at(i), index(where, i));
                if (!rect)
                    continue;
                if (!holdsOpenSquare(*rect))
                    fail(index(where, i), QStringLiteral("rectangle holds only walls"));
                if (start)
                    m_map.addStartArea(*side == AreaSide::A ? Side::A : Side::B, *rect);
                else
                    m_map.addVictoryArea(*side, *rect);
            }
        }
    }

    bool holdsOpenSquare(const QRect& rect) const
    {
        for (int y = rect.top(); y <= rect.bottom(); ++y) {
            for (int x = rect.left(); x <= rect.right(); ++x) {
                if (!m_map.isSolidWall({x, y}))
                    return true;
            }
        }
        return false;
    }

    // The square at `where` must not be a wall square: diagonal walls and secret doors go on open ones.
    bool openSquare(Square square, const QString& where)
    {
        if (!m_map.has(square, Terrain::Wall))
            return true;
        fail(where,
             QStringLiteral("square %1 is a wall ('#'); it must be an open square").arg(squareText(square)));
        return false;
    }

    void readDiagonalWalls()
    {
        const QString where = at(QStringLiteral("diagonalWalls"));
        const std::optional<QJsonArray> walls =
            list(QStringLiteral("diagonalWalls"), QStringLiteral("objects"));
        for (qsizetype i = 0; walls && i < walls->size(); ++i) {
            const QString item = index(where, i);
            const QJsonObject object = walls->at(i).toObject();
            if (!walls->at(i).isObject()) {
                fail(item, QStringLiteral("not an object {\"at\", \"corner\", \"cut\"}"));
                continue;
            }
            for (const QString& key : object.keys()) {
                if (key != QLatin1String("at") && key != QLatin1String("corner") &&
                    key != QLatin1String("cut"))
                    fail(item, QStringLiteral("unknown field \"%1\"").arg(key));
            }
            const std::optional<Square> at =
                square(object.value(QLatin1String("at")), item + QStringLiteral(".at"));
            const std::optional<Corner> corner =
                parseCorner(object.value(QLatin1String("corner")).toString());
            if (!corner)
                fail(item + QStringLiteral(".corner"),
                     QStringLiteral("unknown corner %1 (expected nw, ne, se or sw)")
                         .arg(describeJsonValue(object.value(QLatin1String("corner")))));
            const QJsonValue cutValue = object.value(QLatin1String("cut"));
            const std::optional<DiagonalCut> cut = cutValue.isUndefined()
                                                       ? std::optional(DiagonalCut::Corner)
                                                       : parseDiagonalCut(cutValue.toString());
            if (!cut)
                fail(item + QStringLiteral(".cut"), QStringLiteral("unknown cut %1 (expected corner or half)")
                                                        .arg(describeJsonValue(cutValue)));
            if (!at || !corner || !cut || !openSquare(*at, item + QStringLiteral(".at")))
                continue;
            if (!m_map.addDiagonalWall({*at, *corner, *cut}))
                fail(item + QStringLiteral(".at"),
                     QStringLiteral("square %1 already has a diagonal wall").arg(squareText(*at)));
        }
    }

    void readSecretDoors()
    {
        const QString where = at(QStringLiteral("secretDoors"));
        const std::optional<QJsonArray> doors =
            list(QStringLiteral("secretDoors"), QStringLiteral("squares"));
        for (qsizetype i = 0; doors && i < doors->size(); ++i) {
            const std::optional<Square> door = square(doors->at(i), index(where, i));
            if (!door || !openSquare(*door, index(where, i)))
                continue;
            if (m_map.isSecretDoor(*door))
                fail(index(where, i), QStringLiteral("square %1 is listed twice").arg(squareText(*door)));
            m_map.addSecretDoor(*door);
        }
    }

    void readOverlays()
    {
        const QString where = at(QStringLiteral("overlays"));
        const std::optional<QJsonArray> overlays =
            list(QStringLiteral("overlays"), QStringLiteral("objects"));
        for (qsizetype i = 0; overlays && i < overlays->size(); ++i) {
            const QString item = index(where, i);
            const QJsonObject object = overlays->at(i).toObject();
            if (!overlays->at(i).isObject()) {
                fail(item, QStringLiteral("not an object {\"terrain\", \"areas\"}"));
                continue;
            }
            for (const QString& key : object.keys()) {
                if (key != QLatin1String("terrain") && key != QLatin1String("areas"))
                    fail(item, QStringLiteral("unknown field \"%1\"").arg(key));
            }
            const QString text = object.value(QLatin1String("terrain")).toString();
            const std::optional<Terrain> terrain =
                text.size() == 1 ? parseTerrainSymbol(text.at(0)) : parseTerrainName(text);
            if (!terrain) {
                fail(item + QStringLiteral(".terrain"),
                     QStringLiteral("unknown terrain %1")
                         .arg(describeJsonValue(object.value(QLatin1String("terrain")))));
                continue;
            }
            if (*terrain == Terrain::Clear || *terrain == Terrain::Wall) {
                fail(item + QStringLiteral(".terrain"),
                     QStringLiteral("%1 cannot be laid over other terrain; draw it in the rows")
                         .arg(terrainName(*terrain)));
                continue;
            }
            const QJsonValue areas = object.value(QLatin1String("areas"));
            if (!areas.isArray() || areas.toArray().isEmpty()) {
                fail(item + QStringLiteral(".areas"), QStringLiteral("not a non-empty list of rectangles"));
                continue;
            }
            const QJsonArray rectangles = areas.toArray();
            for (qsizetype r = 0; r < rectangles.size(); ++r) {
                const QString areaWhere = index(item + QStringLiteral(".areas"), r);
                const std::optional<QRect> rect = rectangle(rectangles.at(r), areaWhere);
                // Wall squares inside the area stay walls: an area of forest may take in a ruin.
                for (int y = rect ? rect->top() : 1; rect && y <= rect->bottom(); ++y) {
                    for (int x = rect->left(); x <= rect->right(); ++x) {
                        if (!m_map.has({x, y}, Terrain::Wall))
                            m_map.addTerrain({x, y}, *terrain);
                    }
                }
            }
        }
    }

    QJsonObject m_object;
    QString m_where;
    BattleMap m_map;
    QList<MapError> m_errors;
};

} // namespace

MapReadResult MapReader::read(const QJsonObject& object, const QString& where)
{
    return Reader(object, where).read();
}

MapReadResult MapReader::readFile(const QByteArray& bytes)
{
    QJsonDocument document;
    if (const std::optional<QString> problem = parseJsonDocument(bytes, document))
        return {{}, {{QStringLiteral("map"), *problem}}};
    if (!document.isObject())
        return {{}, {{QStringLiteral("map"), QStringLiteral("not a JSON object")}}};
    return read(document.object());
}

} // namespace ddm
