#include "calibratecommands.h"

#include "calibration.h"
#include "catalogloader.h"
#include "cliutil.h"
#include "historystore.h"
#include "importers.h"
#include "importjob.h"
#include "runcheck.h"
#include "teamhistory.h"
#include "telemetry.h"
#include "usercatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSaveFile>
#include <QSet>
#include <QTextStream>

namespace moeplan::cli {

namespace {

QString pct(double v)
{
    return QString::number(100.0 * v, 'f', 1) + QLatin1Char('%');
}

/// Places runs; returns the observations and counts unplaceable runs by reason.
std::vector<core::Observation> place(const QVector<core::RunRecord> &runs,
                                     QMap<QString, int> &unplaced)
{
    std::vector<core::Observation> obs;
    obs.reserve(std::size_t(runs.size()));
    for (core::Placement &pl : core::placeRuns(core::appCatalog(), runs)) {
        if (pl.obs)
            obs.push_back(std::move(*pl.obs));
        else
            unplaced[pl.group] += 1;
    }
    return obs;
}

void printErrorTable(QTextStream &out, const core::ValidationReport &r)
{
    out << r.method << "\n";
    out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(QStringLiteral("group"), -22)
               .arg(QStringLiteral("TPOT n"), 7)
               .arg(QStringLiteral("median"), 7)
               .arg(QStringLiteral("P90"), 7)
               .arg(QStringLiteral("in 80%"), 7)
               .arg(QStringLiteral("TTFT n"), 7)
               .arg(QStringLiteral("median"), 7)
               .arg(QStringLiteral("P90"), 7)
               .arg(QStringLiteral("in 80%"), 7);
    auto row = [&](const core::ErrorRow &e) {
        out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                   .arg(e.group, -22)
                   .arg(e.tpotCount, 7)
                   .arg(pct(e.tpotMedianApe), 7)
                   .arg(pct(e.tpotP90Ape), 7)
                   .arg(pct(e.tpotCoverage), 7)
                   .arg(e.ttftCount, 7)
                   .arg(pct(e.ttftMedianApe), 7)
                   .arg(pct(e.ttftP90Ape), 7)
                   .arg(pct(e.ttftCoverage), 7);
    };
    row(r.overall);
    for (const auto *rows : {&r.byGpu, &r.byEngine, &r.byModel, &r.byMode}) {
        out << "  --\n";
        for (const core::ErrorRow &e : *rows)
            row(e);
    }
    if (r.underdetermined.tpotCount + r.underdetermined.ttftCount > 0) {
        out << "  --\n";
        row(r.underdetermined);
        out << Cli::tr("  (underdetermined: worker counts, or a plan that holds the weights, not "
                       "stated; not in the rows above; median 80%-interval width x%1 TPOT, x%2 "
                       "TTFT)")
                   .arg(r.underdetermined.tpotMedianWidth, 0, 'f', 2)
                   .arg(r.underdetermined.ttftMedianWidth, 0, 'f', 2)
            << "\n";
    }
}

QJsonObject errorRowJson(const core::ErrorRow &e)
{
    return {{QStringLiteral("group"), e.group},
            {QStringLiteral("tpot_n"), e.tpotCount},
            {QStringLiteral("tpot_median_ape"), e.tpotMedianApe},
            {QStringLiteral("tpot_p90_ape"), e.tpotP90Ape},
            {QStringLiteral("tpot_in_80pct_interval"), e.tpotCoverage},
            {QStringLiteral("ttft_n"), e.ttftCount},
            {QStringLiteral("ttft_median_ape"), e.ttftMedianApe},
            {QStringLiteral("ttft_p90_ape"), e.ttftP90Ape},
            {QStringLiteral("ttft_in_80pct_interval"), e.ttftCoverage}};
}

QJsonObject reportJson(const core::ValidationReport &r)
{
    auto rows = [](const QVector<core::ErrorRow> &v) {
        QJsonArray a;
        for (const auto &e : v)
            a.append(errorRowJson(e));
        return a;
    };
    return {{QStringLiteral("method"), r.method},
            {QStringLiteral("overall"), errorRowJson(r.overall)},
            {QStringLiteral("by_gpu"), rows(r.byGpu)},
            {QStringLiteral("by_engine"), rows(r.byEngine)},
            {QStringLiteral("by_model"), rows(r.byModel)},
            {QStringLiteral("by_mode"), rows(r.byMode)},
            {QStringLiteral("underdetermined"), [&] {
                 QJsonObject u = errorRowJson(r.underdetermined);
                 u.insert(QStringLiteral("tpot_median_interval_width"),
                          r.underdetermined.tpotMedianWidth);
                 u.insert(QStringLiteral("ttft_median_interval_width"),
                          r.underdetermined.ttftMedianWidth);
                 return u;
             }()}};
}

void printProfile(QTextStream &out, const core::Profile &p)
{
    out << Cli::tr(
               "profile %1: %2 runs fitted, %3 flagged; in-sample median error TPOT %4, TTFT %5")
               .arg(p.name())
               .arg(p.runCount)
               .arg(p.flags.size())
               .arg(pct(p.tpotMedianApe), pct(p.ttftMedianApe))
        << "\n";
    for (int j = 0; j < core::kFitParamCount; ++j) {
        const core::FitParamInfo &info = core::fitParamInfo(core::FitParam(j));
        const core::ParamEstimate &e = p.estimates[std::size_t(j)];
        out << QStringLiteral("    %1 %2 %3 %4\n")
                   .arg(QLatin1String(info.key), -22)
                   .arg(QString::number(e.value, 'g', 4) + QLatin1Char(' ') +
                            QLatin1String(info.unit),
                        12)
                   .arg(e.status == core::ParamStatus::Fitted
                            ? QStringLiteral("+/- ") + QString::number(e.stdError, 'g', 2)
                            : QStringLiteral("(prior)"),
                        -14)
                   .arg(e.note);
    }
    out << Cli::tr("    80% interval: TPOT x[%1, %2], TTFT x[%3, %4]")
               .arg(std::exp(p.tpotLogLo), 0, 'f', 2)
               .arg(std::exp(p.tpotLogHi), 0, 'f', 2)
               .arg(std::exp(p.ttftLogLo), 0, 'f', 2)
               .arg(std::exp(p.ttftLogHi), 0, 'f', 2)
        << "\n";
    // Where a disaggregated band comes from: how many held-out runs, and whose.
    const auto source = [](int runs, const QString &from) {
        QStringList parts;
        if (runs > 0)
            parts << Cli::tr("%1 held out").arg(runs);
        if (!from.isEmpty())
            parts << Cli::tr("from %1, too few of its own").arg(from);
        return parts.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(parts.join(u", "));
    };
    if (p.disaggTpotLog)
        out << Cli::tr("    80% interval of disaggregated runs: TPOT x[%1, %2]%3")
                   .arg(std::exp(p.disaggTpotLog->first), 0, 'f', 2)
                   .arg(std::exp(p.disaggTpotLog->second), 0, 'f', 2)
                   .arg(source(p.disaggTpotRuns, p.disaggTpotFrom))
            << "\n";
    if (p.disaggTtftLog)
        out << Cli::tr("    80% interval of disaggregated runs: TTFT x[%1, %2]%3")
                   .arg(std::exp(p.disaggTtftLog->first), 0, 'f', 2)
                   .arg(std::exp(p.disaggTtftLog->second), 0, 'f', 2)
                   .arg(source(p.disaggTtftRuns, p.disaggTtftFrom))
            << "\n";
    for (const QString &n : p.notes)
        out << "    note: " << n << "\n";
}

/// Architecture and engine-build offsets as factors, with the runs each came from.
QJsonObject offsetsJson(const QMap<QString, core::ModelOffset> &offsets)
{
    QJsonObject out;
    for (auto it = offsets.begin(); it != offsets.end(); ++it)
        out.insert(it.key(), QJsonObject{{QStringLiteral("tpot_factor"), std::exp(it->tpotLog)},
                                         {QStringLiteral("ttft_factor"), std::exp(it->ttftLog)},
                                         {QStringLiteral("runs"), it->runs}});
    return out;
}

void printOffsets(QTextStream &out, const QString &title,
                  const QMap<QString, core::ModelOffset> &offsets, bool tpotOnly = false)
{
    if (offsets.isEmpty())
        return;
    out << title << "\n";
    for (auto it = offsets.begin(); it != offsets.end(); ++it) {
        const QString key = QString(it.key()).replace(QLatin1Char('|'), QLatin1Char(' '));
        if (tpotOnly)
            out << Cli::tr("  %1: TPOT x%2 (%n run(s))", nullptr, it->runs)
                       .arg(key)
                       .arg(std::exp(it->tpotLog), 0, 'f', 2);
        else
            out << Cli::tr("  %1: TPOT x%2, TTFT x%3 (%n run(s))", nullptr, it->runs)
                       .arg(key)
                       .arg(std::exp(it->tpotLog), 0, 'f', 2)
                       .arg(std::exp(it->ttftLog), 0, 'f', 2);
        out << "\n";
    }
}

QJsonObject profileJson(const core::Profile &p)
{
    QJsonObject params;
    for (int j = 0; j < core::kFitParamCount; ++j) {
        const core::ParamEstimate &e = p.estimates[std::size_t(j)];
        params.insert(QLatin1String(core::fitParamInfo(core::FitParam(j)).key),
                      QJsonObject{{QStringLiteral("value"), e.value},
                                  {QStringLiteral("std_error"), e.stdError},
                                  {QStringLiteral("fitted"), e.status == core::ParamStatus::Fitted},
                                  {QStringLiteral("note"), e.note}});
    }
    QJsonArray flags;
    for (const core::RunFlag &f : p.flags)
        flags.append(
            QJsonObject{{QStringLiteral("run"), f.id}, {QStringLiteral("reason"), f.reason}});
    QJsonObject interval{
        {QStringLiteral("tpot"), QJsonArray{std::exp(p.tpotLogLo), std::exp(p.tpotLogHi)}},
        {QStringLiteral("ttft"), QJsonArray{std::exp(p.ttftLogLo), std::exp(p.ttftLogHi)}}};
    if (p.disaggTpotLog)
        interval.insert(
            QStringLiteral("disagg_tpot"),
            QJsonArray{std::exp(p.disaggTpotLog->first), std::exp(p.disaggTpotLog->second)});
    if (p.disaggTtftLog)
        interval.insert(
            QStringLiteral("disagg_ttft"),
            QJsonArray{std::exp(p.disaggTtftLog->first), std::exp(p.disaggTtftLog->second)});
    const auto fromJson = [](const QString &from) {
        return from.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(from);
    };
    if (p.disaggTpotLog) {
        interval.insert(QStringLiteral("disagg_tpot_runs"), p.disaggTpotRuns);
        interval.insert(QStringLiteral("disagg_tpot_from"), fromJson(p.disaggTpotFrom));
    }
    if (p.disaggTtftLog) {
        interval.insert(QStringLiteral("disagg_ttft_runs"), p.disaggTtftRuns);
        interval.insert(QStringLiteral("disagg_ttft_from"), fromJson(p.disaggTtftFrom));
    }
    return {{QStringLiteral("name"), p.name()},
            {QStringLiteral("runs"), p.runCount},
            {QStringLiteral("interval_80"), interval},
            {QStringLiteral("fitted_at"), p.fittedAt},
            {QStringLiteral("tpot_median_ape"), p.tpotMedianApe},
            {QStringLiteral("ttft_median_ape"), p.ttftMedianApe},
            {QStringLiteral("parameters"), params},
            {QStringLiteral("flagged"), flags},
            {QStringLiteral("notes"), QJsonArray::fromStringList(p.notes)}};
}

/// Reads runs from the store (and optionally a measured-runs CSV, not stored).
bool loadRuns(const QCommandLineParser &p, core::HistoryStore &store,
              QVector<core::RunRecord> &runs, int &code, qint64 *generation = nullptr)
{
    if (!p.isSet(QStringLiteral("db"))) {
        code = fail(Cli::tr("--db FILE is required"));
        return false;
    }
    if (const QString err = store.open(p.value(QStringLiteral("db"))); !err.isEmpty()) {
        code = failStore(store, err);
        return false;
    }
    QString err;
    if (generation)
        *generation = store.runsGeneration(); // before the runs: a change after it shows
    core::RunFilter filter;
    filter.gpu = p.value(QStringLiteral("gpu"));
    filter.engine = p.value(QStringLiteral("engine"));
    runs = store.runs(filter, &err);
    if (!err.isEmpty()) {
        code = fail(err);
        return false;
    }
    return true;
}

} // namespace

int runCalibrate(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Fit the cost model to the runs of a history database, one profile per GPU kind and "
        "engine (and per kind pooled over engines), store the profiles in the database, and "
        "print them with their cross-validated errors. Example:\n"
        "  moeplan-cli calibrate --db history.sqlite --folds 5"));
    p.addOption({QStringLiteral("db"), Cli::tr("History database."), QStringLiteral("FILE|URL")});
    p.addOption(
        {QStringLiteral("gpu"), Cli::tr("Only runs of this GPU kind."), QStringLiteral("G")});
    p.addOption(
        {QStringLiteral("engine"), Cli::tr("Only runs of this engine."), QStringLiteral("E")});
    p.addOption({QStringLiteral("folds"),
                 Cli::tr("Folds of the grouped cross-validation (default 5; 0 skips it)."),
                 QStringLiteral("K"), QStringLiteral("5")});
    p.addOption({QStringLiteral("leave-gpu-out"),
                 Cli::tr("Also report each GPU kind predicted from the others only.")});
    p.addOption({QStringLiteral("no-store"), Cli::tr("Do not store the profiles.")});
    p.addOption({QStringLiteral("json"), Cli::tr("Print JSON.")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    bool okFolds = false;
    const int folds = p.value(QStringLiteral("folds")).toInt(&okFolds);
    if (!okFolds || folds < 0 || folds == 1 || folds > 50)
        return fail(Cli::tr("--folds: \"%1\" must be 0 or a whole number in 2..50")
                        .arg(p.value(QStringLiteral("folds"))));
    core::HistoryStore store;
    QVector<core::RunRecord> runs;
    qint64 generation = -1;
    if (!loadRuns(p, store, runs, code, &generation))
        return code;
    QMap<QString, int> unplaced;
    const std::vector<core::Observation> obs = place(runs, unplaced);
    if (obs.empty())
        return fail(Cli::tr("%1: no runs to calibrate on").arg(p.value(QStringLiteral("db"))));

    QElapsedTimer timer;
    timer.start();
    const core::FitOptions options;
    core::ProfileSet set = core::fitProfiles(obs, options);
    set.addDeploymentCorrections(core::appCatalog(), obs); // their bands are stored
    const qint64 fitMs = timer.elapsed();
    QVector<core::StoredProfile> stored = core::toStoredSet(set);
    std::optional<core::ValidationReport> cv, logo;
    if (folds >= 2) {
        cv = core::crossValidate(core::appCatalog(), obs, folds, options);
        // Stored with the profiles: the window's Calibration page shows them without a refit.
        stored.push_back(core::toStoredValidation(*cv, core::flattenHeldOut(cv->heldOut)));
    }
    if (!p.isSet(QStringLiteral("no-store"))) {
        // Fitted on every run: the stored set is current unless runs changed meanwhile.
        const bool onAllRuns = !p.isSet(QStringLiteral("gpu")) &&
                               !p.isSet(QStringLiteral("engine")) && generation >= 0;
        if (const QString err =
                store.saveProfiles(stored, /*replaceAll*/ true,
                                   onAllRuns ? std::optional<qint64>(generation) : std::nullopt);
            !err.isEmpty())
            return failStore(store, err);
    }
    if (p.isSet(QStringLiteral("leave-gpu-out")))
        logo = core::leaveOneGpuOut(core::appCatalog(), obs, options);

    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json"))) {
        QJsonArray profiles;
        for (const core::Profile &pr : set.profiles)
            profiles.append(profileJson(pr));
        QJsonObject unplacedJson;
        for (auto it = unplaced.begin(); it != unplaced.end(); ++it)
            unplacedJson.insert(it.key(), it.value());
        QJsonObject o{{QStringLiteral("runs"), int(runs.size())},
                      {QStringLiteral("placed"), int(obs.size())},
                      {QStringLiteral("unplaced"), unplacedJson},
                      {QStringLiteral("fit_ms"), fitMs},
                      {QStringLiteral("profiles"), profiles},
                      {QStringLiteral("architecture_offsets"), offsetsJson(set.modelOffsets)},
                      {QStringLiteral("engine_build_offsets"), offsetsJson(set.versionOffsets)},
                      {QStringLiteral("engine_model_offsets"), offsetsJson(set.engineModelOffsets)},
                      {QStringLiteral("kind_model_offsets"), offsetsJson(set.kindModelOffsets)}};
        if (cv)
            o.insert(QStringLiteral("cross_validation"), reportJson(*cv));
        if (logo)
            o.insert(QStringLiteral("leave_gpu_out"), reportJson(*logo));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    out << Cli::tr("%1 runs, %2 placed in the model; fitted %3 profiles in %4 ms%5")
               .arg(runs.size())
               .arg(obs.size())
               .arg(set.profiles.size())
               .arg(fitMs)
               .arg(p.isSet(QStringLiteral("no-store"))
                        ? Cli::tr(" (not stored)")
                        : Cli::tr(", stored in %1").arg(p.value(QStringLiteral("db"))))
        << "\n";
    for (auto it = unplaced.begin(); it != unplaced.end(); ++it)
        out << Cli::tr("  not placed: %1 x %2").arg(it.value()).arg(it.key()) << "\n";
    out << "\n";
    for (const core::Profile &pr : set.profiles)
        printProfile(out, pr);
    out << "\n";
    printOffsets(out, Cli::tr("Architecture offsets (model and precision, over all GPU kinds):"),
                 set.modelOffsets);
    printOffsets(out,
                 Cli::tr("Engine-build offsets (runs that name their engine's version, after the "
                         "architecture's):"),
                 set.versionOffsets);
    printOffsets(out,
                 Cli::tr("Engine offsets per architecture (model, precision and engine, after "
                         "both above):"),
                 set.engineModelOffsets);
    printOffsets(out,
                 Cli::tr("Offsets per GPU kind (model, precision, engine and kind; aggregated "
                         "TPOT only, after all three above):"),
                 set.kindModelOffsets, /*tpotOnly*/ true);
    if (cv) {
        out << "\n";
        printErrorTable(out, *cv);
    }
    if (logo) {
        out << "\n";
        printErrorTable(out, *logo);
    }
    return 0;
}

namespace {

/// The profiles of the database; fitted (and stored) first when it has runs but no profiles.
bool profilesOf(core::HistoryStore &store, core::ProfileSet &set, QString &note, int &code)
{
    QString err;
    const QVector<core::StoredProfile> stored = store.profiles(&err);
    if (!err.isEmpty()) {
        code = fail(err);
        return false;
    }
    set = core::fromStoredSet(stored, &err);
    if (!err.isEmpty())
        note = err;
    if (!set.profiles.isEmpty())
        return true;
    const qint64 generation = store.runsGeneration();
    const QVector<core::RunRecord> runs = store.runs({}, &err);
    QMap<QString, int> unplaced;
    const std::vector<core::Observation> obs = place(runs, unplaced);
    if (obs.empty()) {
        note = Cli::tr("%1 holds no runs to calibrate on: predictions use datasheet parameters")
                   .arg(store.path());
        return true;
    }
    set = core::fitProfiles(obs, core::FitOptions{});
    set.addDeploymentCorrections(core::appCatalog(), obs); // their bands are stored
    if (const QString e =
            store.saveProfiles(core::toStoredSet(set), true,
                               generation >= 0 ? std::optional<qint64>(generation) : std::nullopt);
        !e.isEmpty())
        note = e;
    else
        note = Cli::tr("%1 had no profiles: calibrated on its %2 runs and stored them")
                   .arg(store.path())
                   .arg(obs.size());
    return true;
}

struct RowPrediction
{
    core::CsvRowResult row;
    std::optional<core::Observation> obs;
    core::Prediction prediction;
    QString reason;
};

bool predictCsv(const QCommandLineParser &p, bool requireMeasurements,
                std::vector<RowPrediction> &out, QString &note, int &code)
{
    if (!p.isSet(QStringLiteral("db")) || !p.isSet(QStringLiteral("runs"))) {
        code = fail(Cli::tr("--db FILE and --runs IN.csv are required"));
        return false;
    }
    const QString path = p.value(QStringLiteral("runs"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        code = fail(Cli::tr("%1: cannot read: %2").arg(path, f.errorString()));
        return false;
    }
    if (f.size() > core::kMaxImportBytes) {
        code = fail(Cli::tr("%1: larger than 200 MB").arg(path));
        return false;
    }
    core::HistoryStore store;
    if (const QString err = store.open(p.value(QStringLiteral("db"))); !err.isEmpty()) {
        code = failStore(store, err);
        return false;
    }
    core::ProfileSet set;
    if (!profilesOf(store, set, note, code))
        return false;
    const Catalog &catalog = core::appCatalog();
    // Worker counts a row leaves out are settled by the stated runs of its deployment: the
    // history's (predict) and the file's own rows.
    core::StatedWorkers stated;
    if (!requireMeasurements) {
        // predict: a deployment and load the history measured is answered by the measurement,
        // one it measured at other loads is corrected by them (validate compares against
        // measurements, so it always uses the model alone).
        QString err;
        QMap<QString, int> unplaced;
        const std::vector<core::Observation> history = place(store.runs({}, &err), unplaced);
        set.addMeasured(history);
        set.addDeploymentCorrections(catalog, history);
        stated.add(history);
    }
    QString fileError;
    const QVector<core::CsvRowResult> rows =
        core::parseMeasuredRunsCsv(f.readAll(), path, requireMeasurements, false, &fileError);
    if (!fileError.isEmpty()) {
        code = fail(fileError);
        return false;
    }
    std::vector<core::Placement> placed(std::size_t(rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows.at(i).run) {
            placed[std::size_t(i)] = core::placeRun(catalog, *rows.at(i).run);
            if (placed[std::size_t(i)].obs)
                stated.add(*placed[std::size_t(i)].obs);
        }
    }
    out.clear();
    out.reserve(std::size_t(rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const core::CsvRowResult &row = rows.at(i);
        RowPrediction rp;
        rp.row = row;
        if (!row.run) {
            rp.reason = row.reason;
        } else {
            core::Placement &pl = placed[std::size_t(i)];
            stated.settle(catalog, *row.run, pl);
            if (!pl.obs) {
                rp.reason = pl.reason;
            } else {
                pl.obs->id = row.id;
                rp.prediction = core::predict(catalog, set, *pl.obs);
                rp.reason = rp.prediction.reason;
                rp.obs = std::move(pl.obs);
            }
        }
        out.push_back(std::move(rp));
    }
    return true;
}

} // namespace

int runPredict(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Predict TPOT and TTFT for every row of a measured-runs CSV (the deployment columns of "
        "the AIConfigurator measured-runs format; measured columns are ignored) with the "
        "calibration profiles of a history database, and write one row per input row. "
        "Example:\n  moeplan-cli predict --db history.sqlite --runs in.csv --out out.csv"));
    p.addOption({QStringLiteral("db"), Cli::tr("History database with calibration profiles."),
                 QStringLiteral("FILE|URL")});
    p.addOption({QStringLiteral("runs"), Cli::tr("Input CSV."), QStringLiteral("IN.csv")});
    p.addOption({QStringLiteral("out"), Cli::tr("Output CSV (written atomically)."),
                 QStringLiteral("OUT.csv")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.isSet(QStringLiteral("out")))
        return fail(Cli::tr("--out OUT.csv is required"));
    std::vector<RowPrediction> rows;
    QString note;
    if (!predictCsv(p, false, rows, note, code))
        return code;
    const QString outPath = p.value(QStringLiteral("out"));
    QSaveFile file(outPath);
    if (!file.open(QIODevice::WriteOnly))
        return fail(Cli::tr("%1: cannot write: %2").arg(outPath, file.errorString()));
    QByteArray data = "id,predicted_tpot_ms,predicted_ttft_ms,tpot_lo_ms,tpot_hi_ms,ttft_lo_ms,"
                      "ttft_hi_ms,provenance,reason\n";
    int predicted = 0;
    for (const RowPrediction &r : rows) {
        QStringList f{csvField(r.row.id)};
        if (r.prediction.ok) {
            const core::Prediction &pr = r.prediction;
            for (double v :
                 {pr.tpotMs, pr.ttftMs, pr.tpotLoMs, pr.tpotHiMs, pr.ttftLoMs, pr.ttftHiMs})
                f << QString::number(v, 'f', 4);
            // A load nobody measured on a kind without a profile: what would correct it.
            const QString more = r.obs ? core::measureToCorrect(pr, r.obs->gpu) : QString();
            f << csvField(more.isEmpty() ? pr.provenanceText
                                         : pr.provenanceText + QStringLiteral("; ") + more);
            ++predicted;
        } else {
            for (int i = 0; i < 7; ++i)
                f << QString();
        }
        f << csvField(r.reason);
        data += f.join(QLatin1Char(',')).toUtf8() + '\n';
    }
    if (file.write(data) != data.size() || !file.commit())
        return fail(Cli::tr("%1: cannot write: %2").arg(outPath, file.errorString()));
    QTextStream err(stderr);
    if (!note.isEmpty())
        err << "moeplan-cli: " << note << '\n';
    err << Cli::tr("moeplan-cli: %1: %2 of %3 rows predicted")
               .arg(outPath)
               .arg(predicted)
               .arg(rows.size())
        << '\n';
    return 0;
}

int runValidate(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Predict the rows of a measured-runs CSV with the profiles of a history database and "
        "compare with their measured TPOT and TTFT: median and P90 absolute percentage error "
        "and the share inside the 80% interval, by GPU kind, engine, model and serving mode. "
        "Example:\n  moeplan-cli validate --db history.sqlite --runs measured.csv"));
    p.addOption({QStringLiteral("db"), Cli::tr("History database with calibration profiles."),
                 QStringLiteral("FILE|URL")});
    p.addOption({QStringLiteral("runs"), Cli::tr("Measured-runs CSV."), QStringLiteral("IN.csv")});
    p.addOption({QStringLiteral("json"), Cli::tr("Print JSON.")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    std::vector<RowPrediction> rows;
    QString note;
    if (!predictCsv(p, true, rows, note, code))
        return code;
    std::vector<core::HeldOut> held;
    int unplaced = 0;
    for (const RowPrediction &r : rows) {
        if (!r.obs) {
            ++unplaced;
            continue;
        }
        held.push_back({&*r.obs, r.prediction});
    }
    core::ValidationReport report = core::summarize(
        std::move(held),
        Cli::tr("predictions of %1 against its measurements").arg(p.value(QStringLiteral("runs"))));
    report.unplaced = unplaced;
    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json"))) {
        QJsonObject o = reportJson(report);
        o.insert(QStringLiteral("rows"), int(rows.size()));
        o.insert(QStringLiteral("unplaced"), unplaced);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        if (!note.isEmpty())
            out << note << "\n";
        out << Cli::tr("%1 rows, %2 placed in the model")
                   .arg(rows.size())
                   .arg(rows.size() - unplaced)
            << "\n";
        printErrorTable(out, report);
    }
    return 0;
}

namespace {

/// The runs of result files to check (`check INPUT...`), with the file and the place in it of
/// each; `problems` gets one line per input (or record) that could not be read.
struct InputRuns
{
    QVector<core::RunRecord> runs;
    QStringList files;   ///< the file of each run
    QVector<int> places; ///< 1-based: the file's first run, second run...
    QStringList problems;
    int refused = 0; ///< inputs and records refused
};

InputRuns readInputRuns(const QStringList &inputs, const QJsonObject &deployment,
                        const Catalog &catalog)
{
    InputRuns out;
    QSet<QString> fromFolders;
    const QStringList files = core::expandInputs(inputs, &out.problems, &fromFolders);
    out.refused += int(out.problems.size());
    for (const QString &path : files) {
        if (core::HistoryStore::looksLikeSqlite(path)) {
            // A history database (moeplan-collect's, a colleague's): its runs, read as import
            // would merge them, without writing to it.
            QVector<core::RunRecord> runs;
            const core::ImportOutcome read = core::HistoryStore::readRunsOf(path, runs);
            if (!read.ok()) {
                out.problems << read.error;
                ++out.refused;
                continue;
            }
            for (const core::InputError &e : read.rejected)
                out.problems << e.message();
            if (read.refused > read.rejected.size())
                out.problems << Cli::tr("%1: %n more run(s) refused", nullptr,
                                        int(read.refused - read.rejected.size()))
                                    .arg(path);
            out.refused += read.refused;
            for (qsizetype i = 0; i < runs.size(); ++i) {
                out.runs << runs.at(i);
                out.files << path;
                out.places << int(i + 1);
            }
            continue;
        }
        const core::ImportedFile file = core::importResultFile(path, deployment, catalog);
        if (file.unrecognised() && fromFolders.contains(path))
            continue; // as import skips it (GPU telemetry, notes, logs)
        if (file.unrecognised()) {
            // GPU telemetry (import attaches it to its runs) has nothing to check.
            QByteArray head;
            if (core::readInputFile(path, head).ok() && core::telemetry::looksLikeTelemetry(head)) {
                out.problems << Cli::tr("%1: GPU telemetry, nothing to check (import attaches it "
                                        "to its runs)")
                                    .arg(path);
                continue;
            }
        }
        if (!file.ok()) {
            out.problems << file.error();
            if (file.needsDeployment())
                out.problems << QStringLiteral("  ") +
                                    Cli::tr("give the deployment the file does not state (--gpu, "
                                            "--plan, --tp, --ep, --gpus, --model or --deployment "
                                            "FILE), as to import it");
            ++out.refused;
            continue;
        }
        for (const core::InputError &row : file.rejectedRows) {
            out.problems << row.message();
            ++out.refused;
        }
        for (qsizetype i = 0; i < file.runs.size(); ++i) {
            out.runs << file.runs.at(i);
            out.files << path;
            out.places << int(i + 1);
        }
    }
    return out;
}

} // namespace

int runCheck(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Check the history's runs, or the runs of result files before they are imported, against "
        "the calibrated model and against their deployment's other measured loads (the History "
        "page's Model tab, for scripts): one row per run with what each of TPOT and TTFT is "
        "checked against, its 80% band and a verdict. A run disagrees when it lies outside that "
        "band by more than twice the band's width on that side (1-4% of the runs of the public "
        "sample do; docs/accuracy.md): check such a run for a cold start, a warm-up or another "
        "engine build or setting before calibrating on it. The runs of INPUT files (any format "
        "import reads, history databases among them; the deployment options fill what they leave "
        "out, as import's do) are "
        "checked beside the history's runs and each other, and nothing is stored. Exit 0 when no "
        "checked run disagrees, 1 when one does, 2 on bad input (an INPUT or a record refused). "
        "Examples:\n"
        "  moeplan-cli check --db runs.sqlite --gpu b200 --engine vllm --disagreeing\n"
        "  moeplan-cli check --db runs.sqlite --gpu b200 --plan ep --ep 8 results/"));
    p.addOption({QStringLiteral("db"), Cli::tr("History database (file or URL)."),
                 QStringLiteral("FILE|URL")});
    addRunFilterOptions(p);
    p.addOption({QStringLiteral("run"),
                 Cli::tr("Only these runs (row ids as moeplan-cli runs lists them; repeat the "
                         "option or separate ids by commas)."),
                 QStringLiteral("ID")});
    p.addOption({QStringLiteral("disagreeing"), Cli::tr("List only the runs that disagree.")});
    p.addOption({QStringLiteral("format"), Cli::tr("csv (default) or json."), QStringLiteral("F"),
                 QStringLiteral("csv")});
    addDeploymentOptions(p, false);
    p.addPositionalArgument(QStringLiteral("INPUT"),
                            Cli::tr("Result files or folders of them to check instead of the "
                                    "history's runs (--model, --gpu and --engine then fill what "
                                    "they leave out)."),
                            QStringLiteral("[INPUT...]"));
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    const QStringList inputs = p.positionalArguments();
    if (!p.isSet(QStringLiteral("db")))
        return fail(Cli::tr("--db FILE is required"));
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("csv") && format != QLatin1String("json"))
        return fail(Cli::tr("--format must be csv or json, not \"%1\"").arg(format));
    QJsonObject deployment;
    if (inputs.isEmpty()) {
        // Set options other than these describe the deployment of INPUT files.
        static const QStringList own{QStringLiteral("db"),     QStringLiteral("model"),
                                     QStringLiteral("gpu"),    QStringLiteral("engine"),
                                     QStringLiteral("run"),    QStringLiteral("disagreeing"),
                                     QStringLiteral("format"), QStringLiteral("help")};
        for (const QString &name : p.optionNames()) {
            if (!own.contains(name))
                return fail(Cli::tr("--%1 describes the deployment of INPUT files; give the "
                                    "files to check")
                                .arg(name));
        }
    } else {
        if (p.isSet(QStringLiteral("run")))
            return fail(Cli::tr("--run selects the history's runs; it cannot be given with "
                                "INPUT files"));
        if (const QString e = deploymentFrom(p, deployment); !e.isEmpty())
            return fail(e);
    }
    QSet<qint64> ids;
    for (const QString &value : p.values(QStringLiteral("run"))) {
        for (const QString &part : value.split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const qint64 id = part.trimmed().toLongLong(&ok);
            if (!ok || id <= 0)
                return fail(Cli::tr("--run: \"%1\" is not a run id (a positive whole number, as "
                                    "moeplan-cli runs lists them)")
                                .arg(part.trimmed()));
            ids.insert(id);
        }
    }
    const Catalog &catalog = core::appCatalog();
    const core::RunFilter filter = runFilterOf(p);

    const QString path = p.value(QStringLiteral("db"));
    if (!core::isServerUrl(path) && !QFile::exists(path))
        return fail(Cli::tr("%1: no such history database").arg(path));
    core::HistoryStore store;
    if (const QString err = store.open(path); !err.isEmpty())
        return failStore(store, err);
    core::ProfileSet set;
    QString note;
    if (!profilesOf(store, set, note, code))
        return code;
    QString err;
    const QVector<core::RunRecord> runs = store.runs({}, &err);
    if (!err.isEmpty())
        return fail(err);
    QHash<qint64, const core::RunRecord *> byId;
    for (const core::RunRecord &r : runs)
        byId.insert(r.id, &r);
    for (qint64 id : std::as_const(ids)) {
        if (!byId.contains(id))
            return fail(Cli::tr("--run %1: %2 holds no run with that id").arg(id).arg(path));
    }

    // What is checked: the history's runs (selected), or the runs of the INPUT files.
    InputRuns fromFiles;
    std::vector<core::HistoryRunCheck> checks;
    QTextStream e(stderr);
    if (inputs.isEmpty()) {
        checks = core::checkRuns(catalog, set, runs, [&](const core::RunRecord &r) {
            return (ids.isEmpty() || ids.contains(r.id)) &&
                   (filter.model.isEmpty() || r.model == filter.model) &&
                   (filter.gpu.isEmpty() || r.gpu == filter.gpu) &&
                   (filter.engine.isEmpty() || r.engine == filter.engine);
        });
    } else {
        fromFiles = readInputRuns(inputs, deployment, catalog);
        for (const QString &problem : std::as_const(fromFiles.problems))
            e << "moeplan-cli: " << problem << '\n';
        QStringList keys;
        for (const core::RunRecord &r : std::as_const(fromFiles.runs))
            keys << r.runKey();
        const QVector<qint64> stored = store.runIdsOfKeys(keys, &err);
        if (!err.isEmpty())
            return fail(err);
        checks = core::checkNewRuns(catalog, set, runs, fromFiles.runs, stored);
        if (fromFiles.runs.isEmpty() && fromFiles.refused == 0)
            return fail(Cli::tr("no benchmark result among the INPUT files"));
    }

    const bool onlyDisagreeing = p.isSet(QStringLiteral("disagreeing"));
    const bool json = format == QLatin1String("json");
    const bool files = !inputs.isEmpty();
    QTextStream out(stdout);
    if (!json)
        out << (files ? "file,run,stored_id," : "id,")
            << "model,gpu,engine,serving,concurrency,tpot_ms,tpot_expected_ms,tpot_lo_ms,"
               "tpot_hi_ms,tpot_other_loads,tpot_verdict,ttft_ms,ttft_expected_ms,ttft_lo_ms,"
               "ttft_hi_ms,ttft_other_loads,ttft_verdict,findings\n";
    QJsonArray array;
    int checked = 0, disagreeing = 0, unchecked = 0;
    const auto number = [](double v) { return QString::number(v, 'f', 3); };
    for (std::size_t i = 0; i < checks.size(); ++i) {
        const core::HistoryRunCheck &hc = checks[i];
        const core::RunRecord &r = files ? fromFiles.runs.at(qsizetype(i)) : *byId.value(hc.runId);
        const std::optional<core::RunCheck> &c = hc.check;
        const QString &why = hc.error;
        ++checked;
        const bool disagrees = hc.disagrees();
        if (disagrees)
            ++disagreeing;
        if (!c)
            ++unchecked;
        if (onlyDisagreeing && !disagrees)
            continue;
        // What each metric is checked against: the deployment's other loads when measured,
        // else the model.
        struct Side
        {
            std::optional<double> measured;
            double expected = 0, lo = 0, hi = 0;
            int others = 0;
            core::CheckVerdict verdict = core::CheckVerdict::Unchecked;
        };
        Side tpot, ttft;
        if (c) {
            const core::Prediction &m = c->check.model, &k = c->check.corrected;
            const bool tc = k.ok && c->check.otherTpotLoads > 0;
            const bool fc = k.ok && c->check.otherTtftLoads > 0;
            tpot = {c->measuredTpotMs,
                    tc ? k.tpotMs : m.tpotMs,
                    tc ? k.tpotLoMs : m.tpotLoMs,
                    tc ? k.tpotHiMs : m.tpotHiMs,
                    tc ? c->check.otherTpotLoads : 0,
                    c->tpotVerdict};
            ttft = {c->measuredTtftMs,
                    fc ? k.ttftMs : m.ttftMs,
                    fc ? k.ttftLoMs : m.ttftLoMs,
                    fc ? k.ttftHiMs : m.ttftHiMs,
                    fc ? c->check.otherTtftLoads : 0,
                    c->ttftVerdict};
        }
        const QString findings = c ? c->findings.join(QLatin1Char(' ')) : why;
        const QString serving = r.serving.isEmpty() ? QStringLiteral("agg") : r.serving;
        const std::optional<double> concurrency =
            r.concurrencyConfigured ? r.concurrencyConfigured : r.concurrencyAchieved;
        if (json) {
            const auto side = [](const Side &s) {
                QJsonObject o{{QStringLiteral("verdict"), core::checkVerdictKey(s.verdict)},
                              {QStringLiteral("other_loads"), s.others}};
                o.insert(QStringLiteral("measured_ms"),
                         s.measured ? QJsonValue(*s.measured) : QJsonValue(QJsonValue::Null));
                if (s.expected > 0) {
                    o.insert(QStringLiteral("expected_ms"), s.expected);
                    o.insert(QStringLiteral("lo_ms"), s.lo);
                    o.insert(QStringLiteral("hi_ms"), s.hi);
                }
                return o;
            };
            QJsonObject o{{QStringLiteral("model"), r.model},
                          {QStringLiteral("gpu"), r.gpu},
                          {QStringLiteral("engine"), r.engine},
                          {QStringLiteral("serving"), serving},
                          {QStringLiteral("concurrency"),
                           concurrency ? QJsonValue(*concurrency) : QJsonValue(QJsonValue::Null)},
                          {QStringLiteral("tpot"), side(tpot)},
                          {QStringLiteral("ttft"), side(ttft)},
                          {QStringLiteral("disagrees"), disagrees},
                          {QStringLiteral("findings"),
                           c ? QJsonArray::fromStringList(c->findings) : QJsonArray{why}}};
            if (files) {
                o.insert(QStringLiteral("file"), fromFiles.files.at(qsizetype(i)));
                o.insert(QStringLiteral("run"), fromFiles.places.at(qsizetype(i)));
                o.insert(QStringLiteral("stored_id"),
                         hc.runId ? QJsonValue(double(hc.runId)) : QJsonValue(QJsonValue::Null));
            } else {
                o.insert(QStringLiteral("id"), double(r.id));
            }
            array.append(o);
            continue;
        }
        QStringList f;
        if (files)
            f << csvField(fromFiles.files.at(qsizetype(i)))
              << QString::number(fromFiles.places.at(qsizetype(i)))
              << (hc.runId ? QString::number(hc.runId) : QString());
        else
            f << QString::number(r.id);
        f << csvField(r.model) << csvField(r.gpu) << csvField(r.engine) << serving
          << (concurrency ? QString::number(*concurrency) : QString());
        for (const Side &s : {tpot, ttft}) {
            f << (s.measured ? number(*s.measured) : QString());
            if (s.expected > 0)
                f << number(s.expected) << number(s.lo) << number(s.hi);
            else
                f << QString() << QString() << QString();
            f << QString::number(s.others) << core::checkVerdictKey(s.verdict);
        }
        f << csvField(findings);
        out << f.join(QLatin1Char(',')) << '\n';
    }
    if (json)
        out << QJsonDocument(array).toJson(QJsonDocument::Indented);
    out.flush();
    if (!note.isEmpty())
        e << "moeplan-cli: " << note << '\n';
    e << Cli::tr("moeplan-cli: %1: %n run(s) checked", nullptr, checked)
             .arg(files ? Cli::tr("%n input(s)", nullptr, int(inputs.size())) : path)
      << ", " << Cli::tr("%n disagree with their deployment's other loads", nullptr, disagreeing)
      << ", " << Cli::tr("%n could not be checked", nullptr, unchecked);
    if (files)
        e << ", " << Cli::tr("%n input(s) or record(s) refused", nullptr, fromFiles.refused);
    e << '\n';
    if (fromFiles.refused > 0)
        return 2;
    return disagreeing > 0 ? 1 : 0;
}

} // namespace moeplan::cli
