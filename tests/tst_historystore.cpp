// The benchmark history store: schema creation, all-or-nothing imports, de-duplication, merges
// of other databases, and refusal of files that are not (our) history databases. Every file is
// written by the test itself.

#include "historystore.h"
#include "testruns.h"
#include "testsql.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

using moeplan::core::HistoryStore;
using moeplan::core::RunFilter;
using moeplan::core::RunRecord;
using moeplan::core::SourceInfo;
using moeplan::core::StoredProfile;

namespace {

RunRecord makeRun(int i)
{
    RunRecord r;
    r.measuredAt = QStringLiteral("2026-01-02T03:04:05Z");
    r.model = i % 2 ? QStringLiteral("kimi-k2.5") : QStringLiteral("deepseek-r1");
    r.precision = QStringLiteral("fp4");
    r.engine = QStringLiteral("trtllm");
    r.engineVersion = QStringLiteral("1.1.0");
    r.gpu = i % 3 ? QStringLiteral("gb200") : QStringLiteral("b200");
    r.gpus = 8;
    r.topology =
        r.gpu == QLatin1String("gb200") ? QStringLiteral("nvl72") : QStringLiteral("hgx-ib");
    r.nodes = 1;
    r.tp = 1;
    r.ep = 8;
    r.attnDp = 8;
    r.concurrencyConfigured = 64.0 * (i + 1);
    r.batchPerRank = 8.0 * (i + 1);
    r.isl = 1024;
    r.osl = 1024;
    r.tpotMeanMs = 10.0 + i;
    r.ttftMeanMs = 200.0 + i;
    r.outputTokS = 5000.0 / (i + 1);
    return r;
}

SourceInfo makeSource(const QString &name)
{
    return testutil::sourceNamed(name);
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

/// A history with runs 0..n-1, closed again (WAL checkpointed) when this returns.
void makeHistory(const QString &path, int n, const QString &sourceName)
{
    HistoryStore store;
    QCOMPARE(store.open(path), QString());
    QVector<RunRecord> runs;
    for (int i = 0; i < n; ++i)
        runs << makeRun(i);
    const auto outcome = store.importRuns(makeSource(sourceName), runs);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error));
    QCOMPARE(outcome.imported, n);
}

/// Builds an SQLite file with a foreign schema (fixture only; the product's SQL lives in the
/// history store).
void makeForeignDb(const QString &path)
{
    const QString name = QStringLiteral("fixture-foreign");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(
            q.exec(QStringLiteral("CREATE TABLE bookmarks (id INTEGER PRIMARY KEY, url TEXT)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO bookmarks (url) VALUES ('https://x')")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

class TestHistoryStore : public QObject
{
    Q_OBJECT

private slots:
    void createImportReopen();
    void importTwiceAddsNothing();
    void sameRunsFromAnotherSourceAreDuplicates();
    void importIsAllOrNothing();
    void filters();
    void stringsAreBoundNotSpliced();
    void mergeAnotherDatabase();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void runKeyIgnoresNotesAndSource();
    // The row codec's column table and the newest frozen schema must agree: every column of
    // `runs` is one the codec binds and reads, and a column the codec leaves NULL for an empty
    // run is one the schema lets be NULL (a drift fails every import, or reads garbage).
    void columnTableIsTheSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        {
            HistoryStore store;
            QCOMPARE(store.open(path), QString());
        }
        QStringList tableColumns;
        QSet<QString> notNull;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "schema");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA table_info(runs)")));
            while (q.next()) {
                const QString name = q.value(1).toString();
                if (name == QLatin1String("id") || name == QLatin1String("source_id") ||
                    name == QLatin1String("run_key"))
                    continue;
                tableColumns << name;
                if (q.value(3).toInt() != 0)
                    notNull.insert(name);
            }
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("schema"));
        const QStringList codec = HistoryStore::runColumns();
        QStringList sortedTable = tableColumns, sortedCodec = codec;
        sortedTable.sort();
        sortedCodec.sort();
        QCOMPARE(sortedTable, sortedCodec);
        const QVariantList empty = HistoryStore::runColumnValues(RunRecord{});
        QCOMPARE(empty.size(), codec.size());
        for (int i = 0; i < codec.size(); ++i) {
            if (notNull.contains(codec.at(i)))
                QVERIFY2(!empty.at(i).isNull(), qPrintable(codec.at(i)));
        }
        // And the other way: a nullable column holds NULL for an unset value, not 0 or "".
        QVERIFY(empty.at(codec.indexOf(QStringLiteral("nodes"))).isNull());
        QVERIFY(empty.at(codec.indexOf(QStringLiteral("notes"))).isNull());
        QVERIFY(empty.at(codec.indexOf(QStringLiteral("ttft_mean_ms"))).isNull());
    }

    void runKeyGoldenVector();
    void upgradesVersion1InPlace();
    void profilesRoundTripAndReplace();
    void profileWithUnknownRunChangesNothing();
    void runById();
    void storedKeysAreRunKeys();
    void referenceRunsOnce();
    void runsFileErrors();
    void refusesForeignSchemaObjects_data();
    void refusesForeignSchemaObjects();
    void mergeChecksEveryRun();
    void mergeCopiesOddRowsAsAnImportWould();
    void creationBringsReferenceRunsAtomically();
    void profilesStaleUntilRefit();
    void concurrentCreatorsAndWriters();
    void busyHistoryIsReportedAsBusy();
};

void TestHistoryStore::createImportReopen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/history.sqlite"));
    {
        HistoryStore store;
        QCOMPARE(store.open(path), QString());
        QCOMPARE(store.count(), qint64(0));
        const auto outcome =
            store.importRuns(makeSource(QStringLiteral("a.json")), {makeRun(0), makeRun(1)});
        QVERIFY2(outcome.ok(), qPrintable(outcome.error));
        QCOMPARE(outcome.imported, 2);
        QCOMPARE(outcome.duplicates, 0);
    }
    // The user_version sits at offset 60 of the header, big-endian.
    const QByteArray header = fileBytes(path).left(100);
    QCOMPARE(header.left(16), QByteArray("SQLite format 3\0", 16));
    QCOMPARE(int(header.at(63)), HistoryStore::kSchemaVersion);

    HistoryStore again;
    QCOMPARE(again.open(path), QString());
    QCOMPARE(again.count(), qint64(2));
    const QVector<RunRecord> runs = again.runs();
    QCOMPARE(runs.size(), 2);
    const RunRecord expected = makeRun(1);
    const RunRecord &got = runs.at(1);
    QCOMPARE(got.model, expected.model);
    QCOMPARE(got.gpu, expected.gpu);
    QCOMPARE(got.topology, expected.topology);
    QCOMPARE(got.ep, 8);
    QCOMPARE(got.attnDp, 8);
    QCOMPARE(got.serving, QStringLiteral("agg"));
    QCOMPARE(got.prefillWorkers, 0);
    QVERIFY(got.tpotMeanMs.has_value());
    QCOMPARE(*got.tpotMeanMs, 11.0);
    QCOMPARE(*got.concurrencyConfigured, 128.0);
    QVERIFY(!got.itlMeanMs.has_value());
    QVERIFY(!got.acceptanceLength.has_value());
    QCOMPARE(got.runKey(), expected.runKey());
}

void TestHistoryStore::importTwiceAddsNothing()
{
    QTemporaryDir dir;
    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    const QVector<RunRecord> runs{makeRun(0), makeRun(1), makeRun(2)};
    const auto first = store.importRuns(makeSource(QStringLiteral("a.json")), runs);
    QCOMPARE(first.imported, 3);
    // The ids of the runs added, for undoing the import.
    QCOMPARE(first.runIds.size(), 3);
    for (qint64 id : first.runIds)
        QVERIFY(store.runById(id));
    const auto second = store.importRuns(makeSource(QStringLiteral("a.json")), runs);
    QVERIFY(second.ok());
    QCOMPARE(second.imported, 0);
    QCOMPARE(second.duplicates, 3);
    QVERIFY(second.runIds.isEmpty());
    QCOMPARE(store.count(), qint64(3));
}

void TestHistoryStore::sameRunsFromAnotherSourceAreDuplicates()
{
    QTemporaryDir dir;
    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    QCOMPARE(
        store.importRuns(makeSource(QStringLiteral("a.json")), {makeRun(0), makeRun(1)}).imported,
        2);
    RunRecord renamed = makeRun(1);
    renamed.notes = QStringLiteral("the same run, exported again");
    const auto outcome =
        store.importRuns(makeSource(QStringLiteral("b.json")), {renamed, makeRun(2)});
    QVERIFY(outcome.ok());
    QCOMPARE(outcome.imported, 1);
    QCOMPARE(outcome.duplicates, 1);
    QCOMPARE(store.count(), qint64(3));
}

void TestHistoryStore::importIsAllOrNothing()
{
    QTemporaryDir dir;
    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    QCOMPARE(store.importRuns(makeSource(QStringLiteral("a.json")), {makeRun(0)}).imported, 1);
    const qint64 before = store.count();

    RunRecord bad = makeRun(2);
    bad.gpus = 0; // violates the schema's CHECK
    const auto outcome =
        store.importRuns(makeSource(QStringLiteral("bad.json")), {makeRun(1), bad, makeRun(3)});
    QVERIFY(!outcome.ok());
    QVERIFY2(outcome.error.contains(QLatin1String("bad.json")), qPrintable(outcome.error));
    QCOMPARE(outcome.imported, 0);
    QCOMPARE(store.count(), qint64(before));

    RunRecord negative = makeRun(4);
    negative.ttftMeanMs = -1.0;
    QVERIFY(!store.importRuns(makeSource(QStringLiteral("neg.json")), {negative}).ok());
    QCOMPARE(store.count(), qint64(before));

    // The refused source was not recorded: the corrected file imports.
    const auto fixed =
        store.importRuns(makeSource(QStringLiteral("bad.json")), {makeRun(1), makeRun(3)});
    QVERIFY2(fixed.ok(), qPrintable(fixed.error));
    QCOMPARE(fixed.imported, 2);
}

void TestHistoryStore::filters()
{
    QTemporaryDir dir;
    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    QVector<RunRecord> runs;
    for (int i = 0; i < 6; ++i)
        runs << makeRun(i);
    QCOMPARE(store.importRuns(makeSource(QStringLiteral("a.json")), runs).imported, 6);
    QCOMPARE(store.runs().size(), 6);
    QCOMPARE(store.runs({QStringLiteral("kimi-k2.5"), {}, {}}).size(), 3);
    QCOMPARE(store.runs({{}, QStringLiteral("b200"), {}}).size(), 2);
    QCOMPARE(store.runs({QStringLiteral("kimi-k2.5"), QStringLiteral("b200"), {}}).size(), 1);
    QCOMPARE(store.runs({{}, {}, QStringLiteral("vllm")}).size(), 0);
    QCOMPARE(store.runs({{}, {}, QStringLiteral("trtllm")}).size(), 6);
}

void TestHistoryStore::stringsAreBoundNotSpliced()
{
    QTemporaryDir dir;
    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    RunRecord r = makeRun(0);
    const QString evil = QStringLiteral("x'); DROP TABLE runs; --");
    r.model = evil;
    r.notes = QStringLiteral("\"quoted\" 'and' ;");
    SourceInfo s = makeSource(QStringLiteral("it's \"a\" file'; DELETE FROM sources; --"));
    QVERIFY(store.importRuns(s, {r}).ok());
    QCOMPARE(store.count(), qint64(1));
    const auto back = store.runs({evil, {}, {}});
    QCOMPARE(back.size(), 1);
    QCOMPARE(back.first().model, evil);
    QCOMPARE(back.first().notes, r.notes);
}

void TestHistoryStore::mergeAnotherDatabase()
{
    QTemporaryDir dir;
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    makeHistory(node, 3, QStringLiteral("node.json")); // runs 0, 1, 2
    const QByteArray nodeBefore = fileBytes(node);

    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("main.sqlite"))), QString());
    QCOMPARE(store.importRuns(makeSource(QStringLiteral("local.json")), {makeRun(2), makeRun(7)})
                 .imported,
             2);

    const auto merged = store.mergeFrom(node);
    QVERIFY2(merged.ok(), qPrintable(merged.error));
    QCOMPARE(merged.imported, 2); // run 2 is already there
    QCOMPARE(merged.duplicates, 1);
    QCOMPARE(store.count(), qint64(4));
    QCOMPARE(merged.runIds.size(), 2);
    for (qint64 id : merged.runIds)
        QCOMPARE(store.runById(id)->sourceFile, QStringLiteral("node.json"));

    const auto again = store.mergeFrom(node);
    QVERIFY(again.ok());
    QCOMPARE(again.imported, 0);
    QCOMPARE(again.duplicates, 3);
    QCOMPARE(store.count(), qint64(4));

    // Opened read-only: the node's file is unchanged.
    QCOMPARE(fileBytes(node), nodeBefore);
    QVERIFY(!QFile::exists(node + QStringLiteral("-wal")) ||
            QFileInfo(node + QStringLiteral("-wal")).size() == 0);

    // Merging the history into itself is refused.
    QVERIFY(!store.mergeFrom(store.path()).ok());
    QCOMPARE(store.count(), qint64(4));
}

void TestHistoryStore::refusesBadFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("text file") << "text"
                               << "not an SQLite database";
    QTest::newRow("corrupt") << "corrupt"
                             << "";
    QTest::newRow("foreign schema") << "foreign"
                                    << "another schema";
    QTest::newRow("newer version") << "newer"
                                   << "newer than this build";
    QTest::newRow("foreign application id") << "appid"
                                            << "another application";
    QTest::newRow("negative version") << "negative"
                                      << "schema version -1 (PRAGMA user_version) is negative";
}

void TestHistoryStore::refusesBadFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("input.sqlite"));
    if (kind == QLatin1String("text")) {
        writeFile(path, "model,gpu\nkimi-k2.5,gb200\n");
    } else if (kind == QLatin1String("corrupt")) {
        QByteArray bytes("SQLite format 3\0", 16);
        bytes += QByteArray(4080, '\xA5');
        writeFile(path, bytes);
    } else if (kind == QLatin1String("foreign")) {
        makeForeignDb(path);
    } else if (kind == QLatin1String("v1foreign")) {
        makeForeignDb(path);
        QByteArray bytes = fileBytes(path);
        bytes[63] = 1; // user_version 1
        writeFile(path, bytes);
    } else if (kind == QLatin1String("negative")) {
        makeHistory(path, 1, QStringLiteral("x.json"));
        QByteArray bytes = fileBytes(path);
        for (int i = 60; i < 64; ++i) // user_version -1, big-endian
            bytes[i] = char(0xFF);
        writeFile(path, bytes);
    } else {
        makeHistory(path, 1, QStringLiteral("x.json"));
        QByteArray bytes = fileBytes(path);
        const int offset = kind == QLatin1String("newer") ? 60 : 68; // user_version, app id
        bytes[offset + 3] = char(kind == QLatin1String("newer") ? 99 : 7);
        writeFile(path, bytes);
    }
    const QByteArray before = fileBytes(path);

    HistoryStore store;
    const QString error = store.open(path);
    QVERIFY2(!error.isEmpty(), "the bad file was accepted");
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(!store.isOpen());
    QCOMPARE(fileBytes(path), before);

    // Merged into a good history: refused, history unchanged.
    HistoryStore good;
    QCOMPARE(good.open(dir.filePath(QStringLiteral("good.sqlite"))), QString());
    QCOMPARE(good.importRuns(makeSource(QStringLiteral("a.json")), {makeRun(0)}).imported, 1);
    const auto merged = good.mergeFrom(path);
    QVERIFY(!merged.ok());
    QVERIFY2(merged.error.contains(path), qPrintable(merged.error));
    QCOMPARE(good.count(), qint64(1));
    QCOMPARE(fileBytes(path), before);
}

void TestHistoryStore::runKeyGoldenVector()
{
    // The values of tests/data/run-key-golden.json, set field by field: stored histories hold
    // keys made by this recipe, so the same run must keep its key in every version and writer
    // (the collector's copy is held to the same file in tst_collector).
    QFile f(QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/run-key-golden.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject golden = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonObject v = golden.value(QStringLiteral("values")).toObject();
    RunRecord r;
    r.measuredAt = QStringLiteral("2026-11-30T08:15:00Z");
    r.model = QStringLiteral("kimi-k2.6");
    r.precision = QStringLiteral("fp4");
    r.engine = QStringLiteral("sglang");
    r.engineVersion = QStringLiteral("0.5.6 \u00e9");
    r.gpu = QStringLiteral("gb300");
    r.gpus = 72;
    r.topology = QStringLiteral("nvl72");
    r.nodes = 18;
    r.tp = 1;
    r.ep = 72;
    r.attnDp = 72;
    r.pp = 1;
    r.serving = QStringLiteral("disagg");
    r.prefillWorkers = 2;
    r.prefillTp = 4;
    r.prefillEp = 4;
    r.prefillDp = 1;
    r.decodeWorkers = 1;
    r.decodeTp = 1;
    r.decodeEp = 64;
    r.decodeDp = 64;
    r.concurrencyConfigured = 1200.0;
    r.concurrencyAchieved = 1187.5;
    r.batchPerRank = 18.55;
    r.isl = 8192;
    r.osl = 1024;
    r.drafterKind = QStringLiteral("mtp");
    r.draftTokens = 3;
    r.acceptanceLength = 2.7;
    r.tpotMeanMs = 0.1;
    r.tpotMedianMs = 100.0;
    r.tpotP99Ms = 1e20;
    r.itlMeanMs = 1.25e-05;
    r.ttftMeanMs = 123456.789;
    r.ttftP99Ms = 3.0000000000000004;
    r.e2eMeanMs = 1e5;
    r.outputTokS = 123456.0;
    r.totalTokS = 0.3;
    r.requestsPerS = 7.0;
    r.hbmBwUtil = 0.625;
    r.powerW = 1400.0;
    r.notes = QStringLiteral("not in the key");
    // The record above is the file's values (a guard against the two drifting apart).
    QCOMPARE(v.value(QStringLiteral("engine_version")).toString(), r.engineVersion);
    QCOMPARE(v.value(QStringLiteral("ttft_p99_ms")).toDouble(), *r.ttftP99Ms);
    QVERIFY(v.value(QStringLiteral("ttft_median_ms")).isNull());
    QCOMPARE(v.size(), HistoryStore::runColumns().size());
    QCOMPARE(r.runKey(), golden.value(QStringLiteral("key")).toString());

    // Stored and read back (the merge recomputes keys from values read): the same key. (The
    // vector's TPOT p99 of 1e20 ms tests the exponent form but is out of the stored range.)
    RunRecord storable = r;
    storable.tpotP99Ms = 250.0;
    QTemporaryDir dir;
    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    QCOMPARE(store.importRuns(makeSource(QStringLiteral("golden.json")), {storable}).imported, 1);
    const QVector<RunRecord> back = store.runs({});
    QCOMPARE(back.size(), 1);
    QCOMPARE(back.front().runKey(), storable.runKey());
    // The key the store wrote (its binder's own recipe) is the same.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "golden");
        db.setDatabaseName(dir.filePath(QStringLiteral("h.sqlite")));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT run_key FROM runs WHERE NOT is_reference")) &&
                q.next());
        QCOMPARE(q.value(0).toString(), storable.runKey());
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("golden"));
}

void TestHistoryStore::runKeyIgnoresNotesAndSource()
{
    RunRecord a = makeRun(3), b = makeRun(3);
    b.notes = QStringLiteral("other");
    b.isReference = true;
    b.id = 99;
    b.sourceId = 7;
    QCOMPARE(a.runKey(), b.runKey());
    b.tpotMeanMs = *b.tpotMeanMs + 1e-9;
    QVERIFY(a.runKey() != b.runKey());
    b = makeRun(3);
    b.concurrencyConfigured.reset();
    QVERIFY(a.runKey() != b.runKey());
}

namespace {

using testutil::execOn;

QVariant scalarOn(const QString &path, const QString &sql)
{
    const QString name = QStringLiteral("fixture-scalar");
    QVariant v;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                v = q.value(0);
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return v;
}

StoredProfile makeProfile(const QString &name, const QVector<qint64> &runIds)
{
    StoredProfile p;
    p.name = name;
    p.gpu = QStringLiteral("h200");
    p.engine = QStringLiteral("trtllm");
    p.fittedAt = QStringLiteral("2026-11-29T10:00:00Z");
    p.provenance = QStringLiteral("fitted");
    p.paramsJson = QStringLiteral(R"({"a": 1})");
    p.runCount = int(runIds.size());
    p.tpotMedianApe = 0.08;
    p.notes = QStringLiteral("n");
    p.runIds = runIds;
    return p;
}

} // namespace

void TestHistoryStore::upgradesVersion1InPlace()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
    makeHistory(path, 4, QStringLiteral("a.json"));
    // Take the file back to schema version 1 exactly as version 1 wrote it.
    execOn(path,
           {QStringLiteral("DROP TABLE telemetry"), QStringLiteral("DROP TABLE calibration_state"),
            QStringLiteral("DROP TABLE profile_runs"), QStringLiteral("DROP TABLE profiles"),
            QStringLiteral("DROP INDEX runs_gpu"), QStringLiteral("DROP INDEX runs_engine"),
            QStringLiteral("PRAGMA user_version = 1")});
    QCOMPARE(scalarOn(path, QStringLiteral("PRAGMA user_version")).toInt(), 1);
    {
        // A version-1 file merges as it is, and stays version 1 (it is only read).
        HistoryStore other;
        QCOMPARE(other.open(dir.filePath(QStringLiteral("other.sqlite"))), QString());
        const auto merged = other.mergeFrom(path);
        QVERIFY2(merged.ok(), qPrintable(merged.error));
        QCOMPARE(merged.imported, 4);
        const QVector<RunRecord> runs = other.runs();
        for (int i = 0; i < runs.size(); ++i)
            QCOMPARE(runs.at(i).runKey(), makeRun(i).runKey());
    }
    QCOMPARE(scalarOn(path, QStringLiteral("PRAGMA user_version")).toInt(), 1);
    {
        HistoryStore store;
        QCOMPARE(store.open(path), QString());
        QCOMPARE(store.count(), qint64(4));
        QString error;
        QVERIFY(store.profiles(&error).isEmpty());
        QCOMPARE(error, QString());
        const QVector<RunRecord> runs = store.runs();
        QCOMPARE(store.saveProfiles(
                     {makeProfile(QStringLiteral("h200/trtllm"), {runs.at(0).id, runs.at(1).id})}),
                 QString());
    }
    QCOMPARE(scalarOn(path, QStringLiteral("PRAGMA user_version")).toInt(),
             HistoryStore::kSchemaVersion);
    QCOMPARE(scalarOn(path, QStringLiteral("SELECT COUNT(*) FROM profile_runs")).toInt(), 2);
    QCOMPARE(scalarOn(path, QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = "
                                           "'index' AND name IN ('runs_gpu', 'runs_engine')"))
                 .toInt(),
             2);
    // A version-2 file that lacks the profile tables is refused, untouched.
    const QString broken = dir.filePath(QStringLiteral("broken.sqlite"));
    makeHistory(broken, 1, QStringLiteral("b.json"));
    execOn(broken, {QStringLiteral("DROP TABLE profile_runs")});
    const QByteArray before = fileBytes(broken);
    HistoryStore store;
    const QString e = store.open(broken);
    QVERIFY2(e.contains(QLatin1String("profile")) && e.contains(broken), qPrintable(e));
    QCOMPARE(fileBytes(broken), before);
}

void TestHistoryStore::profilesRoundTripAndReplace()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.sqlite"));
    makeHistory(path, 5, QStringLiteral("a.json"));
    HistoryStore store;
    QCOMPARE(store.open(path), QString());
    const QVector<RunRecord> runs = store.runs();
    QCOMPARE(runs.size(), 5);
    StoredProfile b = makeProfile(QStringLiteral("b200/sglang"), {runs.at(4).id});
    b.ttftMedianApe = 0.25;
    b.transferredFrom = QStringLiteral("h200/trtllm");
    QCOMPARE(store.saveProfiles(
                 {makeProfile(QStringLiteral("h200/trtllm"), {runs.at(2).id, runs.at(0).id}), b}),
             QString());
    QString error;
    QVector<StoredProfile> got = store.profiles(&error);
    QCOMPARE(error, QString());
    QCOMPARE(got.size(), 2);
    QCOMPARE(got.at(0).name, QStringLiteral("b200/sglang")); // ordered by name
    QCOMPARE(got.at(0).transferredFrom, QStringLiteral("h200/trtllm"));
    QCOMPARE(got.at(0).ttftMedianApe.value_or(-1), 0.25);
    QCOMPARE(got.at(1).name, QStringLiteral("h200/trtllm"));
    QCOMPARE(got.at(1).gpu, QStringLiteral("h200"));
    QCOMPARE(got.at(1).engine, QStringLiteral("trtllm"));
    QCOMPARE(got.at(1).fittedAt, QStringLiteral("2026-11-29T10:00:00Z"));
    QCOMPARE(got.at(1).paramsJson, QStringLiteral(R"({"a": 1})"));
    QCOMPARE(got.at(1).runCount, 2);
    QCOMPARE(got.at(1).tpotMedianApe.value_or(-1), 0.08);
    QVERIFY(!got.at(1).ttftMedianApe);
    QCOMPARE(got.at(1).runIds, (QVector<qint64>{runs.at(0).id, runs.at(2).id}));

    // Same name again: replaced with its links.
    StoredProfile again = makeProfile(QStringLiteral("h200/trtllm"), {runs.at(3).id});
    again.paramsJson = QStringLiteral(R"({"a": 2})");
    QCOMPARE(store.saveProfiles({again}), QString());
    got = store.profiles();
    QCOMPARE(got.size(), 2);
    QCOMPARE(got.at(1).paramsJson, QStringLiteral(R"({"a": 2})"));
    QCOMPARE(got.at(1).runIds, QVector<qint64>{runs.at(3).id});
    QCOMPARE(scalarOn(path, QStringLiteral("SELECT COUNT(*) FROM profile_runs")).toInt(), 2);
}

void TestHistoryStore::profileWithUnknownRunChangesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.sqlite"));
    makeHistory(path, 2, QStringLiteral("a.json"));
    HistoryStore store;
    QCOMPARE(store.open(path), QString());
    const QVector<RunRecord> runs = store.runs();
    QCOMPARE(store.saveProfiles({makeProfile(QStringLiteral("keep"), {runs.at(0).id})}), QString());
    const QString e = store.saveProfiles({makeProfile(QStringLiteral("new"), {runs.at(1).id}),
                                          makeProfile(QStringLiteral("keep"), {424242})});
    QVERIFY2(e.contains(path) && e.contains(QLatin1String("424242")), qPrintable(e));
    const QVector<StoredProfile> got = store.profiles();
    QCOMPARE(got.size(), 1); // the whole call was rolled back
    QCOMPARE(got.at(0).name, QStringLiteral("keep"));
    QCOMPARE(got.at(0).runIds, QVector<qint64>{runs.at(0).id});
    QVERIFY(!store.saveProfiles({makeProfile(QString(), {})}).isEmpty());
}

void TestHistoryStore::runById()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.sqlite"));
    makeHistory(path, 3, QStringLiteral("a.json"));
    HistoryStore store;
    QCOMPARE(store.open(path), QString());
    const QVector<RunRecord> runs = store.runs();
    const auto r = store.runById(runs.at(1).id);
    QVERIFY(r);
    QCOMPARE(r->id, runs.at(1).id);
    QCOMPARE(r->runKey(), makeRun(1).runKey());
    QString error;
    QVERIFY(!store.runById(999999, &error));
    QVERIFY(error.contains(QLatin1String("999999")));
}

void TestHistoryStore::storedKeysAreRunKeys()
{
    // The bulk insert builds run_key while binding; it must equal RunRecord::runKey().
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.sqlite"));
    HistoryStore store;
    QCOMPARE(store.open(path), QString());
    QVector<RunRecord> runs;
    for (int i = 0; i < 6; ++i)
        runs << makeRun(i);
    runs[1].serving = QStringLiteral("disagg");
    runs[1].prefillWorkers = 2;
    runs[1].prefillTp = 4;
    runs[1].decodeWorkers = 1;
    runs[1].decodeDp = 8;
    runs[2].drafterKind = QStringLiteral("mtp");
    runs[2].acceptanceLength = 2.31;
    runs[3].tpotMeanMs = 1e-5;
    runs[3].outputTokS = 1234567890.25;
    runs[4].notes = QStringLiteral("ü, \"quoted\"");
    runs[5].measuredAt.clear();
    QVERIFY(store.importRuns(makeSource(QStringLiteral("k.json")), runs).ok());
    const QVector<RunRecord> back = store.runs();
    QCOMPARE(back.size(), runs.size());
    for (int i = 0; i < runs.size(); ++i) {
        const QString stored =
            scalarOn(path,
                     QStringLiteral("SELECT run_key FROM runs WHERE id = %1").arg(back.at(i).id))
                .toString();
        QCOMPARE(stored, runs.at(i).runKey());
        QCOMPARE(back.at(i).runKey(), runs.at(i).runKey());
    }
}

void TestHistoryStore::referenceRunsOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.sqlite"));
    qint64 n = 0;
    {
        HistoryStore store;
        QCOMPARE(store.open(path), QString());
        QCOMPARE(store.ensureReferenceRuns(), QString());
        n = store.count();
        QVERIFY(n >= 20);
        QCOMPARE(store.ensureReferenceRuns(), QString());
        QCOMPARE(store.count(), n);
        const QVector<RunRecord> runs = store.runs();
        bool seedAr = false, seedTree = false;
        for (const RunRecord &r : runs) {
            QVERIFY(r.isReference);
            QVERIFY2(r.notes.startsWith(QLatin1String("source: ")), qPrintable(r.notes));
            QVERIFY(r.gpus >= 1 && !r.gpu.isEmpty() && r.tp >= 1 && r.ep >= 1);
            QVERIFY(r.tpotMeanMs || r.outputTokS);
            if (r.model == QLatin1String("kimi-k2.6") && r.gpu == QLatin1String("b300") &&
                r.gpus == 8 && r.tp == 8 && r.tpotMeanMs) {
                const double perUser = 1000.0 / *r.tpotMeanMs;
                if (r.drafterKind.isEmpty() && std::abs(perUser - 133) < 1)
                    seedAr = true;
                if (!r.drafterKind.isEmpty() && std::abs(perUser - 303) < 1 &&
                    std::abs(r.acceptanceLength.value_or(0) - 4.4) < 1e-9)
                    seedTree = true;
            }
        }
        QVERIFY(seedAr);
        QVERIFY(seedTree);
    }
    // Merged into another history, the reference runs stay reference runs and arrive once.
    const QString other = dir.filePath(QStringLiteral("o.sqlite"));
    HistoryStore second;
    QCOMPARE(second.open(other), QString());
    QCOMPARE(second.ensureReferenceRuns(), QString());
    const auto merged = second.mergeFrom(path);
    QVERIFY2(merged.ok(), qPrintable(merged.error));
    QCOMPARE(merged.imported, 0);
    QCOMPARE(second.count(), n);
}

void TestHistoryStore::runsFileErrors()
{
    QVector<RunRecord> runs;
    QVERIFY(HistoryStore::runsFromJson("{", runs).contains(QLatin1String("JSON")));
    QVERIFY(HistoryStore::runsFromJson(R"({"format": "x", "version": 1, "runs": []})", runs)
                .contains(QLatin1String("format")));
    QVERIFY(
        HistoryStore::runsFromJson(
            R"({"format": "moeplan-history-runs", "version": 1, "runs": [{"modell": "x"}]})", runs)
            .contains(QLatin1String("modell")));
    QVERIFY(
        HistoryStore::runsFromJson(
            R"({"format": "moeplan-history-runs", "version": 1, "runs": [{"gpus": "8"}]})", runs)
            .contains(QLatin1String("gpus")));
    QCOMPARE(HistoryStore::runsFromJson(
                 R"({"format": "moeplan-history-runs", "version": 1, "runs": [{"source": "s",
                    "model": "m", "engine": "e", "gpu": "g", "gpus": 8, "topology": "hgx-ib",
                    "tpot_mean_ms": 7.5, "notes": "x"}]})",
                 runs),
             QString());
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.at(0).gpus, 8);
    QCOMPARE(runs.at(0).tp, 1);
    QCOMPARE(runs.at(0).serving, QStringLiteral("agg"));
    QCOMPARE(runs.at(0).tpotMeanMs.value_or(0), 7.5);
    QCOMPARE(runs.at(0).notes, QStringLiteral("source: s; x"));
}

void TestHistoryStore::refusesForeignSchemaObjects_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("named");
    // The hostile trigger of the hardening probe: it deleted every other imported run.
    QTest::newRow("trigger") << QStringLiteral("CREATE TRIGGER evil AFTER INSERT ON runs BEGIN "
                                               "DELETE FROM runs WHERE id = NEW.id - 1; "
                                               "END")
                             << QStringLiteral("trigger \"evil\"");
    QTest::newRow("view") << QStringLiteral("CREATE VIEW v AS SELECT * FROM runs")
                          << QStringLiteral("view \"v\"");
    QTest::newRow("index") << QStringLiteral("CREATE INDEX extra ON runs (notes)")
                           << QStringLiteral("index \"extra\"");
    QTest::newRow("table") << QStringLiteral("CREATE TABLE extra (x)")
                           << QStringLiteral("table \"extra\"");
    QTest::newRow("column") << QStringLiteral("ALTER TABLE runs ADD COLUMN evil TEXT")
                            << QStringLiteral("column evil");
    QTest::newRow("missing index") << QStringLiteral("DROP INDEX runs_engine")
                                   << QStringLiteral("lacks the index \"runs_engine\"");
}

void TestHistoryStore::refusesForeignSchemaObjects()
{
    QFETCH(QString, sql);
    QFETCH(QString, named);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hostile.sqlite"));
    makeHistory(path, 3, QStringLiteral("a.json"));
    execOn(path, {sql});
    const QByteArray before = fileBytes(path);
    {
        HistoryStore store;
        const QString e = store.open(path);
        QVERIFY2(e.contains(path) && e.contains(named), qPrintable(e));
        QVERIFY(!store.isOpen());
    }
    QCOMPARE(fileBytes(path), before);
    // Merged as an input, it is read through the same check, and nothing is stored.
    HistoryStore target;
    QCOMPARE(target.open(dir.filePath(QStringLiteral("target.sqlite"))), QString());
    const auto merged = target.mergeFrom(path);
    QVERIFY2(!merged.ok() && merged.error.contains(named), qPrintable(merged.error));
    QCOMPARE(target.count(), qint64(0));
}

void TestHistoryStore::mergeChecksEveryRun()
{
    QTemporaryDir dir;
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    makeHistory(node, 4, QStringLiteral("a.json"));
    // Another writer that skipped the CHECKs: values no import would store.
    execOn(node, {QStringLiteral("PRAGMA ignore_check_constraints = 1"),
                  QStringLiteral("UPDATE runs SET tp = 3000000000 WHERE id = 1"),
                  QStringLiteral("UPDATE runs SET osl = 1.5 WHERE id = 2"),
                  QStringLiteral("UPDATE runs SET ttft_mean_ms = 1e308 WHERE id = 3")});
    HistoryStore target;
    QCOMPARE(target.open(dir.filePath(QStringLiteral("target.sqlite"))), QString());
    const auto merged = target.mergeFrom(node);
    QVERIFY2(merged.ok(), qPrintable(merged.error));
    QCOMPARE(merged.imported, 1);
    QCOMPARE(merged.refused, 3);
    QCOMPARE(merged.rejected.size(), 3);
    QVERIFY2(merged.rejected.at(0).message().contains(QLatin1String("run 1")) &&
                 merged.rejected.at(0).message().contains(QLatin1String("column tp")),
             qPrintable(merged.rejected.at(0).message()));
    QVERIFY2(merged.rejected.at(1).message().contains(QLatin1String("column osl")),
             qPrintable(merged.rejected.at(1).message()));
    QVERIFY2(merged.rejected.at(2).message().contains(QLatin1String("TTFT (mean)")),
             qPrintable(merged.rejected.at(2).message()));
    QCOMPARE(target.count(), qint64(1));
    QCOMPARE(target.runs().at(0).runKey(), makeRun(3).runKey());
}

// The merge copies most rows in one INSERT ... SELECT and the rest one by one; both must store
// the values and run_key an import of the same run would. These rows hold what our writer
// never stores but another writer may (and the per-row path accepts): a 0 or "" where we store
// NULL, an infinite latency (read as unknown), a byte-order mark before a name (dropped by
// QString), a whole number in a REAL column, a reference flag of 5.
void TestHistoryStore::mergeCopiesOddRowsAsAnImportWould()
{
    QTemporaryDir dir;
    const QString node = dir.filePath(QStringLiteral("node.sqlite"));
    makeHistory(node, 8, QStringLiteral("a.json"));
    execOn(node, {QStringLiteral("PRAGMA ignore_check_constraints = 1"),
                  QStringLiteral("UPDATE runs SET nodes = 0, precision = '' WHERE id = 1"),
                  QStringLiteral("UPDATE runs SET ttft_mean_ms = 9e999 WHERE id = 2"),
                  QStringLiteral("UPDATE runs SET model = char(65279) || model WHERE id = 3"),
                  QStringLiteral("UPDATE runs SET tpot_mean_ms = 12 WHERE id = 4"),
                  QStringLiteral("UPDATE runs SET is_reference = 5 WHERE id = 5"),
                  QStringLiteral("UPDATE runs SET notes = '' WHERE id = 6")});
    HistoryStore target;
    QCOMPARE(target.open(dir.filePath(QStringLiteral("target.sqlite"))), QString());
    const auto merged = target.mergeFrom(node);
    QVERIFY2(merged.ok(), qPrintable(merged.error));
    QCOMPARE(merged.refused, 0);
    QCOMPARE(merged.imported, 8);
    QCOMPARE(merged.runIds.size(), 8);
    const QVector<RunRecord> runs = target.runs();
    QCOMPARE(runs.size(), 8);
    QSet<qint64> ids;
    for (const RunRecord &r : runs) {
        ids.insert(r.id);
        // The stored key is the key of the values stored.
        const QString stored = scalarOn(target.path(), QStringLiteral("SELECT run_key FROM runs "
                                                                      "WHERE id = %1")
                                                           .arg(r.id))
                                   .toString();
        QCOMPARE(stored, r.runKey());
        QVERIFY(!r.model.startsWith(QChar(0xfeff)));
    }
    QCOMPARE(ids, QSet<qint64>(merged.runIds.cbegin(), merged.runIds.cend()));
    QCOMPARE(scalarOn(target.path(), QStringLiteral("SELECT count(*) FROM runs WHERE nodes = 0 OR "
                                                    "precision = '' OR notes = '' OR "
                                                    "ttft_mean_ms > 1e300 OR is_reference > 1"))
                 .toInt(),
             0);
    // The dropped byte-order mark and the infinite TTFT read as unknown: those runs are the
    // ones the node's import stored (makeRun), key for key; so is the 0 that is NULL here.
    QSet<QString> keys;
    for (const RunRecord &r : runs)
        keys.insert(r.runKey());
    RunRecord noTtft = makeRun(1);
    noTtft.ttftMeanMs.reset();
    RunRecord wholeTpot = makeRun(3);
    wholeTpot.tpotMeanMs = 12.0;
    for (const RunRecord &expected : {makeRun(2), noTtft, wholeTpot})
        QVERIFY2(keys.contains(expected.runKey()), qPrintable(expected.model));
    // Merged again: every run is a duplicate, on either path.
    const auto again = target.mergeFrom(node);
    QVERIFY2(again.ok(), qPrintable(again.error));
    QCOMPARE(again.imported, 0);
    QCOMPARE(again.duplicates, 8);
    QCOMPARE(target.count(), qint64(8));
}

void TestHistoryStore::creationBringsReferenceRunsAtomically()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.sqlite"));
    {
        HistoryStore store;
        QCOMPARE(store.open(path, HistoryStore::NewHistory::WithReferenceRuns), QString());
        const QVector<RunRecord> runs = store.runs();
        QVERIFY(runs.size() >= 10);
        for (const RunRecord &r : runs)
            QVERIFY(r.isReference);
    }
    // Opening again adds nothing; an empty file (0 bytes) is a new history too.
    const qint64 n = scalarOn(path, QStringLiteral("SELECT COUNT(*) FROM runs")).toLongLong();
    {
        HistoryStore store;
        QCOMPARE(store.open(path, HistoryStore::NewHistory::WithReferenceRuns), QString());
        QCOMPARE(store.count(), n);
    }
    const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
    writeFile(empty, {});
    HistoryStore store;
    QCOMPARE(store.open(empty, HistoryStore::NewHistory::WithReferenceRuns), QString());
    QCOMPARE(store.count(), n);
    // The schema and the reference runs are one transaction: the source row and the version
    // come together (no file has one without the other).
    QCOMPARE(scalarOn(empty, QStringLiteral("SELECT COUNT(*) FROM sources WHERE tool = "
                                            "'moeplan-reference'"))
                 .toInt(),
             1);
}

void TestHistoryStore::profilesStaleUntilRefit()
{
    QTemporaryDir dir;
    HistoryStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("h.sqlite"))), QString());
    QVERIFY(store.profilesStale()); // never fitted
    auto imported = store.importRuns(makeSource(QStringLiteral("a.json")), {makeRun(0)});
    QVERIFY(imported.ok());
    const qint64 g1 = store.runsGeneration();
    QVERIFY(g1 >= 1);
    // A refit that read the runs at g1 and stored its set: current.
    QCOMPARE(store.saveProfiles({makeProfile(QStringLiteral("p"), {})}, true, g1), QString());
    QVERIFY(!store.profilesStale());
    // A duplicate changes nothing; new runs, a delete and a restore each make it stale.
    QVERIFY(store.importRuns(makeSource(QStringLiteral("a.json")), {makeRun(0)}).duplicateSource);
    QVERIFY(!store.profilesStale());
    imported = store.importRuns(makeSource(QStringLiteral("b.json")), {makeRun(1)});
    QVERIFY(imported.ok());
    QVERIFY(store.profilesStale());
    const qint64 g2 = store.runsGeneration();
    QVERIFY(g2 > g1);
    // A refit that read the runs before the last import (a kill or a race) leaves it stale.
    QCOMPARE(store.saveProfiles({makeProfile(QStringLiteral("p"), {})}, true, g1), QString());
    QVERIFY(store.profilesStale());
    QCOMPARE(store.saveProfiles({makeProfile(QStringLiteral("p"), {})}, true, g2), QString());
    QVERIFY(!store.profilesStale());
    // A refit of an earlier generation that finishes last (concurrent imports) does not
    // replace the newer set: it stands, and the profiles stay current.
    QCOMPARE(store.saveProfiles({makeProfile(QStringLiteral("older"), {})}, true, g1), QString());
    QVERIFY(!store.profilesStale());
    QCOMPARE(store.profiles().size(), 1);
    QCOMPARE(store.profiles().at(0).name, QStringLiteral("p"));
    QString error;
    const auto removed = store.deleteRuns(imported.runIds, &error);
    QVERIFY2(!removed.isEmpty(), qPrintable(error));
    QVERIFY(store.profilesStale());
    QCOMPARE(
        store.saveProfiles({makeProfile(QStringLiteral("p"), {})}, true, store.runsGeneration()),
        QString());
    QCOMPARE(store.restoreRuns(removed), QString());
    QVERIFY(store.profilesStale());
}

void TestHistoryStore::concurrentCreatorsAndWriters()
{
    // Four writers, each with its own connection, create one new history at once and import
    // different runs: all succeed, the reference runs come once, nothing is lost or doubled.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.sqlite"));
    constexpr int kWriters = 4, kRuns = 50;
    std::atomic<int> ready{0};
    QStringList errors(kWriters);
    QVector<QThread *> threads;
    for (int w = 0; w < kWriters; ++w) {
        threads << QThread::create([&, w] {
            ++ready;
            while (ready.load() < kWriters) {
            }
            HistoryStore store;
            QString e = store.open(path, HistoryStore::NewHistory::WithReferenceRuns);
            for (int batch = 0; e.isEmpty() && batch < 5; ++batch) {
                QVector<RunRecord> runs;
                for (int i = 0; i < kRuns / 5; ++i) {
                    RunRecord r = makeRun(i);
                    r.tpotMeanMs = 1000.0 * (w + 1) + batch * 100 + i; // distinct per writer
                    runs << r;
                }
                const auto o = store.importRuns(
                    makeSource(QStringLiteral("w%1-b%2.json").arg(w).arg(batch)), runs);
                e = o.error;
                if (e.isEmpty() && o.imported != runs.size())
                    e = QStringLiteral("imported %1 of %2").arg(o.imported).arg(runs.size());
            }
            errors[w] = e;
        });
    }
    for (QThread *t : threads)
        t->start();
    for (QThread *t : threads) {
        QVERIFY(t->wait(120000));
        delete t;
    }
    for (int w = 0; w < kWriters; ++w)
        QVERIFY2(errors.at(w).isEmpty(),
                 qPrintable(QStringLiteral("writer %1: %2").arg(w).arg(errors.at(w))));
    HistoryStore store;
    QCOMPARE(store.open(path), QString());
    const QVector<RunRecord> runs = store.runs();
    int reference = 0;
    QSet<QString> keys;
    for (const RunRecord &r : runs) {
        reference += r.isReference ? 1 : 0;
        keys.insert(r.runKey());
    }
    QCOMPARE(runs.size() - reference, kWriters * kRuns);
    QCOMPARE(keys.size(), runs.size());
    QCOMPARE(scalarOn(path, QStringLiteral("SELECT COUNT(*) FROM sources WHERE tool = "
                                           "'moeplan-reference'"))
                 .toInt(),
             1);
}

void TestHistoryStore::busyHistoryIsReportedAsBusy()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.sqlite"));
    makeHistory(path, 1, QStringLiteral("a.json"));
    qputenv("MOEPLAN_BUSY_TIMEOUT_MS", "50");
    HistoryStore store;
    QCOMPARE(store.open(path), QString());
    // Another connection holds the write lock.
    const QString name = QStringLiteral("fixture-lock");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));
        const auto o = store.importRuns(makeSource(QStringLiteral("b.json")), {makeRun(1)});
        QVERIFY(!o.ok());
        QCOMPARE(store.lastFailure(), HistoryStore::Failure::Busy);
        QVERIFY2(o.error.contains(QLatin1String("busy")) && o.error.contains(path),
                 qPrintable(o.error));
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    qunsetenv("MOEPLAN_BUSY_TIMEOUT_MS");
    // Once the lock is gone, the same import goes through.
    const auto o = store.importRuns(makeSource(QStringLiteral("b.json")), {makeRun(1)});
    QVERIFY2(o.ok(), qPrintable(o.error));
    QCOMPARE(store.lastFailure(), HistoryStore::Failure::None);
}

QTEST_GUILESS_MAIN(TestHistoryStore)
#include "tst_historystore.moc"
