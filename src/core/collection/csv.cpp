// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/csv.h"

namespace ddm {
namespace {

constexpr QChar kQuote = u'"';
constexpr QChar kComma = u',';
constexpr QChar kCr = u'\r';
constexpr QChar kLf = u'\n';
constexpr QChar kByteOrderMark = QChar(0xFEFF);

// Walks the text once, character by character; the state is where we are in the current field.
class CsvScanner {
public:
    explicit CsvScanner(QStringView text)
        : m_text(text)
    {
    }

    CsvText scan()
    {
        if (m_text.startsWith(kByteOrderMark))
            m_position = 1;
        while (m_position < m_text.size()) {
            if (m_quoted)
                readQuoted();
            else
                readPlain();
        }
        if (m_quoted)
            m_result.unclosedQuoteLine = m_quoteLine;
        else if (m_fieldStarted || !m_record.fields.isEmpty())
            endRecord();
        return std::move(m_result);
    }

private:
    void readQuoted()
    {
        const QChar c = m_text.at(m_position++);
        if (c == kQuote) {
            if (m_position < m_text.size() && m_text.at(m_position) == kQuote) {
                m_field.append(kQuote);
                ++m_position;
            } else {
                m_quoted = false;
            }
        } else if (isLineBreak(c)) {
            skipLineFeedAfter(c);
            m_field.append(kLf);
            ++m_line;
        } else {
            m_field.append(c);
        }
    }

    void readPlain()
    {
        const QChar c = m_text.at(m_position++);
        if (c == kComma) {
            endField();
        } else if (isLineBreak(c)) {
            skipLineFeedAfter(c);
            endRecord();
            ++m_line;
            m_record.line = m_line;
        } else if (c == kQuote && !m_fieldStarted) {
            m_quoted = true;
            m_fieldStarted = true;
            m_quoteLine = m_line;
        } else {
            m_field.append(c);
            m_fieldStarted = true;
        }
    }

    static bool isLineBreak(QChar c) { return c == kCr || c == kLf; }

    // CRLF is one line break.
    void skipLineFeedAfter(QChar c)
    {
        if (c == kCr && m_position < m_text.size() && m_text.at(m_position) == kLf)
            ++m_position;
    }

    void endField()
    {
        m_record.fields.append(m_field);
        m_field.clear();
        m_fieldStarted = false;
    }

    void endRecord()
    {
        endField();
        m_result.records.append(std::move(m_record));
        m_record = CsvRecord{};
    }

    QStringView m_text;
    qsizetype m_position = 0;
    int m_line = 1;
    CsvRecord m_record{1, {}};
    QString m_field;
    bool m_fieldStarted = false; // the field has a character or an opening quote
    bool m_quoted = false;       // inside a quoted field
    int m_quoteLine = 0;         // where the open quoted field began
    CsvText m_result;
};

} // namespace

CsvText readCsv(QStringView text)
{
    return CsvScanner(text).scan();
}

QString csvField(const QString& value)
{
    const bool needsQuotes =
        value.contains(kComma) || value.contains(kQuote) || value.contains(kCr) || value.contains(kLf);
    if (!needsQuotes)
        return value;
    QString quoted = value;
    quoted.replace(kQuote, QStringLiteral("\"\""));
    return kQuote + quoted + kQuote;
}

} // namespace ddm
