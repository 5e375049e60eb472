#include "runcheckjob.h"

#include "runcheck.h"

#include <QtConcurrent/QtConcurrentRun>

#include <memory>

namespace moeplan::core {

RunCheckJob::RunCheckJob(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    connect(&m_watcher, &QFutureWatcher<RunCheckScan>::finished, this,
            &RunCheckJob::onWorkerFinished);
}

RunCheckJob::~RunCheckJob()
{
    m_watcher.waitForFinished();
    m_pool.waitForDone();
}

void RunCheckJob::start(const Catalog &catalog, const ProfileSet &profiles, QVector<RunRecord> runs)
{
    // Copies: the window may change its catalog or refit while the scan runs.
    auto cat = std::make_shared<const Catalog>(catalog);
    auto set = std::make_shared<const ProfileSet>(profiles);
    auto future = QtConcurrent::run(&m_pool, [cat, set, runs = std::move(runs)] {
        RunCheckScan scan;
        for (const HistoryRunCheck &c : checkRuns(*cat, *set, runs)) {
            ++scan.checked;
            if (c.disagrees())
                scan.disagreeing.insert(c.runId);
        }
        return scan;
    });
    // A scan still running finishes unwatched (the pool runs one at a time); only this one's
    // result is reported.
    m_watcher.setFuture(future);
}

void RunCheckJob::onWorkerFinished()
{
    if (m_watcher.isCanceled())
        return;
    emit finished(m_watcher.result());
}

} // namespace moeplan::core
