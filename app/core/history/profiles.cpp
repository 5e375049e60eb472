// HistoryStore's calibration profiles: stored as one set per refit, and whether they were fitted
// on the runs as they are.

#include "historystore.h"

#include "history/runcodec.h"
#include "history/sqlite.h"

#include <QDateTime>
#include <QHash>
#include <QSqlQuery>

namespace moeplan::core {

using namespace history;

QString HistoryStore::saveProfiles(const QVector<StoredProfile> &profiles, bool replaceAll,
                                   std::optional<qint64> fittedOn)
{
    if (!isOpen())
        return tr("the history database is not open");
    if (m_team && !m_localOnly)
        return profilesToServer(profiles, replaceAll, fittedOn);
    m_failure = Failure::None;
    if (!beginWrite(m_db)) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        return failureText(tr("%1: cannot start a transaction: %2").arg(m_path, cause), cause);
    }
    auto failWith = [&](const QString &what, const QSqlQuery &q) {
        noteFailure();
        const QString cause = sqlError(q.lastError());
        const QString e = failureText(tr("%1: %2: %3").arg(m_path, what, cause), cause);
        m_db.rollback();
        return e;
    };
    // Refits of concurrent imports may finish out of order: a set fitted on older runs never
    // replaces one fitted on newer runs (that one stands; nothing to store).
    if (fittedOn) {
        QSqlQuery state(m_db);
        if (!state.exec(QStringLiteral("SELECT profiles_fitted_on FROM calibration_state")))
            return failWith(tr("cannot read the calibration state"), state);
        if (state.next() && !state.value(0).isNull() && state.value(0).toLongLong() > *fittedOn) {
            state.finish();
            m_db.rollback();
            return {};
        }
    }
    if (replaceAll) {
        QSqlQuery clear(m_db);
        if (!clear.exec(QStringLiteral("DELETE FROM profiles")))
            return failWith(tr("cannot remove the previous profiles"), clear);
    }
    {
        QSqlQuery del(m_db), ins(m_db), link(m_db);
        if (!del.prepare(QStringLiteral("DELETE FROM profiles WHERE name = ?")))
            return failWith(tr("cannot prepare the profile delete"), del);
        if (!ins.prepare(QStringLiteral(
                "INSERT INTO profiles (name, gpu, engine, fitted_at, provenance, transferred_from, "
                "params_json, run_count, tpot_median_ape, ttft_median_ape, notes) VALUES (?, ?, "
                "?, ?, ?, ?, ?, ?, ?, ?, ?)")))
            return failWith(tr("cannot prepare the profile insert"), ins);
        if (!link.prepare(QStringLiteral(
                "INSERT OR IGNORE INTO profile_runs (profile_id, run_id) VALUES (?, ?)")))
            return failWith(tr("cannot prepare the profile run links"), link);
        for (const StoredProfile &p : profiles) {
            if (p.name.isEmpty()) {
                m_db.rollback();
                return tr("%1: a profile without a name cannot be stored").arg(m_path);
            }
            del.addBindValue(p.name);
            if (!del.exec())
                return failWith(tr("cannot replace the profile %1").arg(p.name), del);
            StoredProfile row = p;
            if (row.fittedAt.isEmpty())
                row.fittedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
            for (const QVariant &v : profileValues(row))
                ins.addBindValue(v);
            if (!ins.exec())
                return failWith(tr("the profile %1 was refused").arg(p.name), ins);
            const qint64 id = ins.lastInsertId().toLongLong();
            for (const qint64 runId : p.runIds) {
                link.addBindValue(id);
                link.addBindValue(runId);
                if (!link.exec())
                    return failWith(
                        tr("the profile %1 cannot refer to run %2").arg(p.name).arg(runId), link);
            }
        }
    }
    if (fittedOn) {
        QSqlQuery state(m_db);
        state.prepare(QStringLiteral("UPDATE calibration_state SET profiles_fitted_on = ?"));
        state.addBindValue(*fittedOn);
        if (!state.exec())
            return failWith(tr("cannot record the calibration state"), state);
    }
    if (!m_db.commit()) {
        noteFailure();
        const QString cause = sqlError(m_db.lastError());
        const QString e =
            failureText(tr("%1: cannot commit the profiles: %2").arg(m_path, cause), cause);
        m_db.rollback();
        return e;
    }
    return {};
}

QVector<StoredProfile> HistoryStore::profiles(QString *error) const
{
    QVector<StoredProfile> out;
    if (!isOpen()) {
        if (error)
            *error = tr("the history database is not open");
        return out;
    }
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QLatin1String(kProfileSelect))) {
        if (error)
            *error = tr("%1: cannot read the profiles: %2").arg(m_path, sqlError(q.lastError()));
        return out;
    }
    QHash<qint64, int> index;
    while (q.next()) {
        const StoredProfile p = profileFromRow([&](int i) { return q.value(i); });
        index.insert(p.id, int(out.size()));
        out << p;
    }
    if (!q.exec(QStringLiteral(
            "SELECT l.profile_id, l.run_id, r.run_key FROM profile_runs l JOIN runs r ON r.id = "
            "l.run_id ORDER BY l.profile_id, l.run_id"))) {
        if (error)
            *error =
                tr("%1: cannot read the profile runs: %2").arg(m_path, sqlError(q.lastError()));
        return {};
    }
    while (q.next()) {
        const auto it = index.constFind(q.value(0).toLongLong());
        if (it != index.constEnd()) {
            out[it.value()].runIds << q.value(1).toLongLong();
            out[it.value()].runKeys << q.value(2).toString();
        }
    }
    return out;
}

bool HistoryStore::fittedLater(const StoredProfile &a, const StoredProfile &b)
{
    const QDateTime ta = QDateTime::fromString(a.fittedAt, Qt::ISODateWithMs);
    const QDateTime tb = QDateTime::fromString(b.fittedAt, Qt::ISODateWithMs);
    if (ta.isValid() && tb.isValid())
        return ta > tb;
    // An unreadable time is older than any readable one.
    return ta.isValid() && !tb.isValid();
}

QString HistoryStore::takeProfiles(const QVector<StoredProfile> &profiles, int *taken)
{
    if (taken)
        *taken = 0;
    QString error;
    QHash<QString, StoredProfile> held;
    for (const StoredProfile &p : this->profiles(&error))
        held.insert(p.name, p);
    if (!error.isEmpty())
        return error;
    QVector<StoredProfile> newer;
    for (StoredProfile p : profiles) {
        const auto it = held.constFind(p.name);
        if (it != held.constEnd() && !fittedLater(p, *it))
            continue;
        // Linked to the runs of its keys held here; a run this history lacks is left out.
        p.runIds.clear();
        for (const qint64 id : runIdsOfKeys(p.runKeys, &error))
            if (id > 0)
                p.runIds << id;
        if (!error.isEmpty())
            return error;
        newer << p;
    }
    if (newer.isEmpty())
        return {};
    // The working copy of a server history takes the server's profiles without sending them back.
    const bool was = m_localOnly;
    m_localOnly = true;
    error = saveProfiles(newer, /*replaceAll*/ false, std::nullopt);
    m_localOnly = was;
    if (error.isEmpty() && taken)
        *taken = int(newer.size());
    return error;
}

qint64 HistoryStore::runsGeneration(QString *error) const
{
    QSqlQuery q(m_db);
    if (!isOpen() || !q.exec(QStringLiteral("SELECT runs_changed FROM calibration_state")) ||
        !q.next()) {
        if (error)
            *error = tr("%1: cannot read the calibration state: %2")
                         .arg(m_path, isOpen() ? sqlError(q.lastError()) : tr("not open"));
        return -1;
    }
    return q.value(0).toLongLong();
}

bool HistoryStore::profilesStale(QString *error) const
{
    QSqlQuery q(m_db);
    if (!isOpen() ||
        !q.exec(QStringLiteral("SELECT profiles_fitted_on IS NULL OR profiles_fitted_on < "
                               "runs_changed FROM calibration_state")) ||
        !q.next()) {
        if (error)
            *error = tr("%1: cannot read the calibration state: %2")
                         .arg(m_path, isOpen() ? sqlError(q.lastError()) : tr("not open"));
        return false;
    }
    return q.value(0).toBool();
}

} // namespace moeplan::core
