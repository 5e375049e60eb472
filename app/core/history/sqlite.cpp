#include "sqlite.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlQuery>

namespace moeplan::core::history {

namespace {
QAtomicInteger<int> g_connectionCounter;
} // namespace

bool beginWrite(QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("BEGIN IMMEDIATE"));
}

QString newConnectionName()
{
    return QStringLiteral("moeplan-history-%1").arg(g_connectionCounter.fetchAndAddRelaxed(1));
}

QString sqlError(const QSqlError &e)
{
    QString t = e.databaseText();
    if (t.isEmpty())
        t = e.text();
    return t;
}

void dropConnection(QSqlDatabase &db, const QString &name)
{
    if (db.isValid())
        db.close();
    db = QSqlDatabase();
    if (!name.isEmpty() && QSqlDatabase::contains(name))
        QSqlDatabase::removeDatabase(name);
}

sqlite3 *rawHandle(const QSqlDatabase &db)
{
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3 *const *>(v.constData());
    return nullptr;
}

} // namespace moeplan::core::history
