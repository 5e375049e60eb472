#pragma once
// SQL fixtures for tests that damage or inspect a history file outside the store (linked with
// Qt Sql).

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QtTest>

namespace testutil {

/// Runs SQL statements on a database file outside the store; a statement that fails fails the
/// calling test.
inline void execOn(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("fixture-exec");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &sql : statements)
            QVERIFY2(q.exec(sql), qPrintable(sql));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace testutil
