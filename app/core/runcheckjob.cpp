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
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
    m_pool.waitForDone();
}

void RunCheckJob::start(const Catalog &catalog, const ProfileSet &profiles, QVector<RunRecord> runs)
{
    // Copies: the window may change its catalog or refit while the scan runs.
    auto cat = std::make_shared<const Catalog>(catalog);
    auto set = std::make_shared<const ProfileSet>(profiles);
    // A scan superseded (or left by the window closing) skips the runs it has not checked.
    if (m_cancel)
        m_cancel->store(true);
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    auto future = QtConcurrent::run(&m_pool, [cat, set, cancel, runs = std::move(runs)] {
        RunCheckScan scan;
        const auto go = [&cancel](const RunRecord &) { return !cancel->load(); };
        for (const HistoryRunCheck &c : checkRuns(*cat, *set, runs, go)) {
            ++scan.checked;
            if (c.disagrees())
                scan.disagreeing.insert(c.runId);
        }
        return scan;
    });
    // Only this scan's result is reported.
    m_watcher.setFuture(future);
}

void RunCheckJob::onWorkerFinished()
{
    emit finished(m_watcher.result());
}

} // namespace moeplan::core
