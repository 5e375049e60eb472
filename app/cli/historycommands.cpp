#include "historycommands.h"

#include "cliutil.h"

#include "calibration.h"

#include "catalogloader.h"
#include "historystore.h"
#include "importers.h"
#include "importjob.h"
#include "paths.h"
#include "scenarioio.h"
#include "teamhistory.h"
#include "usercatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStandardPaths>
#include <QTextStream>

#include <cmath>

namespace moeplan::cli {

namespace {

void addDbOption(QCommandLineParser &p)
{
    p.addOption(
        {QStringLiteral("db"),
         Cli::tr("The history: a file (default: history.sqlite in the app-data folder), or a "
                 "team's server as postgresql://USER@HOST[:PORT]/DBNAME."),
         QStringLiteral("FILE|URL")});
}

QString dbPath(const QCommandLineParser &p)
{
    return core::defaultHistoryPath(p.value(QStringLiteral("db")));
}

/// Opens the history; a database created by this call gets the bundled reference runs, in the
/// transaction that creates it.
QString openHistory(core::HistoryStore &store, const QString &path)
{
    return store.open(path, core::HistoryStore::NewHistory::WithReferenceRuns);
}

QString csvValue(const QVariant &v)
{
    if (v.isNull())
        return {};
    return csvField(v.metaType() == QMetaType::fromType<double>()
                        ? QString::number(v.toDouble(), 'g', 10)
                        : v.toString());
}

} // namespace

int runImport(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Import benchmark results into the history: files or whole folders of vLLM/SGLang "
        "results (JSON or JSON lines), AIPerf and GenAI-Perf exports (JSON or CSV, genai-perf "
        "analyze sweeps), InferenceX results, MLPerf LoadGen summaries, LLMPerf summaries, "
        "trtllm-bench reports, AIConfigurator and other CSV databases of runs, or another "
        "history database (merged, e.g. one written by moeplan-collect on a GPU node). The "
        "format is recognised by content. A new database starts with the bundled reference "
        "runs. What a file states wins; --deployment FILE.json (scenario keys) and the flags "
        "below fill what it leaves out. Prints one line per file and a summary; exit 0 when "
        "nothing was refused, 1 when a file or a record was, 2 on usage errors. Example:\n"
        "  moeplan-cli import --db runs.sqlite --gpu b200 --plan ep --ep 8 results/"));
    addDbOption(p);
    p.addOption({QStringLiteral("no-calibrate"),
                 Cli::tr("Do not refit the calibration profiles after importing new runs.")});
    p.addOption({QStringLiteral("replace"),
                 Cli::tr("A file imported before is imported again: its earlier runs are replaced "
                         "(to correct the deployment they were stored with).")});
    p.addOption(
        {QStringLiteral("run"),
         Cli::tr("Attach the GPU telemetry files among the inputs to this run (see moeplan-cli "
                 "runs); without it each goes to the runs imported beside it in its sampled "
                 "window."),
         QStringLiteral("ID")});
    addDeploymentOptions(p, true);
    p.addPositionalArgument(QStringLiteral("INPUT"),
                            Cli::tr("Result files, folders of them, or history databases."),
                            QStringLiteral("INPUT..."));
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    const QStringList inputs = p.positionalArguments();
    if (inputs.isEmpty())
        return fail(Cli::tr("import: give at least one INPUT file or folder"));
    core::ImportOptions options;
    if (const QString e = deploymentFrom(p, options.deployment); !e.isEmpty())
        return fail(e);
    options.replace = p.isSet(QStringLiteral("replace"));
    if (p.isSet(QStringLiteral("run"))) {
        bool ok = false;
        options.telemetryRun = p.value(QStringLiteral("run")).toLongLong(&ok);
        if (!ok || options.telemetryRun <= 0)
            return fail(Cli::tr("import: --run \"%1\" is not a run id")
                            .arg(p.value(QStringLiteral("run"))));
    }

    core::HistoryStore store;
    if (const QString e = openHistory(store, dbPath(p)); !e.isEmpty())
        return failStore(store, e);
    // A role that may only read a team's history is told before any file is read.
    if (!store.canWrite()) {
        fail(Cli::tr("%1: this role may read the team's history but not add runs to it (ask its "
                     "owner for INSERT on runs and sources, docs/database.md)")
                 .arg(store.path()));
        return kExitNotWritable;
    }

    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList problems;
    QSet<QString> fromFolders;
    // Results first: GPU telemetry files are attached to the runs imported beside them.
    const QStringList files =
        core::importOrder(core::expandInputs(inputs, &problems, &fromFolders));
    core::ImportSession session;
    bool someRejected = !problems.isEmpty();
    for (const QString &problem : problems)
        out << problem << '\n';
    int newRuns = 0, stored = 0, refused = 0, skipped = 0, duplicateFiles = 0, attached = 0;
    for (const QString &input : files) {
        options.skipUnrecognised = fromFolders.contains(input);
        const core::FileImportResult result = core::importInput(store, input, options, &session);
        if (result.skipped) {
            ++skipped;
            out << input << ": " << Cli::tr("skipped: not a benchmark result") << '\n';
            continue;
        }
        if (!result.ok() && result.storeFailure != core::HistoryStore::Failure::None &&
            result.storeFailure != core::HistoryStore::Failure::Other) {
            // The history, not the input, failed: the inputs left are not tried.
            out.flush();
            return failStore(store, result.error);
        }
        if (!result.ok()) {
            someRejected = true;
            ++refused;
            // The line names the input: the refusal follows without it.
            const core::InputError &why = result.failure;
            out << input << ": "
                << Cli::tr("rejected: %1")
                       .arg(!why.ok() && why.file == input ? why.detail() : result.error)
                << '\n';
            if (result.needsDeployment())
                out << "  "
                    << Cli::tr("give the deployment the file does not state (--gpu, --plan, "
                               "--tp, --ep, --gpus, --model or --deployment FILE)")
                    << '\n';
            continue;
        }
        if (result.telemetry) {
            ++attached;
            QStringList ids;
            for (const qint64 id : result.attachedTo)
                ids << QString::number(id);
            out << input << ": "
                << Cli::tr("attached to run(s) %1 [%2]", "", int(ids.size()))
                       .arg(ids.join(QStringLiteral(", ")), result.format)
                << '\n';
            for (const QString &note : result.notes)
                out << "  " << Cli::tr("note: %1").arg(note) << '\n';
            out.flush();
            continue;
        }
        newRuns += result.imported;
        ++stored;
        out << input << ": "
            << Cli::tr("imported %1, duplicates %2").arg(result.imported).arg(result.duplicates);
        if (result.replaced > 0)
            out << ", " << Cli::tr("replaced %1").arg(result.replaced);
        if (!result.rejectedRows.isEmpty()) {
            someRejected = true;
            out << ", " << Cli::tr("rejected records %1").arg(result.rejectedRows.size());
        }
        out << " [" << result.format << ']' << '\n';
        if (result.duplicateSource) {
            ++duplicateFiles;
            out << "  "
                << Cli::tr("this file was imported before; to store it again with another "
                           "deployment, add --replace")
                << '\n';
        }
        for (const QString &note : result.notes)
            out << "  " << Cli::tr("note: %1").arg(note) << '\n';
        out.flush();
        for (const QString &row : result.rejectedRows)
            err << "moeplan-cli: " << row << '\n';
        err.flush();
    }
    if (files.size() > 1)
        out << (attached > 0
                    ? Cli::tr("%1 files: %2 imported (%3 new runs), %4 already imported, %5 "
                              "telemetry attached, %6 rejected, %7 skipped")
                          .arg(files.size())
                          .arg(stored - duplicateFiles)
                          .arg(newRuns)
                          .arg(duplicateFiles)
                          .arg(attached)
                          .arg(refused)
                          .arg(skipped)
                    : Cli::tr(
                          "%1 files: %2 imported (%3 new runs), %4 already imported, %5 rejected, "
                          "%6 skipped")
                          .arg(files.size())
                          .arg(stored - duplicateFiles)
                          .arg(newRuns)
                          .arg(duplicateFiles)
                          .arg(refused)
                          .arg(skipped))
            << '\n';
    out.flush();
    // New runs change the calibration: refit the profiles they affect (all are refitted: the
    // pooled profiles and architecture offsets depend on every kind). Also when an earlier
    // refit never stored its profiles (killed, or failed): the history says they are stale.
    QString staleError;
    const bool stale = store.profilesStale(&staleError);
    if ((newRuns > 0 || stale) && !p.isSet(QStringLiteral("no-calibrate"))) {
        // Cross-validated too, and stored with the profiles, so the window's Calibration page
        // shows the errors of what was fitted without a refit of its own.
        core::RecalibrationControl control;
        control.folds = 5;
        const core::Recalibration r =
            core::recalibrate(store, core::appCatalog(), core::FitOptions{}, control);
        if (!r.error.isEmpty())
            err << "moeplan-cli: "
                << Cli::tr("runs imported, but recalibration failed: %1").arg(r.error) << '\n';
        else if (!r.fitted.isEmpty())
            err << "moeplan-cli: "
                << Cli::tr("recalibrated %1 profiles on %2 runs").arg(r.fitted.size()).arg(r.runs)
                << '\n';
    }
    return someRejected ? 1 : 0;
}

int runRuns(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("List the runs of the history. Units: ms and tokens/s. Example:\n"
                "  moeplan-cli runs --db runs.sqlite --model kimi-k2.5 --gpu gb200 --format json"));
    addDbOption(p);
    addRunFilterOptions(p);
    p.addOption({QStringLiteral("format"), Cli::tr("csv (default) or json."), QStringLiteral("F"),
                 QStringLiteral("csv")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.positionalArguments().isEmpty())
        return fail(
            Cli::tr("unexpected argument \"%1\"").arg(p.positionalArguments().constFirst()));
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("csv") && format != QLatin1String("json"))
        return fail(Cli::tr("--format must be csv or json, not \"%1\"").arg(format));

    // Any name: catalog ids and aliases, or the normalised name runs of an uncatalogued model or
    // GPU are stored under.
    const core::RunFilter filter = runFilterOf(p);
    const Catalog &catalog = core::appCatalog();

    const QString path = dbPath(p);
    // An explicit --db must exist; the default history is created (with the reference runs).
    if (p.isSet(QStringLiteral("db")) && !core::isServerUrl(path) && !QFile::exists(path))
        return fail(Cli::tr("%1: no such history database").arg(path));
    core::HistoryStore store;
    if (const QString e = openHistory(store, path); !e.isEmpty())
        return failStore(store, e);
    QString error;
    const QVector<core::RunRecord> runs = store.runs(filter, &error);
    if (!error.isEmpty())
        return fail(error);

    const QStringList columns = core::HistoryStore::runColumns();
    QTextStream out(stdout);
    if (format == QLatin1String("json")) {
        QJsonArray array;
        for (const core::RunRecord &r : runs) {
            QJsonObject o{{QStringLiteral("id"), double(r.id)},
                          {QStringLiteral("source_id"), double(r.sourceId)}};
            const QVariantList values = core::HistoryStore::runColumnValues(r);
            for (int i = 0; i < columns.size(); ++i)
                o.insert(columns.at(i), values.at(i).isNull()
                                            ? QJsonValue(QJsonValue::Null)
                                            : QJsonValue::fromVariant(values.at(i)));
            o.insert(QStringLiteral("model_in_catalog"),
                     catalog.model(r.model.toStdString()) != nullptr);
            o.insert(QStringLiteral("gpu_in_catalog"), catalog.gpu(r.gpu.toStdString()) != nullptr);
            array.append(o);
        }
        out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return 0;
    }
    out << "id,source_id," << columns.join(QLatin1Char(','))
        << ",model_in_catalog,gpu_in_catalog\n";
    for (const core::RunRecord &r : runs) {
        out << r.id << ',' << r.sourceId;
        for (const QVariant &v : core::HistoryStore::runColumnValues(r))
            out << ',' << csvValue(v);
        out << ',' << (catalog.model(r.model.toStdString()) ? 1 : 0) << ','
            << (catalog.gpu(r.gpu.toStdString()) ? 1 : 0) << '\n';
    }
    return 0;
}

int runSync(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr(
        "Copy every run, with its source, from one history to another: a history file or a "
        "PostgreSQL server (postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...&sslrootcert=...]). "
        "Runs the destination holds (same run_key) are skipped, so running it again adds "
        "nothing. Calibration profiles go along: the destination takes each one it lacks or "
        "holds fitted earlier. A missing destination file is created. The password comes from "
        "~/.pgpass or "
        "the file PGPASSFILE names, never the command line. Example:\n"
        "  moeplan-cli sync --from runs.sqlite --to postgresql://alice@db.lab/moeplan"));
    p.addOption({QStringLiteral("from"), Cli::tr("The history to copy from (file or URL)."),
                 QStringLiteral("A")});
    p.addOption({QStringLiteral("to"), Cli::tr("The history to copy into (file or URL)."),
                 QStringLiteral("B")});
    p.addOption({QStringLiteral("json"), Cli::tr("Print the counts as one JSON object.")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.positionalArguments().isEmpty())
        return fail(
            Cli::tr("unexpected argument \"%1\"").arg(p.positionalArguments().constFirst()));
    if (!p.isSet(QStringLiteral("from")) || !p.isSet(QStringLiteral("to")))
        return fail(Cli::tr("--from and --to are both required (see --help)"));
    const QString from = p.value(QStringLiteral("from"));
    const QString to = p.value(QStringLiteral("to"));
    const core::SyncOutcome r = core::syncHistories(from, to);
    if (!r.ok()) {
        fail(r.error);
        return r.readOnly ? 4 : 2;
    }
    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json"))) {
        const QJsonObject o{{QStringLiteral("sources"), r.sources},
                            {QStringLiteral("added"), r.added},
                            {QStringLiteral("duplicates"), r.duplicates},
                            {QStringLiteral("profiles"), r.profiles},
                            {QStringLiteral("retries"), r.retries}};
        out << QJsonDocument(o).toJson(QJsonDocument::Compact) << "\n";
    } else {
        out << Cli::tr("%1 runs added, %2 already there (%3 sources read)")
                   .arg(r.added)
                   .arg(r.duplicates)
                   .arg(r.sources)
            << "\n";
        if (r.profiles > 0)
            out << (r.profiles == 1 ? Cli::tr("1 calibration profile copied")
                                    : Cli::tr("%1 calibration profiles copied").arg(r.profiles))
                << "\n";
    }
    return 0;
}

} // namespace moeplan::cli
