// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A translator read straight from one of the project's .ts files (translations/), so that a core
// test speaks a shipped language without the app's compiled .qm files. Plural forms follow the rule
// English and German share: the first form for one, the second otherwise. It is installed while it
// lives (a QTranslator removes itself when destroyed).

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QStringList>
#include <QTranslator>
#include <QXmlStreamReader>

namespace ddm::test {

class TsFileTranslator : public QTranslator {
public:
    // `file`: "ddm_companion_de.ts"; error() is empty when it was read whole.
    explicit TsFileTranslator(const QString& file)
    {
        QFile ts(QStringLiteral(DDM_TRANSLATIONS_DIR "/") + file);
        if (!ts.open(QIODevice::ReadOnly)) {
            m_error = ts.errorString();
            return;
        }
        QXmlStreamReader xml(&ts);
        QString context;
        QString source;
        QStringList forms;
        bool numerus = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                forms.clear();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("translation") && !numerus) {
                const bool unfinished =
                    xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                const QString text = xml.readElementText();
                if (!unfinished)
                    forms.append(text);
            } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                forms.append(xml.readElementText());
            } else if (xml.isEndElement() && xml.name() == QLatin1String("message") && !forms.isEmpty()) {
                m_messages.insert(context + QLatin1Char('\x04') + source, forms);
            }
        }
        if (xml.hasError())
            m_error = xml.errorString();
        else
            QCoreApplication::installTranslator(this);
    }

    QString error() const { return m_error; }

    QString translate(const char* context, const char* sourceText, const char*, int n) const override
    {
        const QStringList forms =
            m_messages.value(QLatin1String(context) + QLatin1Char('\x04') + QString::fromUtf8(sourceText));
        if (forms.isEmpty())
            return {};
        return forms.value(n == 1 ? 0 : 1, forms.first());
    }
    bool isEmpty() const override { return m_messages.isEmpty(); }

private:
    QHash<QString, QStringList> m_messages;
    QString m_error;
};

} // namespace ddm::test
