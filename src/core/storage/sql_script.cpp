// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sql_script.h"

namespace ddm {
namespace {

bool isWordCharacter(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

// Walks the script once, character by character.
class Splitter {
public:
    explicit Splitter(const QString& script)
        : m_script(script)
    {
    }

    QStringList run()
    {
        qsizetype i = 0;
        while (i < m_script.size())
            i = step(i);
        finishWord();
        finishStatement();
        return m_statements;
    }

private:
    // Consumes the token starting at `i` and returns the position after it.
    qsizetype step(qsizetype i)
    {
        const QChar c = m_script.at(i);
        if (isWordCharacter(c)) {
            m_word.append(c);
            m_current.append(c);
            return i + 1;
        }
        finishWord();
        const QStringView rest = QStringView(m_script).mid(i);
        if (rest.startsWith(QLatin1String("--"))) {
            const qsizetype end = m_script.indexOf(QLatin1Char('\n'), i);
            m_current.append(QLatin1Char(' '));
            return end < 0 ? m_script.size() : end + 1;
        }
        if (rest.startsWith(QLatin1String("/*"))) {
            const qsizetype end = m_script.indexOf(QLatin1String("*/"), i + 2);
            m_current.append(QLatin1Char(' '));
            return end < 0 ? m_script.size() : end + 2;
        }
        const QChar closing = closingQuote(c);
        if (!closing.isNull()) {
            // A doubled closing quote inside a quoted text is an escaped quote: the search just
            // continues past it, because the next character opens a new quoted run.
            qsizetype end = m_script.indexOf(closing, i + 1);
            end = end < 0 ? m_script.size() : end + 1;
            m_current.append(QStringView(m_script).mid(i, end - i));
            return end;
        }
        if (c == QLatin1Char(';') && m_depth == 0) {
            finishStatement();
            return i + 1;
        }
        m_current.append(c);
        return i + 1;
    }

    static QChar closingQuote(QChar c)
    {
        switch (c.unicode()) {
        case '\'':
        case '"':
        case '`':
            return c;
        case '[':
            return QLatin1Char(']');
        default:
            return {};
        }
    }

    // Tracks the words that open and close blocks in which ';' does not end the statement.
    void finishWord()
    {
        if (m_word.isEmpty())
            return;
        const QString word = m_word.toUpper();
        m_word.clear();
        if (m_leadingWords.size() < 3)
            m_leadingWords.append(word);
        const bool isTrigger = m_leadingWords.value(0) == QLatin1String("CREATE") &&
                               (m_leadingWords.value(1) == QLatin1String("TRIGGER") ||
                                m_leadingWords.value(2) == QLatin1String("TRIGGER"));
        if (word == QLatin1String("CASE") || (word == QLatin1String("BEGIN") && isTrigger))
            ++m_depth;
        else if (word == QLatin1String("END") && m_depth > 0)
            --m_depth;
    }

    void finishStatement()
    {
        const QString statement = m_current.trimmed();
        if (!statement.isEmpty())
            m_statements.append(statement);
        m_current.clear();
        m_leadingWords.clear();
        m_depth = 0;
    }

    const QString& m_script;
    QStringList m_statements;
    QString m_current;
    QString m_word;
    QStringList m_leadingWords; // the first words of the statement, upper-case
    int m_depth = 0;            // open CASE and trigger BEGIN blocks
};

} // namespace

QStringList SqlScript::statements(const QString& script)
{
    return Splitter(script).run();
}

} // namespace ddm
