// Translations reach their catalogue: lupdate files each message under the context the run time
// looks it up in. A pseudo-translation of translations/moeplan_de.ts (every text becomes
// «text») is compiled with lrelease; then (a) every message of the catalogue translates through
// QCoreApplication::translate, (b) moeplan-cli's help and refusals come out wrapped in «», and
// (c) lupdate run on the sources finds exactly the messages the catalogue holds.

#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>
#include <QtTest>

namespace {

const QString kQtBin = QStringLiteral("/usr/lib/qt6/bin");
const QString kCatalogue = QStringLiteral(MOEPLAN_SOURCE_DIR "/translations/moeplan_de.ts");

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString state;            ///< the translation's type: "", "unfinished", "vanished", ...
    QStringList translations; ///< the text, or each plural form
};

QString pseudo(const QString &source)
{
    return QStringLiteral("«") + source + QStringLiteral("»");
}

QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{context,
                        {},
                        {},
                        xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            m.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.state = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement())
                    m.translations << xml.readElementText();
            } else {
                m.translations = {xml.readElementText()};
            }
            out << m;
        }
    }
    if (xml.hasError())
        *error = path + QStringLiteral(": ") + xml.errorString();
    return out;
}

/// Copies the .ts with every translation replaced by «source» (each plural form too).
bool writePseudoTs(const QString &from, const QString &to, QString *error)
{
    QFile in(from);
    QFile out(to);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot copy %1 to %2").arg(from, to);
        return false;
    }
    QXmlStreamReader xml(&in);
    QXmlStreamWriter w(&out);
    QString source;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
            w.writeTextElement(QStringLiteral("source"), source);
            continue;
        } else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
            xml.skipCurrentElement();
            w.writeStartElement(QStringLiteral("translation"));
            if (numerus) {
                for (int i = 0; i < 2; ++i) // German: one and other
                    w.writeTextElement(QStringLiteral("numerusform"), pseudo(source));
            } else {
                w.writeCharacters(pseudo(source));
            }
            w.writeEndElement();
            continue;
        }
        w.writeCurrentToken(xml);
    }
    if (xml.hasError()) {
        *error = from + QStringLiteral(": ") + xml.errorString();
        return false;
    }
    return true;
}

QString run(const QString &program, const QStringList &args, int *exitCode = nullptr,
            const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
    }
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput()) +
           QString::fromUtf8(p.readAllStandardError());
}

QStringList sourceFiles()
{
    QStringList files;
    for (const char *dir : {"app", "widgets"}) {
        QDirIterator it(QStringLiteral(MOEPLAN_SOURCE_DIR "/") + QLatin1String(dir),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    files.sort();
    return files;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyMessageTranslates();
    void contextsAreClasses();
    void cliMessagesAreTranslated_data();
    void cliMessagesAreTranslated();
    void catalogueMatchesSources();
    void translationsAreWhole_data();
    void translationsAreWhole();
    void languagesBuiltIn();
    void qtsOwnTranslationsLoad();

private:
    QTemporaryDir m_dir;
    QString m_qm;
    QList<Message> m_messages;
    QTranslator m_translator;
};

void TestTranslations::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QString error;
    m_messages = readTs(kCatalogue, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(m_messages.size() > 1000);

    if (!QFileInfo(kQtBin + QStringLiteral("/lrelease")).isExecutable())
        QSKIP("lrelease is not installed (qt6-l10n-tools); the pseudo-translation is not built");
    const QString ts = m_dir.filePath(QStringLiteral("pseudo_de.ts"));
    m_qm = m_dir.filePath(QStringLiteral("pseudo_de.qm"));
    QVERIFY2(writePseudoTs(kCatalogue, ts, &error), qPrintable(error));
    int code = -1;
    const QString log = run(kQtBin + QStringLiteral("/lrelease"),
                            {QStringLiteral("-silent"), ts, QStringLiteral("-qm"), m_qm}, &code);
    QVERIFY2(code == 0 && QFileInfo::exists(m_qm), qPrintable(log));
    QVERIFY(m_translator.load(m_qm));
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
}

void TestTranslations::everyMessageTranslates()
{
    QStringList missed;
    for (const Message &m : std::as_const(m_messages)) {
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        const char *c = m.comment.isEmpty() ? nullptr : comment.constData();
        for (int n : m.numerus ? QList<int>{1, 5} : QList<int>{-1}) {
            QString expected = pseudo(m.source);
            if (n >= 0) // %Ln: the count in the locale's digits and groups
                expected.replace(QLatin1String("%Ln"), QLocale().toString(n))
                    .replace(QLatin1String("%n"), QString::number(n));
            const QString got =
                QCoreApplication::translate(context.constData(), source.constData(), c, n);
            if (got != expected)
                missed << QStringLiteral("%1 / \"%2\" gave \"%3\"").arg(m.context, m.source, got);
        }
    }
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QLatin1Char('\n'))));
}

void TestTranslations::contextsAreClasses()
{
    // A context lupdate could not resolve to a class ("std", "core", an unqualified "Cli") is
    // one the run time never looks up.
    const QSet<QString> plain = {QStringLiteral("GuiMain"), QStringLiteral("FitParam"),
                                 QStringLiteral("QCommandLineParser")};
    static const QRegularExpression qualified(
        QStringLiteral("^moeplan::(cli|core|gui|widgets)::[A-Z]\\w*$"));
    QSet<QString> bad;
    for (const Message &m : std::as_const(m_messages)) {
        if (!plain.contains(m.context) && !qualified.match(m.context).hasMatch())
            bad << m.context + QStringLiteral(": ") + m.source;
    }
    QVERIFY2(bad.isEmpty(), qPrintable(QStringList(bad.cbegin(), bad.cend()).join(u'\n')));
}

void TestTranslations::cliMessagesAreTranslated_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")};
    QTest::newRow("eval --help") << QStringList{QStringLiteral("eval"), QStringLiteral("--help")};
    QTest::newRow("import --help")
        << QStringList{QStringLiteral("import"), QStringLiteral("--help")};
    QTest::newRow("runs --help") << QStringList{QStringLiteral("runs"), QStringLiteral("--help")};
    QTest::newRow("eval --gpus many")
        << QStringList{QStringLiteral("eval"), QStringLiteral("--gpus"), QStringLiteral("many")};
    QTest::newRow("eval --tp 1.5")
        << QStringList{QStringLiteral("eval"), QStringLiteral("--tp"), QStringLiteral("1.5")};
    QTest::newRow("runs --db folder")
        << QStringList{QStringLiteral("runs"), QStringLiteral("--db"), m_dir.path()};
    QTest::newRow("import missing file") << QStringList{
        QStringLiteral("import"), QStringLiteral("--db"), QStringLiteral("/nonexistent/x.sqlite"),
        QStringLiteral("/nonexistent/result.json")};
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
}

void TestTranslations::cliMessagesAreTranslated()
{
    QFETCH(QStringList, args);
    if (m_qm.isEmpty())
        QSKIP("no pseudo-translation");
    const QString cli = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli");
    QVERIFY2(QFileInfo(cli).isExecutable(), qPrintable(cli));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MOEPLAN_TRANSLATION_FILE"), m_qm);
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    const QString output = run(cli, args, nullptr, env);
    QVERIFY2(!output.trimmed().isEmpty(), qPrintable(args.join(u' ')));

    // Qt's own help lines (its catalogue, not ours) are the only ones left as they were.
    static const QRegularExpression qtOwn(
        QStringLiteral("^(Options:|Arguments:|\\s*-h, --help\\b|\\s*--help-all\\b|\\s*-v, "
                       "--version\\b|\\s*Displays (help|version)|\\s*(commandline|specific) "
                       "options\\.$)"));
    QStringList untranslated;
    int depth = 0;
    for (const QString &line : output.split(u'\n')) {
        const bool inside = depth > 0;
        depth += line.count(u'«') - line.count(u'»');
        if (line.trimmed().isEmpty() || inside || line.contains(u'«') ||
            qtOwn.match(line).hasMatch())
            continue;
        untranslated << line;
    }
    QVERIFY2(untranslated.isEmpty(),
             qPrintable(QStringLiteral("moeplan-cli %1: lines missing their translation:\n%2")
                            .arg(args.join(u' '), untranslated.join(u'\n'))));
}

void TestTranslations::catalogueMatchesSources()
{
    const QString lupdate = kQtBin + QStringLiteral("/lupdate");
    if (!QFileInfo(lupdate).isExecutable())
        QSKIP("lupdate is not installed (qt6-l10n-tools); the catalogue is not compared");
    const QString list = m_dir.filePath(QStringLiteral("sources.lst"));
    {
        QFile f(list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(sourceFiles().join(u'\n').toUtf8());
    }
    const QString ts = m_dir.filePath(QStringLiteral("fresh_de.ts"));
    int code = -1;
    // The include paths of moeplan_core's lupdate project (app/core/CMakeLists.txt).
    const QString log = run(lupdate,
                            {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                             QStringLiteral("-I"), QStringLiteral(MOEPLAN_SOURCE_DIR "/app/core"),
                             QStringLiteral("-I"), QStringLiteral(MOEPLAN_SOURCE_DIR "/model"),
                             QStringLiteral("@") + list, QStringLiteral("-ts"), ts},
                            &code);
    QVERIFY2(code == 0, qPrintable(log));
    QString error;
    const QList<Message> fresh = readTs(ts, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    const auto key = [](const Message &m) {
        QString k = m.context + QStringLiteral(" / \"") + m.source + u'"';
        if (!m.comment.isEmpty())
            k += QStringLiteral(" (") + m.comment + u')';
        return k;
    };
    QSet<QString> inCatalogue;
    for (const Message &m : std::as_const(m_messages))
        inCatalogue << key(m);
    QSet<QString> inSources;
    for (const Message &m : fresh)
        inSources << key(m);
    QStringList problems;
    for (const QString &k : inSources - inCatalogue)
        problems << QStringLiteral("a source string missing from the catalogue: ") + k;
    for (const QString &k : inCatalogue - inSources)
        problems << QStringLiteral("a catalogue entry no source has: ") + k;
    problems.sort();
    QVERIFY2(problems.isEmpty(),
             qPrintable(problems.join(u'\n') +
                        QStringLiteral("\n(cmake --build build --target update_translations)")));
}

void TestTranslations::translationsAreWhole_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(MOEPLAN_SOURCE_DIR "/translations"));
    const QStringList files = dir.entryList({QStringLiteral("moeplan_*.ts")}, QDir::Files);
    QVERIFY(files.size() >= 2);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestTranslations::translationsAreWhole()
{
    // Each language's catalogue holds the same messages as the one lupdate keeps current
    // (moeplan_de.ts, checked against the sources above), none obsolete or vanished; every
    // translated text keeps each %1..%9 and %n of its source, and its accelerator (one "&").
    QFETCH(QString, path);
    QString error;
    const QList<Message> messages = readTs(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto key = [](const Message &m) -> QString { // a QString, not a builder of temporaries
        return m.context + u'\x1f' + m.source + u'\x1f' + m.comment;
    };
    QSet<QString> reference, here;
    for (const Message &m : std::as_const(m_messages))
        reference << key(m);
    static const QRegularExpression placeholder(QStringLiteral("%(\\d|n)"));
    QStringList problems;
    int unfinished = 0;
    for (const Message &m : messages) {
        here << key(m);
        if (m.state == QLatin1String("unfinished")) {
            ++unfinished;
            continue;
        }
        if (!m.state.isEmpty()) {
            problems << QStringLiteral("%1 entry: %2").arg(m.state, m.source);
            continue;
        }
        QSet<QString> wanted;
        for (auto it = placeholder.globalMatch(m.source); it.hasNext();)
            wanted << it.next().captured();
        for (const QString &t : m.translations) {
            QSet<QString> got;
            for (auto it = placeholder.globalMatch(t); it.hasNext();)
                got << it.next().captured();
            if (got != wanted)
                problems
                    << QStringLiteral("placeholders differ: \"%1\" -> \"%2\"").arg(m.source, t);
            // An accelerator is a single "&" before a character ("&File"; "A & B" is text).
            const auto singles = [](QString text) {
                static const QRegularExpression mnemonic(QStringLiteral("&(?=[^\\s&])"));
                return int(text.remove(QStringLiteral("&&")).count(mnemonic));
            };
            if (singles(t) != singles(m.source))
                problems << QStringLiteral("accelerator: \"%1\" -> \"%2\"").arg(m.source, t);
        }
    }
    for (const QString &k : reference - here)
        problems << QStringLiteral("missing: ") + QString(k).replace(u'\x1f', QLatin1String(" / "));
    for (const QString &k : here - reference)
        problems << QStringLiteral("not in the sources: ") +
                        QString(k).replace(u'\x1f', QLatin1String(" / "));
    qInfo("%s: %lld messages, %d unfinished", qPrintable(QFileInfo(path).fileName()),
          qlonglong(messages.size()), unfinished);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // Complete: a new or changed message is translated in the same change.
    QCOMPARE(unfinished, 0);
}

void TestTranslations::languagesBuiltIn()
{
    // Preferences offers English and each catalogue built into the program.
    const QList<moeplan::core::UiLanguage> languages = moeplan::core::availableLanguages();
    QVERIFY(!languages.isEmpty());
    QCOMPARE(languages.first().code, QStringLiteral("en"));
    bool german = false;
    for (const auto &l : languages)
        german |= l.code == QLatin1String("de") && l.nativeName == QLatin1String("Deutsch");
    QVERIFY(german);
}

void TestTranslations::qtsOwnTranslationsLoad()
{
    // Qt's standard buttons, dialogs and option parser speak the chosen language too.
    if (!QFile::exists(QStringLiteral("/usr/share/qt6/translations/qt_de.qm")))
        QSKIP("Qt's translations are not installed (qt6-translations-l10n)");
    {
        const auto translators =
            moeplan::core::installTranslators(QLocale(QStringLiteral("de_DE")));
        QCOMPARE(QLocale().language(), QLocale::German);
        QCOMPARE(QCoreApplication::translate("QCommandLineParser", "Unknown options: %1."),
                 QStringLiteral("Unbekannte Optionen: %1."));
    }
    QLocale::setDefault(QLocale::c());
    QCOMPARE(QCoreApplication::translate("QCommandLineParser", "Unknown options: %1."),
             QStringLiteral("Unknown options: %1."));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
