#include "calibrationjob.h"

#include "teamhistory.h"

#include "historystore.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace moeplan::core {

namespace {

using ProgressSink = std::function<void(RecalibrationStage stage, int percent)>;

/// The worker: its own connection to the database (SQLite connections belong to one thread),
/// then the shared fit, cross-validate and store path.
CalibrationOutcome runRefit(const QString &path, const Catalog &catalog, int folds,
                            const std::atomic_bool &cancel, const ProgressSink &progress)
{
    QElapsedTimer timer;
    timer.start();
    CalibrationOutcome out;
    out.historyPath = path;
    out.folds = folds;
    // HistoryStore::open creates a missing file: a refit never should.
    if (!QFileInfo::exists(path)) {
        out.error = CalibrationJob::tr("%1: no such history database").arg(path);
        return out;
    }
    if (cancel.load()) {
        out.cancelled = true;
        return out;
    }
    HistoryStore store;
    if (const QString err = store.open(path); !err.isEmpty()) {
        out.error = err;
        return out;
    }
    RecalibrationControl control;
    control.folds = folds;
    control.cancel = &cancel;
    control.progress = progress;
    Recalibration r = recalibrate(store, catalog, FitOptions{}, control);
    out.placed = r.runs;
    out.unplaced = r.unplaced;
    out.cancelled = r.cancelled;
    out.error = r.error;
    if (out.error.isEmpty() && !out.cancelled && r.runs == 0) {
        out.error = CalibrationJob::tr("%1: none of its %Ln run(s) can be placed in the model, "
                                       "nothing to calibrate on",
                                       nullptr, r.unplaced)
                        .arg(path);
    }
    if (out.ok()) {
        out.profiles = std::move(r.profiles);
        if (r.validation)
            out.validation = std::move(*r.validation);
        out.heldOut = std::move(r.heldOut);
    }
    out.elapsedMs = timer.elapsed();
    return out;
}

} // namespace

CalibrationJob::CalibrationJob(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    connect(&m_watcher, &QFutureWatcher<CalibrationOutcome>::finished, this,
            &CalibrationJob::onWorkerFinished);
}

CalibrationJob::~CalibrationJob()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
    m_pool.waitForDone();
}

QString CalibrationJob::stageText(RecalibrationStage stage)
{
    switch (stage) {
    case RecalibrationStage::ReadingRuns:
        return tr("Reading runs");
    case RecalibrationStage::Fitting:
        return tr("Fitting profiles");
    case RecalibrationStage::CrossValidating:
        return tr("Cross-validating");
    case RecalibrationStage::Saving:
        return tr("Saving profiles");
    }
    return {};
}

bool CalibrationJob::start(const QString &historyPath, const Catalog &catalog, int folds)
{
    if (m_running)
        return false;
    m_running = true;
    m_lastPercent = -1;
    const int serial = ++m_serial;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    folds = std::max(2, folds);

    // Called from the worker and from pool threads: hand over to this object's thread.
    ProgressSink sink = [this, serial](RecalibrationStage stage, int percent) {
        QMetaObject::invokeMethod(
            this, [this, serial, percent, stage] { onProgress(serial, percent, stage); },
            Qt::QueuedConnection);
    };
    std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    // A copy: the window may add to its catalog while the refit runs.
    auto cat = std::make_shared<const Catalog>(catalog);
    m_watcher.setFuture(
        QtConcurrent::run(&m_pool, [historyPath, cat, folds, cancel, sink = std::move(sink)] {
            return runRefit(historyPath, *cat, folds, *cancel, sink);
        }));
    return true;
}

void CalibrationJob::cancel()
{
    if (m_running && m_cancel)
        m_cancel->store(true);
}

void CalibrationJob::onProgress(int serial, int percent, RecalibrationStage stage)
{
    // Pool threads report out of order; a late report of a finished refit is dropped.
    if (serial != m_serial || !m_running || percent < m_lastPercent ||
        (percent == m_lastPercent && stage == m_lastStage))
        return;
    m_lastPercent = percent;
    m_lastStage = stage;
    emit progress(percent, stageText(stage));
}

void CalibrationJob::onWorkerFinished()
{
    CalibrationOutcome outcome = m_watcher.result();
    m_running = false;
    m_cancel.reset();
    emit finished(outcome);
}

std::optional<CalibrationOutcome> CalibrationJob::storedOutcome(const QString &historyPath)
{
    // A file that is not there is not created; a team's history is read through its working
    // copy, whose profiles are the team's latest.
    if (!isServerUrl(historyPath) && !QFileInfo::exists(historyPath))
        return std::nullopt;
    HistoryStore store;
    if (!store.open(historyPath).isEmpty())
        return std::nullopt;
    QString err;
    const QVector<StoredProfile> stored = store.profiles(&err);
    if (!err.isEmpty())
        return std::nullopt;
    std::optional<StoredValidation> v = validationFromStored(stored);
    if (!v)
        return std::nullopt;
    CalibrationOutcome out;
    out.historyPath = historyPath;
    out.profiles = fromStoredSet(stored);
    out.validation = std::move(v->report);
    out.heldOut = std::move(v->heldOut);
    out.placed = int(out.heldOut.size());
    out.unplaced = out.validation.unplaced;
    out.validatedAt = v->at;
    return out;
}

} // namespace moeplan::core
