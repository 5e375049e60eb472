// The team history on a real PostgreSQL server (issue 19): a throwaway cluster is started in a
// temporary folder (initdb and pg_ctl of Debian's postgresql, under the unprivileged
// "postgres" user when the tests run as root), with password authentication over TCP so the
// client's password comes from PGPASSFILE as it would on a GPU node. No mocks.

#include "historystore.h"
#include "pgcluster.h"
#include "teamhistory.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace moeplan::core;

namespace {

RunRecord makeRun(int i, const QString &tag)
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
    r.tpotMeanMs = 10.0 + i * 0.25;
    r.ttftMeanMs = 200.0 + i;
    r.outputTokS = 5000.0 / (i + 1);
    r.notes = tag; // not part of run_key: the same run from two nodes is one run
    return r;
}

SourceInfo makeSource(const QString &name)
{
    SourceInfo s;
    s.fileName = name;
    s.tool = QStringLiteral("vllm-bench-serve");
    s.toolVersion = QStringLiteral("0.11.0");
    s.host = QStringLiteral("node-") + name;
    s.contentSha256 = QString::fromLatin1(
        QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex());
    return s;
}

/// A history file holding runs [first, first + n) from one source.
QString makeHistory(const QString &path, int first, int n)
{
    HistoryStore store;
    if (const QString e = store.open(path); !e.isEmpty())
        return e;
    QVector<RunRecord> runs;
    for (int i = first; i < first + n; ++i)
        runs << makeRun(i, QFileInfo(path).fileName());
    return store.importRuns(makeSource(QFileInfo(path).fileName()), runs).error;
}

QSet<QString> runKeys(const QString &path)
{
    HistoryStore store;
    QSet<QString> keys;
    if (!store.open(path).isEmpty())
        return keys;
    for (const RunRecord &r : store.runs())
        keys.insert(r.runKey());
    return keys;
}

} // namespace

class TestTeamServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    testutil::PgCluster m_cluster;
    QString m_pgpass;
    int m_port = 0;

    bool admin(const QStringList &statements, const QString &database = QStringLiteral("postgres"))
    {
        return m_cluster.admin(statements, database);
    }

    QString url(const QString &role, const QString &extra = {},
                const QString &database = QStringLiteral("team")) const
    {
        return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3%4")
            .arg(role)
            .arg(m_port)
            .arg(database, extra);
    }

    /// Opens a history as one planner's machine would: each with its own working copy.
    QString openAs(HistoryStore &store, const QString &where, const QString &machine)
    {
        qputenv("MOEPLAN_CACHE_DIR",
                m_dir.filePath(QStringLiteral("cache-") + machine).toLocal8Bit());
        const QString e = store.open(where);
        qputenv("MOEPLAN_CACHE_DIR", m_dir.filePath(QStringLiteral("cache")).toLocal8Bit());
        return e;
    }

    static QVector<RunRecord> runRange(int first, int n, const QString &tag)
    {
        QVector<RunRecord> runs;
        for (int i = first; i < first + n; ++i)
            runs << makeRun(i, tag);
        return runs;
    }

    static QSet<QString> keysOf(const HistoryStore &store)
    {
        QSet<QString> keys;
        for (const RunRecord &r : store.runs())
            keys.insert(r.runKey());
        return keys;
    }

    bool m_tls = false;

    /// A CA, a server certificate for localhost it signs, and a second CA that signs nothing.
    bool makeCertificates()
    {
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        if (openssl.isEmpty())
            return false;
        QFile ext(m_dir.filePath(QStringLiteral("san.ext")));
        if (!ext.open(QIODevice::WriteOnly))
            return false;
        ext.write("subjectAltName=DNS:localhost\n");
        ext.close();
        auto run = [&](const QStringList &args) {
            QProcess p;
            p.setWorkingDirectory(m_dir.path());
            p.setProcessChannelMode(QProcess::MergedChannels);
            p.start(openssl, args);
            const bool ok = p.waitForFinished(60000) && p.exitCode() == 0;
            if (!ok)
                qWarning("openssl: %s", p.readAll().constData());
            return ok;
        };
        const QString days = QStringLiteral("2");
        if (!run({"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out",
                  "ca.pem", "-days", days, "-subj", "/CN=MoE Planner test CA"}) ||
            !run({"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "other-ca.key",
                  "-out", "other-ca.pem", "-days", days, "-subj", "/CN=Another CA"}) ||
            !run({"req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out",
                  "server.csr", "-subj", "/CN=localhost"}) ||
            !run({"x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
                  "-CAcreateserial", "-out", "server.crt", "-days", days, "-extfile", "san.ext"}))
            return false;
        // The server reads its key only when no one else may.
        const QString key = m_dir.filePath(QStringLiteral("server.key"));
        m_cluster.giveToServer({key, m_dir.filePath(QStringLiteral("server.crt"))});
        QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner);
        // The clients (this process, run as root or not) read the CA files.
        return true;
    }

    testutil::CliOptions withPassfile() const
    {
        testutil::CliOptions o;
        o.env << QStringLiteral("PGPASSFILE=") + m_pgpass << QStringLiteral("PGCONNECT_TIMEOUT=15");
        return o;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (const QString why = testutil::PgCluster::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY(m_cluster.init(m_dir.path()));
        // TLS with a certificate for "localhost" signed by a throwaway CA (openssl comes with
        // Debian's postgresql, through ssl-cert).
        QString tls;
        m_tls = makeCertificates();
        if (m_tls)
            tls = QStringLiteral("-c ssl=on -c ssl_cert_file=%1 -c ssl_key_file=%2")
                      .arg(m_dir.filePath(QStringLiteral("server.crt")),
                           m_dir.filePath(QStringLiteral("server.key")));
        QVERIFY(m_cluster.start(tls));
        m_port = m_cluster.port();
        // The roles docs/database.md sets up: the schema owner, a writer and a reader.
        QVERIFY(admin({QStringLiteral("CREATE ROLE teamowner LOGIN PASSWORD 'ownerpass'"),
                       QStringLiteral("CREATE ROLE node LOGIN PASSWORD 'nodepass'"),
                       QStringLiteral("CREATE ROLE viewer LOGIN PASSWORD 'viewerpass'"),
                       QStringLiteral("CREATE ROLE planner LOGIN PASSWORD 'plannerpass'"),
                       QStringLiteral("CREATE DATABASE team OWNER teamowner"),
                       QStringLiteral("CREATE DATABASE planners OWNER teamowner")}));
        QVERIFY(admin({QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE teamowner GRANT SELECT, "
                                      "INSERT ON TABLES TO node"),
                       QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE teamowner GRANT SELECT "
                                      "ON TABLES TO viewer")},
                      QStringLiteral("team")));
        // The planners' history: planners import, delete and undo, and write notes.
        QVERIFY(admin({QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE teamowner GRANT SELECT, "
                                      "INSERT, UPDATE, DELETE ON TABLES TO planner"),
                       QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE teamowner GRANT SELECT "
                                      "ON TABLES TO viewer")},
                      QStringLiteral("planners")));
        m_pgpass = m_dir.filePath(QStringLiteral("pgpass"));
        QFile pass(m_pgpass);
        QVERIFY(pass.open(QIODevice::WriteOnly));
        pass.write(QStringLiteral("127.0.0.1:%1:*:teamowner:ownerpass\n"
                                  "127.0.0.1:%1:team:node:nodepass\n"
                                  "127.0.0.1:%1:*:viewer:viewerpass\n"
                                  "127.0.0.1:%1:planners:planner:plannerpass\n")
                       .arg(m_port)
                       .toUtf8());
        pass.close();
        // libpq ignores a password file others can read.
        QFile::setPermissions(m_pgpass, QFile::ReadOwner | QFile::WriteOwner);
        // The stores of this process read it too; their working copies stay in the test's folder.
        qputenv("PGPASSFILE", m_pgpass.toLocal8Bit());
        qputenv("MOEPLAN_CACHE_DIR", m_dir.filePath(QStringLiteral("cache")).toLocal8Bit());
    }

    void cleanupTestCase() { m_cluster.stop(); }

    void urls_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("refusal"); // empty: accepted
        QTest::addColumn<QString>("sslmode");
        QTest::newRow("local default") << "postgresql://alice@localhost/team"
                                       << ""
                                       << "prefer";
        QTest::newRow("remote default") << "postgresql://alice@db.lab.example:6432/team"
                                        << ""
                                        << "require";
        QTest::newRow("socket folder")
            << "postgresql://alice@localhost/team?host=/var/run/postgresql"
            << ""
            << "prefer";
        QTest::newRow("verify-full with a CA")
            << "postgresql://alice@db.lab/team?sslmode=verify-full&sslrootcert=/etc/ca.pem"
            << ""
            << "verify-full";
        QTest::newRow("password") << "postgresql://alice:secret@db.lab/team"
                                  << "a password in the URL is refused"
                                  << "";
        QTest::newRow("remote unencrypted") << "postgresql://alice@db.lab/team?sslmode=disable"
                                            << "would send the history unencrypted"
                                            << "";
        QTest::newRow("verify without CA") << "postgresql://alice@db.lab/team?sslmode=verify-full"
                                           << "needs the CA file"
                                           << "";
        QTest::newRow("no user") << "postgresql://db.lab/team"
                                 << "names no user"
                                 << "";
        QTest::newRow("no database") << "postgresql://alice@db.lab/"
                                     << "names no database"
                                     << "";
        QTest::newRow("unknown parameter") << "postgresql://alice@db.lab/team?connect_timeout=3"
                                           << "unknown parameter"
                                           << "";
        QTest::newRow("bad mode") << "postgresql://alice@db.lab/team?sslmode=maybe"
                                  << "is not one of"
                                  << "";
    }

    /// The URL a user types: defaults that keep a remote history encrypted, and one clear
    /// refusal naming the URL for what cannot work or would leak.
    void urls()
    {
        QFETCH(QString, url);
        QFETCH(QString, refusal);
        QFETCH(QString, sslmode);
        QString error;
        const auto a = parseServerUrl(url, &error);
        if (refusal.isEmpty()) {
            QVERIFY2(a, qPrintable(error));
            QCOMPARE(a->sslMode, sslmode);
            // The remembered form never holds a password and parses back the same.
            const auto again = parseServerUrl(a->url(), &error);
            QVERIFY2(again && again->url() == a->url(), qPrintable(a->url()));
        } else {
            QVERIFY(!a);
            QVERIFY2(error.contains(refusal) && error.startsWith(url), qPrintable(error));
        }
    }

    /// A node's file goes to the server and back to a planner's laptop: the same runs, and a
    /// second sync adds nothing.
    void syncRoundTrip()
    {
        const QString a = m_dir.filePath(QStringLiteral("node-a.sqlite"));
        QCOMPARE(makeHistory(a, 0, 40), QString());
        // The owner's first connection creates the schema.
        auto first = testutil::cli({"sync", "--from", a, "--to", url("teamowner"), "--json"},
                                   withPassfile());
        QVERIFY2(first.code == 0, first.err.constData());
        QCOMPARE(first.out.trimmed(),
                 QByteArray(R"({"added":40,"duplicates":0,"profiles":0,"retries":0,"sources":1})"));
        auto again = testutil::cli({"sync", "--from", a, "--to", url("teamowner"), "--json"},
                                   withPassfile());
        QVERIFY2(again.code == 0, again.err.constData());
        QVERIFY2(again.out.contains(R"("added":0,"duplicates":40)"), again.out.constData());

        const QString laptop = m_dir.filePath(QStringLiteral("laptop.sqlite"));
        auto down =
            testutil::cli({"sync", "--from", url("viewer"), "--to", laptop}, withPassfile());
        QVERIFY2(down.code == 0, down.err.constData());
        QVERIFY2(down.out.contains("40 runs added, 0 already there"), down.out.constData());
        QCOMPARE(runKeys(laptop), runKeys(a));
        // Sources travel with their runs: the laptop knows which node measured what.
        HistoryStore store;
        QCOMPARE(store.open(laptop), QString());
        const auto sources = store.sources();
        QCOMPARE(sources.size(), 1);
        QCOMPARE(sources.first().host, QStringLiteral("node-node-a.sqlite"));
        QCOMPARE(sources.first().contentSha256, makeSource("node-a.sqlite").contentSha256);
        auto downAgain =
            testutil::cli({"sync", "--from", url("viewer"), "--to", laptop}, withPassfile());
        QVERIFY2(downAgain.out.contains("0 runs added, 40 already there"),
                 downAgain.out.constData());
    }

    /// Runs go to the server in batches of 2,000 per statement, each column an array: 4,321 runs
    /// (two full batches and a short one), then 700 of which 321 are held already, each counted
    /// exactly; texts with quotes, backslashes, braces and commas, and reals, arrive unchanged.
    void batchesCountExactly()
    {
        const QString a = m_dir.filePath(QStringLiteral("batch-a.sqlite"));
        const QString b = m_dir.filePath(QStringLiteral("batch-b.sqlite"));
        QCOMPARE(makeHistory(a, 5000, 4321), QString());
        QCOMPARE(makeHistory(b, 9000, 700), QString());
        TeamHistory team;
        QCOMPARE(team.open(*parseServerUrl(url(QStringLiteral("teamowner")), nullptr)), QString());
        const qint64 before = team.count();
        const SyncOutcome first = syncHistories(a, url(QStringLiteral("node")));
        QVERIFY2(first.ok(), qPrintable(first.error));
        QCOMPARE(first.added, 4321);
        QCOMPARE(first.duplicates, 0);
        QCOMPARE(first.addedKeys.size(), qsizetype(4321));
        const SyncOutcome second = syncHistories(b, url(QStringLiteral("node")));
        QVERIFY2(second.ok(), qPrintable(second.error));
        QCOMPARE(second.added, 379);
        QCOMPARE(second.duplicates, 321);
        QSet<QString> expected;
        for (int i = 9321; i < 9700; ++i)
            expected.insert(makeRun(i, {}).runKey());
        QCOMPARE(QSet<QString>(second.addedKeys.cbegin(), second.addedKeys.cend()), expected);
        QCOMPARE(team.count(), before + 4321 + 379);

        RunRecord odd = makeRun(12000, QStringLiteral(R"(say "hi", {NULL} \ back\\slash, "")"));
        odd.engineVersion = QStringLiteral("NULL");
        odd.tpotMeanMs = 0.1 + 0.2;
        odd.ttftMeanMs = 1e-300;
        const SyncOutcome pushed = team.push({{makeSource(QStringLiteral("odd.json")), {odd}}});
        QVERIFY2(pushed.ok() && pushed.added == 1, qPrintable(pushed.error));
        QVector<SourceRuns> all;
        QCOMPARE(team.pull(all), QString());
        bool found = false;
        for (const SourceRuns &s : all)
            for (const RunRecord &r : s.runs)
                if (r.runKey() == odd.runKey()) {
                    found = true;
                    QCOMPARE(r.notes, odd.notes);
                    QCOMPARE(r.engineVersion, QStringLiteral("NULL"));
                    QCOMPARE(r.tpotMeanMs, odd.tpotMeanMs);
                    QCOMPARE(r.ttftMeanMs, odd.ttftMeanMs);
                }
        QVERIFY(found);
    }

    /// An open or refresh skips the comparison of every run_key only when nothing changed: a
    /// run deleted, a run added with another deleted (same count), notes written and cleared by
    /// another planner, and a working copy replaced behind its mark are all seen.
    void refreshSeesEveryChange()
    {
        const QString where = url(QStringLiteral("teamowner"));
        auto owned = std::make_unique<HistoryStore>();
        HistoryStore &store = *owned;
        QCOMPARE(openAs(store, where, QStringLiteral("marks")), QString());
        TeamHistory other;
        QCOMPARE(other.open(*parseServerUrl(where, nullptr)), QString());
        const qint64 n = other.count();
        QCOMPARE(store.count(), n);
        int added = -1, removed = -1;
        QCOMPARE(store.refresh(&added, &removed), QString()); // nothing changed
        QCOMPARE(added, 0);
        QCOMPARE(removed, 0);

        const QVector<RunRecord> runs = store.runs();
        QCOMPARE(other.deleteRuns({runs.at(0).runKey()}), QString());
        QCOMPARE(store.refresh(&added, &removed), QString());
        QCOMPARE(removed, 1);
        QCOMPARE(store.count(), n - 1);

        QCOMPARE(other.deleteRuns({runs.at(1).runKey()}), QString());
        QCOMPARE(other
                     .push({{makeSource(QStringLiteral("marks.json")),
                             runRange(13000, 1, QStringLiteral("m"))}})
                     .added,
                 1);
        QCOMPARE(other.count(), n - 1);
        QCOMPARE(store.refresh(&added, &removed), QString());
        QCOMPARE(added, 1);
        QCOMPARE(removed, 1);
        QCOMPARE(keysOf(store).size(), qsizetype(n - 1));

        // Notes another planner writes on a run the copy holds, then clears.
        auto notesOf = [&](const QString &key) {
            for (const RunRecord &r : store.runs())
                if (r.runKey() == key)
                    return r.notes;
            return QStringLiteral("(no such run)");
        };
        const QString key = runs.at(2).runKey();
        QCOMPARE(other.setNotes(key, QStringLiteral("checked by ana: \"ok\"")), QString());
        int notes = -1;
        QCOMPARE(store.refresh(&added, &removed, nullptr, &notes), QString());
        QCOMPARE(added + removed, 0);
        QCOMPARE(notes, 1);
        QCOMPARE(notesOf(key), QStringLiteral("checked by ana: \"ok\""));
        QCOMPARE(store.refresh(&added, &removed, nullptr, &notes), QString());
        QCOMPARE(notes, 0);
        QCOMPARE(other.setNotes(key, QString()), QString());
        QCOMPARE(store.refresh(&added, &removed, nullptr, &notes), QString());
        QCOMPARE(notes, 1);
        QCOMPARE(notesOf(key), QString());

        // The copy removed by hand, its mark left: the next open fills a new copy.
        const QString copy = store.workingCopy();
        owned.reset();
        QVERIFY(QFile::remove(copy));
        QFile::remove(copy + QStringLiteral("-wal"));
        QFile::remove(copy + QStringLiteral("-shm"));
        QVERIFY(QFile::exists(copy + QStringLiteral(".server")));
        HistoryStore again;
        QCOMPARE(openAs(again, where, QStringLiteral("marks")), QString());
        QCOMPARE(again.count(), n - 1);
    }

    /// Four nodes push at once, their runs overlapping: every run is stored exactly once.
    void concurrentNodes()
    {
        QVector<QString> files;
        QSet<QString> expected;
        for (int n = 0; n < 4; ++n) {
            files << m_dir.filePath(QStringLiteral("burst-%1.sqlite").arg(n));
            // Overlapping ranges: [100 + 30n, 100 + 30n + 60).
            QCOMPARE(makeHistory(files.last(), 100 + 30 * n, 60), QString());
            expected += runKeys(files.last());
        }
        QVector<QProcess *> procs;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PGPASSFILE"), m_pgpass);
        for (const QString &f : files) {
            auto *p = new QProcess(this);
            p->setProcessEnvironment(env);
            p->start(testutil::cliPath(), {"sync", "--from", f, "--to", url("node"), "--json"});
            procs << p;
        }
        int added = 0;
        for (QProcess *p : procs) {
            QVERIFY(p->waitForFinished(120000));
            QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
            const QJsonObject o = QJsonDocument::fromJson(p->readAllStandardOutput()).object();
            added += o.value(QLatin1String("added")).toInt();
            QCOMPARE(o.value(QLatin1String("added")).toInt() +
                         o.value(QLatin1String("duplicates")).toInt(),
                     60);
        }
        QCOMPARE(added, int(expected.size())); // 150 distinct runs, none stored twice
        const QString all = m_dir.filePath(QStringLiteral("all.sqlite"));
        auto down = testutil::cli({"sync", "--from", url("viewer"), "--to", all}, withPassfile());
        QVERIFY2(down.code == 0, down.err.constData());
        QVERIFY(runKeys(all).contains(expected));
    }

    /// A read-only role reads the team's runs but is told plainly, with exit status 4, that it
    /// may not add any; nothing is written.
    void readOnlyRole()
    {
        const QString f = m_dir.filePath(QStringLiteral("viewer-own.sqlite"));
        QCOMPARE(makeHistory(f, 900, 5), QString());
        auto r = testutil::cli({"sync", "--from", f, "--to", url("viewer")}, withPassfile());
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("role \"viewer\" may read this history but not add runs"),
                 r.err.constData());
        TeamHistory team;
        QString error;
        const auto address = parseServerUrl(url("teamowner"), &error);
        QVERIFY(address);
        qputenv("PGPASSFILE", m_pgpass.toLocal8Bit());
        QCOMPARE(team.open(*address), QString());
        QVERIFY(team.canWrite());
        QVector<SourceRuns> all;
        QCOMPARE(team.pull(all), QString());
        for (const SourceRuns &s : all)
            QVERIFY(s.source.fileName != QLatin1String("viewer-own.sqlite"));
    }

    /// What a planner relies on from the store, the same on a file and on a server: imports
    /// de-duplicated by file and by run, what one planner changes seen by the others, a delete
    /// and its undo, notes, a corrected re-import, a merged node file.
    void storeOnBothBackends_data()
    {
        QTest::addColumn<bool>("server");
        QTest::newRow("file") << false;
        QTest::newRow("server") << true;
    }
    void storeOnBothBackends()
    {
        QFETCH(bool, server);
        const QString where = server
                                  ? url(QStringLiteral("planner"), {}, QStringLiteral("planners"))
                                  : m_dir.filePath(QStringLiteral("planners.sqlite"));
        if (server) {
            // The schema owner's first connection creates the schema.
            HistoryStore owner;
            QCOMPARE(openAs(owner, url(QStringLiteral("teamowner"), {}, QStringLiteral("planners")),
                            QStringLiteral("owner")),
                     QString());
            QVERIFY(owner.isServer());
        }
        HistoryStore a, b;
        QCOMPARE(openAs(a, where, QStringLiteral("a")), QString());
        QCOMPARE(openAs(b, where, QStringLiteral("b")), QString());
        QCOMPARE(a.isServer(), server);
        QVERIFY(a.canWrite());
        QCOMPARE(a.count(), 0);

        const ImportOutcome first = a.importRuns(makeSource(QStringLiteral("s1.json")),
                                                 runRange(0, 10, QStringLiteral("a")));
        QVERIFY2(first.ok(), qPrintable(first.error));
        QCOMPARE(first.imported, 10);
        QCOMPARE(first.runIds.size(), 10);
        // Planner b imports the same file: nothing new, said as such.
        const ImportOutcome same = b.importRuns(makeSource(QStringLiteral("s1.json")),
                                                runRange(0, 10, QStringLiteral("b")));
        QVERIFY2(same.ok(), qPrintable(same.error));
        QVERIFY(same.duplicateSource);
        QCOMPARE(same.imported, 0);
        // An overlapping file: only the runs not stored are added.
        const ImportOutcome overlap = b.importRuns(makeSource(QStringLiteral("s2.json")),
                                                   runRange(5, 10, QStringLiteral("b")));
        QVERIFY2(overlap.ok(), qPrintable(overlap.error));
        QCOMPARE(overlap.imported, 5);
        QCOMPARE(overlap.duplicates, 5);
        int added = -1, removed = -1;
        QCOMPARE(a.refresh(&added, &removed), QString());
        QCOMPARE(added, server ? 5 : 0);
        QCOMPARE(removed, 0);
        QCOMPARE(a.count(), 15);
        QCOMPARE(keysOf(a), keysOf(b));

        // b deletes three of a's runs; a sees them go; b's undo brings them back to both.
        const QVector<RunRecord> three = runRange(0, 3, QString());
        const QVector<qint64> ids =
            b.runIdsOfKeys({three.at(0).runKey(), three.at(1).runKey(), three.at(2).runKey()});
        QVERIFY(!ids.contains(0));
        QString error;
        const RemovedRuns gone = b.deleteRuns(ids, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(gone.runs.size(), 3);
        QCOMPARE(a.refresh(&added, &removed), QString());
        QCOMPARE(removed, server ? 3 : 0);
        QCOMPARE(a.count(), 12);
        QCOMPARE(b.restoreRuns(gone), QString());
        QCOMPARE(a.refresh(&added, &removed), QString());
        QCOMPARE(added, server ? 3 : 0);
        QCOMPARE(a.count(), 15);
        QCOMPARE(keysOf(a), keysOf(b));

        // Notes reach the history: a third planner opening it reads them.
        const qint64 noted = a.runIdsOfKeys({three.at(1).runKey()}).value(0);
        QCOMPARE(a.setRunNotes(noted, QStringLiteral("rerun with CUDA graphs")), QString());
        {
            HistoryStore c;
            QCOMPARE(openAs(c, where, QStringLiteral("c")), QString());
            const auto run = c.runById(c.runIdsOfKeys({three.at(1).runKey()}).value(0));
            QVERIFY(run);
            QCOMPARE(run->notes, QStringLiteral("rerun with CUDA graphs"));
        }

        // A corrected re-import replaces the file's runs for everyone.
        QVector<RunRecord> corrected = runRange(0, 10, QStringLiteral("a"));
        for (RunRecord &r : corrected)
            r.gpus = 16;
        const ImportOutcome replaced =
            a.importRuns(makeSource(QStringLiteral("s1.json")), corrected, true);
        QVERIFY2(replaced.ok(), qPrintable(replaced.error));
        QCOMPARE(replaced.replaced, 10);
        QCOMPARE(replaced.imported, 10);
        QCOMPARE(b.refresh(), QString());
        QCOMPARE(keysOf(b), keysOf(a));
        // s1's ten corrected runs and s2's five own (its other five were s1's old ones).
        QCOMPARE(b.count(), 15);

        // A node's file merged in: its runs reach every planner once.
        const QString node = m_dir.filePath(server ? QStringLiteral("merge-node-s.sqlite")
                                                   : QStringLiteral("merge-node-f.sqlite"));
        QCOMPARE(makeHistory(node, 500, 6), QString());
        const ImportOutcome merged = b.mergeFrom(node);
        QVERIFY2(merged.ok(), qPrintable(merged.error));
        QCOMPARE(merged.imported, 6);
        QCOMPARE(merged.runIds.size(), 6);
        QCOMPARE(a.refresh(), QString());
        QCOMPARE(a.count(), 21);
        QCOMPARE(keysOf(a), keysOf(b));
    }

    /// A planner's window hears that another planner or a node changed the runs (LISTEN/NOTIFY),
    /// and its refresh brings them in; its own changes are not announced back to it.
    void othersChangesAnnounced()
    {
        const QString where = url(QStringLiteral("planner"), {}, QStringLiteral("planners"));
        HistoryStore window, other;
        QCOMPARE(openAs(window, where, QStringLiteral("window")), QString());
        QCOMPARE(openAs(other, where, QStringLiteral("other")), QString());
        int heard = 0;
        QVERIFY(window.watchServer(this, [&] { ++heard; }));
        const ImportOutcome own = window.importRuns(makeSource(QStringLiteral("own.json")),
                                                    runRange(800, 2, QStringLiteral("w")));
        QVERIFY2(own.ok(), qPrintable(own.error));
        QTest::qWait(300);
        QCOMPARE(heard, 0);
        const qint64 before = window.count();
        const ImportOutcome theirs = other.importRuns(makeSource(QStringLiteral("theirs.json")),
                                                      runRange(810, 4, QStringLiteral("o")));
        QVERIFY2(theirs.ok(), qPrintable(theirs.error));
        QTRY_VERIFY_WITH_TIMEOUT(heard > 0, 10000);
        int added = 0;
        QCOMPARE(window.refresh(&added), QString());
        QCOMPARE(added, 4);
        QCOMPARE(window.count(), before + 4);
        QVERIFY(!HistoryStore().watchServer(this, [] {}));
    }

    /// A read-only role browses a server's history and is refused, by name and with nothing
    /// changed, when it writes; the import command says so before reading any file.
    void readOnlyStore()
    {
        HistoryStore viewer;
        QCOMPARE(openAs(viewer, url(QStringLiteral("viewer"), {}, QStringLiteral("planners")),
                        QStringLiteral("viewer")),
                 QString());
        QVERIFY(viewer.isServer());
        QVERIFY(!viewer.canWrite());
        const qint64 before = viewer.count();
        QVERIFY(before > 0);
        const ImportOutcome refused = viewer.importRuns(makeSource(QStringLiteral("v.json")),
                                                        runRange(700, 3, QStringLiteral("v")));
        QVERIFY(!refused.ok());
        QCOMPARE(viewer.lastFailure(), HistoryStore::Failure::NotWritable);
        QVERIFY2(refused.error.contains(QLatin1String("may read this history but not add runs")),
                 qPrintable(refused.error));
        QString error;
        const RemovedRuns none = viewer.deleteRuns({viewer.runs().first().id}, &error);
        QVERIFY(none.isEmpty());
        QCOMPARE(viewer.lastFailure(), HistoryStore::Failure::NotWritable);
        QVERIFY2(error.contains(QLatin1String("may not delete runs")), qPrintable(error));
        QCOMPARE(viewer.count(), before); // the working copy put the runs back
        QCOMPARE(viewer.refresh(), QString());
        QCOMPARE(viewer.count(), before);

        const QString result =
            QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/import/vllm/serve-0.11.json");
        auto cli = testutil::cli(
            {"import", "--db", url(QStringLiteral("viewer"), {}, QStringLiteral("planners")),
             result, "--gpu", "h200", "--plan", "tp", "--tp", "8", "--no-calibrate"},
            withPassfile());
        QCOMPARE(cli.code, 4);
        QVERIFY2(cli.err.contains("may read the team's history but not add runs"),
                 cli.err.constData());
    }

    /// Every command that takes --db takes the server's URL: import a result file into it, list
    /// the runs from another machine.
    void cliOnServer()
    {
        const QString where = url(QStringLiteral("planner"), {}, QStringLiteral("planners"));
        const QString result =
            QStringLiteral(MOEPLAN_SOURCE_DIR "/tests/data/import/vllm/serve-0.11.json");
        testutil::CliOptions node = withPassfile();
        node.env << QStringLiteral("MOEPLAN_CACHE_DIR=") +
                        m_dir.filePath(QStringLiteral("cli-node"));
        auto in = testutil::cli({"import", "--db", where, result, "--gpu", "h200", "--plan", "tp",
                                 "--tp", "8", "--no-calibrate"},
                                node);
        QVERIFY2(in.code == 0, QByteArray(in.out + in.err).constData());
        QVERIFY2(in.out.contains("imported 1"), in.out.constData());
        testutil::CliOptions laptop = withPassfile();
        laptop.env << QStringLiteral("MOEPLAN_CACHE_DIR=") +
                          m_dir.filePath(QStringLiteral("cli-laptop"));
        auto list =
            testutil::cli({"runs", "--db", where, "--gpu", "h200", "--format", "csv"}, laptop);
        QVERIFY2(list.code == 0, list.err.constData());
        QVERIFY2(list.out.contains("qwen3-235b-a22b,fp8") && list.out.contains(",h200,8,hgx-ib,"),
                 list.out.constData());
    }

    /// The GPU node's collector records into its own file and sends the runs to the server
    /// (--push); a server it cannot reach leaves them in the file, said, with exit status 4.
    void collectorPushes()
    {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            QSKIP("python3 is not installed");
        const QString script =
            QStringLiteral(MOEPLAN_SOURCE_DIR "/packaging/collector/moeplan-collect");
        const QString result = QStringLiteral(
            MOEPLAN_SOURCE_DIR "/tests/data/import/vllm/legacy-benchmark-serving.json");
        const QString nodeDb = m_dir.filePath(QStringLiteral("collector-node.sqlite"));
        auto collect = [&](const QString &to) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("MOEPLAN_CLI"), testutil::cliPath());
            env.insert(QStringLiteral("PGPASSFILE"), m_pgpass);
            p.setProcessEnvironment(env);
            p.start(python, {script, QStringLiteral("--db"), nodeDb, QStringLiteral("--push"), to,
                             QStringLiteral("--no-host-facts"), QStringLiteral("--model"),
                             QStringLiteral("deepseek-r1"), QStringLiteral("--gpu"),
                             QStringLiteral("h200"), QStringLiteral("--plan"), QStringLiteral("tp"),
                             QStringLiteral("--tp"), QStringLiteral("8"), result});
            p.waitForFinished(120000);
            return std::make_pair(p.exitCode(),
                                  QByteArray(p.readAllStandardOutput() + p.readAllStandardError()));
        };
        const auto down = collect(QStringLiteral("postgresql://node@127.0.0.1:1/team"));
        QCOMPARE(down.first, 4);
        QVERIFY2(down.second.contains("recorded in") &&
                     down.second.contains("not sent to the server"),
                 down.second.constData());
        const auto up = collect(url(QStringLiteral("node")));
        QVERIFY2(up.first == 0, up.second.constData());
        QVERIFY2(up.second.contains("runs added"), up.second.constData());
        TeamHistory team;
        QCOMPARE(team.open(*parseServerUrl(url(QStringLiteral("viewer")), nullptr)), QString());
        QVector<SourceRuns> all;
        QCOMPARE(team.pull(all), QString());
        QVERIFY(std::any_of(all.cbegin(), all.cend(), [](const SourceRuns &s) {
            return s.source.fileName == QLatin1String("legacy-benchmark-serving.json");
        }));
    }

    /// sslmode=verify-full with the CA file: the server's certificate is checked against the CA
    /// and the host name; a server signed by another CA, or reached by a name its certificate
    /// does not carry, is refused before any password is sent.
    void tlsVerifyFull()
    {
        if (!m_tls)
            QSKIP("openssl is not installed: the cluster runs without TLS");
        // localhost:PORT in the password file too.
        QFile pass(m_pgpass);
        QVERIFY(pass.open(QIODevice::Append));
        pass.write(QStringLiteral("localhost:%1:*:viewer:viewerpass\n").arg(m_port).toUtf8());
        pass.close();
        const QString laptop = m_dir.filePath(QStringLiteral("tls-laptop.sqlite"));
        const QString verified =
            QStringLiteral(
                "postgresql://viewer@localhost:%1/team?sslmode=verify-full&sslrootcert=%2")
                .arg(m_port)
                .arg(m_dir.filePath(QStringLiteral("ca.pem")));
        auto ok = testutil::cli({"sync", "--from", verified, "--to", laptop}, withPassfile());
        QVERIFY2(ok.code == 0, ok.err.constData());
        QVERIFY2(ok.out.contains("runs added"), ok.out.constData());

        const QString otherCa =
            QStringLiteral(
                "postgresql://viewer@localhost:%1/team?sslmode=verify-full&sslrootcert=%2")
                .arg(m_port)
                .arg(m_dir.filePath(QStringLiteral("other-ca.pem")));
        auto refused = testutil::cli({"sync", "--from", otherCa, "--to", laptop}, withPassfile());
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("cannot connect") &&
                     refused.err.contains("certificate verify failed"),
                 refused.err.constData());

        const QString wrongName =
            QStringLiteral(
                "postgresql://viewer@127.0.0.1:%1/team?sslmode=verify-full&sslrootcert=%2")
                .arg(m_port)
                .arg(m_dir.filePath(QStringLiteral("ca.pem")));
        auto mismatch =
            testutil::cli({"sync", "--from", wrongName, "--to", laptop}, withPassfile());
        QCOMPARE(mismatch.code, 2);
        QVERIFY2(mismatch.err.contains("does not match host name"), mismatch.err.constData());
    }

    /// Wrong password, unknown database, a server that is not there: one line naming the URL.
    void refusals()
    {
        const QString f = m_dir.filePath(QStringLiteral("node-a.sqlite"));
        testutil::CliOptions noPassfile;
        noPassfile.env << QStringLiteral("PGPASSFILE=") + m_dir.filePath("no-such-pgpass");
        auto noPass = testutil::cli({"sync", "--from", f, "--to", url("teamowner")}, noPassfile);
        QCOMPARE(noPass.code, 2);
        QVERIFY2(noPass.err.contains(url("teamowner").toUtf8()) &&
                     noPass.err.contains("cannot connect: the server asks for a password and "
                                         "none was found: put it in ~/.pgpass"),
                 noPass.err.constData());
        auto down = testutil::cli(
            {"sync", "--from", QStringLiteral("postgresql://node@127.0.0.1:1/team"), "--to", f},
            withPassfile());
        QCOMPARE(down.code, 2);
        QVERIFY2(down.err.contains("cannot connect"), down.err.constData());
        auto missing = testutil::cli(
            {"sync", "--from", m_dir.filePath("nope.sqlite"), "--to", url("node")}, withPassfile());
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains("no such history database"), missing.err.constData());
    }

    /// Calibration profiles travel with the runs: sync copies them both ways, a planner's refit
    /// is published for the team and taken by the others' copies, an older set never replaces a
    /// newer one, and a role that may not publish calibrates in its own copy.
    void profilesTravel()
    {
        const QString planners = url(QStringLiteral("planner"), {}, QStringLiteral("planners"));
        const QString a = m_dir.filePath(QStringLiteral("prof-a.sqlite"));
        QCOMPARE(makeHistory(a, 900, 12), QString());
        const QString name = QStringLiteral("gb200/trtllm");
        QSet<QString> fittedKeys;
        {
            HistoryStore store;
            QCOMPARE(store.open(a), QString());
            StoredProfile p;
            p.name = name;
            p.gpu = QStringLiteral("gb200");
            p.engine = QStringLiteral("trtllm");
            p.fittedAt = QStringLiteral("2026-12-01T10:00:00Z");
            p.paramsJson = QStringLiteral(R"({"hbm_efficiency":0.8})");
            p.tpotMedianApe = 0.09;
            for (const RunRecord &r : store.runs())
                if (r.gpu == QLatin1String("gb200")) {
                    p.runIds << r.id;
                    fittedKeys.insert(r.runKey());
                }
            p.runCount = int(p.runIds.size());
            QVERIFY(p.runCount > 0);
            QCOMPARE(store.saveProfiles({p}, true), QString());
        }
        auto paramsOn = [&](const QVector<StoredProfile> &list, const QString &n) {
            for (const StoredProfile &p : list)
                if (p.name == n)
                    return p.paramsJson;
            return QString();
        };
        auto up = testutil::cli({"sync", "--from", a, "--to", planners, "--json"}, withPassfile());
        QVERIFY2(up.code == 0, up.err.constData());
        QVERIFY2(up.out.contains(R"("profiles":1)"), up.out.constData());
        auto again =
            testutil::cli({"sync", "--from", a, "--to", planners, "--json"}, withPassfile());
        QVERIFY2(again.out.contains(R"("added":0,"duplicates":12,"profiles":0)"),
                 again.out.constData());

        TeamHistory team;
        QCOMPARE(team.open(*parseServerUrl(
                     url(QStringLiteral("teamowner"), {}, QStringLiteral("planners")), nullptr)),
                 QString());
        QVector<StoredProfile> published;
        QCOMPARE(team.profiles(published), QString());
        QCOMPARE(published.size(), 1);
        QCOMPARE(published.first().name, name);
        QCOMPARE(published.first().fittedAt, QStringLiteral("2026-12-01T10:00:00Z"));
        QCOMPARE(published.first().tpotMedianApe, std::optional<double>(0.09));
        QCOMPARE(
            QSet<QString>(published.first().runKeys.cbegin(), published.first().runKeys.cend()),
            fittedKeys);

        // Down to a laptop's file: linked to the laptop's own rows of the same runs.
        const QString laptop = m_dir.filePath(QStringLiteral("prof-laptop.sqlite"));
        auto down = testutil::cli({"sync", "--from", planners, "--to", laptop}, withPassfile());
        QVERIFY2(down.code == 0, down.err.constData());
        QVERIFY2(down.out.contains("1 calibration profile copied"), down.out.constData());
        {
            HistoryStore l;
            QCOMPARE(l.open(laptop), QString());
            const auto list = l.profiles();
            QCOMPARE(list.size(), 1);
            QCOMPARE(QSet<QString>(list.first().runKeys.cbegin(), list.first().runKeys.cend()),
                     fittedKeys);
            QCOMPARE(list.first().runIds.size(), qsizetype(fittedKeys.size()));
        }

        // A planner's working copy takes the team's profiles when it opens; its refit is
        // published and the next planner's copy takes it.
        HistoryStore x, y;
        QCOMPARE(openAs(x, planners, QStringLiteral("prof-x")), QString());
        QCOMPARE(openAs(y, planners, QStringLiteral("prof-y")), QString());
        QCOMPARE(paramsOn(x.profiles(), name), QStringLiteral(R"({"hbm_efficiency":0.8})"));
        StoredProfile refit = x.profiles().constFirst();
        refit.fittedAt = QStringLiteral("2026-12-02T10:00:00Z");
        refit.paramsJson = QStringLiteral(R"({"hbm_efficiency":0.7})");
        StoredProfile other = refit;
        other.name = QStringLiteral("b200/trtllm");
        other.fittedAt = QStringLiteral("2026-12-02T11:00:00Z");
        QCOMPARE(x.saveProfiles({refit, other}, true), QString());
        QCOMPARE(team.profiles(published), QString());
        QCOMPARE(published.size(), 2);
        QCOMPARE(paramsOn(published, name), QStringLiteral(R"({"hbm_efficiency":0.7})"));
        int added = -1, removed = -1, taken = -1;
        QCOMPARE(y.refresh(&added, &removed, &taken), QString());
        QCOMPARE(added, 0);
        QCOMPARE(taken, 2);
        QCOMPARE(paramsOn(y.profiles(), name), QStringLiteral(R"({"hbm_efficiency":0.7})"));
        QCOMPARE(y.refresh(&added, &removed, &taken), QString());
        QCOMPARE(taken, 0);

        // The node's older set does not overwrite the team's newer one.
        auto stale =
            testutil::cli({"sync", "--from", a, "--to", planners, "--json"}, withPassfile());
        QVERIFY2(stale.out.contains(R"("profiles":0)"), stale.out.constData());
        QCOMPARE(team.profiles(published), QString());
        QCOMPARE(paramsOn(published, name), QStringLiteral(R"({"hbm_efficiency":0.7})"));

        // A viewer calibrates in its own copy: saved there, nothing published, no error.
        HistoryStore v;
        QCOMPARE(openAs(v, url(QStringLiteral("viewer"), {}, QStringLiteral("planners")),
                        QStringLiteral("prof-v")),
                 QString());
        StoredProfile mine = refit;
        mine.fittedAt = QStringLiteral("2026-12-03T10:00:00Z");
        mine.paramsJson = QStringLiteral(R"({"hbm_efficiency":0.6})");
        QCOMPARE(v.saveProfiles({mine}, false), QString());
        QCOMPARE(paramsOn(v.profiles(), name), QStringLiteral(R"({"hbm_efficiency":0.6})"));
        QCOMPARE(team.profiles(published), QString());
        QCOMPARE(paramsOn(published, name), QStringLiteral(R"({"hbm_efficiency":0.7})"));

        // A later whole refit without the second profile removes it for the team.
        refit.fittedAt = QStringLiteral("2026-12-02T12:00:00Z");
        QCOMPARE(x.saveProfiles({refit}, true), QString());
        QCOMPARE(team.profiles(published), QString());
        QCOMPARE(published.size(), 1);
        QCOMPARE(published.first().name, name);
        QCOMPARE(published.first().fittedAt, QStringLiteral("2026-12-02T12:00:00Z"));
    }
};

QTEST_GUILESS_MAIN(TestTeamServer)
#include "tst_teamserver.moc"
