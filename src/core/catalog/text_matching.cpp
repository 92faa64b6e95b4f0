// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/text_matching.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace ddm {

int editDistance(QStringView a, QStringView b, Qt::CaseSensitivity sensitivity)
{
    const auto same = [sensitivity](QChar x, QChar y) {
        return sensitivity == Qt::CaseSensitive ? x == y : x.toLower() == y.toLower();
    };
    std::vector<int> row(b.size() + 1);
    std::iota(row.begin(), row.end(), 0);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = diagonal + (same(a[i - 1], b[j - 1]) ? 0 : 1);
            diagonal = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, substitution});
        }
    }
    return row[b.size()];
}

QString foldedForMatching(const QString& name)
{
    const QString decomposed = name.normalized(QString::NormalizationForm_KD);
    QString folded;
    folded.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.isLetterOrNumber())
            folded.append(c.toLower());
    }
    return folded;
}

} // namespace ddm
