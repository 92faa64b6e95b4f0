// Violation sentences reach the reader in their language: the canonical spellings that violations
// carry (sizes, alignments, factions) are translated inside the sentence, not inserted raw.
#include "builder/violation_text.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace ddm;

namespace {

// Stands in for a loaded .qm file: marks every translated string so a test sees which ones were.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* sourceText, const char*, int) const override
    {
        return QStringLiteral("<%1:%2>").arg(QLatin1String(context), QLatin1String(sourceText));
    }
    bool isEmpty() const override { return false; }
};

Violation violation(ViolationCode code, Severity severity, const QStringList& arguments)
{
    Violation v;
    v.code = code;
    v.severity = severity;
    v.arguments = arguments;
    v.message = QStringLiteral("untranslated fallback");
    return v;
}

} // namespace

class TestViolationText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QCoreApplication::installTranslator(&m_translator); }
    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_translator); }

    void canonicalWordsAreTranslated_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("translatedWord");

        QTest::newRow("size larger than Huge (105.2.b)")
            << int(ViolationCode::Size) << QStringList{QStringLiteral("Tarrasque"), QStringLiteral("gargantuan"),
                                                       QStringLiteral("500")}
            << QStringLiteral("<ddm::CardLabels:Gargantuan>");
        QTest::newRow("item alignment: the creature's alignment")
            << int(ViolationCode::Items)
            << QStringList{QStringLiteral("alignment"), QStringLiteral("Holy Sword"), QStringLiteral("Orc"),
                           QStringLiteral("good; unaligned"), QStringLiteral("evil")}
            << QStringLiteral("<ddm::CardLabels:Evil>");
        QTest::newRow("item alignment: each allowed alignment")
            << int(ViolationCode::Items)
            << QStringList{QStringLiteral("alignment"), QStringLiteral("Holy Sword"), QStringLiteral("Orc"),
                           QStringLiteral("good; unaligned"), QStringLiteral("evil")}
            << QStringLiteral("<ddm::CardLabels:Good> / <ddm::CardLabels:Unaligned>");
        QTest::newRow("item faction list")
            << int(ViolationCode::Items)
            << QStringList{QStringLiteral("faction"), QStringLiteral("Elven Cloak"), QStringLiteral("Orc"),
                           QStringLiteral("wild; borderlands")}
            << QStringLiteral("<ddm::CardLabels:Wild> / <ddm::CardLabels:Borderlands>");
    }

    void canonicalWordsAreTranslated()
    {
        QFETCH(int, code);
        QFETCH(QStringList, arguments);
        QFETCH(QString, translatedWord);

        const QString text = ViolationText::text(violation(ViolationCode(code), Severity::Error, arguments));

        QVERIFY2(text.contains(translatedWord), qPrintable(text));
    }

    void unknownSpellingPassesThrough()
    {
        const QString text = ViolationText::text(
            violation(ViolationCode::Size, Severity::Error,
                      {QStringLiteral("Odd Card"), QStringLiteral("enormous"), QStringLiteral("200")}));

        QVERIFY2(text.contains(QStringLiteral("enormous")), qPrintable(text));
    }

private:
    MarkingTranslator m_translator;
};

QTEST_GUILESS_MAIN(TestViolationText)
#include "tst_violation_text.moc"
