// The background refit: it fits, cross-validates and stores on its own connection, reports
// progress through the stages, refuses a second start, stores nothing when cancelled, and
// names the file when the history cannot be used. On the measured sample (read at run time
// from ../shared/data, skipped where absent) it prints how long a refit takes and how often a
// timer in the calling thread ticked meanwhile. The check of every run (RunCheckJob) reports only
// its last scan.

#include "calibrationjob.h"
#include "catalogloader.h"
#include "historystore.h"
#include "importers.h"
#include "runcheckjob.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace moeplan;
using namespace moeplan::core;

namespace {

const QString kSample = QStringLiteral(MOEPLAN_SHARED_DIR "/data/silicon_sample_train.csv");
/// A guard against a hang, not a timing check (Qt Test's own watchdog is 5 minutes, longer
/// under scripts/sanitize.sh).
constexpr int kTimeoutMs = 1200000;

/// A stored set that no refit writes: a profile named "marker/none" fitted in 2000.
QVector<StoredProfile> markerSet()
{
    Profile p;
    p.gpu = QStringLiteral("marker");
    p.engine = QStringLiteral("none");
    p.fittedAt = QStringLiteral("2000-01-01T00:00:00Z");
    p.params = CalibrationParams::datasheet();
    for (int j = 0; j < kFitParamCount; ++j)
        p.estimates[std::size_t(j)].value = p.params.*fitParamInfo(FitParam(j)).member;
    ProfileSet set;
    set.profiles.push_back(p);
    return toStoredSet(set);
}

QStringList storedNames(const QString &path)
{
    HistoryStore store;
    if (!store.open(path).isEmpty())
        return {QStringLiteral("(cannot open)")};
    QStringList names;
    for (const StoredProfile &s : store.profiles())
        names << s.name;
    return names;
}

CalibrationOutcome outcomeOf(const QSignalSpy &spy)
{
    return spy.isEmpty() ? CalibrationOutcome{}
                         : qvariant_cast<CalibrationOutcome>(spy.constFirst().constFirst());
}

} // namespace

class TestCalibrationJob : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("history-%1.sqlite").arg(++m_count));
        HistoryStore store;
        QCOMPARE(store.open(m_path), QString());
        QCOMPARE(store.ensureReferenceRuns(), QString());
        QCOMPARE(store.saveProfiles(markerSet(), true), QString());
    }

    void refitFitsValidatesAndStores()
    {
        CalibrationJob job;
        QSignalSpy finished(&job, &CalibrationJob::finished);
        QSignalSpy progress(&job, &CalibrationJob::progress);
        QVERIFY(job.start(m_path, bundledCatalog(), 5));
        QVERIFY(job.isRunning());
        QVERIFY(finished.wait(kTimeoutMs));
        QVERIFY(!job.isRunning());
        QCOMPARE(finished.count(), 1);
        const CalibrationOutcome out = outcomeOf(finished);
        QVERIFY2(out.ok(), qPrintable(out.error));
        QCOMPARE(out.historyPath, m_path);
        QCOMPARE(out.folds, 5);
        QVERIFY(out.placed > 20);
        QVERIFY(!out.profiles.profiles.isEmpty());
        // Every placed run is predicted once, by a fit that did not see it.
        QCOMPARE(out.heldOut.size(), out.placed);
        QCOMPARE(out.validation.heldOut.size(), std::size_t(0));
        QVERIFY(out.validation.overall.tpotCount > 0);
        QVERIFY(!out.validation.byGpu.isEmpty());
        QVERIFY(!out.validation.byEngine.isEmpty());
        QVERIFY(!out.validation.byModel.isEmpty());
        QVERIFY(!out.validation.byMode.isEmpty());
        for (const HeldOutPoint &p : out.heldOut) {
            QVERIFY(!p.gpu.isEmpty());
            QVERIFY(!p.provenance.isEmpty());
            if (p.ok && p.measuredTpotMs > 0)
                QVERIFY(p.tpotLoMs <= p.tpotMs && p.tpotMs <= p.tpotHiMs);
        }

        // The fitted set replaced the stored one.
        QStringList expected;
        for (const Profile &p : out.profiles.profiles)
            expected << p.name();
        // ... with the architecture offsets and the cross-validated errors beside it.
        expected << QLatin1String(kModelOffsetsProfile) << QLatin1String(kValidationProfile);
        expected.sort();
        QStringList stored = storedNames(m_path);
        stored.sort();
        QCOMPARE(stored, expected);

        // Progress: every stage, never decreasing, ending at 100.
        QVERIFY(progress.count() >= 4);
        QStringList stages;
        int last = -1;
        for (const QList<QVariant> &args : progress) {
            const int percent = args.at(0).toInt();
            QVERIFY2(percent >= last,
                     qPrintable(QStringLiteral("%1 after %2").arg(percent).arg(last)));
            last = percent;
            if (!stages.contains(args.at(1).toString()))
                stages << args.at(1).toString();
        }
        QCOMPARE(last, 100);
        QCOMPARE(stages,
                 QStringList({CalibrationJob::stageText(RecalibrationStage::ReadingRuns),
                              CalibrationJob::stageText(RecalibrationStage::Fitting),
                              CalibrationJob::stageText(RecalibrationStage::CrossValidating),
                              CalibrationJob::stageText(RecalibrationStage::Saving)}));
    }

    void secondStartIsRefused()
    {
        CalibrationJob job;
        QSignalSpy finished(&job, &CalibrationJob::finished);
        QVERIFY(job.start(m_path, bundledCatalog(), 3));
        QVERIFY(!job.start(m_path, bundledCatalog(), 3));
        QVERIFY(finished.wait(kTimeoutMs));
        QTest::qWait(50); // a second (refused) refit would finish about now
        QCOMPARE(finished.count(), 1);
        // Once finished, it starts again.
        QVERIFY(job.start(m_path, bundledCatalog(), 3));
        QVERIFY(finished.wait(kTimeoutMs));
        QCOMPARE(finished.count(), 2);
    }

    void cancelStoresNothing()
    {
        CalibrationJob job;
        QSignalSpy finished(&job, &CalibrationJob::finished);
        QVERIFY(job.start(m_path, bundledCatalog(), 5));
        job.cancel();
        QVERIFY(finished.wait(kTimeoutMs));
        QCOMPARE(finished.count(), 1);
        const CalibrationOutcome out = outcomeOf(finished);
        QVERIFY(out.cancelled);
        QVERIFY(!out.ok());
        QCOMPARE(out.error, QString());
        QVERIFY(out.profiles.profiles.isEmpty());
        QVERIFY(out.heldOut.isEmpty());
        QCOMPARE(storedNames(m_path),
                 QStringList({QStringLiteral("marker/none"), QLatin1String(kModelOffsetsProfile)}));
    }

    void unusableHistoryIsNamed_data()
    {
        QTest::addColumn<QByteArray>("content"); // empty: no file at all
        QTest::newRow("text file") << QByteArray("id,model\n1,deepseek-r1\n");
        QTest::newRow("missing") << QByteArray();
    }

    void unusableHistoryIsNamed()
    {
        QFETCH(QByteArray, content);
        const QString path = m_dir.filePath(QStringLiteral("not-a-history-%1.txt").arg(++m_count));
        if (!content.isEmpty()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        CalibrationJob job;
        QSignalSpy finished(&job, &CalibrationJob::finished);
        QVERIFY(job.start(path, bundledCatalog()));
        QVERIFY(finished.wait(kTimeoutMs));
        const CalibrationOutcome out = outcomeOf(finished);
        QVERIFY(!out.cancelled);
        QVERIFY2(out.error.contains(path), qPrintable(out.error));
        QVERIFY(out.profiles.profiles.isEmpty());
        // Left as it was: a text file unchanged, a missing file not created.
        if (content.isEmpty()) {
            QVERIFY(!QFile::exists(path));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), content);
        }
    }

    /// Not a timing assertion: prints the refit's time on the measured sample and how the
    /// calling thread's event loop fared meanwhile (a 20 ms timer's ticks and longest gap).
    void runCheckReportsTheLastScanOnly()
    {
        // The History page's "Disagreeing only" scan: a start while one runs supersedes it, and
        // only the newer result arrives.
        HistoryStore store;
        QCOMPARE(store.open(m_path), QString());
        const QVector<RunRecord> runs = store.runs();
        QVERIFY(runs.size() > 5);
        RunCheckJob job;
        QSignalSpy done(&job, &RunCheckJob::finished);
        job.start(bundledCatalog(), ProfileSet{}, runs);
        job.start(bundledCatalog(), ProfileSet{}, runs.mid(0, 5));
        QVERIFY(done.wait(kTimeoutMs));
        QTest::qWait(200); // a late result of the first scan would arrive meanwhile
        QCOMPARE(done.count(), 1);
        QCOMPARE(qvariant_cast<RunCheckScan>(done.constFirst().constFirst()).checked, 5);
        QVERIFY(!job.isRunning());
    }

    void measuredSampleInTheBackground()
    {
        if (!QFile::exists(kSample))
            QSKIP("../shared/data/silicon_sample_train.csv absent");
        const ImportedFile file = importResultFile(kSample);
        QVERIFY2(file.ok(), qPrintable(file.error()));
        const QString path = m_dir.filePath(QStringLiteral("sample.sqlite"));
        {
            HistoryStore store;
            QCOMPARE(store.open(path), QString());
            QVERIFY(store.importRuns(file.source, file.runs).ok());
        }
        CalibrationJob job;
        QSignalSpy finished(&job, &CalibrationJob::finished);
        QElapsedTimer clock;
        int ticks = 0;
        qint64 lastTick = 0, longestGap = 0;
        QTimer timer;
        timer.setInterval(20);
        connect(&timer, &QTimer::timeout, this, [&] {
            ++ticks;
            const qint64 now = clock.elapsed();
            longestGap = std::max(longestGap, now - lastTick);
            lastTick = now;
        });
        clock.start();
        timer.start();
        // Under AddressSanitizer two folds: the same code at half the time (the normal build
        // prints the five-fold figures).
        const int folds = testutil::kUnderAsan ? 2 : 5;
        QVERIFY(job.start(path, bundledCatalog(), folds));
        QVERIFY(finished.wait(kTimeoutMs));
        const qint64 wall = clock.elapsed();
        timer.stop();
        const CalibrationOutcome out = outcomeOf(finished);
        QVERIFY2(out.ok(), qPrintable(out.error));
        QCOMPARE(out.heldOut.size(), out.placed);
        // The bands of predictions corrected by a deployment's other loads are the whole
        // history's, stored with the profiles for the planner and the History page.
        {
            HistoryStore store;
            QCOMPARE(store.open(path), QString());
            const ProfileSet stored = fromStoredSet(store.profiles());
            for (int mode = 0; mode < 2; ++mode) {
                QVERIFY(out.profiles.correctedTpotBand[mode] &&
                        out.profiles.correctedTtftBand[mode]);
                QCOMPARE(stored.correctedTpotBand[mode], out.profiles.correctedTpotBand[mode]);
                QCOMPARE(stored.correctedTtftBand[mode], out.profiles.correctedTtftBand[mode]);
            }
        }
        qInfo("refit with %d-fold CV on %d placed runs (%d unplaced), %d profiles: %lld ms in the "
              "worker, %lld ms wall; the calling thread's 20 ms timer ticked %d times, longest "
              "gap %lld ms; CV median TPOT error %.1f%%, TTFT %.1f%%",
              folds, out.placed, out.unplaced, int(out.profiles.profiles.size()), out.elapsedMs,
              wall, ticks, longestGap, 100 * out.validation.overall.tpotMedianApe,
              100 * out.validation.overall.ttftMedianApe);

        // How soon a cancel takes effect in the middle of the work (printed, not asserted).
        QVERIFY(job.start(path, bundledCatalog(), folds));
        QTest::qWait(int(std::min<qint64>(3000, out.elapsedMs / 2)));
        QElapsedTimer cancelClock;
        cancelClock.start();
        job.cancel();
        QVERIFY(finished.wait(kTimeoutMs));
        const CalibrationOutcome cancelled =
            qvariant_cast<CalibrationOutcome>(finished.constLast().constFirst());
        QVERIFY(cancelled.cancelled);
        qInfo("cancel during the refit took effect after %lld ms", cancelClock.elapsed());
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_count = 0;
};

QTEST_GUILESS_MAIN(TestCalibrationJob)
#include "tst_calibrationjob.moc"
