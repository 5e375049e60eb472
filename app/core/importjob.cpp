#include "importjob.h"

#include "importers.h"
#include "telemetry.h"
#include "usercatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>

namespace moeplan::core {

namespace {

/// The runs of `file` as stored (new or there before), under its folder in `session`.
void rememberRuns(const HistoryStore &store, const QString &path, const ImportedFile &file,
                  ImportSession &session)
{
    QStringList keys;
    keys.reserve(file.runs.size());
    for (const RunRecord &r : file.runs)
        keys << r.runKey();
    const QVector<qint64> ids = store.runIdsOfKeys(keys);
    QVector<ImportSession::Run> &runs = session.byFolder[QFileInfo(path).absolutePath()];
    for (int i = 0; i < ids.size(); ++i) {
        if (ids.at(i) > 0)
            runs.append({ids.at(i),
                         QDateTime::fromString(file.runs.at(i).measuredAt, Qt::ISODateWithMs),
                         path});
    }
}

} // namespace

FileImportResult importInput(HistoryStore &store, const QString &path,
                             const QJsonObject &deployment)
{
    ImportOptions options;
    options.deployment = deployment;
    return importInput(store, path, options);
}

FileImportResult importInput(HistoryStore &store, const QString &path, const ImportOptions &options,
                             ImportSession *session)
{
    FileImportResult out;
    out.path = path;
    ImportOutcome outcome;
    bool storeCalled = true;
    if (HistoryStore::looksLikeSqlite(path)) {
        out.merged = true;
        out.format = QStringLiteral("history database");
        outcome = store.mergeFrom(path);
    } else {
        const ImportedFile file = importResultFile(
            path, options.deployment, options.catalog ? *options.catalog : appCatalog());
        out.format = file.source.tool;
        out.records = file.records;
        for (const InputError &row : file.rejectedRows)
            out.rejectedRows << row.message();
        out.notes = file.notes;
        out.missing = file.missing;
        if (file.unrecognised()) {
            // Not a result: GPU telemetry is attached to the runs it belongs to.
            QByteArray head;
            if (readInputFile(path, head).ok() && telemetry::looksLikeTelemetry(head))
                return attachTelemetryInput(store, path, options, session);
        }
        if (file.unrecognised() && options.skipUnrecognised) {
            out.skipped = true;
            return out;
        }
        if (!file.ok()) {
            outcome.error = file.error();
            outcome.refusal = file.failure;
            storeCalled = false;
        } else {
            outcome = store.importRuns(file.source, file.runs, options.replace);
            if (outcome.ok() && session)
                rememberRuns(store, path, file, *session);
        }
    }
    out.imported = outcome.imported;
    out.duplicates = outcome.duplicates;
    out.duplicateSource = outcome.duplicateSource;
    out.replaced = outcome.replaced;
    out.runIds = outcome.runIds;
    out.telemetryIds = outcome.telemetryIds;
    out.error = outcome.error;
    out.failure = outcome.refusal;
    if (!outcome.ok() && storeCalled)
        out.storeFailure = store.lastFailure();
    if (out.merged) {
        for (const InputError &row : outcome.rejected)
            out.rejectedRows << row.message();
        if (outcome.refused > outcome.rejected.size())
            out.rejectedRows << ImportJob::tr("... and %Ln more run(s) refused", "",
                                              outcome.refused - int(outcome.rejected.size()));
    }
    if (!out.ok() && !out.needsDeployment())
        out.rejectedRows.clear();
    return out;
}

FilePreview previewInput(const QString &path, const QJsonObject &deployment, const Catalog *catalog)
{
    FilePreview out;
    out.path = path;
    if (HistoryStore::looksLikeSqlite(path)) {
        // Its runs as the merge would take them (read-only, into a scratch copy): counted and
        // checked like a result file's.
        out.merge = true;
        out.format = ImportJob::tr("history database");
        const ImportOutcome read = HistoryStore::readRunsOf(path, out.runRecords);
        out.runs = int(out.runRecords.size());
        out.refused = read.ok() ? read.refused : std::max(1, read.refused);
        out.records = out.runs + out.refused;
        if (!read.ok())
            out.reason = read.refusal.ok() ? read.error : read.refusal.detail();
        else if (!read.rejected.isEmpty())
            out.reason = read.rejected.first().detail();
        return out;
    }
    const ImportedFile file = importResultFile(path, deployment, catalog ? *catalog : appCatalog());
    out.format = file.ok() || !file.unrecognised() ? file.source.tool : QString();
    out.unrecognised = file.unrecognised();
    out.records = file.records;
    out.runs = int(file.runs.size());
    out.runRecords = file.runs;
    out.refused =
        file.ok() ? int(file.rejectedRows.size()) : std::max(1, int(file.rejectedRows.size()));
    out.needsDeployment = file.needsDeployment();
    out.missing = file.missing;
    out.notes = file.notes;
    out.reason = (!file.ok() ? file.failure : file.rejectedRows.value(0)).detail();
    return out;
}

ImportPreviewJob::ImportPreviewJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<QVector<FilePreview>>::finished, this, [this] {
        m_results = m_watcher.result();
        emit finished();
    });
}

ImportPreviewJob::~ImportPreviewJob()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

bool ImportPreviewJob::start(const QStringList &paths, const QJsonObject &deployment)
{
    if (isRunning())
        return false;
    m_results.clear();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    auto report = [this](int done, int count) {
        QMetaObject::invokeMethod(
            this, [this, done, count] { emit progress(done, count); }, Qt::QueuedConnection);
    };
    const std::shared_ptr<const Catalog> catalog = m_catalog;
    m_watcher.setFuture(QtConcurrent::run([paths, deployment, cancel, report, catalog] {
        QVector<FilePreview> out;
        for (int i = 0; i < paths.size() && !cancel->load(); ++i) {
            out << previewInput(paths.at(i), deployment, catalog.get());
            report(i + 1, int(paths.size()));
        }
        return out;
    }));
    return true;
}

void ImportPreviewJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

QStringList expandInputs(const QStringList &inputs, QStringList *problems,
                         QSet<QString> *fromFolders)
{
    QStringList files;
    for (const QString &input : inputs) {
        const QFileInfo info(input);
        if (!info.isDir()) {
            files << input; // importInput says what is wrong with it, if anything
            continue;
        }
        QStringList found;
        QDirIterator it(input, QDir::Files | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
        while (it.hasNext()) {
            const QString f = it.next();
            if (!QDir(input)
                     .relativeFilePath(f)
                     .split(QLatin1Char('/'))
                     .filter(QRegularExpression(QStringLiteral("^\\.")))
                     .isEmpty())
                continue; // hidden files and folders
            found << f;
        }
        found.sort();
        if (found.isEmpty() && problems)
            *problems << ImportJob::tr("%1: a folder without files").arg(input);
        if (fromFolders)
            fromFolders->unite(QSet<QString>(found.cbegin(), found.cend()));
        files << found;
    }
    return files;
}

ImportJob::ImportJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &ImportJob::onFinished);
}

ImportJob::~ImportJob()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

bool ImportJob::start(const QString &dbPath, const QStringList &paths,
                      const QJsonObject &deployment)
{
    if (isRunning() || paths.isEmpty())
        return false;
    m_results.clear();
    m_cancelled = false;
    m_error.clear();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_running = true;
    const std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    auto report = [this](int index, int count, const QString &path) {
        // Queued to this object's thread; dropped if the job is gone (it waits for the worker).
        QMetaObject::invokeMethod(
            this, [this, index, count, path] { emit progress(index, count, path); },
            Qt::QueuedConnection);
    };
    ImportOptions options;
    options.deployment = deployment;
    options.catalog = m_catalog;
    m_watcher.setFuture(QtConcurrent::run([dbPath, paths, options, cancel, report] {
        Outcome out;
        HistoryStore store; // this thread's own connection
        if (const QString e = store.open(dbPath); !e.isEmpty()) {
            out.error = e;
            return out;
        }
        // Results first: GPU telemetry files are attached to the runs imported beside them.
        const QStringList ordered = importOrder(paths);
        ImportSession session;
        for (int i = 0; i < ordered.size(); ++i) {
            if (cancel->load()) {
                out.cancelled = true;
                break;
            }
            report(i, int(ordered.size()), ordered.at(i));
            out.results << importInput(store, ordered.at(i), options, &session);
        }
        return out;
    }));
    return true;
}

void ImportJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

bool ImportJob::isRunning() const
{
    return m_running;
}

int ImportJob::importedRuns() const
{
    int n = 0;
    for (const FileImportResult &r : m_results)
        n += r.imported;
    return n;
}

void ImportJob::onFinished()
{
    const Outcome out = m_watcher.result();
    m_results = out.results;
    m_cancelled = out.cancelled;
    m_error = out.error;
    m_running = false;
    emit finished();
}

} // namespace moeplan::core
