// moeplan-cli chart and report as a user runs them: files of the right size and kind, exit 0;
// exit 2 with one line naming the value or the file for bad input, and no file left behind.

#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "testutil.h"

namespace {

using Run = testutil::CliRun;
using testutil::cli;
using testutil::pdfPages;

bool oneLine(const QByteArray &err)
{
    return err.trimmed().count('\n') == 0 && err.startsWith("moeplan-cli: ");
}

} // namespace

class TestChartCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_scenario;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_scenario = testutil::writeFile(
            m_dir, QStringLiteral("s.moeplan"),
            R"({"model": "kimi-k2.6", "gpu": "b300", "gpus": 16, "topology": "hgx-ib",
                "plan": "ep", "ep": 16, "batch": 128, "calibration": "datasheet"})");
        QVERIFY(!m_scenario.isEmpty());
    }

    void chartPng_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QSize>("pixels");
        QTest::newRow("default 16:9") << QStringList{} << QSize(1920, 1080);
        QTest::newRow("4:3 at 2x")
            << QStringList{"--size", "4:3", "--scale", "2"} << QSize(2880, 2160);
        QTest::newRow("WxH") << QStringList{"--size", "1000x700"} << QSize(1000, 700);
    }
    void chartPng()
    {
        QFETCH(QStringList, extra);
        QFETCH(QSize, pixels);
        for (const char *kind : {"frontier", "breakdown", "scaling"}) {
            const QString out = m_dir.filePath(QStringLiteral("%1-%2x%3.png")
                                                   .arg(QLatin1String(kind))
                                                   .arg(pixels.width())
                                                   .arg(pixels.height()));
            const Run r =
                cli(QStringList{"chart", "--scenario", m_scenario, "--kind", kind, "--out", out} +
                    extra);
            QVERIFY2(r.code == 0, r.err.constData());
            QCOMPARE(QImage(out).size(), pixels);
        }
    }

    void chartSvgAndPdf()
    {
        const QString svg = m_dir.filePath(QStringLiteral("c.svg"));
        Run r = cli({"chart", "--scenario", m_scenario, "--kind", "scaling", "--out", svg});
        QVERIFY2(r.code == 0, r.err.constData());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("One user (tokens/s)"));

        const QString pdf = m_dir.filePath(QStringLiteral("c.pdf"));
        const QString csv = m_dir.filePath(QStringLiteral("c.csv"));
        r = cli({"chart", "--scenario", m_scenario, "--out", pdf, "--size", "a4", "--csv", csv});
        QVERIFY2(r.code == 0, r.err.constData());
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.read(5) == "%PDF-");
        if (!QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
            QCOMPARE(pdfPages(pdf), 1);
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly));
        QVERIFY(c.readLine().startsWith("series,label,batch"));
    }

    void report()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
        const Run r = cli({"report", "--scenario", m_scenario, "--out", pdf, "--usd-per-gpu-hour",
                           "5.5", "--facility-overhead", "0.2"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(QFileInfo(pdf).size() > 1000);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils missing (scripts/setup.sh installs it)");
        QCOMPARE(pdfPages(pdf), 1);
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        QVERIFY2(text.contains(QStringLiteral("$5.50 per GPU-hour")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("facility overhead 20%")));
    }

    void helpExitsZero()
    {
        for (const char *command : {"chart", "report"}) {
            const Run r = cli({command, "--help"});
            QCOMPARE(r.code, 0);
            QVERIFY(r.out.contains("--scenario"));
            QVERIFY(r.out.contains("--out"));
        }
        const Run top = cli({"--help"});
        QVERIFY(top.out.contains("chart"));
        QVERIFY(top.out.contains("report"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::addColumn<QString>("leftBehind");
        QTest::newRow("unknown kind")
            << QStringList{"chart", "--kind", "pie", "--out", "x.png"} << "pie"
            << "x.png";
        QTest::newRow("unknown extension")
            << QStringList{"chart", "--out", "chart.bmp"} << "chart.bmp"
            << "chart.bmp";
        QTest::newRow("no extension") << QStringList{"chart", "--out", "chart"} << "chart"
                                      << "chart";
        QTest::newRow("unwritable directory")
            << QStringList{"chart", "--out", "missing-dir/chart.png"} << "missing-dir/chart.png"
            << "missing-dir/chart.png";
        QTest::newRow("bad size") << QStringList{"chart", "--out", "s.png", "--size", "12x"}
                                  << "12x"
                                  << "s.png";
        QTest::newRow("bad scale")
            << QStringList{"chart", "--out", "s.png", "--scale", "4"} << "--scale"
            << "s.png";
        QTest::newRow("report not pdf")
            << QStringList{"report", "--out", "report.png"} << "report.png"
            << "report.png";
        QTest::newRow("report unwritable")
            << QStringList{"report", "--out", "missing-dir/r.pdf"} << "missing-dir/r.pdf"
            << "missing-dir/r.pdf";
        QTest::newRow("bad price")
            << QStringList{"report", "--out", "r.pdf", "--usd-per-gpu-hour", "cheap"} << "cheap"
            << "r.pdf";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        QFETCH(QString, leftBehind);
        // Output paths are relative to the temporary directory.
        const int out = int(args.indexOf(QStringLiteral("--out")));
        args[out + 1] = m_dir.filePath(args.at(out + 1));
        if (named.contains(QLatin1Char('.')) || named == QLatin1String("chart"))
            named = m_dir.filePath(named);
        args << "--scenario" << m_scenario;
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(oneLine(r.err), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(named), r.err.constData());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(leftBehind)));
    }

    void missingOrBadScenario()
    {
        const QString out = m_dir.filePath(QStringLiteral("never.png"));
        Run r = cli({"chart", "--out", out});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--scenario"));
        const QString bad = testutil::writeFile(m_dir, QStringLiteral("bad.moeplan"),
                                                R"({"model": "kimi-k2.6", "gpus": "many"})");
        r = cli({"chart", "--scenario", bad, "--out", out});
        QCOMPARE(r.code, 2);
        QVERIFY2(oneLine(r.err), r.err.constData());
        QVERIFY(r.err.contains(bad.toUtf8()));
        QVERIFY(!QFileInfo::exists(out));
        const QString unknown = testutil::writeFile(m_dir, QStringLiteral("unknown.moeplan"),
                                                    R"({"model": "no-such-model"})");
        r = cli({"report", "--scenario", unknown, "--out", m_dir.filePath("r.pdf")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("no-such-model"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestChartCli)
#include "tst_chartcli.moc"
