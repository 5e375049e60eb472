// GPU telemetry files among an import's inputs: attached to the runs they belong to
// (importjob.h attachTelemetryInput; docs/diagnosis.md "Attaching telemetry").

#include "importers.h"
#include "importjob.h"
#include "storedtelemetry.h"
#include "telemetry.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSet>

#include <algorithm>

namespace moeplan::core {

namespace {

/// The first bytes of a regular file (what format detection needs); empty when unreadable.
QByteArray headOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile() || HistoryStore::looksLikeSqlite(path))
        return {};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(256 * 1024);
}

using Code = InputError::Code;

} // namespace

QStringList importOrder(const QStringList &files)
{
    QStringList results, telemetry;
    for (const QString &f : files)
        (telemetry::looksLikeTelemetry(headOf(f)) ? telemetry : results) << f;
    return results + telemetry;
}

FileImportResult attachTelemetryInput(HistoryStore &store, const QString &path,
                                      const ImportOptions &options, const ImportSession *session)
{
    FileImportResult out;
    out.path = path;
    out.telemetry = true;
    auto refuse = [&](const InputError &e) {
        out.failure = e;
        out.error = e.message();
        return out;
    };
    QByteArray bytes;
    if (const InputError e = readInputFile(path, bytes); !e.ok())
        return refuse(e);
    const telemetry::ParseResult parsed = telemetry::parse(bytes, path);
    if (!parsed.error.ok())
        return refuse(parsed.error);
    const StoredTelemetry stored =
        StoredTelemetry::from(parsed.telemetry, QFileInfo(path).fileName(), bytes);
    out.format = ImportJob::tr("telemetry: %1").arg(stored.formats.join(QStringLiteral(", ")));
    out.records = stored.gpus.isEmpty() ? 1 : int(stored.gpus.size());
    out.notes = stored.notes;

    QVector<qint64> targets;
    if (options.telemetryRun > 0) {
        targets << options.telemetryRun;
    } else {
        const QVector<ImportSession::Run> beside =
            session ? session->byFolder.value(QFileInfo(path).absolutePath())
                    : QVector<ImportSession::Run>{};
        if (stored.start.isValid() && stored.end.isValid()) {
            // A result's time is when the benchmark started or when it wrote the file: a few
            // minutes (or a tenth of the window) either side of the sampled window.
            const qint64 slack = std::max<qint64>(300, stored.start.secsTo(stored.end) / 10);
            const QDateTime from = stored.start.addSecs(-slack), to = stored.end.addSecs(slack);
            for (const ImportSession::Run &r : beside)
                if (r.measuredAt.isValid() && r.measuredAt >= from && r.measuredAt <= to &&
                    !targets.contains(r.id))
                    targets << r.id;
            if (targets.isEmpty() && beside.isEmpty()) {
                QString error;
                for (const auto &[id, at] : store.runsMeasuredBetween(from, to, &error))
                    targets << id;
                if (!error.isEmpty())
                    return refuse(InputError::of(Code::Invalid, path, error));
            }
            if (targets.isEmpty()) {
                const QLocale c = QLocale::c();
                return refuse(InputError::of(
                    Code::Invalid, path,
                    ImportJob::tr(
                        "no run of the history was measured while it was sampled (%1 to %2 "
                        "UTC); give the run it belongs to with --run ID")
                        .arg(
                            c.toString(stored.start.toUTC(), QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                            c.toString(stored.end.toUTC(),
                                       QStringLiteral("yyyy-MM-dd HH:mm:ss")))));
            }
        } else {
            QSet<QString> files;
            for (const ImportSession::Run &r : beside)
                files.insert(r.file);
            if (files.size() == 1) {
                for (const ImportSession::Run &r : beside)
                    targets << r.id;
            } else if (files.isEmpty()) {
                return refuse(InputError::of(
                    Code::Invalid, path,
                    ImportJob::tr(
                        "the file states no times and no result file was imported beside it; "
                        "give the run it belongs to with --run ID")));
            } else {
                return refuse(InputError::of(
                    Code::Invalid, path,
                    ImportJob::tr(
                        "the file states no times and %Ln result files were imported beside it, "
                        "so which run it belongs to cannot be told; give it with --run ID",
                        nullptr, int(files.size()))));
            }
        }
    }
    std::sort(targets.begin(), targets.end());
    if (const QString e = store.attachTelemetry(targets, stored, &out.telemetryIds); !e.isEmpty()) {
        out.error = e;
        out.storeFailure = store.lastFailure();
        if (out.storeFailure == HistoryStore::Failure::None)
            out.failure = InputError::of(Code::Invalid, path, e);
        return out;
    }
    out.attachedTo = targets;
    if (targets.size() > 1)
        out.notes << ImportJob::tr(
            "sampled over %Ln runs: each is diagnosed on the readings of the whole "
            "window (attach one file per run for readings of each)",
            nullptr, int(targets.size()));
    return out;
}

} // namespace moeplan::core
