// moeplan-cli diagnose: which ceiling binds a measured deployment (docs/diagnosis.md).

#include "diagnosecommands.h"

#include "calibration.h"
#include "catalogloader.h"
#include "cliutil.h"
#include "commands.h"
#include "historystore.h"
#include "importers.h"
#include "messages.h"
#include "planning.h"
#include "rundiagnosis.h"
#include "telemetry.h"
#include "usercatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

namespace moeplan::cli {

namespace {

/// Reads each --telemetry file into `t`; false (message printed) at the first refusal.
bool readTelemetryFiles(const QStringList &files, core::RunTelemetry &t, int &code)
{
    for (const QString &f : files) {
        const core::telemetry::ParseResult r = core::telemetry::parseFile(f);
        if (!r.error.ok()) {
            code = fail(r.error.message());
            return false;
        }
        QByteArray bytes;
        (void)core::readInputFile(f, bytes);
        t.files.append(core::StoredTelemetry::from(r.telemetry, f, bytes));
    }
    return true;
}

} // namespace

int runDiagnose(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Say which ceiling binds a measured deployment: the four readings in order (compute "
        "utilisation, HBM traffic, communication, step time against the tokens), each "
        "measured next to what the model expects, the verdict (compute, memory, "
        "interconnect, overhead or imbalance) and the lever that follows. Telemetry: DCGM "
        "exporter scrapes, dcgmi dmon, nvidia-smi (--query-gpu CSV or dmon), AIPerf's "
        "gpu_telemetry_export.jsonl, nsys stats cuda_gpu_kern_sum CSV. Examples:\n"
        "  moeplan-cli diagnose --db history.sqlite --run 12\n"
        "  moeplan-cli diagnose --scenario s.moeplan --telemetry dcgm.prom --telemetry "
        "kern.csv --tpot-ms 21.5 --json"));
    addScenarioOptions(p, false);
    p.addOption({QStringLiteral("db"),
                 Cli::tr("History database: the run of --run, its attached telemetry and the "
                         "calibration profiles."),
                 QStringLiteral("FILE|URL")});
    p.addOption({QStringLiteral("run"), Cli::tr("Run id in --db (see moeplan-cli runs)."),
                 QStringLiteral("ID")});
    p.addOption(
        {QStringLiteral("telemetry"),
         Cli::tr("Telemetry file to read (repeatable); added to what the run has attached."),
         QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("tpot-ms"),
         Cli::tr("Measured time per output token with --scenario (the run's own with --run)."),
         QStringLiteral("MS")});
    p.addOption({QStringLiteral("json"),
                 Cli::tr("Print one JSON object: binding, readings, levers, findings.")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    const bool byRun = p.isSet(QStringLiteral("run"));
    if (byRun && p.isSet(QStringLiteral("scenario")))
        return fail(Cli::tr("diagnose: give either --db H --run ID or a scenario (--scenario "
                            "S.moeplan or its flags), not both"));
    if (byRun && !p.isSet(QStringLiteral("db")))
        return fail(Cli::tr("diagnose: --run needs --db"));
    if (byRun && p.isSet(QStringLiteral("tpot-ms")))
        return fail(Cli::tr("diagnose: --tpot-ms is for --scenario; a run's own TPOT is used"));

    const Catalog &catalog = core::appCatalog();
    core::RunTelemetry telemetry;
    core::ProfileSet profiles;
    core::RunDiagnosis result;
    std::optional<double> tpot;

    if (byRun) {
        bool ok = false;
        const qint64 id = p.value(QStringLiteral("run")).toLongLong(&ok);
        if (!ok || id <= 0)
            return fail(Cli::tr("diagnose: --run \"%1\" is not a run id")
                            .arg(p.value(QStringLiteral("run"))));
        const QString db = p.value(QStringLiteral("db"));
        if (!QFileInfo(db).isFile())
            return fail(Cli::tr("%1: no such history database").arg(db));
        core::HistoryStore store;
        if (const QString err = store.open(db); !err.isEmpty())
            return failStore(store, err);
        QString err;
        const std::optional<core::RunRecord> run = store.runById(id, &err);
        if (!run && store.lastFailure() == core::HistoryStore::Failure::None)
            return fail(Cli::tr("%1: no run %2 (see moeplan-cli runs --db %1)").arg(db).arg(id));
        if (!run)
            return failStore(store, err);
        telemetry = store.telemetryOf(id, &err);
        if (!err.isEmpty())
            return failStore(store, err);
        profiles = core::fromStoredSet(store.profiles(&err), &err);
        if (!readTelemetryFiles(p.values(QStringLiteral("telemetry")), telemetry, code))
            return code;
        // The runs of its model, GPU kind and engine settle worker counts it leaves out.
        core::RunFilter filter;
        filter.model = run->model;
        filter.gpu = run->gpu;
        filter.engine = run->engine;
        const QVector<core::RunRecord> sameKind = store.runs(filter, &err);
        if (!err.isEmpty())
            return failStore(store, err);
        QString why;
        const std::optional<core::RunDiagnosis> d =
            core::diagnoseRun(catalog, profiles, *run, telemetry, &why, sameKind);
        if (!d)
            return fail(Cli::tr("%1: %2").arg(db, why));
        result = *d;
    } else {
        const core::ScenarioParse parsed = scenarioFromFlags(p, {QStringLiteral("db")});
        if (!parsed.ok())
            return fail(parsed.error);
        QString dbError;
        if (!profilesFromDb(p, profiles, dbError))
            return fail(dbError);
        const core::ParamsChoice params = core::paramsFor(parsed.scenario, &profiles, &catalog);
        if (!params.error.isEmpty())
            return fail(params.error);
        auto e = params.evaluate(catalog, parsed.scenario);
        if (!e)
            return fail(core::errorMessage(e.error()));
        if (p.isSet(QStringLiteral("tpot-ms"))) {
            bool ok = false;
            const double v = p.value(QStringLiteral("tpot-ms")).toDouble(&ok);
            if (!ok || !(v > 0) || v > 1e7)
                return fail(Cli::tr("diagnose: --tpot-ms \"%1\" must be a time in ms above 0")
                                .arg(p.value(QStringLiteral("tpot-ms"))));
            tpot = v;
        }
        if (!readTelemetryFiles(p.values(QStringLiteral("telemetry")), telemetry, code))
            return code;
        const GpuSpec *gpu = catalog.gpu(parsed.scenario.gpu);
        result = core::diagnoseDeployment(
            *e, gpu, QString::fromStdString(parsed.scenario.precision), telemetry, tpot);
        result.subject = core::scenarioLabel(catalog, parsed.scenario);
        result.provenance = params.label;
    }

    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json")))
        out << QJsonDocument(core::diagnosisToJson(result)).toJson(QJsonDocument::Indented);
    else
        for (const QString &line : core::diagnosisLines(result))
            out << line << '\n';
    return 0;
}

} // namespace moeplan::cli
