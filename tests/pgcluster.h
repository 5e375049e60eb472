#pragma once
// A throwaway PostgreSQL cluster for the team-history tests and benchmarks: Debian's initdb and
// pg_ctl in a temporary folder, run as the unprivileged "postgres" user when the process is root
// (initdb refuses root). Trust on the cluster's socket for the set-up; passwords (scram-sha-256)
// over TCP on 127.0.0.1 for the clients, as on a team's server.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <unistd.h>

namespace testutil {

class PgCluster
{
public:
    PgCluster() = default;
    ~PgCluster() { stop(); }
    PgCluster(const PgCluster &) = delete;
    PgCluster &operator=(const PgCluster &) = delete;

    /// Why the cluster cannot be made on this machine (PostgreSQL or Qt's driver missing), or
    /// empty: the caller skips with this message.
    static QString unavailable()
    {
        if (binDir().isEmpty())
            return QStringLiteral(
                "PostgreSQL is not installed (scripts/setup.sh test installs postgresql)");
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            return QStringLiteral("Qt's PostgreSQL driver is not installed (libqt6sql6-psql)");
        return {};
    }

    /// The newest installed server's programs, or empty.
    static QString binDir()
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

    /// Makes the cluster in `dir`/cluster (the superuser "postgres" with `superPassword`).
    bool init(const QString &dir, const QString &superPassword = QStringLiteral("superpass"))
    {
        m_bin = binDir();
        m_dir = dir;
        m_data = QDir(dir).filePath(QStringLiteral("cluster"));
        if (m_bin.isEmpty() || !QDir().mkpath(m_data))
            return false;
        if (::geteuid() == 0) {
            m_asUser = {QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"),
                        QStringLiteral("--")};
            if (QProcess::execute(QStringLiteral("chown"),
                                  {QStringLiteral("postgres:"), dir, m_data}) != 0)
                return false;
            QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                           QFile::ExeOther);
        }
        const QString pwfile = m_data + QStringLiteral(".pw");
        QFile pw(pwfile);
        if (!pw.open(QIODevice::WriteOnly))
            return false;
        pw.write(superPassword.toUtf8() + '\n');
        pw.close();
        giveToServer({pwfile});
        return pg(QStringLiteral("initdb"),
                  {QStringLiteral("-D"), m_data, QStringLiteral("-U"), QStringLiteral("postgres"),
                   QStringLiteral("--auth-local=trust"),
                   QStringLiteral("--auth-host=scram-sha-256"),
                   QStringLiteral("--pwfile=") + pwfile, QStringLiteral("-E"),
                   QStringLiteral("UTF8"), QStringLiteral("--no-sync")});
    }

    /// Starts the server on 127.0.0.1 and a port of its own; `options` adds "-c name=value"s.
    bool start(const QString &options = {})
    {
        m_port = 20000 + int(::getpid() % 20000);
        m_started =
            pg(QStringLiteral("pg_ctl"),
               {QStringLiteral("-D"), m_data, QStringLiteral("-l"),
                m_data + QStringLiteral("/server.log"), QStringLiteral("-w"), QStringLiteral("-o"),
                QStringLiteral("-k %1 -p %2 -c listen_addresses=127.0.0.1 -c fsync=off %3")
                    .arg(m_data)
                    .arg(m_port)
                    .arg(options),
                QStringLiteral("start")});
        return m_started;
    }

    void stop()
    {
        if (m_started)
            pg(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), m_data, QStringLiteral("-m"),
                                          QStringLiteral("immediate"), QStringLiteral("stop")});
        m_started = false;
    }

    /// Files the server reads (its key, its certificate) belong to the server's user.
    void giveToServer(const QStringList &files) const
    {
        if (!m_asUser.isEmpty())
            QProcess::execute(QStringLiteral("chown"),
                              QStringList{QStringLiteral("postgres:")} + files);
    }

    /// Runs a PostgreSQL program as the cluster's user.
    bool pg(const QString &program, const QStringList &args, QByteArray *output = nullptr) const
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

    /// Runs statements as the superuser over the cluster's socket (trust).
    bool admin(const QStringList &statements,
               const QString &database = QStringLiteral("postgres")) const
    {
        bool ok = true;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"),
                                                        QStringLiteral("pgcluster-admin"));
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
        QSqlDatabase::removeDatabase(QStringLiteral("pgcluster-admin"));
        return ok;
    }

    int port() const { return m_port; }
    bool started() const { return m_started; }
    /// The cluster's own folder.
    QString dataDir() const { return m_data; }

private:
    QString m_bin, m_dir, m_data;
    QStringList m_asUser; ///< runuser prefix when the process is root
    int m_port = 0;
    bool m_started = false;
};

} // namespace testutil
