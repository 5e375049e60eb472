// Exported files as a user gets them: PNG sizes per preset and scale, SVG that parses and keeps
// its axis titles as text, PDFs with one page whose text holds the title and the assumptions,
// the light theme whatever the window's, and one message naming the file (and no file left
// behind) when a write cannot happen.

#include "catalogloader.h"
#include "chartexport.h"
#include "exportdialog.h"
#include "plannerdocument.h"
#include "reportdata.h"
#include "reportwriter.h"
#include "scenarioio.h"
#include "testutil.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>

using moeplan::core::ChartKind;
using moeplan::core::PlannerDocument;
namespace widgets = moeplan::widgets;
using testutil::pdfPages;

Q_DECLARE_METATYPE(ChartKind)

namespace {

/// The text of a PDF (pdftotext), or a null array when poppler-utils is missing.
QByteArray pdfText(const QString &path)
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        return {};
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    p.waitForFinished(60000);
    QByteArray out = p.readAllStandardOutput();
    return out.isNull() ? QByteArray("") : out;
}

/// pdftotext wraps lines: compare with whitespace collapsed.
QString collapsed(const QByteArray &text)
{
    return QString::fromUtf8(text).simplified();
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<PlannerDocument> m_doc;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_doc = std::make_unique<PlannerDocument>(moeplan::core::bundledCatalog());
        QVERIFY(m_doc->result().ok);
    }

    void pngSizePerPresetAndScale_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("scale");
        QTest::addColumn<QSize>("pixels");
        QTest::newRow("16:9 1x") << "16:9" << 1 << QSize(1920, 1080);
        QTest::newRow("16:9 2x") << "16:9" << 2 << QSize(3840, 2160);
        QTest::newRow("4:3 1x") << "4:3" << 1 << QSize(1440, 1080);
        QTest::newRow("4:3 3x") << "4:3" << 3 << QSize(4320, 3240);
        QTest::newRow("a4 1x") << "a4" << 1 << QSize(1123, 794);
        QTest::newRow("a4 2x") << "a4" << 2 << QSize(2246, 1588);
        QTest::newRow("custom 800x600") << "800x600" << 1 << QSize(800, 600);
    }
    void pngSizePerPresetAndScale()
    {
        QFETCH(QString, preset);
        QFETCH(int, scale);
        QFETCH(QSize, pixels);
        widgets::ChartExportOptions o;
        o.size = widgets::parseExportSize(preset).value_or(QSize());
        o.scale = scale;
        const QString path =
            m_dir.filePath(QStringLiteral("size-%1-%2.png")
                               .arg(QString(preset).replace(QLatin1Char(':'), QLatin1Char('-')))
                               .arg(scale));
        const QString error =
            widgets::exportChart(path, ChartKind::Frontier, m_doc->result(), m_doc->catalog(), o);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), pixels);
    }

    void lightThemeWhateverThePalette()
    {
        const QPalette before = QApplication::palette();
        QPalette dark = before;
        for (auto role : {QPalette::Window, QPalette::Base})
            dark.setColor(role, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        QApplication::setPalette(dark);
        const QString path = m_dir.filePath(QStringLiteral("dark-window.png"));
        widgets::ChartExportOptions o;
        o.size = QSize(800, 600);
        const QString error =
            widgets::exportChart(path, ChartKind::Breakdown, m_doc->result(), m_doc->catalog(), o);
        QApplication::setPalette(before);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
        QCOMPARE(image.pixelColor(image.width() - 3, image.height() - 3), QColor(Qt::white));
    }

    void svgKeepsAxisTitlesAsText_data()
    {
        QTest::addColumn<ChartKind>("kind");
        QTest::addColumn<QStringList>("titles");
        QTest::newRow("frontier") << ChartKind::Frontier
                                  << QStringList{"Aggregate throughput (tokens/s)",
                                                 "Per-user speed (tokens/s/user)"};
        QTest::newRow("breakdown")
            << ChartKind::Breakdown << QStringList{"Decode step time (ms)", "Routed experts"};
        QTest::newRow("scaling") << ChartKind::Scaling
                                 << QStringList{"One user (tokens/s)", "All users (tokens/s)"};
    }
    void svgKeepsAxisTitlesAsText()
    {
        QFETCH(ChartKind, kind);
        QFETCH(QStringList, titles);
        const QString path = m_dir.filePath(moeplan::core::chartKindName(kind) + ".svg");
        widgets::ChartExportOptions o; // 16:9
        const QString error =
            widgets::exportChart(path, kind, m_doc->result(), m_doc->catalog(), o);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList texts;
        QString viewBox;
        QString currentText;
        bool inText = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("svg"))
                viewBox = xml.attributes().value(QLatin1String("viewBox")).toString();
            if (xml.isStartElement() && xml.name() == QLatin1String("text")) {
                inText = true;
                currentText.clear();
            } else if (xml.isCharacters() && inText) {
                currentText += xml.text();
            } else if (xml.isEndElement() && xml.name() == QLatin1String("text")) {
                inText = false;
                texts << currentText.simplified();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(viewBox, QStringLiteral("0 0 1920 1080"));
        for (const QString &t : titles)
            QVERIFY2(texts.contains(t), qPrintable(t + " not among " + texts.join(" | ")));
        // The title and the footnote are text too.
        QVERIFY(texts.contains(moeplan::core::chartTitle(m_doc->catalog(), m_doc->result(), kind)));
    }

    void pdfIsOnePageWithTitleAndFootnote_data()
    {
        QTest::addColumn<ChartKind>("kind");
        QTest::newRow("frontier") << ChartKind::Frontier;
        QTest::newRow("breakdown") << ChartKind::Breakdown;
        QTest::newRow("scaling") << ChartKind::Scaling;
    }
    void pdfIsOnePageWithTitleAndFootnote()
    {
        QFETCH(ChartKind, kind);
        const QString path = m_dir.filePath(moeplan::core::chartKindName(kind) + ".pdf");
        widgets::ChartExportOptions o;
        o.size = QSize(1123, 794);
        o.title = QStringLiteral("Capacity for the Q3 review");
        const QString error =
            widgets::exportChart(path, kind, m_doc->result(), m_doc->catalog(), o);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QByteArray text = pdfText(path);
        if (text.isNull())
            QSKIP("pdftotext is missing (scripts/setup.sh installs poppler-utils)");
        QCOMPARE(pdfPages(path), 1);
        const QString t = collapsed(text);
        QVERIFY2(t.contains(o.title), qPrintable(t));
        QVERIFY2(t.contains(QStringLiteral("Model Kimi K2.6")), qPrintable(t));
        QVERIFY2(t.contains(QStringLiteral("MoE Planner " MOEPLAN_VERSION)), qPrintable(t));
        QVERIFY2(t.contains(QStringLiteral("calibration")), qPrintable(t));
    }

    void reportIsOnePage()
    {
        const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
        moeplan::core::ReportSettings settings;
        settings.usdPerGpuHour.insert(QStringLiteral("b300"), 5.0);
        const QString error =
            widgets::writeReport(path, m_doc->result(), m_doc->catalog(), settings);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QByteArray text = pdfText(path);
        if (text.isNull())
            QSKIP("pdftotext is missing (scripts/setup.sh installs poppler-utils)");
        QCOMPARE(pdfPages(path), 1);
        const QString t = collapsed(text);
        for (const char *needle :
             {"MoE Planner summary", "Latency vs throughput", "Where the step time goes",
              "Options: 100,000 tokens/s", "Scaling with GPUs", "GB200 NVL72",
              "per million output tokens", "Tokens/s per MW", "Model Kimi K2.6", "First token",
              "80% interval", "Parameters", "MoE Planner " MOEPLAN_VERSION})
            QVERIFY2(t.contains(QLatin1String(needle)),
                     qPrintable(QLatin1String(needle) + " in " + t));
    }

    void csvHoldsThePlottedData()
    {
        const QString path = m_dir.filePath(QStringLiteral("scaling.csv"));
        QCOMPARE(widgets::exportChartCsv(path, ChartKind::Scaling, m_doc->result()), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        const auto &s = m_doc->result().scaling;
        QCOMPARE(lines.size(), 1 + s.current.points.size() + s.other.points.size());
        QVERIFY(lines.first().startsWith("series,label,gpus"));
    }

    void unwritablePathNamesTheFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-such-dir/chart.png"));
        const QString error =
            widgets::exportChart(path, ChartKind::Frontier, m_doc->result(), m_doc->catalog(), {});
        QVERIFY(error.startsWith(path + QStringLiteral(": ")));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("no-such-dir"))));
    }

    void unknownExtensionNamesTheFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("chart.bmp"));
        const QString error =
            widgets::exportChart(path, ChartKind::Frontier, m_doc->result(), m_doc->catalog(), {});
        QVERIFY(error.startsWith(path + QStringLiteral(": ")));
        QVERIFY(error.contains(QStringLiteral(".bmp")));
        QVERIFY(!QFileInfo::exists(path));
        const QString report = m_dir.filePath(QStringLiteral("report.png"));
        QVERIFY(widgets::writeReport(report, m_doc->result(), m_doc->catalog(), {})
                    .startsWith(report + QStringLiteral(": ")));
        QVERIFY(!QFileInfo::exists(report));
    }

    void failedWriteKeepsTheOldFile()
    {
        // QSaveFile: a write that is abandoned leaves the previous file as it was.
        const QString path = m_dir.filePath(QStringLiteral("keep.png"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old");
        }
        const QString error = widgets::writeFileAtomically(path, [](QIODevice *d, QString *e) {
            d->write("partial");
            *e = QStringLiteral("No space left on device");
            return false;
        });
        QCOMPARE(error, path + QStringLiteral(": cannot write: No space left on device"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old"));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("keep.png*")}, QDir::Files).size(),
                 1);
    }

    void dialogExportsOrSaysWhyNot()
    {
        widgets::ExportDialog dialog(ChartKind::Scaling, m_doc->result(), m_doc->catalog());
        const QString svg = m_dir.filePath(QStringLiteral("dialog.svg"));
        dialog.setPath(svg);
        QCOMPARE(dialog.options().size, QSize(1920, 1080)); // first preset
        QVERIFY(dialog.options().footnote);
        QCOMPARE(dialog.exportNow(), QString());
        QVERIFY(QFileInfo(svg).size() > 0);

        const QString bad = m_dir.filePath(QStringLiteral("dialog.gif"));
        dialog.setPath(bad);
        const QString error = dialog.exportNow();
        QVERIFY(error.startsWith(bad + QStringLiteral(": ")));
        QVERIFY(!QFileInfo::exists(bad));

        const QString csv = m_dir.filePath(QStringLiteral("dialog.csv"));
        QCOMPARE(dialog.exportCsv(csv), QString());
        QVERIFY(QFileInfo(csv).size() > 0);
    }

    void costAndPowerFormulas()
    {
        // $6/GPU-hour on 16 GPUs at 8,000 tokens/s: 96 $/h over 28.8 M tokens/h.
        QCOMPARE(moeplan::core::costPerMillionTokens(6, 16, 8000), 96.0 / 28.8);
        QVERIFY(std::isnan(moeplan::core::costPerMillionTokens(6, 16, 0)));
        // 16 GPUs of 1,100 W, each with its share of an 8-GPU node's 6,300 W, PUE 1.3.
        moeplan::GpuEconomics e;
        e.wattsPerGpu = 1100;
        e.overheadWattsPerNode = 6300;
        e.gpusPerNode = 8;
        e.facilityOverhead = 0.3;
        QCOMPARE(moeplan::core::tokensPerSecondPerMW(8000, 16, e),
                 8000 / (16 * (1100 + 6300 / 8.0) * 1.3 / 1e6));
        QVERIFY(std::isnan(moeplan::core::tokensPerSecondPerMW(8000, 0, e)));
    }

    void footnoteStatesTheAssumptions()
    {
        const QString note = moeplan::core::assumptionsFootnote(m_doc->catalog(), m_doc->result());
        const auto &r = m_doc->result();
        QVERIFY(note.contains(QStringLiteral("Kimi K2.6")));
        QVERIFY(note.contains(QStringLiteral("precision")));
        QVERIFY(note.contains(QString::number(r.scenario.gpus)));
        QVERIFY(note.contains(QStringLiteral("HGX+IB")));
        QVERIFY(note.contains(QStringLiteral("EP-8")));
        QVERIFY(note.contains(QStringLiteral("no drafter")));
        QVERIFY(note.contains(r.params.label));
        QVERIFY(note.contains(QStringLiteral(MOEPLAN_VERSION)));
    }

    // A disaggregated deployment: the GPUs its pools use and each decode worker's batch, not
    // the scenario's GPU count and aggregated batch.
    void footnoteStatesADisaggregatedDeployment()
    {
        PlannerDocument doc(moeplan::core::bundledCatalog());
        const moeplan::core::ScenarioParse parsed = moeplan::core::scenarioFromJson(
            QJsonDocument::fromJson(R"({"model": "deepseek-r1", "gpu": "gb200",
                "topology": "nvl72", "isl": 8192, "osl": 1024, "serving": "disagg", "batch": 64,
                "calibration": "datasheet", "prefill": {"tp": 4, "ep": 4, "workers": 2},
                "decode": {"dp": 16, "ep": 16, "workers": 1, "batch": 512}})")
                .object());
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        doc.resetScenario(parsed.scenario);
        QVERIFY(doc.result().ok);
        QCOMPARE(doc.result().eval.gpusUsed, 2 * 4 + 16);
        const QString note = moeplan::core::assumptionsFootnote(doc.catalog(), doc.result());
        QVERIFY2(note.contains(QStringLiteral("24 × ")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("with 512 sequences in flight per decode worker")),
                 qPrintable(note));
        QVERIFY2(!note.contains(QStringLiteral("72 × ")), qPrintable(note));

        // The report's scenario rows say the same.
        const QString path = m_dir.filePath(QStringLiteral("disagg.pdf"));
        QCOMPARE(widgets::writeReport(path, doc.result(), doc.catalog(), {}), QString());
        const QByteArray text = pdfText(path);
        if (text.isNull())
            QSKIP("pdftotext is missing (scripts/setup.sh installs poppler-utils)");
        const QString t = collapsed(text);
        // (pdftotext lists the labels, then the values, and writes "fl" as its ligature.)
        QVERIFY2(t.contains(QStringLiteral("24 × NVIDIA GB200")), qPrintable(t));
        QVERIFY2(t.contains(QStringLiteral("512 sequences in")) &&
                     t.contains(QStringLiteral("ight per decode worker")),
                 qPrintable(t));
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
