#include "commands.h"

#include "calibration.h"
#include "catalogloader.h"
#include "cliutil.h"
#include "historystore.h"
#include "messages.h"
#include "planning.h"
#include "scenarioio.h"
#include "sweep.h"
#include "teamhistory.h"
#include "usercatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace moeplan::cli {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

using KeyType = core::ScenarioKey::Type;

QStringList flagNames(const char *key)
{
    const QString k = QLatin1String(key);
    QStringList names{k};
    if (k.contains(QLatin1Char('_')))
        names << QString(k).replace(QLatin1Char('_'), QLatin1Char('-'));
    return names;
}

} // namespace

void addScenarioOptions(QCommandLineParser &p, bool withBatchAndGpusRanges, const QStringList &omit)
{
    p.addOption({QStringLiteral("scenario"),
                 Cli::tr("Read the scenario from FILE (.moeplan JSON); "
                         "flags override its keys."),
                 QStringLiteral("FILE")});
    // One flag per scenario key (the scenario file's objects, prefill and decode, have none).
    for (const core::ScenarioKey &f : core::scenarioKeyTable()) {
        if (f.type == KeyType::Object || omit.contains(QLatin1String(f.key)))
            continue;
        QString help = core::scenarioKeyHelp(f);
        if (withBatchAndGpusRanges && (qstrcmp(f.key, "batch") == 0 || qstrcmp(f.key, "gpus") == 0))
            help += Cli::tr(" A range LO:HI (log-spaced, see --points) or a list A,B,C sweeps it.");
        p.addOption({flagNames(f.key), help, QStringLiteral("VALUE")});
    }
}

/// Builds the scenario from --scenario and the flags; the flags go through the same JSON
/// validation as files so both give the same messages. `skip` names flags handled elsewhere.
core::ScenarioParse scenarioFromFlags(const QCommandLineParser &p, const QStringList &skip)
{
    core::ScenarioParse base;
    if (p.isSet(QStringLiteral("scenario"))) {
        base = core::readScenarioFile(p.value(QStringLiteral("scenario")));
        if (!base.ok())
            return base;
    }
    QJsonObject o;
    for (const core::ScenarioKey &f : core::scenarioKeyTable()) {
        const QString name = QLatin1String(f.key);
        if (f.type == KeyType::Object || skip.contains(name) || !p.isSet(name))
            continue;
        const QString text = p.value(name);
        switch (f.type) {
        case KeyType::String:
            o.insert(name, text);
            break;
        case KeyType::Integer: {
            bool ok = false;
            const qlonglong v = text.toLongLong(&ok);
            if (!ok || std::llabs(v) > 1000000000LL) {
                core::ScenarioParse bad;
                // Qualified in full here and below: after `core::ScenarioParse bad;` lupdate
                // no longer resolves a plain Cli::tr to its class (tst_translations).
                bad.error = moeplan::cli::Cli::tr("--%1: \"%2\" is not a whole number")
                                .arg(flagNames(f.key).last(), text);
                return bad;
            }
            o.insert(name, double(v));
            break;
        }
        case KeyType::Number: {
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !std::isfinite(v)) {
                core::ScenarioParse bad;
                bad.error = moeplan::cli::Cli::tr("--%1: \"%2\" is not a number")
                                .arg(flagNames(f.key).last(), text);
                return bad;
            }
            o.insert(name, v);
            break;
        }
        case KeyType::Object:
            break;
        }
    }
    core::ScenarioParse out = core::scenarioFromJson(o, base.scenario);
    // The keys came from flags: the message names the flag.
    if (!out.ok() && !out.key.isEmpty())
        out.error = QString(out.problem)
                        .arg(QLatin1String("--") +
                             QString(out.key).replace(QLatin1Char('_'), QLatin1Char('-')));
    return out;
}

/// The calibration profiles of --db, for calibration "auto" or a profile name.
bool profilesFromDb(const QCommandLineParser &p, core::ProfileSet &set, QString &error,
                    const Scenario *runsOf, QVector<core::RunRecord> *runs)
{
    if (!p.isSet(QStringLiteral("db")))
        return true;
    const QString path = p.value(QStringLiteral("db"));
    if (!core::isServerUrl(path) && !QFileInfo::exists(path)) {
        error = Cli::tr("%1: no such history database").arg(path);
        return false;
    }
    core::HistoryStore store;
    if (const QString err = store.open(path); !err.isEmpty()) {
        error = err;
        return false;
    }
    QString err;
    set = core::fromStoredSet(store.profiles(&err), &err);
    if (!err.isEmpty()) {
        error = err;
        return false;
    }
    if (!runsOf || !runs)
        return true;
    // The window's query: the scenario's model and GPU kind by their catalog ids (every kind
    // when the scenario names none).
    const Catalog &catalog = core::appCatalog();
    const ModelSpec *model = catalog.model(runsOf->model);
    const GpuSpec *gpu = runsOf->gpu.empty() ? nullptr : catalog.gpu(runsOf->gpu);
    if (!model || (!gpu && !runsOf->gpu.empty()))
        return true; // the command reports the unknown id
    core::RunFilter filter;
    filter.model = qs(model->id);
    if (gpu)
        filter.gpu = qs(gpu->id);
    *runs = store.runs(filter, &err);
    if (!err.isEmpty()) {
        error = err;
        return false;
    }
    return true;
}

namespace {

bool parseOrFail(QCommandLineParser &p, const QStringList &args, int &code)
{
    if (!parseArgs(p, args, code))
        return false;
    if (!p.positionalArguments().isEmpty()) {
        code =
            fail(Cli::tr("unexpected argument \"%1\"").arg(p.positionalArguments().constFirst()));
        return false;
    }
    return true;
}

QString fmt(double v, int decimals = 2)
{
    return QString::number(v, 'f', decimals);
}

void printTable(const Catalog &catalog, const Scenario &s, const Evaluation &e,
                const core::ParamsChoice &params)
{
    QTextStream out(stdout);
    const bool disagg = s.serving == Serving::Disaggregated;
    // Disaggregated: the decode pool's batch per worker, which is what the model evaluates.
    out << (disagg ? Cli::tr("%1, %2, batch %3 per decode worker")
                   : Cli::tr("%1, %2, batch %3 per replica"))
               .arg(core::scenarioLabel(catalog, s), qs(s.model))
               .arg(core::batchOf(s));
    if (s.draftTokens > 0)
        out << ", d=" << s.draftTokens << " AL=" << s.acceptanceLength;
    out << "\n";
    out << Cli::tr("calibration: %1 [%2]").arg(params.label, qs(provenanceName(params.provenance)))
        << "\n\n";
    out << Cli::tr("step time breakdown (ms per decode step)") << "\n";
    for (int i = 0; i < kComponentCount; ++i) {
        const double ms = e.breakdownMs[std::size_t(i)];
        out << "  " << core::componentLabel(Component(i)).leftJustified(26)
            << fmt(ms, 3).rightJustified(10) << "\n";
    }
    out << "  " << Cli::tr("step").leftJustified(26) << fmt(e.stepMs, 3).rightJustified(10) << "\n";
    out << "  " << Cli::tr("binding ceiling: %1").arg(core::ceilingLabel(e.binding)) << "\n\n";
    auto row = [&](const QString &label, const QString &value) {
        out << "  " << label.leftJustified(34) << value << "\n";
    };
    // With the 80% interval where the parameters have one ("ideal" is a bound).
    const auto interval = [&](double ms, double lo, double hi, int decimals) {
        QString text = fmt(ms, decimals) + QStringLiteral(" ms");
        if (params.hasInterval)
            text += QLatin1Char(' ') +
                    Cli::tr("(80% interval %1-%2 ms)")
                        .arg(fmt(ms * std::exp(lo), decimals), fmt(ms * std::exp(hi), decimals));
        return text;
    };
    row(Cli::tr("TPOT"), interval(e.tpotMs, params.tpotLogLo, params.tpotLogHi, 3));
    row(Cli::tr("tokens/s per user"), fmt(e.tokensPerSecondPerUser, 1));
    row(Cli::tr("throughput (tokens/s)"), fmt(e.throughputTokensPerSecond, 0));
    row(Cli::tr("throughput per GPU (tokens/s)"), fmt(e.throughputPerGpu, 1));
    row(Cli::tr("TTFT"), interval(e.ttftMs, params.ttftLogLo, params.ttftLogHi, 1));
    // Its parts (docs/model.md, "Time to first token"); the transfer and the hand-off exist only
    // between disaggregated pools.
    auto part = [&](const QString &label, double ms) {
        row(QStringLiteral("  ") + label, fmt(ms, 1) + QStringLiteral(" ms"));
    };
    part(Cli::tr("prefill"), e.prefillMs);
    part(Cli::tr("opening burst"), e.burstMs);
    if (disagg) {
        part(Cli::tr("wait for a prefill worker"), e.prefillQueueMs);
        part(Cli::tr("KV transfer"), e.kvTransferMs);
        part(Cli::tr("hand-off between pools"), e.handoffMs);
    }
    part(Cli::tr("first decode step"), e.stepMs);
    if (disagg)
        row(Cli::tr("decoding at once per worker"),
            Cli::tr("%1 of %2 clients")
                .arg(e.runningBatch)
                .arg(e.concurrency / std::max(1, e.replicas), 0, 'f', 0));
    row(Cli::tr("replicas x GPUs"),
        QStringLiteral("%1 x %2").arg(e.replicas).arg(e.gpusUsed / std::max(1, e.replicas)));
    row(Cli::tr("memory per GPU"),
        Cli::tr("%1 GB of %2 GB (weights %3, KV %4, reserve %5)")
            .arg(fmt(e.memoryPerGpuGB, 1), fmt(e.hbmCapacityGB, 0), fmt(e.weightsPerGpuGB, 1),
                 fmt(e.kvPerGpuGB, 1), fmt(e.reservePerGpuGB, 1)));
    row(Cli::tr("fits"),
        e.fits ? Cli::tr("yes") : Cli::tr("NO, short by %1 GB").arg(fmt(e.shortfallGB, 1)));
    row(Cli::tr("compute / HBM utilisation"),
        QStringLiteral("%1% / %2%")
            .arg(fmt(100 * e.computeUtilization, 1), fmt(100 * e.hbmUtilization, 1)));
    row(Cli::tr("exposed comm / overhead share"),
        QStringLiteral("%1% / %2%")
            .arg(fmt(100 * e.exposedCommShare, 1), fmt(100 * e.overheadShare, 1)));
    for (int b = 0; b < kWarningCount; ++b) {
        const auto w = static_cast<Warning>(1u << b);
        if (e.warnings & w)
            out << Cli::tr("warning: %1").arg(core::warningMessage(w)) << "\n";
    }
}

/// "LO:HI" (log-spaced with `points`), "A,B,C" or "N".
bool parseRange(const QString &text, int points, std::vector<int> &out, QString &why)
{
    out.clear();
    if (text.contains(QLatin1Char(':'))) {
        const QStringList parts = text.split(QLatin1Char(':'));
        bool ok1 = false, ok2 = false;
        const int lo = parts.value(0).toInt(&ok1);
        const int hi = parts.value(1).toInt(&ok2);
        if (parts.size() != 2 || !ok1 || !ok2 || lo < 1 || hi < lo || hi > 1000000) {
            why = Cli::tr("\"%1\" is not a range LO:HI with 1 <= LO <= HI").arg(text);
            return false;
        }
        out = logSpaced(lo, hi, points);
        return true;
    }
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const int v = part.trimmed().toInt(&ok);
        if (!ok || v < 1 || v > 1000000) {
            why = Cli::tr("\"%1\" is not a positive whole number").arg(part);
            return false;
        }
        out.push_back(v);
    }
    return true;
}

} // namespace

QString usage()
{
    return Cli::tr(
               "moeplan-cli %1: MoE Planner, headless.\n"
               "\n"
               "Usage: moeplan-cli COMMAND [options]\n"
               "\n"
               "Commands:\n"
               "  eval      Evaluate one scenario: step-time breakdown, binding ceiling, TPOT,\n"
               "            throughput, TTFT, memory. --json prints one object.\n"
               "  sweep     Sweep batch (--batch 1:4096) and/or GPU count (--gpus 8:576 or\n"
               "            8,16,72) and print CSV.\n"
               "  catalog   List the models and GPU kinds the planner knows (--json).\n"
               "  import    Import benchmark results into the history (--db FILE): vLLM/SGLang\n"
               "            result files with --deployment FILE.json or deployment flags,\n"
               "            AIConfigurator CSV, or another history database (merged).\n"
               "  runs      List the runs of the history (--db FILE, --model, --gpu,\n"
               "            --format csv|json).\n"
               "  sync      Copy runs between two histories, files or PostgreSQL servers\n"
               "            (--from A --to B, postgresql://USER@HOST/DB), without duplicates.\n"
               "  calibrate Fit the model to the history's runs per GPU kind and engine,\n"
               "            store the profiles, print them with cross-validated errors.\n"
               "  predict   Predict TPOT/TTFT with 80% intervals for each row of a\n"
               "            measured-runs CSV (--db, --runs IN.csv, --out OUT.csv).\n"
               "  validate  Predict a measured-runs CSV and print the error table.\n"
               "  check     Check the history's runs, or result files before they are imported,\n"
               "            against the model and their deployment's other loads; list\n"
               "            those that disagree (--disagreeing; exit 1).\n"
               "  diagnose  Which ceiling binds a measured deployment: the four readings\n"
               "            from GPU telemetry next to the model's (--db H --run ID or\n"
               "            --scenario S, --telemetry FILE, --json).\n"
               "  recommend Size a deployment for a target (--target-tokens-per-s N\n"
               "            --min-tokens-per-s-per-user U): the cheapest plan of each GPU kind,\n"
               "            topology and family, with cost and power (--json).\n"
               "  chart     Render a chart of a scenario file (--kind frontier|breakdown|scaling)\n"
               "            to PNG, SVG or PDF (--out FILE, --size WxH or 16:9, 4:3, a4).\n"
               "  report    Write the one-page PDF summary of a scenario file (--out FILE.pdf).\n"
               "\n"
               "Scenario options (eval, sweep) are the scenario-file keys: --model, --gpu,\n"
               "--gpus, --topology, --nic-gbps, --plan, --tp, --ep, --batch, --draft-tokens,\n"
               "--acceptance-length, --isl, --osl, --precision, --engine, --calibration,\n"
               "--overhead-ms, --serving, or --scenario FILE; --db FILE makes\n"
               "--calibration auto use that history's calibration profiles.\n"
               "\n"
               "'moeplan-cli COMMAND --help' documents each command. Exit codes: 0 success,\n"
               "1 some inputs rejected (import) or a checked run disagrees (check), 2 bad\n"
               "input or usage (one line on stderr), 3 the history is busy, 4 it cannot be\n"
               "written.\n")
        .arg(QCoreApplication::applicationVersion());
}

int runEval(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Evaluate one deployment with the cost model. Example:\n"
                "  moeplan-cli eval --model kimi-k2.6 --gpu gb300 --gpus 72 --topology nvl72 "
                "--plan ep --ep 72 --batch 256 --json"));
    addScenarioOptions(p, false);
    p.addOption({QStringLiteral("json"), Cli::tr("Print one JSON object.")});
    p.addOption({QStringLiteral("db"),
                 Cli::tr("History database whose calibration profiles --calibration auto (or a "
                         "profile name) uses."),
                 QStringLiteral("FILE|URL")});
    int code = 0;
    if (!parseOrFail(p, args, code))
        return code;
    const core::ScenarioParse parsed = scenarioFromFlags(p);
    if (!parsed.ok())
        return fail(parsed.error);
    const Scenario &s = parsed.scenario;
    const Catalog &catalog = core::appCatalog();
    core::ProfileSet profiles;
    QVector<core::RunRecord> runs;
    QString dbError;
    if (!profilesFromDb(p, profiles, dbError, &s, &runs))
        return fail(dbError);
    // As the window's planner: the deployment's measured loads correct the model.
    core::addHistoryCorrections(profiles, catalog, runs);
    core::ParamsChoice params = core::paramsFor(s, &profiles, &catalog);
    if (!params.error.isEmpty())
        return fail(params.error);
    core::correctForDeployment(params, catalog, s, profiles);
    auto result = params.evaluate(catalog, s);
    if (!result) {
        QString what = core::errorMessage(result.error());
        if (result.error().code == ErrorCode::UnknownModel)
            what = Cli::tr("unknown model \"%1\" (see moeplan-cli catalog)")
                       .arg(QString::fromStdString(s.model));
        else if (result.error().code == ErrorCode::UnknownGpu)
            what = Cli::tr("unknown GPU kind \"%1\" (see moeplan-cli catalog)")
                       .arg(QString::fromStdString(s.gpu));
        else if (result.error().code == ErrorCode::UnknownPrecision)
            what = Cli::tr("precision \"%1\" is not offered for %2 (see moeplan-cli catalog)")
                       .arg(QString::fromStdString(s.precision), QString::fromStdString(s.model));
        return fail(what);
    }
    if (p.isSet(QStringLiteral("json"))) {
        QJsonObject o = core::evaluationToJson(result.value(), params);
        o.insert(QStringLiteral("scenario"), core::scenarioToJson(s));
        QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        printTable(catalog, s, result.value(), params);
    }
    return 0;
}

int runSweep(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Sweep load and/or GPU count and print CSV, one row per point. A GPU sweep changes "
        "the deployment as the window's GPU slider does: one replica widens its plan (ep = "
        "gpus for plan ep, tp = gpus for plan tp, tp-replicas adds copies of its TP); several "
        "replicas keep their shape and change in number; a disaggregated deployment keeps its "
        "prefill pool and sizes its decode pool. A count that cannot be met exactly moves to "
        "the nearest that can, and is listed once. Example:\n"
        "  moeplan-cli sweep --gpu gb300 --topology nvl72 --gpus 72 --ep 72 --batch 1:4096"));
    addScenarioOptions(p, true);
    p.addOption({QStringLiteral("db"),
                 Cli::tr("History database whose calibration profiles --calibration auto uses."),
                 QStringLiteral("FILE|URL")});
    p.addOption({QStringLiteral("points"),
                 Cli::tr("Points in a LO:HI range, log-spaced (default 13)."), QStringLiteral("N"),
                 QStringLiteral("13")});
    int code = 0;
    if (!parseOrFail(p, args, code))
        return code;
    bool okPoints = false;
    const int points = p.value(QStringLiteral("points")).toInt(&okPoints);
    if (!okPoints || points < 1 || points > 100000)
        return fail(Cli::tr("--points: \"%1\" must be a whole number in 1..100000")
                        .arg(p.value(QStringLiteral("points"))));

    const core::ScenarioParse parsed =
        scenarioFromFlags(p, {QStringLiteral("batch"), QStringLiteral("gpus")});
    if (!parsed.ok())
        return fail(parsed.error);
    Scenario s = parsed.scenario;
    std::vector<int> batches{s.batch};
    std::vector<int> gpus{s.gpus};
    QString why;
    if (p.isSet(QStringLiteral("batch")) &&
        !parseRange(p.value(QStringLiteral("batch")), points, batches, why))
        return fail(QStringLiteral("--batch: ") + why);
    const bool gpuSweep = p.isSet(QStringLiteral("gpus"));
    if (gpuSweep && !parseRange(p.value(QStringLiteral("gpus")), points, gpus, why))
        return fail(QStringLiteral("--gpus: ") + why);
    const Catalog &catalog = core::appCatalog();
    core::ProfileSet profiles;
    QVector<core::RunRecord> runs;
    QString dbError;
    if (!profilesFromDb(p, profiles, dbError, &s, &runs))
        return fail(dbError);
    core::addHistoryCorrections(profiles, catalog, runs);
    const core::ParamsChoice params = core::paramsFor(s, &profiles, &catalog);
    if (!params.error.isEmpty())
        return fail(params.error);

    QTextStream out(stdout);
    out << "gpus,plan,tp,ep,batch,concurrency,step_ms,tpot_ms,tokens_per_s_per_user,"
           "throughput_tokens_per_s,throughput_per_gpu,ttft_ms,fits,memory_per_gpu_gb,binding";
    for (int i = 0; i < kComponentCount; ++i)
        out << ',' << qs(componentName(Component(i))) << "_ms";
    // The 80% interval (empty for "ideal", a bound), where the numbers come from, and how many
    // measured runs of the row's deployment corrected them (a GPU sweep passes through
    // deployments the history measured and others it did not).
    out << ",tpot_lo_ms,tpot_hi_ms,ttft_lo_ms,ttft_hi_ms,provenance,corrected_by_runs,error\n";
    const QString noValues = QStringLiteral(",").repeated(10 + kComponentCount + 6);
    int rows = 0;
    int previousGpus = 0;
    for (int g : gpus) {
        // The GPU slider's rule: a count the deployment cannot use exactly (several replicas,
        // a disaggregated decode pool) moves to the nearest it can; a count reached twice is
        // listed once.
        Scenario at = gpuSweep ? core::withGpuCount(s, g) : s;
        if (gpuSweep && at.gpus == previousGpus)
            continue;
        previousGpus = at.gpus;
        // Each GPU count is its own deployment: corrected where the history measured it, as
        // the window's planner does.
        core::ParamsChoice atParams = params;
        core::correctForDeployment(atParams, catalog, at, profiles);
        auto resolved = resolve(catalog, at);
        if (!resolved) {
            const ModelError e = resolved.error();
            if (e.code == ErrorCode::UnknownModel || e.code == ErrorCode::UnknownGpu ||
                e.code == ErrorCode::UnknownPrecision)
                return fail(core::errorMessage(e));
        }
        for (int b : batches) {
            at.batch = b;
            out << at.gpus << ',' << qs(planName(at.plan)) << ',' << at.tp << ',' << at.ep << ','
                << b << ',';
            if (!resolved) {
                out << noValues << '"' << core::errorMessage(resolved.error()) << "\"\n";
                continue;
            }
            ResolvedScenario r = resolved.value();
            r.batch = b;
            auto e = atParams.evaluate(r);
            if (!e) {
                out << noValues << '"' << core::errorMessage(e.error()) << "\"\n";
                continue;
            }
            const Evaluation &v = e.value();
            out << qint64(v.concurrency) << ',' << fmt(v.stepMs, 4) << ',' << fmt(v.tpotMs, 4)
                << ',' << fmt(v.tokensPerSecondPerUser, 3) << ','
                << fmt(v.throughputTokensPerSecond, 1) << ',' << fmt(v.throughputPerGpu, 2) << ','
                << fmt(v.ttftMs, 2) << ',' << (v.fits ? "true" : "false") << ','
                << fmt(v.memoryPerGpuGB, 2) << ',' << qs(ceilingName(v.binding));
            for (double ms : v.breakdownMs)
                out << ',' << fmt(ms, 4);
            if (atParams.hasInterval)
                out << ',' << fmt(v.tpotMs * std::exp(atParams.tpotLogLo), 4) << ','
                    << fmt(v.tpotMs * std::exp(atParams.tpotLogHi), 4) << ','
                    << fmt(v.ttftMs * std::exp(atParams.ttftLogLo), 2) << ','
                    << fmt(v.ttftMs * std::exp(atParams.ttftLogHi), 2);
            else
                out << ",,,,";
            out << ',' << qs(provenanceName(atParams.provenance)) << ',' << atParams.correctedByRuns
                << ",\n";
            ++rows;
        }
    }
    return 0;
}

} // namespace moeplan::cli
