#pragma once
// Which runs of a history disagree with their deployment's other measured loads (checkRuns),
// found in a worker thread: the History page's "Disagreeing only" filter; and how the runs of
// files about to be imported stand against the history (checkNewRuns): the import preview. The
// job works on copies of the catalog, the profiles and the runs; the result is a plain value.

#include "calibration.h"
#include "runcheck.h"

#include <QFutureWatcher>
#include <QObject>
#include <QSet>
#include <QThreadPool>
#include <QVector>

#include <atomic>
#include <functional>
#include <memory>

namespace moeplan::core {

struct RunCheckScan
{
    QSet<qint64> disagreeing; ///< row ids of the runs that disagree (start())
    /// Of those, the runs whose TPOT (TTFT) disagrees (the History table marks that cell).
    QSet<qint64> tpotDisagreeing, ttftDisagreeing;
    int checked = 0;                      ///< runs checked
    std::vector<HistoryRunCheck> newRuns; ///< each new run's check, in order (startNew())
    QString error;                        ///< the history could not be read (nothing checked)
};

class RunCheckJob final : public QObject
{
    Q_OBJECT
public:
    explicit RunCheckJob(QObject *parent = nullptr);
    /// Stops a running scan and waits for it.
    ~RunCheckJob() override;

    /// Checks `runs` (a whole history) against `profiles` in the background. A start while a
    /// scan runs supersedes it: only the last start's result is reported.
    void start(const Catalog &catalog, const ProfileSet &profiles, QVector<RunRecord> runs);
    /// The same for every run of the history at `historyPath` (file or server URL), read in the
    /// worker on a connection of its own: the window's thread reads nothing.
    void start(const Catalog &catalog, const ProfileSet &profiles, const QString &historyPath);
    /// Checks `runs`, not in the history at `historyPath`, beside its runs (checkNewRuns; which
    /// of them it holds already is looked up by run_key), all read in the worker; supersedes a
    /// running scan as start() does.
    void startNew(const Catalog &catalog, const ProfileSet &profiles, const QString &historyPath,
                  QVector<RunRecord> runs);
    bool isRunning() const { return m_watcher.isRunning(); }

signals:
    /// The last started scan ended.
    void finished(const moeplan::core::RunCheckScan &scan);

private:
    void onWorkerFinished();
    /// Runs `work` on the job's thread with a fresh cancel flag, superseding the last scan.
    void run(std::function<RunCheckScan(const std::atomic_bool &cancel)> work);

    QThreadPool m_pool;
    QFutureWatcher<RunCheckScan> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancel; ///< the last scan's
};

} // namespace moeplan::core

Q_DECLARE_METATYPE(moeplan::core::RunCheckScan)
