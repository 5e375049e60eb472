#include "teamhistory.h"

#include "history/runcodec.h"
#include "history/schema.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QFileInfo>
#include <QMutex>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QThread>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <memory>

namespace moeplan::core {

namespace {

/// The lock key every migration takes, so two first connections do not both create the schema.
constexpr qint64 kMigrationLock = HistoryStore::kApplicationId;
/// The channel every change of runs is announced on (LISTEN/NOTIFY).
constexpr char kChannel[] = "moeplan_runs";
/// How often a transaction is retried after a serialization failure or a deadlock.
constexpr int kMaxRetries = 8;
/// The transaction-level advisory lock publishers of calibration profiles take ("moeplan").
constexpr qint64 kProfilesLock = 0x6d6f65706c616e;

const QStringList kSslModes = {QStringLiteral("disable"),   QStringLiteral("allow"),
                               QStringLiteral("prefer"),    QStringLiteral("require"),
                               QStringLiteral("verify-ca"), QStringLiteral("verify-full")};

QString sqlError(const QSqlError &e)
{
    QString text = e.databaseText().trimmed();
    if (text.isEmpty())
        text = e.driverText().trimmed();
    if (text.isEmpty())
        text = e.text().trimmed();
    return text;
}

/// SQLSTATE class 40: a serialization failure (40001) or a deadlock (40P01); worth a retry.
bool retryable(const QSqlError &e)
{
    return e.nativeErrorCode() == QLatin1String("40001") ||
           e.nativeErrorCode() == QLatin1String("40P01");
}

/// SQLSTATE 42501: insufficient privilege.
bool denied(const QSqlError &e)
{
    return e.nativeErrorCode() == QLatin1String("42501");
}

QAtomicInt connectionCounter;

QMutex passwordsMutex;
QHash<QString, QString> &passwords()
{
    static QHash<QString, QString> map;
    return map;
}

} // namespace

void setServerPassword(const QString &url, const QString &password)
{
    const QMutexLocker lock(&passwordsMutex);
    if (password.isEmpty())
        passwords().remove(url);
    else
        passwords().insert(url, password);
}

QString serverPassword(const QString &url)
{
    const QMutexLocker lock(&passwordsMutex);
    return passwords().value(url);
}

// ---------------------------------------------------------------------------------------------
// Addresses

QString ServerAddress::url() const
{
    QUrl u;
    u.setScheme(QStringLiteral("postgresql"));
    u.setUserName(user);
    QUrlQuery q;
    if (host.startsWith(QLatin1Char('/')))
        q.addQueryItem(QStringLiteral("host"), host);
    else
        u.setHost(host);
    if (port != 5432)
        u.setPort(port);
    u.setPath(QLatin1Char('/') + database);
    if (!sslMode.isEmpty())
        q.addQueryItem(QStringLiteral("sslmode"), sslMode);
    if (!sslRootCert.isEmpty())
        q.addQueryItem(QStringLiteral("sslrootcert"), sslRootCert);
    if (!q.isEmpty())
        u.setQuery(q);
    return u.toString();
}

bool ServerAddress::isLocal() const
{
    if (host.isEmpty() || host.startsWith(QLatin1Char('/')) ||
        host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    // Loopback addresses (QtNetwork's QHostAddress would be one more library for this).
    return host.startsWith(QLatin1String("127.")) || host == QLatin1String("::1") ||
           host == QLatin1String("[::1]");
}

bool isServerUrl(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

std::optional<ServerAddress> parseServerUrl(const QString &text, QString *error)
{
    auto refuse = [&](const QString &why) -> std::optional<ServerAddress> {
        if (error)
            *error = TeamHistory::tr("%1: %2").arg(text, why);
        return std::nullopt;
    };
    if (!isServerUrl(text))
        return refuse(TeamHistory::tr("not a postgresql:// URL"));
    const QUrl u(text, QUrl::StrictMode);
    if (!u.isValid())
        return refuse(TeamHistory::tr("not a valid URL (%1)").arg(u.errorString()));
    if (!u.password().isEmpty())
        return refuse(TeamHistory::tr(
            "a password in the URL is refused: it would be kept in the shell's history and shown "
            "in the process list; put it in ~/.pgpass (or the file PGPASSFILE names)"));
    ServerAddress a;
    a.user = u.userName();
    a.host = u.host();
    a.port = u.port(5432);
    a.database = u.path().mid(1);
    const QUrlQuery q(u);
    const QStringList known{QStringLiteral("sslmode"), QStringLiteral("sslrootcert"),
                            QStringLiteral("host")};
    for (const auto &[key, value] : q.queryItems(QUrl::FullyDecoded)) {
        if (!known.contains(key))
            return refuse(TeamHistory::tr("unknown parameter \"%1\" (known: sslmode, "
                                          "sslrootcert, host)")
                              .arg(key));
    }
    if (q.hasQueryItem(QStringLiteral("host")))
        a.host = q.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    a.sslMode = q.queryItemValue(QStringLiteral("sslmode"), QUrl::FullyDecoded);
    a.sslRootCert = q.queryItemValue(QStringLiteral("sslrootcert"), QUrl::FullyDecoded);
    if (a.user.isEmpty())
        return refuse(TeamHistory::tr("the URL names no user (postgresql://USER@HOST/DBNAME)"));
    if (a.host.isEmpty())
        return refuse(TeamHistory::tr("the URL names no host (postgresql://USER@HOST/DBNAME)"));
    if (a.database.isEmpty() || a.database.contains(QLatin1Char('/')))
        return refuse(TeamHistory::tr("the URL names no database (postgresql://USER@HOST/DBNAME)"));
    if (a.port < 1 || a.port > 65535)
        return refuse(TeamHistory::tr("port %1 is outside 1-65535").arg(a.port));
    if (a.sslMode.isEmpty())
        a.sslMode = a.isLocal() ? QStringLiteral("prefer") : QStringLiteral("require");
    if (!kSslModes.contains(a.sslMode))
        return refuse(TeamHistory::tr("sslmode \"%1\" is not one of %2")
                          .arg(a.sslMode, kSslModes.join(QStringLiteral(", "))));
    if (!a.isLocal() && kSslModes.indexOf(a.sslMode) < kSslModes.indexOf(QLatin1String("require")))
        return refuse(TeamHistory::tr("sslmode \"%1\" would send the history unencrypted to a "
                                      "remote host; use require, verify-ca or verify-full")
                          .arg(a.sslMode));
    if (a.sslMode.startsWith(QLatin1String("verify")) && a.sslRootCert.isEmpty())
        return refuse(
            TeamHistory::tr("sslmode %1 needs the CA file: add &sslrootcert=PATH").arg(a.sslMode));
    return a;
}

// ---------------------------------------------------------------------------------------------
// The server's schema

QStringList TeamHistory::schemaStatements(int fromVersion, int toVersion)
{
    // The dialect differences, all here: SQLite's rowid primary keys become identity columns,
    // its 64-bit INTEGER becomes BIGINT and its 8-byte REAL double precision; PRAGMAs (the
    // file's application id) have no counterpart, the version table holds the version.
    static const QRegularExpression rowid(QStringLiteral("\\bid INTEGER PRIMARY KEY\\b(?! CHECK)"));
    static const QRegularExpression integer(QStringLiteral("\\bINTEGER\\b"));
    static const QRegularExpression real(QStringLiteral("\\bREAL\\b"));
    QStringList out;
    const auto &migrations = history::migrations();
    for (int v = std::max(fromVersion, 0); v < toVersion && v < migrations.size(); ++v) {
        for (QString sql : migrations.at(v)) {
            if (sql.startsWith(QLatin1String("PRAGMA")))
                continue;
            sql.replace(rowid, QStringLiteral("id BIGINT GENERATED BY DEFAULT AS IDENTITY "
                                              "PRIMARY KEY"));
            sql.replace(integer, QStringLiteral("BIGINT"));
            sql.replace(real, QStringLiteral("DOUBLE PRECISION"));
            out << sql;
        }
    }
    if (fromVersion == 0)
        out.prepend(QStringLiteral("CREATE TABLE moeplan_schema (\n"
                                   "  application BIGINT NOT NULL,\n"
                                   "  version INTEGER NOT NULL\n"
                                   ")"));
    out << QStringLiteral("DELETE FROM moeplan_schema")
        << QStringLiteral("INSERT INTO moeplan_schema (application, version) VALUES (%1, %2)")
               .arg(HistoryStore::kApplicationId)
               .arg(toVersion);
    return out;
}

// ---------------------------------------------------------------------------------------------
// The connection

TeamHistory::TeamHistory() = default;

TeamHistory::~TeamHistory()
{
    if (m_db.isValid()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

bool TeamHistory::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

QString TeamHistory::failure(const QString &what, const QString &cause) const
{
    return tr("%1: %2: %3").arg(m_address.url(), what, cause);
}

QString TeamHistory::open(const ServerAddress &address, const QString &password)
{
    m_address = address;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return tr("%1: Qt's PostgreSQL driver is not installed (Debian: libqt6sql6-psql)")
            .arg(address.url());
    m_connection = QStringLiteral("moeplan-team-%1").arg(connectionCounter.fetchAndAddRelaxed(1));
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
    m_db.setHostName(address.host);
    m_db.setPort(address.port);
    m_db.setDatabaseName(address.database);
    m_db.setUserName(address.user);
    // Without a password (the CLI) libpq reads PGPASSFILE / ~/.pgpass itself.
    const QString given = password.isEmpty() ? serverPassword(address.url()) : password;
    if (!given.isEmpty())
        m_db.setPassword(given);
    QStringList options{QStringLiteral("sslmode=%1").arg(address.sslMode),
                        QStringLiteral("connect_timeout=15"),
                        QStringLiteral("application_name=moeplan")};
    if (!address.sslRootCert.isEmpty())
        options << QStringLiteral("sslrootcert=%1").arg(address.sslRootCert);
    m_db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!m_db.open()) {
        const QString cause = sqlError(m_db.lastError());
        if (cause.contains(QLatin1String("no password supplied")))
            return tr("%1: cannot connect: the server asks for a password and none was found: "
                      "put it in ~/.pgpass or the file PGPASSFILE names (docs/database.md)")
                .arg(address.url());
        return tr("%1: cannot connect: %2").arg(address.url(), cause);
    }
    return migrate();
}

QString TeamHistory::migrate()
{
    QSqlQuery q(m_db);
    auto version = [&](int &v) -> QString {
        v = 0;
        if (!q.exec(QStringLiteral("SELECT to_regclass('moeplan_schema') IS NOT NULL, "
                                   "to_regclass('runs') IS NOT NULL")) ||
            !q.next())
            return sqlError(q.lastError());
        const bool versioned = q.value(0).toBool();
        const bool runs = q.value(1).toBool();
        if (!versioned)
            return runs ? tr("the database holds a \"runs\" table that is not a MoE Planner "
                             "history")
                        : QString();
        if (!q.exec(QStringLiteral("SELECT application, version FROM moeplan_schema")) || !q.next())
            return sqlError(q.lastError());
        if (q.value(0).toLongLong() != HistoryStore::kApplicationId)
            return tr("the database is not a MoE Planner history");
        v = q.value(1).toInt();
        return {};
    };
    int have = 0;
    if (const QString e = version(have); !e.isEmpty())
        return failure(tr("cannot read the schema"), e);
    const int want = HistoryStore::kSchemaVersion;
    if (have > want)
        return failure(tr("cannot use the history"),
                       tr("its schema is version %1, newer than this MoE Planner reads (%2)")
                           .arg(have)
                           .arg(want));
    if (have == want) {
        // The columns the runs are read and written by must all be there.
        QStringList missing;
        const QSqlRecord rec = m_db.record(QStringLiteral("runs"));
        for (const QString &c : HistoryStore::runColumns())
            if (!rec.contains(c))
                missing << c;
        if (!missing.isEmpty())
            return failure(
                tr("cannot use the history"),
                tr("the runs table lacks the columns %1").arg(missing.join(QStringLiteral(", "))));
        return {};
    }
    // Create or migrate, in one transaction, under a lock two first connections share.
    if (!m_db.transaction())
        return failure(tr("cannot create the schema"), sqlError(m_db.lastError()));
    auto rollback = [&](const QString &why) {
        m_db.rollback();
        return why;
    };
    if (!q.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kMigrationLock)))
        return rollback(failure(tr("cannot create the schema"), sqlError(q.lastError())));
    if (const QString e = version(have); !e.isEmpty())
        return rollback(failure(tr("cannot read the schema"), e));
    for (const QString &sql : schemaStatements(have, want)) {
        if (have == want)
            break; // another connection migrated while this one waited
        if (!q.exec(sql)) {
            const QSqlError e = q.lastError();
            if (denied(e))
                return rollback(
                    have == 0
                        ? tr("%1: the database holds no MoE Planner history yet, and role \"%2\" "
                             "may not create it; the schema owner connects first "
                             "(docs/database.md)")
                              .arg(m_address.url(), m_address.user)
                        : tr("%1: the history's schema is version %2 and needs migrating to %3 "
                             "by its owner; role \"%4\" may not (docs/database.md)")
                              .arg(m_address.url())
                              .arg(have)
                              .arg(want)
                              .arg(m_address.user));
            return rollback(failure(tr("cannot create the schema"), sqlError(e)));
        }
    }
    if (!m_db.commit())
        return rollback(failure(tr("cannot create the schema"), sqlError(m_db.lastError())));
    return {};
}

bool TeamHistory::transact(const std::function<bool()> &body, QSqlError &err, int *retries)
{
    for (int attempt = 0;; ++attempt) {
        err = QSqlError();
        if (!m_db.transaction())
            err = m_db.lastError();
        else if (body() && m_db.commit())
            return true;
        else if (!err.isValid())
            err = m_db.lastError();
        m_db.rollback();
        if (!retryable(err) || attempt >= kMaxRetries)
            return false;
        if (retries)
            ++*retries;
        QThread::msleep(20 * (attempt + 1));
    }
}

bool TeamHistory::canWrite() const
{
    QSqlQuery q(m_db);
    return q.exec(QStringLiteral("SELECT has_table_privilege('runs', 'INSERT') AND "
                                 "has_table_privilege('sources', 'INSERT')")) &&
           q.next() && q.value(0).toBool();
}

qint64 TeamHistory::count(QString *error) const
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM runs")) || !q.next()) {
        if (error)
            *error = failure(tr("cannot count the runs"), sqlError(q.lastError()));
        return -1;
    }
    return q.value(0).toLongLong();
}

// ---------------------------------------------------------------------------------------------
// Reading and writing runs

SyncOutcome TeamHistory::push(const QVector<SourceRuns> &sources, PushMode mode)
{
    SyncOutcome out;
    out.sources = int(sources.size());
    if (!isOpen()) {
        out.error = tr("%1: not connected").arg(m_address.url());
        return out;
    }
    if (!canWrite()) {
        out.readOnly = true;
        out.error = tr("%1: role \"%2\" may read this history but not add runs to it (ask its "
                       "owner for INSERT on runs and sources, docs/database.md)")
                        .arg(m_address.url(), m_address.user);
        return out;
    }
    // Runs go in batches of kBatch rows per statement, each column as one array parameter that
    // unnest() turns back into rows: one round trip and one small plan per batch, whatever its
    // size. RETURNING names the rows actually added.
    const QStringList columns = HistoryStore::runColumns();
    QStringList arrays{QStringLiteral("?::bigint[]")};
    for (const history::Column &c : history::kRunColumns)
        arrays << (c.type == history::Column::Type::Text   ? QStringLiteral("?::text[]")
                   : c.type == history::Column::Type::Real ? QStringLiteral("?::double precision[]")
                                                           : QStringLiteral("?::bigint[]"));
    arrays << QStringLiteral("?::text[]");
    const QString insertRuns =
        QStringLiteral("INSERT INTO runs (source_id, %1, run_key) SELECT * FROM unnest(%2) "
                       "ON CONFLICT (run_key) DO NOTHING RETURNING run_key")
            .arg(columns.join(QStringLiteral(", ")), arrays.join(QStringLiteral(", ")));
    constexpr int kBatch = 2000;
    // Runs in run_key order, so two nodes adding overlapping runs lock them in the same order.
    struct Pending
    {
        int source;
        const RunRecord *run;
        QString key;
    };
    QVector<Pending> pending;
    for (int s = 0; s < sources.size(); ++s)
        for (const RunRecord &r : sources.at(s).runs)
            pending.append({s, &r, r.runKey()});
    std::sort(pending.begin(), pending.end(),
              [](const Pending &a, const Pending &b) { return a.key < b.key; });

    // Declared outside the attempts: a prepared statement freed inside a failed transaction
    // makes the driver warn; these go after the rollback.
    QSqlQuery src(m_db), find(m_db), run(m_db), clear(m_db);
    QSqlError err;
    auto attemptOnce = [&]() -> bool {
        out.added = out.duplicates = out.replaced = 0;
        out.sourceKnown = false;
        out.addedKeys.clear();
        if (!src.prepare(QStringLiteral(
                "INSERT INTO sources (file_name, tool, tool_version, host, content_sha256, "
                "imported_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (content_sha256) DO "
                "NOTHING RETURNING id")) ||
            !find.prepare(QStringLiteral("SELECT id FROM sources WHERE content_sha256 = ?")) ||
            !run.prepare(insertRuns) ||
            !clear.prepare(QStringLiteral("DELETE FROM runs WHERE source_id = ?"))) {
            err = src.lastError().isValid()    ? src.lastError()
                  : find.lastError().isValid() ? find.lastError()
                  : run.lastError().isValid()  ? run.lastError()
                                               : clear.lastError();
            return false;
        }
        QVector<qint64> sourceIds(sources.size(), 0);
        QVector<bool> skip(sources.size(), false);
        for (int s = 0; s < sources.size(); ++s) {
            const SourceInfo &i = sources.at(s).source;
            src.addBindValue(i.fileName);
            src.addBindValue(i.tool);
            src.addBindValue(history::nullable(i.toolVersion));
            src.addBindValue(history::nullable(i.host));
            src.addBindValue(i.contentSha256);
            src.addBindValue(i.importedAt.isEmpty()
                                 ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate)
                                 : i.importedAt);
            if (!src.exec()) {
                err = src.lastError();
                return false;
            }
            if (src.next()) {
                sourceIds[s] = src.value(0).toLongLong();
            } else {
                find.addBindValue(i.contentSha256);
                if (!find.exec() || !find.next()) {
                    err = find.lastError();
                    return false;
                }
                sourceIds[s] = find.value(0).toLongLong();
                out.sourceKnown = true;
                if (mode == PushMode::Sync) {
                    skip[s] = true;
                } else if (mode == PushMode::Replace) {
                    clear.addBindValue(sourceIds.at(s));
                    if (!clear.exec()) {
                        err = clear.lastError();
                        return false;
                    }
                    out.replaced += std::max(0, clear.numRowsAffected());
                }
            }
        }
        QVector<const Pending *> batch;
        batch.reserve(kBatch);
        auto flush = [&]() -> bool {
            if (batch.isEmpty())
                return true;
            const qsizetype n = batch.size();
            QVector<QVariantList> values;
            values.reserve(n);
            for (const Pending *p : std::as_const(batch))
                values << HistoryStore::runColumnValues(*p->run);
            // PostgreSQL array literals: NULL, numbers as they are (reals to 17 digits,
            // exact), texts double-quoted with '\' and '"' escaped.
            auto literal = [&](auto element) {
                QString text;
                text.reserve(int(n) * 24);
                text += QLatin1Char('{');
                for (qsizetype i = 0; i < n; ++i) {
                    if (i > 0)
                        text += QLatin1Char(',');
                    element(i, text);
                }
                text += QLatin1Char('}');
                return text;
            };
            run.addBindValue(literal([&](qsizetype i, QString &text) {
                text += QString::number(sourceIds.at(batch.at(i)->source));
            }));
            for (int c = 0; c < history::kColumnCount; ++c) {
                const history::Column::Type type = history::kRunColumns[c].type;
                run.addBindValue(literal([&](qsizetype i, QString &text) {
                    const QVariant &v = values.at(i).at(c);
                    if (v.isNull())
                        text += QLatin1String("NULL");
                    else if (type == history::Column::Type::Real)
                        text += QString::number(v.toDouble(), 'g', 17);
                    else if (type != history::Column::Type::Text)
                        text += QString::number(v.toLongLong());
                    else {
                        QString t = v.toString();
                        t.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
                        t.replace(QLatin1Char('"'), QLatin1String("\\\""));
                        text += QLatin1Char('"') + t + QLatin1Char('"');
                    }
                }));
            }
            run.addBindValue(
                literal([&](qsizetype i, QString &text) { text += batch.at(i)->key; }));
            if (!run.exec()) {
                err = run.lastError();
                return false;
            }
            int added = 0;
            while (run.next()) {
                out.addedKeys << run.value(0).toString();
                ++added;
            }
            out.added += added;
            out.duplicates += int(n) - added;
            batch.clear();
            return true;
        };
        for (const Pending &p : pending) {
            if (skip.at(p.source)) {
                ++out.duplicates;
                continue;
            }
            batch << &p;
            if (batch.size() == kBatch && !flush())
                return false;
        }
        if (!flush())
            return false;
        if (out.added > 0 || out.replaced > 0) {
            QSqlQuery notify(m_db);
            if (!notify.exec(QStringLiteral("NOTIFY %1").arg(QLatin1String(kChannel)))) {
                err = notify.lastError();
                return false;
            }
        }
        return true;
    };
    if (transact(attemptOnce, err, &out.retries))
        return out;
    out.added = out.duplicates = out.replaced = 0;
    out.addedKeys.clear();
    out.readOnly = denied(err);
    out.error = denied(err) ? tr("%1: role \"%2\" may not add runs: %3")
                                  .arg(m_address.url(), m_address.user, sqlError(err))
                            : failure(tr("cannot store the runs"), sqlError(err));
    return out;
}

QString TeamHistory::pull(QVector<SourceRuns> &out) const
{
    out.clear();
    if (!isOpen())
        return tr("%1: not connected").arg(m_address.url());
    QSqlDatabase db = m_db;
    // One snapshot for both reads.
    if (!db.transaction())
        return failure(tr("cannot read the runs"), sqlError(db.lastError()));
    QSqlQuery q(db);
    q.setForwardOnly(true);
    QSqlQuery(db).exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"));
    QMap<qint64, SourceInfo> known;
    if (const QString e = sources(known); !e.isEmpty()) {
        db.rollback();
        return e;
    }
    QMap<qint64, int> index;
    for (auto it = known.constBegin(); it != known.constEnd(); ++it) {
        index.insert(it.key(), int(out.size()));
        out.append({it.value(), {}});
    }
    const QStringList columns = HistoryStore::runColumns();
    if (!q.exec(QStringLiteral("SELECT source_id, %1 FROM runs ORDER BY id")
                    .arg(columns.join(QStringLiteral(", "))))) {
        const QString e = sqlError(q.lastError());
        db.rollback();
        out.clear();
        return failure(tr("cannot read the runs"), e);
    }
    while (q.next()) {
        int i = 1;
        RunRecord r = HistoryStore::runFromColumnValues([&] { return q.value(i++); });
        const auto it = index.constFind(q.value(0).toLongLong());
        if (it == index.constEnd())
            continue; // unreachable: runs.source_id references sources(id)
        if (const QString e = r.rangeError(); !e.isEmpty()) {
            db.rollback();
            out.clear();
            return failure(tr("cannot read the runs"), e);
        }
        out[*it].runs.append(r);
    }
    db.commit();
    // Sources left without runs add nothing.
    out.erase(std::remove_if(out.begin(), out.end(),
                             [](const SourceRuns &s) { return s.runs.isEmpty(); }),
              out.end());
    return {};
}

QString TeamHistory::sources(QMap<qint64, SourceInfo> &out) const
{
    out.clear();
    if (!isOpen())
        return tr("%1: not connected").arg(m_address.url());
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QLatin1String(history::kSourceSelect)))
        return failure(tr("cannot read the sources"), sqlError(q.lastError()));
    while (q.next())
        out.insert(q.value(0).toLongLong(),
                   history::sourceFromRow([&](int i) { return q.value(i); }));
    return {};
}

QString TeamHistory::pullSources(const QMap<qint64, SourceInfo> &wanted,
                                 QVector<SourceRuns> &out) const
{
    out.clear();
    if (!isOpen())
        return tr("%1: not connected").arg(m_address.url());
    QMap<qint64, int> index;
    for (auto it = wanted.constBegin(); it != wanted.constEnd(); ++it) {
        index.insert(it.key(), int(out.size()));
        out.append({it.value(), {}});
    }
    const QStringList columns = HistoryStore::runColumns();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    // Row ids are integers the server gave: written into the statement, a few hundred at a time.
    const QList<qint64> ids = wanted.keys();
    constexpr int kChunk = 500;
    for (qsizetype first = 0; first < ids.size(); first += kChunk) {
        QStringList list;
        for (qsizetype i = first; i < std::min<qsizetype>(ids.size(), first + kChunk); ++i)
            list << QString::number(ids.at(i));
        if (!q.exec(QStringLiteral("SELECT source_id, %1 FROM runs WHERE source_id IN (%2) "
                                   "ORDER BY id")
                        .arg(columns.join(QStringLiteral(", ")), list.join(QLatin1Char(','))))) {
            out.clear();
            return failure(tr("cannot read the runs"), sqlError(q.lastError()));
        }
        while (q.next()) {
            int i = 1;
            RunRecord r = HistoryStore::runFromColumnValues([&] { return q.value(i++); });
            if (const QString e = r.rangeError(); !e.isEmpty()) {
                out.clear();
                return failure(tr("cannot read the runs"), e);
            }
            out[index.value(q.value(0).toLongLong())].runs.append(r);
        }
    }
    return {};
}

QString TeamHistory::runsMark(QString *error) const
{
    QSqlQuery q(m_db);
    if (!isOpen() ||
        !q.exec(QStringLiteral(
            "SELECT (SELECT oid FROM pg_database WHERE datname = current_database()), COUNT(*), "
            "COALESCE(MAX(id), 0), COALESCE(SUM(hashtext(run_key || notes)::bigint) FILTER "
            "(WHERE notes IS NOT NULL), 0) FROM runs")) ||
        !q.next()) {
        if (error)
            *error = isOpen() ? failure(tr("cannot read the runs"), sqlError(q.lastError()))
                              : tr("%1: not connected").arg(m_address.url());
        return {};
    }
    return QStringLiteral("%1 %2 %3 %4 %5")
        .arg(m_address.url(), q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
             q.value(3).toString());
}

QString TeamHistory::notesDigests(QHash<QString, QString> &out) const
{
    out.clear();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT run_key, md5(notes) FROM runs WHERE notes IS NOT NULL")))
        return failure(tr("cannot read the notes"), sqlError(q.lastError()));
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toString());
    return {};
}

QString TeamHistory::notesOf(const QStringList &keys, QHash<QString, QString> &out) const
{
    out.clear();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.prepare(QStringLiteral("SELECT run_key, notes FROM runs WHERE notes IS NOT NULL AND "
                                  "run_key = ANY(string_to_array(?, ','))")))
        return failure(tr("cannot read the notes"), sqlError(q.lastError()));
    constexpr int kChunk = 2000;
    for (qsizetype first = 0; first < keys.size(); first += kChunk) {
        q.addBindValue(keys.mid(first, kChunk).join(QLatin1Char(',')));
        if (!q.exec())
            return failure(tr("cannot read the notes"), sqlError(q.lastError()));
        while (q.next())
            out.insert(q.value(0).toString(), q.value(1).toString());
    }
    return {};
}

QString TeamHistory::runKeys(QHash<QString, qint64> &out) const
{
    out.clear();
    if (!isOpen())
        return tr("%1: not connected").arg(m_address.url());
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT run_key, source_id FROM runs")))
        return failure(tr("cannot read the runs"), sqlError(q.lastError()));
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toLongLong());
    return {};
}

QString TeamHistory::deleteRuns(const QStringList &keys, int *deleted, bool *readOnly)
{
    if (deleted)
        *deleted = 0;
    if (readOnly)
        *readOnly = false;
    if (!isOpen())
        return tr("%1: not connected").arg(m_address.url());
    int count = 0;
    QSqlError err;
    QSqlQuery del(m_db), orphan(m_db); // outlive the rollback, as in push()
    auto once = [&]() -> bool {
        count = 0;
        if (!del.prepare(QStringLiteral("DELETE FROM runs WHERE run_key = ? "
                                        "RETURNING source_id"))) {
            err = del.lastError();
            return false;
        }
        QSet<qint64> touched;
        QStringList sorted = keys;
        sorted.sort(); // the same lock order as push()
        for (const QString &k : std::as_const(sorted)) {
            del.addBindValue(k);
            if (!del.exec()) {
                err = del.lastError();
                return false;
            }
            while (del.next()) {
                touched.insert(del.value(0).toLongLong());
                ++count;
            }
        }
        if (!orphan.prepare(QStringLiteral("DELETE FROM sources s WHERE s.id = ? AND NOT "
                                           "EXISTS (SELECT 1 FROM runs r WHERE r.source_id "
                                           "= s.id)"))) {
            err = orphan.lastError();
            return false;
        }
        QList<qint64> ids = touched.values();
        std::sort(ids.begin(), ids.end());
        for (const qint64 id : std::as_const(ids)) {
            orphan.addBindValue(id);
            if (!orphan.exec()) {
                err = orphan.lastError();
                return false;
            }
        }
        QSqlQuery notify(m_db);
        if (count > 0 && !notify.exec(QStringLiteral("NOTIFY %1").arg(QLatin1String(kChannel)))) {
            err = notify.lastError();
            return false;
        }
        return true;
    };
    if (transact(once, err)) {
        if (deleted)
            *deleted = count;
        return {};
    }
    if (denied(err)) {
        if (readOnly)
            *readOnly = true;
        return tr("%1: role \"%2\" may not delete runs from this history (ask its owner for "
                  "DELETE on runs and sources, docs/database.md)")
            .arg(m_address.url(), m_address.user);
    }
    return failure(tr("cannot delete the runs"), sqlError(err));
}

QString TeamHistory::setNotes(const QString &runKey, const QString &notes, bool *readOnly)
{
    if (readOnly)
        *readOnly = false;
    if (!isOpen())
        return tr("%1: not connected").arg(m_address.url());
    QSqlQuery q(m_db);
    if (!q.prepare(QStringLiteral("UPDATE runs SET notes = ? WHERE run_key = ?")))
        return failure(tr("cannot change the notes"), sqlError(q.lastError()));
    q.addBindValue(notes.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(notes));
    q.addBindValue(runKey);
    if (!q.exec()) {
        if (denied(q.lastError())) {
            if (readOnly)
                *readOnly = true;
            return tr("%1: role \"%2\" may not change this history (ask its owner for UPDATE on "
                      "runs, docs/database.md)")
                .arg(m_address.url(), m_address.user);
        }
        return failure(tr("cannot change the notes"), sqlError(q.lastError()));
    }
    QSqlQuery(m_db).exec(QStringLiteral("NOTIFY %1").arg(QLatin1String(kChannel)));
    return {};
}

bool TeamHistory::canPublishProfiles() const
{
    QSqlQuery q(m_db);
    return q.exec(QStringLiteral("SELECT has_table_privilege('profiles', 'INSERT') AND "
                                 "has_table_privilege('profiles', 'DELETE') AND "
                                 "has_table_privilege('profile_runs', 'INSERT')")) &&
           q.next() && q.value(0).toBool();
}

QString TeamHistory::profiles(QVector<StoredProfile> &out) const
{
    out.clear();
    if (!isOpen())
        return tr("%1: not connected").arg(m_address.url());
    QSqlDatabase db = m_db;
    if (!db.transaction())
        return failure(tr("cannot read the profiles"), sqlError(db.lastError()));
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // One snapshot for the profiles and their links.
    q.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"));
    auto fail = [&](const QSqlQuery &failed) {
        const QString e = sqlError(failed.lastError());
        db.rollback();
        out.clear();
        return failure(tr("cannot read the profiles"), e);
    };
    if (!q.exec(QLatin1String(history::kProfileSelect)))
        return fail(q);
    QHash<qint64, int> index;
    while (q.next()) {
        const StoredProfile p = history::profileFromRow([&](int i) { return q.value(i); });
        index.insert(p.id, int(out.size()));
        out << p;
    }
    if (!q.exec(QStringLiteral("SELECT l.profile_id, l.run_id, r.run_key FROM profile_runs l "
                               "JOIN runs r ON r.id = l.run_id ORDER BY l.profile_id, l.run_id")))
        return fail(q);
    while (q.next()) {
        const auto it = index.constFind(q.value(0).toLongLong());
        if (it == index.constEnd())
            continue;
        out[*it].runIds << q.value(1).toLongLong();
        out[*it].runKeys << q.value(2).toString();
    }
    db.commit();
    return {};
}

QString TeamHistory::pushProfiles(const QVector<StoredProfile> &profiles, bool replaceOthers,
                                  int *stored, bool *readOnly)
{
    if (stored)
        *stored = 0;
    if (readOnly)
        *readOnly = false;
    if (!isOpen())
        return tr("%1: not connected").arg(m_address.url());
    if (profiles.isEmpty())
        return {};
    QString oldest;
    for (const StoredProfile &p : profiles) {
        if (p.name.isEmpty())
            return tr("%1: a profile without a name cannot be stored").arg(m_address.url());
        if (oldest.isEmpty() || HistoryStore::fittedLater(StoredProfile{.fittedAt = oldest}, p))
            oldest = p.fittedAt;
    }
    int written = 0;
    QSqlError err;
    QSqlQuery lock(m_db), held(m_db), del(m_db), ins(m_db), link(m_db), others(m_db);
    auto attemptOnce = [&]() -> bool {
        written = 0;
        // Publishers one at a time: two refits of the same name cannot both insert it.
        if (!lock.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kProfilesLock))) {
            err = lock.lastError();
            return false;
        }
        if (!held.prepare(QStringLiteral("SELECT fitted_at FROM profiles WHERE name = ?")) ||
            !del.prepare(QStringLiteral("DELETE FROM profiles WHERE name = ?")) ||
            !ins.prepare(QStringLiteral(
                "INSERT INTO profiles (name, gpu, engine, fitted_at, provenance, "
                "transferred_from, params_json, run_count, tpot_median_ape, ttft_median_ape, "
                "notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id")) ||
            !link.prepare(QStringLiteral(
                "INSERT INTO profile_runs (profile_id, run_id) SELECT ?, id FROM runs WHERE "
                "run_key = ANY(string_to_array(?, ',')) ON CONFLICT DO NOTHING"))) {
            for (const QSqlQuery *q : {&held, &del, &ins, &link})
                if (q->lastError().isValid()) {
                    err = q->lastError();
                    break;
                }
            return false;
        }
        for (const StoredProfile &p : profiles) {
            held.addBindValue(p.name);
            if (!held.exec()) {
                err = held.lastError();
                return false;
            }
            if (held.next() &&
                !HistoryStore::fittedLater(p, StoredProfile{.fittedAt = held.value(0).toString()}))
                continue;
            held.finish();
            del.addBindValue(p.name);
            if (!del.exec()) {
                err = del.lastError();
                return false;
            }
            for (const QVariant &v : history::profileValues(p))
                ins.addBindValue(v);
            if (!ins.exec() || !ins.next()) {
                err = ins.lastError();
                return false;
            }
            const qint64 id = ins.value(0).toLongLong();
            ins.finish();
            // Run keys are hex digests: one comma-separated parameter per profile.
            link.addBindValue(id);
            link.addBindValue(p.runKeys.join(QLatin1Char(',')));
            if (!link.exec()) {
                err = link.lastError();
                return false;
            }
            ++written;
        }
        if (replaceOthers) {
            QStringList names;
            for (const StoredProfile &p : profiles)
                names << p.name;
            QStringList gone;
            if (!others.exec(QStringLiteral("SELECT name, fitted_at FROM profiles"))) {
                err = others.lastError();
                return false;
            }
            while (others.next()) {
                const QString name = others.value(0).toString();
                if (!names.contains(name) &&
                    HistoryStore::fittedLater(
                        StoredProfile{.fittedAt = oldest},
                        StoredProfile{.fittedAt = others.value(1).toString()}))
                    gone << name;
            }
            for (const QString &name : std::as_const(gone)) {
                del.addBindValue(name);
                if (!del.exec()) {
                    err = del.lastError();
                    return false;
                }
                ++written;
            }
        }
        return true;
    };
    if (transact(attemptOnce, err)) {
        if (stored)
            *stored = written;
        return {};
    }
    if (denied(err)) {
        if (readOnly)
            *readOnly = true;
        return tr("%1: role \"%2\" may not publish calibration profiles (ask its owner for "
                  "INSERT and DELETE on profiles and profile_runs, docs/database.md)")
            .arg(m_address.url(), m_address.user);
    }
    return failure(tr("cannot publish the profiles"), sqlError(err));
}

bool TeamHistory::watch(QObject *context, const std::function<void()> &onChange)
{
    if (!isOpen() || !m_db.driver()->hasFeature(QSqlDriver::EventNotifications))
        return false;
    QSqlDriver *driver = m_db.driver();
    if (!driver->subscribedToNotifications().contains(QLatin1String(kChannel)) &&
        !driver->subscribeToNotification(QLatin1String(kChannel)))
        return false;
    QObject::connect(
        driver, &QSqlDriver::notification, context,
        [onChange](const QString &name, QSqlDriver::NotificationSource source, const QVariant &) {
            if (name == QLatin1String(kChannel) && source == QSqlDriver::OtherSource)
                onChange();
        });
    return true;
}

// ---------------------------------------------------------------------------------------------
// Sync

namespace {

/// Either side of a sync: a history file or a server.
struct Side
{
    QString name;
    std::unique_ptr<HistoryStore> file;
    std::unique_ptr<TeamHistory> server;
};

QString openSide(const QString &name, bool createFile, Side &side)
{
    side.name = name;
    if (isServerUrl(name)) {
        QString error;
        const auto address = parseServerUrl(name, &error);
        if (!address)
            return error;
        side.server = std::make_unique<TeamHistory>();
        return side.server->open(*address);
    }
    if (!createFile && !QFileInfo::exists(name))
        return TeamHistory::tr("%1: no such history database").arg(name);
    side.file = std::make_unique<HistoryStore>();
    return side.file->open(name, HistoryStore::NewHistory::Empty);
}

QString readFile(HistoryStore &store, QVector<SourceRuns> &out)
{
    QString error;
    const QMap<qint64, SourceInfo> sources = store.sources(&error);
    if (!error.isEmpty())
        return error;
    const QVector<RunRecord> runs = store.runs({}, &error);
    if (!error.isEmpty())
        return error;
    QMap<qint64, int> index;
    for (auto it = sources.constBegin(); it != sources.constEnd(); ++it) {
        index.insert(it.key(), int(out.size()));
        out.append({it.value(), {}});
    }
    for (const RunRecord &r : runs) {
        const auto it = index.constFind(r.sourceId);
        if (it != index.constEnd())
            out[*it].runs.append(r);
    }
    out.erase(std::remove_if(out.begin(), out.end(),
                             [](const SourceRuns &s) { return s.runs.isEmpty(); }),
              out.end());
    return {};
}

} // namespace

SyncOutcome syncHistories(const QString &from, const QString &to)
{
    SyncOutcome out;
    Side a, b;
    if (const QString e = openSide(from, false, a); !e.isEmpty()) {
        out.error = e;
        return out;
    }
    if (const QString e = openSide(to, true, b); !e.isEmpty()) {
        out.error = e;
        return out;
    }
    QVector<SourceRuns> sources;
    if (const QString e = a.file ? readFile(*a.file, sources) : a.server->pull(sources);
        !e.isEmpty()) {
        out.error = e;
        return out;
    }
    QVector<StoredProfile> profiles;
    {
        QString e;
        if (a.file)
            profiles = a.file->profiles(&e);
        else
            e = a.server->profiles(profiles);
        if (!e.isEmpty()) {
            out.error = e;
            return out;
        }
    }
    if (b.server) {
        out = b.server->push(sources);
        if (!out.ok())
            return out;
        // Profiles after their runs, so that their links find them.
        bool readOnly = false;
        if (const QString e = b.server->pushProfiles(profiles, false, &out.profiles, &readOnly);
            !e.isEmpty()) {
            out.error = e;
            out.readOnly = readOnly;
        }
        return out;
    }
    // Into a file: one transaction per source, each all or nothing, so a sync cut short is
    // finished by running it again.
    out.sources = int(sources.size());
    for (const SourceRuns &s : sources) {
        const ImportOutcome r = b.file->importRuns(s.source, s.runs);
        if (!r.ok()) {
            out.error = r.error;
            return out;
        }
        out.added += r.imported;
        out.duplicates += r.duplicates;
    }
    out.error = b.file->takeProfiles(profiles, &out.profiles);
    return out;
}

} // namespace moeplan::core
