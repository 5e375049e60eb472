#pragma once
// Imports result files and history databases into the history: one input at a time, each in
// its own transaction (the flow `moeplan-cli import` and the History page share), and the same
// in a worker thread with progress and cancel.

#include "catalog.h"
#include "historystore.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

#include <atomic>
#include <memory>

namespace moeplan::core {

/// How inputs are imported.
struct ImportOptions
{
    QJsonObject deployment; ///< scenario-file keys filling what the files leave out
    bool replace = false;   ///< a file imported before replaces its earlier runs
    /// A file no format recognises is skipped (not refused): for files found in a folder.
    bool skipUnrecognised = false;
    /// The catalog names are resolved against (a snapshot); null = appCatalog().
    std::shared_ptr<const Catalog> catalog;
    /// GPU telemetry files among the inputs go to this run (`moeplan-cli import --run ID`);
    /// 0: to the runs they belong to (same folder and time window; ImportSession).
    qint64 telemetryRun = 0;
};

/// What one import (the CLI's or the window's, over all its inputs) has stored so far: the runs
/// of each result file by folder, so that a telemetry file found beside them is attached to the
/// runs it belongs to. Inputs are taken results first, telemetry last (importOrder()).
struct ImportSession
{
    struct Run
    {
        qint64 id = 0;
        QDateTime measuredAt; ///< invalid when the file states no time
        QString file;         ///< the result file it came from
    };
    QHash<QString, QVector<Run>> byFolder; ///< absolute folder -> runs stored (new or present)
};

/// What became of one input.
struct FileImportResult
{
    QString path;         ///< as given
    QString format;       ///< the detected format (source tool id), or "history database"
    bool merged = false;  ///< the input was a history database, merged
    bool skipped = false; ///< not a benchmark result, skipped (ImportOptions::skipUnrecognised)
    int records = 0;      ///< records the file holds
    int imported = 0;
    int duplicates = 0;
    bool duplicateSource = false; ///< the same file was imported before (nothing stored)
    int replaced = 0;             ///< runs of an earlier import of the file replaced
    QStringList notes;            ///< conflicts, names not in the catalog, statistics used
    QStringList missing;          ///< what the deployment lacks, when needsDeployment
    QVector<qint64> runIds;       ///< row ids of the runs added
    bool telemetry = false;       ///< the input was a GPU telemetry file, attached
    QVector<qint64> attachedTo;   ///< the runs it was attached to
    QVector<qint64> telemetryIds; ///< telemetry rows stored (for undoing)
    /// Empty when the input was taken; otherwise one line naming the file (or the history) and
    /// the reason, and nothing of the input was written.
    QString error;
    /// Why the input itself was refused, typed (error is then its message()); Code::None when it
    /// was taken or when the history failed (storeFailure).
    InputError failure;
    /// Refused for lack of a deployment: importing it again with a complete deployment may
    /// succeed.
    bool needsDeployment() const { return failure.code == InputError::Code::NeedsDeployment; }
    /// Rows of a multi-row file that were skipped (the other rows were imported), one line each.
    QStringList rejectedRows;
    /// Why the history failed to take the input, when it was the history (busy, not writable)
    /// and not the input; None when the input was refused, or taken.
    HistoryStore::Failure storeFailure = HistoryStore::Failure::None;
    bool ok() const { return error.isEmpty(); }
};

/// Imports one input into an open store in one transaction: a file with the SQLite header is
/// merged as a history database (HistoryStore::mergeFrom), any other file is read as a result
/// file with `deployment` (scenario-file keys; importResultFile) and its runs stored.
FileImportResult importInput(HistoryStore &store, const QString &path,
                             const QJsonObject &deployment = {});
FileImportResult importInput(HistoryStore &store, const QString &path, const ImportOptions &options,
                             ImportSession *session = nullptr);

/// The inputs in the order an import takes them: result files and histories first, GPU
/// telemetry files (telemetry::looksLikeTelemetry on the file's head) last, each group in the
/// given order.
QStringList importOrder(const QStringList &files);

/// Attaches one GPU telemetry file (telemetry.h) to the run of options.telemetryRun, or else to
/// the runs it belongs to: those of `session` from the same folder measured inside its sampled
/// window (a few minutes' slack), or any run of the history measured then; a file that states
/// no times goes to the runs of the only result file beside it. A file that cannot be placed
/// is refused, saying why and to give the run. One transaction.
FileImportResult attachTelemetryInput(HistoryStore &store, const QString &path,
                                      const ImportOptions &options, const ImportSession *session);

/// The files to import for these inputs: a file as it is; a folder's regular files, recursively
/// and sorted (hidden entries left out). `problems` gets one line per folder without files;
/// `fromFolders` gets the files found in folders (a non-result among them is skipped, not
/// refused: ImportOptions::skipUnrecognised).
QStringList expandInputs(const QStringList &inputs, QStringList *problems = nullptr,
                         QSet<QString> *fromFolders = nullptr);

/// What importing one input would do, read without writing anything (the import preview).
struct FilePreview
{
    QString path;
    QString format;            ///< detected format (source tool id), "history database", or empty
    bool merge = false;        ///< a history database, to be merged (its runs read as merged)
    bool unrecognised = false; ///< not a benchmark result (skipped when found in a folder)
    int records = 0;
    int runs = 0;    ///< runs it would store (before de-duplication)
    int refused = 0; ///< records refused
    bool needsDeployment = false;
    QString reason;      ///< why the file (or its first record) is refused
    QStringList missing; ///< what the deployment lacks
    QStringList notes;
    QVector<RunRecord> runRecords; ///< the runs it would store (checked before the import)
};

/// Reads one input as importInput() would, without a store.
FilePreview previewInput(const QString &path, const QJsonObject &deployment = {},
                         const Catalog *catalog = nullptr);

/// Previews a list of inputs in a worker thread, with progress and cancel.
class ImportPreviewJob final : public QObject
{
    Q_OBJECT
public:
    explicit ImportPreviewJob(QObject *parent = nullptr);
    ~ImportPreviewJob() override;
    bool start(const QStringList &paths, const QJsonObject &deployment = {});
    /// Resolve names against a copy of `catalog` from the next start() on (default:
    /// appCatalog()).
    void setCatalog(const Catalog &catalog)
    {
        m_catalog = std::make_shared<const Catalog>(catalog);
    }
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }
    QVector<FilePreview> results() const { return m_results; }

signals:
    void progress(int done, int count);
    void finished();

private:
    QFutureWatcher<QVector<FilePreview>> m_watcher;
    std::shared_ptr<const Catalog> m_catalog;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QVector<FilePreview> m_results;
};

/// Imports a list of inputs into the history at a path in a worker thread. The worker opens its
/// own connection to the database; inputs are taken in order, each in its own transaction.
/// cancel() stops before the next input (an input is never half imported).
class ImportJob final : public QObject
{
    Q_OBJECT
public:
    explicit ImportJob(QObject *parent = nullptr);
    /// Cancels a running import and waits for the input in progress.
    ~ImportJob() override;

    /// Starts importing `paths` into the history database at `dbPath`; false (nothing started)
    /// while another import of this job runs or when `paths` is empty.
    bool start(const QString &dbPath, const QStringList &paths, const QJsonObject &deployment = {});
    /// Resolve names against a copy of `catalog` from the next start() on (default:
    /// appCatalog()).
    void setCatalog(const Catalog &catalog)
    {
        m_catalog = std::make_shared<const Catalog>(catalog);
    }
    /// Stops before the next input; finished() follows.
    void cancel();
    bool isRunning() const;

    /// After finished(): one result per input taken (in order; inputs after a cancel are left
    /// out), whether the job was cancelled, and why nothing was imported when the database could
    /// not be opened (then results() is empty).
    QVector<FileImportResult> results() const { return m_results; }
    bool wasCancelled() const { return m_cancelled; }
    QString error() const { return m_error; }
    /// Runs added by the last job (sum of imported).
    int importedRuns() const;

signals:
    /// Input `index` (0-based) of `count` is about to be imported.
    void progress(int index, int count, const QString &path);
    void finished();

private:
    struct Outcome
    {
        QVector<FileImportResult> results;
        bool cancelled = false;
        QString error;
    };
    void onFinished();

    QFutureWatcher<Outcome> m_watcher;
    std::shared_ptr<const Catalog> m_catalog;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QVector<FileImportResult> m_results;
    bool m_cancelled = false;
    bool m_running = false;
    QString m_error;
};

} // namespace moeplan::core
