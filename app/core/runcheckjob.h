#pragma once
// Which runs of a history disagree with their deployment's other measured loads (checkRuns),
// found in a worker thread: the History page's "Disagreeing only" filter. The job works on
// copies of the catalog, the profiles and the runs; the result is a plain value.

#include "calibration.h"

#include <QFutureWatcher>
#include <QObject>
#include <QSet>
#include <QThreadPool>
#include <QVector>

#include <atomic>
#include <memory>

namespace moeplan::core {

struct RunCheckScan
{
    QSet<qint64> disagreeing; ///< row ids of the runs that disagree
    int checked = 0;          ///< runs checked
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
    bool isRunning() const { return m_watcher.isRunning(); }

signals:
    /// The last started scan ended.
    void finished(const moeplan::core::RunCheckScan &scan);

private:
    void onWorkerFinished();

    QThreadPool m_pool;
    QFutureWatcher<RunCheckScan> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancel; ///< the last scan's
};

} // namespace moeplan::core

Q_DECLARE_METATYPE(moeplan::core::RunCheckScan)
