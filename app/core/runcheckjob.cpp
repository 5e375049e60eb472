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

void RunCheckJob::run(std::function<RunCheckScan(const std::atomic_bool &cancel)> work)
{
    // A scan superseded (or left by the window closing) skips the runs it has not checked.
    if (m_cancel)
        m_cancel->store(true);
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    // Only this scan's result is reported.
    m_watcher.setFuture(
        QtConcurrent::run(&m_pool, [cancel, work = std::move(work)] { return work(*cancel); }));
}

void RunCheckJob::start(const Catalog &catalog, const ProfileSet &profiles, QVector<RunRecord> runs)
{
    // Copies: the window may change its catalog or refit while the scan runs.
    run([cat = std::make_shared<const Catalog>(catalog),
         set = std::make_shared<const ProfileSet>(profiles),
         runs = std::move(runs)](const std::atomic_bool &cancel) {
        RunCheckScan scan;
        const auto go = [&cancel](const RunRecord &) { return !cancel.load(); };
        for (const HistoryRunCheck &c : checkRuns(*cat, *set, runs, go)) {
            ++scan.checked;
            if (c.disagrees())
                scan.disagreeing.insert(c.runId);
        }
        return scan;
    });
}

void RunCheckJob::startNew(const Catalog &catalog, const ProfileSet &profiles,
                           QVector<RunRecord> history, QVector<RunRecord> runs,
                           QVector<qint64> storedIds)
{
    run([cat = std::make_shared<const Catalog>(catalog),
         set = std::make_shared<const ProfileSet>(profiles), history = std::move(history),
         runs = std::move(runs), storedIds = std::move(storedIds)](const std::atomic_bool &) {
        RunCheckScan scan;
        scan.newRuns = checkNewRuns(*cat, *set, history, runs, storedIds);
        scan.checked = int(scan.newRuns.size());
        return scan;
    });
}

void RunCheckJob::onWorkerFinished()
{
    emit finished(m_watcher.result());
}

} // namespace moeplan::core
