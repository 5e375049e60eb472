// The team history on a real PostgreSQL server (issue 19): a throwaway cluster is started in a
// temporary folder (initdb and pg_ctl of Debian's postgresql, under the unprivileged
// "postgres" user when the tests run as root), with password authentication over TCP so the
// client's password comes from PGPASSFILE as it would on a GPU node. No mocks.

#include "historystore.h"
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

QString postgresBin()
{
    const QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql"))
                                     .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (auto it = versions.crbegin(); it != versions.crend(); ++it) {
        const QString bin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(*it);
        if (QFile::exists(bin + QStringLiteral("/initdb")))
            return bin;
    }
    return {};
}

} // namespace

class TestTeamServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_bin;
    QString m_data;
    QString m_pgpass;
    int m_port = 0;
    bool m_started = false;
    QStringList m_asUser; ///< runuser prefix when the tests run as root

    /// Runs a PostgreSQL program as the cluster's user.
    bool pg(const QString &program, const QStringList &args, QByteArray *output = nullptr)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        if (m_asUser.isEmpty())
            p.start(m_bin + QLatin1Char('/') + program, args);
        else
            p.start(m_asUser.first(),
                    m_asUser.mid(1) + QStringList{m_bin + QLatin1Char('/') + program} + args);
        const bool ok = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit &&
                        p.exitCode() == 0;
        if (output)
            *output = p.readAll();
        else if (!ok)
            qWarning("%s: %s", qPrintable(program), p.readAll().constData());
        return ok;
    }

    /// A superuser session over the cluster's socket (trust).
    bool admin(const QStringList &statements, const QString &database = QStringLiteral("postgres"))
    {
        bool ok = true;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), "admin");
            db.setHostName(m_data);
            db.setPort(m_port);
            db.setUserName(QStringLiteral("postgres"));
            db.setDatabaseName(database);
            if (!db.open()) {
                qWarning("admin: %s", qPrintable(db.lastError().text()));
                ok = false;
            }
            QSqlQuery q(db);
            for (const QString &s : statements) {
                if (ok && !q.exec(s)) {
                    qWarning("admin: %s: %s", qPrintable(s), qPrintable(q.lastError().text()));
                    ok = false;
                }
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("admin"));
        return ok;
    }

    QString url(const QString &role, const QString &extra = {}) const
    {
        return QStringLiteral("postgresql://%1@127.0.0.1:%2/team%3")
            .arg(role)
            .arg(m_port)
            .arg(extra);
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
        m_bin = postgresBin();
        if (m_bin.isEmpty())
            QSKIP("PostgreSQL is not installed (scripts/setup.sh test installs postgresql)");
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            QSKIP("Qt's PostgreSQL driver is not installed (libqt6sql6-psql)");
        m_data = m_dir.filePath(QStringLiteral("cluster"));
        QVERIFY(QDir().mkpath(m_data));
        if (::geteuid() == 0) {
            // initdb refuses root: the cluster belongs to the unprivileged postgres user.
            m_asUser = {QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"),
                        QStringLiteral("--")};
            QVERIFY(QProcess::execute(QStringLiteral("chown"),
                                      {QStringLiteral("postgres:"), m_dir.path(), m_data}) == 0);
            QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner |
                                                    QFile::ExeOwner | QFile::ExeOther);
        }
        const QString pwfile = m_data + QStringLiteral(".pw");
        QFile pw(pwfile);
        QVERIFY(pw.open(QIODevice::WriteOnly));
        pw.write("superpass\n");
        pw.close();
        if (!m_asUser.isEmpty())
            QProcess::execute(QStringLiteral("chown"), {QStringLiteral("postgres:"), pwfile});
        // Trust on the socket (the test's own set-up), passwords over TCP (the clients).
        QVERIFY(
            pg(QStringLiteral("initdb"),
               {QStringLiteral("-D"), m_data, QStringLiteral("-U"), QStringLiteral("postgres"),
                QStringLiteral("--auth-local=trust"), QStringLiteral("--auth-host=scram-sha-256"),
                QStringLiteral("--pwfile=") + pwfile, QStringLiteral("-E"), QStringLiteral("UTF8"),
                QStringLiteral("--no-sync")}));
        m_port = 20000 + int(::getpid() % 20000);
        QVERIFY(
            pg(QStringLiteral("pg_ctl"),
               {QStringLiteral("-D"), m_data, QStringLiteral("-l"),
                m_data + QStringLiteral("/server.log"), QStringLiteral("-w"), QStringLiteral("-o"),
                QStringLiteral("-k %1 -p %2 -c listen_addresses=127.0.0.1 -c fsync=off")
                    .arg(m_data)
                    .arg(m_port),
                QStringLiteral("start")}));
        m_started = true;
        // The roles docs/database.md sets up: the schema owner, a writer and a reader.
        QVERIFY(admin({QStringLiteral("CREATE ROLE teamowner LOGIN PASSWORD 'ownerpass'"),
                       QStringLiteral("CREATE ROLE node LOGIN PASSWORD 'nodepass'"),
                       QStringLiteral("CREATE ROLE viewer LOGIN PASSWORD 'viewerpass'"),
                       QStringLiteral("CREATE DATABASE team OWNER teamowner")}));
        QVERIFY(admin({QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE teamowner GRANT SELECT, "
                                      "INSERT ON TABLES TO node"),
                       QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE teamowner GRANT SELECT "
                                      "ON TABLES TO viewer")},
                      QStringLiteral("team")));
        m_pgpass = m_dir.filePath(QStringLiteral("pgpass"));
        QFile pass(m_pgpass);
        QVERIFY(pass.open(QIODevice::WriteOnly));
        pass.write(QStringLiteral("127.0.0.1:%1:team:teamowner:ownerpass\n"
                                  "127.0.0.1:%1:team:node:nodepass\n"
                                  "127.0.0.1:%1:team:viewer:viewerpass\n")
                       .arg(m_port)
                       .toUtf8());
        pass.close();
        // libpq ignores a password file others can read.
        QFile::setPermissions(m_pgpass, QFile::ReadOwner | QFile::WriteOwner);
    }

    void cleanupTestCase()
    {
        if (m_started)
            pg(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), m_data, QStringLiteral("-m"),
                                          QStringLiteral("immediate"), QStringLiteral("stop")});
    }

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
                 QByteArray(R"({"added":40,"duplicates":0,"retries":0,"sources":1})"));
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
};

QTEST_GUILESS_MAIN(TestTeamServer)
#include "tst_teamserver.moc"
