#include "chartcommands.h"

#include "calibration.h"
#include "catalogloader.h"
#include "chartexport.h"
#include "cliutil.h"
#include "commands.h"
#include "plannerdocument.h"
#include "reportdata.h"
#include "reportwriter.h"
#include "scenarioio.h"
#include "usercatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>
#include <cstring>

namespace moeplan::cli {

namespace {

void addCommonOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("scenario"), Cli::tr("The scenario file (.moeplan JSON)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("db"),
                 Cli::tr("History database whose calibration profiles calibration \"auto\" (or a "
                         "profile name) uses."),
                 QStringLiteral("FILE|URL")});
    p.addOption({QStringLiteral("out"), Cli::tr("The file to write."), QStringLiteral("FILE")});
}

bool parseOrFail(QCommandLineParser &p, const QStringList &args, int &code)
{
    if (!parseArgs(p, args, code))
        return false;
    if (!p.positionalArguments().isEmpty()) {
        code =
            fail(Cli::tr("unexpected argument \"%1\"").arg(p.positionalArguments().constFirst()));
        return false;
    }
    for (const char *required : {"scenario", "out"}) {
        if (!p.isSet(QLatin1String(required))) {
            code = fail(Cli::tr("--%1 is required (see --help)").arg(QLatin1String(required)));
            return false;
        }
    }
    return true;
}

/// The scenario file evaluated as the window evaluates it; false with `error` naming the file.
/// `anyKind`: the history's runs of the model on every GPU kind, which the report's options are
/// corrected by as Size It corrects them; else those of the scenario's kind, all a chart needs.
bool loadResult(const QCommandLineParser &p, core::PlannerDocument &doc, QString &error,
                bool anyKind = false)
{
    const QString path = p.value(QStringLiteral("scenario"));
    const core::ScenarioParse parsed = core::readScenarioFile(path);
    if (!parsed.ok()) {
        error = parsed.error;
        return false;
    }
    if (const QString ids = core::checkScenarioIds(doc.catalog(), parsed.scenario);
        !ids.isEmpty()) {
        error = path + QStringLiteral(": ") + ids;
        return false;
    }
    // As the window draws it with the history open: the deployment's measured loads correct
    // the model, and the runs of the scenario's model and GPU kind are overlaid.
    core::ProfileSet profiles;
    QVector<core::RunRecord> runs;
    Scenario runsOf = parsed.scenario;
    if (anyKind)
        runsOf.gpu.clear();
    if (!profilesFromDb(p, profiles, error, &runsOf, &runs))
        return false;
    doc.setProfiles(std::move(profiles));
    doc.setHistoryRuns(std::move(runs));
    doc.resetScenario(parsed.scenario);
    if (!doc.result().params.error.isEmpty()) {
        error = path + QStringLiteral(": ") + doc.result().params.error;
        return false;
    }
    if (!doc.result().ok) {
        error = path + QStringLiteral(": ") + doc.result().error;
        return false;
    }
    return true;
}

bool positiveNumber(const QCommandLineParser &p, const char *name, double &value, QString &error,
                    bool zeroAllowed = false)
{
    if (!p.isSet(QLatin1String(name)))
        return true;
    const QString text = p.value(QLatin1String(name));
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || (!zeroAllowed && v == 0)) {
        error = (zeroAllowed ? Cli::tr("--%1: \"%2\" is not a non-negative number")
                             : Cli::tr("--%1: \"%2\" is not a positive number"))
                    .arg(QLatin1String(name), text);
        return false;
    }
    value = v;
    return true;
}

} // namespace

bool commandNeedsGui(const char *command)
{
    return command && (std::strcmp(command, "chart") == 0 || std::strcmp(command, "report") == 0);
}

int runChart(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Render a chart of a scenario offscreen, in the light theme, with a title and a "
                "footnote stating the assumptions. The format follows the file name: .png, .svg "
                "(text stays text) or .pdf (vector). Example:\n"
                "  moeplan-cli chart --scenario s.moeplan --kind frontier --out frontier.png"));
    addCommonOptions(p);
    p.addOption({QStringLiteral("kind"),
                 Cli::tr("frontier, breakdown or scaling (default frontier)."),
                 QStringLiteral("KIND")});
    p.addOption({QStringLiteral("size"),
                 Cli::tr("WxH in pixels at 96 dpi, or a preset: 16:9 (1920x1080, the default), 4:3 "
                         "(1440x1080), a4 (A4 landscape)."),
                 QStringLiteral("SIZE")});
    p.addOption({QStringLiteral("scale"), Cli::tr("PNG pixels per point: 1, 2 or 3 (default 1)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("title"),
                 Cli::tr("The chart title (default: model and deployment)."),
                 QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("no-footnote"), Cli::tr("Leave out the assumptions footnote.")});
    p.addOption({QStringLiteral("csv"), Cli::tr("Also write the plotted data as CSV to FILE."),
                 QStringLiteral("FILE")});
    int code = 0;
    if (!parseOrFail(p, args, code))
        return code;

    core::ChartKind kind = core::ChartKind::Frontier;
    if (p.isSet(QStringLiteral("kind"))) {
        const auto k = core::parseChartKind(p.value(QStringLiteral("kind")));
        if (!k)
            return fail(Cli::tr("--kind: \"%1\" is not frontier, breakdown or scaling")
                            .arg(p.value(QStringLiteral("kind"))));
        kind = *k;
    }
    widgets::ChartExportOptions options;
    if (p.isSet(QStringLiteral("size"))) {
        const auto size = widgets::parseExportSize(p.value(QStringLiteral("size")));
        if (!size)
            return fail(Cli::tr("--size: \"%1\" is not WxH (200..8000 each) or 16:9, 4:3, a4")
                            .arg(p.value(QStringLiteral("size"))));
        options.size = *size;
    }
    if (p.isSet(QStringLiteral("scale"))) {
        const QString text = p.value(QStringLiteral("scale"));
        const int scale = text.toInt();
        if (scale < 1 || scale > 3 || text.trimmed() != QString::number(scale))
            return fail(Cli::tr("--scale: \"%1\" is not 1, 2 or 3").arg(text));
        options.scale = scale;
    }
    options.title = p.value(QStringLiteral("title"));
    options.footnote = !p.isSet(QStringLiteral("no-footnote"));
    const QString out = p.value(QStringLiteral("out"));
    if (!widgets::exportFormatFor(out)) // before any work, so nothing is written
        return fail(widgets::exportChart(out, kind, {}, core::appCatalog(), options));

    core::PlannerDocument doc(core::appCatalog());
    QString error;
    if (!loadResult(p, doc, error))
        return fail(error);
    if (const QString e = widgets::exportChart(out, kind, doc.result(), doc.catalog(), options);
        !e.isEmpty())
        return fail(e);
    if (p.isSet(QStringLiteral("csv"))) {
        if (const QString e =
                widgets::exportChartCsv(p.value(QStringLiteral("csv")), kind, doc.result());
            !e.isEmpty())
            return fail(e);
    }
    return 0;
}

int runReport(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Write the one-page PDF summary of a scenario: the scenario and its numbers, the "
                "latency-vs-throughput chart with both topologies, the step-time breakdown, the "
                "scaling chart with the overhead wall, the three cheapest options for a throughput "
                "target across GPU kinds, topologies and plans, cost per million output tokens and "
                "tokens/s per MW. Example:\n"
                "  moeplan-cli report --scenario s.moeplan --out report.pdf --usd-per-gpu-hour 6"));
    addCommonOptions(p);
    p.addOption(
        {QStringLiteral("usd-per-gpu-hour"),
         Cli::tr("Price of one GPU of the scenario's kind per hour, in dollars (default: the "
                 "catalog's, documented with its source)."),
         QStringLiteral("USD")});
    p.addOption({QStringLiteral("facility-overhead"),
                 Cli::tr("Facility power on top of the IT load (GPUs and their node share), as a "
                         "fraction (PUE - 1; default 0.3, a placeholder assumption)."),
                 QStringLiteral("F")});
    p.addOption(
        {QStringLiteral("target-tokens-per-s"),
         Cli::tr("Aggregate output tokens/s the Options section aims for (default 100000)."),
         QStringLiteral("N")});
    p.addOption({QStringLiteral("min-tokens-per-user"),
                 Cli::tr("Per-user speed (tokens/s) the target must hold (default 50)."),
                 QStringLiteral("N")});
    int code = 0;
    if (!parseOrFail(p, args, code))
        return code;

    core::ReportSettings settings; // the documented defaults: runs are reproducible
    double price = 0;
    QString error;
    if (!positiveNumber(p, "usd-per-gpu-hour", price, error) ||
        !positiveNumber(p, "facility-overhead", settings.facilityOverhead, error, true) ||
        !positiveNumber(p, "target-tokens-per-s", settings.targetTokS, error) ||
        !positiveNumber(p, "min-tokens-per-user", settings.minPerUserTokS, error, true))
        return fail(error);
    const QString out = p.value(QStringLiteral("out"));
    if (QFileInfo(out).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        return fail(widgets::writeReport(out, {}, core::appCatalog(), settings));

    core::PlannerDocument doc(core::appCatalog());
    if (!loadResult(p, doc, error, /*anyKind*/ true))
        return fail(error);
    if (price > 0) {
        const GpuSpec *gpu = doc.catalog().gpu(doc.scenario().gpu);
        settings.usdPerGpuHour.insert(QString::fromStdString(gpu ? gpu->id : doc.scenario().gpu),
                                      price);
    }
    if (const QString e =
            widgets::writeReport(out, doc.result(), doc.catalog(), settings, &doc.sizingProfiles());
        !e.isEmpty())
        return fail(e);
    return 0;
}

} // namespace moeplan::cli
