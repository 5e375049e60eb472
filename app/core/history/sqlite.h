#pragma once
// SQLite plumbing the history store's files share (internal to the store): its translation
// context, connection names, write transactions, error text, and prepared statements on the
// raw handle under a QSQLITE connection (the bulk paths use the C API directly; Debian's Qt
// SQLite plugin links the same system libsqlite3).

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariant>

#include <sqlite3.h>

namespace moeplan::core::history {

/// Starts a write transaction that takes the write lock at once (BEGIN IMMEDIATE): a deferred
/// one would read first and then fail at once with "database is locked" when another process
/// writes, where an immediate one waits its busy timeout for the lock. Committed or rolled back
/// through QSqlDatabase as usual.
bool beginWrite(QSqlDatabase &db);

/// A connection name no other connection of this process has.
QString newConnectionName();

/// The database's own text of an error, else Qt's.
QString sqlError(const QSqlError &e);

/// Closes and removes a connection once every handle on it is gone.
void dropConnection(QSqlDatabase &db, const QString &name);

/// The sqlite3 handle under a QSQLITE connection (the bulk paths use it directly), or null.
sqlite3 *rawHandle(const QSqlDatabase &db);

/// A prepared statement on a raw handle, finalized when it goes.
class Stmt
{
public:
    Stmt(sqlite3 *db, const QString &sql) : m_db(db)
    {
        const QByteArray u = sql.toUtf8();
        if (db)
            m_rc = sqlite3_prepare_v2(db, u.constData(), int(u.size()), &m_s, nullptr);
    }
    ~Stmt() { sqlite3_finalize(m_s); }
    Stmt(const Stmt &) = delete;
    Stmt &operator=(const Stmt &) = delete;
    bool ok() const { return m_rc == SQLITE_OK && m_s; }
    QString error() const
    {
        return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("no connection");
    }
    sqlite3_stmt *get() const { return m_s; }
    void bind(int i, const QVariant &v)
    {
        if (v.isNull()) {
            sqlite3_bind_null(m_s, i);
        } else if (v.metaType() == QMetaType::fromType<double>()) {
            sqlite3_bind_double(m_s, i, v.toDouble());
        } else if (v.metaType() == QMetaType::fromType<int>() ||
                   v.metaType() == QMetaType::fromType<qlonglong>() ||
                   v.metaType() == QMetaType::fromType<bool>()) {
            sqlite3_bind_int64(m_s, i, v.toLongLong());
        } else {
            const QByteArray u = v.toString().toUtf8();
            sqlite3_bind_text(m_s, i, u.constData(), int(u.size()), SQLITE_TRANSIENT);
        }
    }
    int step() { return sqlite3_step(m_s); }
    void reset()
    {
        sqlite3_reset(m_s);
        sqlite3_clear_bindings(m_s);
    }

private:
    sqlite3 *m_db;
    sqlite3_stmt *m_s = nullptr;
    int m_rc = SQLITE_ERROR;
};

} // namespace moeplan::core::history
