#include "runcheckjob.h"

#include "historystore.h"
#include "runcheck.h"
#include "teamhistory.h"

#include <QFileInfo>

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

namespace {

/// Every run of `runs` checked, unless `cancel` is raised meanwhile.
RunCheckScan scanRuns(const Catalog &catalog, const ProfileSet &profiles,
                      const QVector<RunRecord> &runs, const std::atomic_bool &cancel)
{
    RunCheckScan scan;
    const auto go = [&cancel](const RunRecord &) { return !cancel.load(); };
    for (const HistoryRunCheck &c : checkRuns(catalog, profiles, runs, go)) {
        ++scan.checked;
        if (!c.disagrees())
            continue;
        scan.disagreeing.insert(c.runId);
        if (c.check->tpotDisagrees)
            scan.tpotDisagreeing.insert(c.runId);
        if (c.check->ttftDisagrees)
            scan.ttftDisagreeing.insert(c.runId);
    }
    return scan;
}

/// The runs of the history at `path`, read on a connection of this thread; `error` says why not.
QVector<RunRecord> readHistory(const QString &path, HistoryStore &store, QString &error)
{
    // HistoryStore::open creates a missing file: a check never should.
    if (!isServerUrl(path) && !QFileInfo::exists(path)) {
        error = RunCheckJob::tr("%1: no such history database").arg(path);
        return {};
    }
    if (const QString e = store.open(path); !e.isEmpty()) {
        error = e;
        return {};
    }
    return store.runs({}, &error);
}

} // namespace

void RunCheckJob::start(const Catalog &catalog, const ProfileSet &profiles, QVector<RunRecord> runs)
{
    // Copies: the window may change its catalog or refit while the scan runs.
    run([cat = std::make_shared<const Catalog>(catalog),
         set = std::make_shared<const ProfileSet>(profiles), runs = std::move(runs)](
            const std::atomic_bool &cancel) { return scanRuns(*cat, *set, runs, cancel); });
}

void RunCheckJob::start(const Catalog &catalog, const ProfileSet &profiles,
                        const QString &historyPath)
{
    run([cat = std::make_shared<const Catalog>(catalog),
         set = std::make_shared<const ProfileSet>(profiles),
         historyPath](const std::atomic_bool &cancel) {
        HistoryStore store;
        QString error;
        const QVector<RunRecord> runs = readHistory(historyPath, store, error);
        if (!error.isEmpty()) {
            RunCheckScan failed;
            failed.error = error;
            return failed;
        }
        return scanRuns(*cat, *set, runs, cancel);
    });
}

void RunCheckJob::startNew(const Catalog &catalog, const ProfileSet &profiles,
                           const QString &historyPath, QVector<RunRecord> runs)
{
    run([cat = std::make_shared<const Catalog>(catalog),
         set = std::make_shared<const ProfileSet>(profiles), historyPath,
         runs = std::move(runs)](const std::atomic_bool &) {
        RunCheckScan scan;
        HistoryStore store;
        const QVector<RunRecord> history = readHistory(historyPath, store, scan.error);
        QStringList keys;
        for (const RunRecord &r : runs)
            keys << r.runKey();
        QVector<qint64> stored;
        if (scan.error.isEmpty())
            stored = store.runIdsOfKeys(keys, &scan.error);
        if (!scan.error.isEmpty())
            return scan;
        scan.newRuns = checkNewRuns(*cat, *set, history, runs, stored);
        scan.checked = int(scan.newRuns.size());
        return scan;
    });
}

void RunCheckJob::onWorkerFinished()
{
    emit finished(m_watcher.result());
}

} // namespace moeplan::core
