#pragma once
// A refit in the background: reads the runs of a history database, fits the calibration
// profiles, cross-validates them (grouped k-fold) and stores them, in a worker thread with its
// own database connection, reporting progress and stopping on request. The window's
// Calibration page runs it; the result is a plain value.

#include "calibration.h"

#include <optional>

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QVector>

#include <atomic>
#include <memory>

namespace moeplan::core {

/// What a refit produced. Nothing here points into the worker's data.
struct CalibrationOutcome
{
    QString historyPath;
    bool cancelled = false; ///< stopped by cancel(): nothing was stored
    QString error;          ///< one translated line naming the file; empty on success
    ProfileSet profiles;    ///< the fitted set, as stored (empty on error or cancel)
    /// The cross-validated error table: overall, byGpu, byEngine, byModel, byMode. Its heldOut
    /// is empty; the held-out predictions are `heldOut`.
    ValidationReport validation;
    QVector<HeldOutPoint> heldOut; ///< one per placed run, predicted by a fit without its fold
    int placed = 0;                ///< runs placed in the model
    int unplaced = 0;              ///< runs the model cannot place
    int folds = 0;
    qint64 elapsedMs = 0;
    QString validatedAt; ///< set when read back from the store (storedOutcome), ISO 8601

    bool ok() const { return !cancelled && error.isEmpty(); }
};

class CalibrationJob final : public QObject
{
    Q_OBJECT
public:
    explicit CalibrationJob(QObject *parent = nullptr);
    /// Cancels a running refit and waits for the worker to stop (nothing is stored then).
    ~CalibrationJob() override;

    /// Starts a refit of the history at `historyPath` with `folds`-fold grouped
    /// cross-validation (at least 2). The job works on a copy of the catalog. A start while a refit
    /// runs is refused (returns false, nothing else happens): cancel() it first, or wait for
    /// finished().
    bool start(const QString &historyPath, const Catalog &catalog, int folds = 5);
    /// Asks the running refit to stop at its next check (between profile fits): it stores
    /// nothing and finishes with outcome.cancelled. A cancel after the profiles were written
    /// comes too late and the outcome says what was stored. No effect when nothing runs.
    void cancel();
    bool isRunning() const { return m_running; }

    static QString stageText(RecalibrationStage stage);
    /// What the last cross-validated fit stored with the profiles of `historyPath` (a CLI
    /// import or calibrate, or an earlier refit): its error table and held-out points, without
    /// refitting. Empty when the file is missing or holds none.
    static std::optional<CalibrationOutcome> storedOutcome(const QString &historyPath);

signals:
    /// 0..100 (never decreasing within one refit) and what the worker is doing.
    void progress(int percent, const QString &stage);
    /// Exactly once per accepted start(), also after cancel() or an error.
    void finished(const moeplan::core::CalibrationOutcome &outcome);

private:
    void onWorkerFinished();
    void onProgress(int serial, int percent, RecalibrationStage stage);

    QThreadPool m_pool; ///< one thread: the worker; its fits use the global pool
    QFutureWatcher<CalibrationOutcome> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_running = false;
    int m_serial = 0; ///< drops progress of an earlier refit that arrives late
    int m_lastPercent = -1;
    RecalibrationStage m_lastStage = RecalibrationStage::ReadingRuns;
};

} // namespace moeplan::core

Q_DECLARE_METATYPE(moeplan::core::CalibrationOutcome)
