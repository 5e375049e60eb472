// A team's history on a server, as the store uses it: a local working copy (a history file in
// the cache folder) mirrors the server; every change of runs goes to the server first, in the
// server's transaction, and then to the copy. Reads (lists, filters, calibration) run on the
// copy at the file's speed.

#include "historystore.h"
#include "teamhistory.h"

#include "runcodec.h"
#include "sqlite.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QSaveFile>
#include <QSet>
#include <QSqlQuery>
#include <QStandardPaths>

namespace moeplan::core {

using namespace history;

namespace {

/// The working copy of a server's history: one file per URL (without any password) in the cache
/// folder; MOEPLAN_CACHE_DIR moves it (tests, nodes with a small home).
QString workingCopyPath(const ServerAddress &address)
{
    QString base = qEnvironmentVariable("MOEPLAN_CACHE_DIR");
    if (base.isEmpty())
        base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    const QByteArray id =
        QCryptographicHash::hash(address.url().toUtf8(), QCryptographicHash::Sha256).toHex();
    return QDir(base).filePath(
        QStringLiteral("team/%1.sqlite").arg(QString::fromLatin1(id.left(24))));
}

/// While it lives, the store's writes go to the working copy only.
class LocalOnly
{
public:
    explicit LocalOnly(bool &flag) : m_flag(flag), m_was(flag) { m_flag = true; }
    ~LocalOnly() { m_flag = m_was; }
    LocalOnly(const LocalOnly &) = delete;
    LocalOnly &operator=(const LocalOnly &) = delete;

private:
    bool &m_flag;
    bool m_was;
};

} // namespace

QString HistoryStore::openServer(const QString &url)
{
    QString error;
    const auto address = parseServerUrl(url, &error);
    if (!address) {
        m_failure = Failure::Other;
        return error;
    }
    auto team = std::make_unique<TeamHistory>();
    if (const QString e = team->open(*address); !e.isEmpty()) {
        m_failure = Failure::Other;
        return e;
    }
    const QString copy = workingCopyPath(*address);
    if (const QString e = open(copy, NewHistory::Empty); !e.isEmpty()) {
        if (m_failure == Failure::Busy || m_failure == Failure::NotWritable)
            return tr("%1: cannot open the working copy: %2").arg(address->url(), e);
        // A damaged copy holds no run the server lacks: it is made again from the server (its
        // local calibration profiles and telemetry are lost with it, and the message says so).
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"),
                                      QStringLiteral("-journal"), QStringLiteral(".server")})
            QFile::remove(copy + suffix);
        if (const QString again = open(copy, NewHistory::Empty); !again.isEmpty())
            return tr("%1: cannot open the working copy: %2").arg(address->url(), again);
        qWarning("%s", qPrintable(tr("%1: the working copy %2 was unreadable (%3) and is made "
                                     "again from the server")
                                      .arg(address->url(), copy, e)));
    }
    m_team = std::move(team);
    m_path = address->url();
    if (const QString e = refresh(); !e.isEmpty()) {
        m_team.reset();
        dropConnection(m_db, m_connection);
        m_path.clear();
        return e;
    }
    return {};
}

bool HistoryStore::canWrite() const
{
    if (!isOpen())
        return false;
    return !m_team || m_team->canWrite();
}

bool HistoryStore::watchServer(QObject *context, const std::function<void()> &onChange)
{
    return m_team && m_team->watch(context, onChange);
}

QString HistoryStore::refresh(int *added, int *removed, int *profiles, int *notes)
{
    if (added)
        *added = 0;
    if (removed)
        *removed = 0;
    if (profiles)
        *profiles = 0;
    if (notes)
        *notes = 0;
    if (!m_team || !isOpen())
        return {};
    // Nothing to compare when the server's runs are as the copy last saw them: no run added
    // (the highest id is the same), none deleted (the count is the same), the same database.
    // Read before the comparison, so a change during it is seen next time.
    // The copy's own count and highest id are part of the mark, so a copy changed or replaced
    // behind the mark's back is compared in full.
    QString error;
    const QString server = m_team->runsMark(&error);
    if (!error.isEmpty())
        return error;
    auto copyMark = [&] {
        QSqlQuery q(m_db);
        return q.exec(QStringLiteral("SELECT COUNT(*), COALESCE(MAX(id), 0) FROM runs")) && q.next()
                   ? QStringLiteral(" | %1 %2").arg(q.value(0).toString(), q.value(1).toString())
                   : QString();
    };
    const QString markFile = m_db.databaseName() + QStringLiteral(".server");
    {
        QFile f(markFile);
        const QString before = copyMark();
        if (!before.isEmpty() && f.open(QIODevice::ReadOnly) &&
            QString::fromUtf8(f.readAll()) == server + before)
            return takeServerProfiles(profiles);
    }
    if (const QString e = refreshRuns(added, removed); !e.isEmpty())
        return e;
    if (const QString e = refreshNotes(notes); !e.isEmpty())
        return e;
    // Written only once the copy holds what the server held: a refresh cut short compares
    // everything next time.
    if (const QString after = copyMark(); !after.isEmpty()) {
        QSaveFile f(markFile);
        if (f.open(QIODevice::WriteOnly)) {
            f.write((server + after).toUtf8());
            f.commit();
        }
    }
    return takeServerProfiles(profiles);
}

QString HistoryStore::refreshRuns(int *added, int *removed)
{
    // What the server holds, by run_key, against what the copy holds.
    QHash<QString, qint64> remote;
    if (const QString e = m_team->runKeys(remote); !e.isEmpty())
        return e;
    QHash<QString, qint64> local;
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT run_key, id FROM runs")))
            return tr("%1: cannot read the working copy %2: %3")
                .arg(m_path, m_db.databaseName(), sqlError(q.lastError()));
        while (q.next())
            local.insert(q.value(0).toString(), q.value(1).toLongLong());
    }
    QSet<qint64> wantedSources;
    for (auto it = remote.constBegin(); it != remote.constEnd(); ++it)
        if (!local.contains(it.key()))
            wantedSources.insert(it.value());
    QVector<qint64> stale;
    for (auto it = local.constBegin(); it != local.constEnd(); ++it)
        if (!remote.contains(it.key()))
            stale << it.value();

    LocalOnly guard(m_localOnly);
    if (!stale.isEmpty()) {
        QString e;
        const RemovedRuns gone = deleteRuns(stale, &e);
        if (!e.isEmpty())
            return e;
        if (removed)
            *removed = int(gone.runs.size());
    }
    if (wantedSources.isEmpty())
        return {};
    QMap<qint64, SourceInfo> all, wanted;
    if (const QString e = m_team->sources(all); !e.isEmpty())
        return e;
    for (const qint64 id : std::as_const(wantedSources))
        if (all.contains(id))
            wanted.insert(id, all.value(id));
    QVector<SourceRuns> pulled;
    if (const QString e = m_team->pullSources(wanted, pulled); !e.isEmpty())
        return e;

    // Into the copy in one transaction: a source it lacks is added, runs go under the source
    // they have on the server (runs already there are skipped by their key).
    if (!beginWrite(m_db))
        return tr("%1: cannot update the working copy %2: %3")
            .arg(m_path, m_db.databaseName(), sqlError(m_db.lastError()));
    auto rollback = [&](const QString &why) {
        m_db.rollback();
        return tr("%1: cannot update the working copy %2: %3")
            .arg(m_path, m_db.databaseName(), why);
    };
    sqlite3 *db = rawHandle(m_db);
    Stmt find(db, QStringLiteral("SELECT id FROM sources WHERE content_sha256 = ?"));
    Stmt add(db, QStringLiteral("INSERT INTO sources (file_name, tool, tool_version, host, "
                                "content_sha256, imported_at) VALUES (?, ?, ?, ?, ?, ?)"));
    if (!find.ok() || !add.ok())
        return rollback(find.ok() ? add.error() : find.error());
    ImportOutcome counts;
    for (const SourceRuns &s : std::as_const(pulled)) {
        if (s.runs.isEmpty())
            continue;
        find.reset();
        find.bind(1, s.source.contentSha256);
        qint64 sourceId = 0;
        if (find.step() == SQLITE_ROW) {
            sourceId = sqlite3_column_int64(find.get(), 0);
        } else {
            add.reset();
            const SourceInfo &i = s.source;
            add.bind(1, i.fileName);
            add.bind(2, i.tool);
            add.bind(3, nullable(i.toolVersion));
            add.bind(4, nullable(i.host));
            add.bind(5, i.contentSha256);
            add.bind(6, i.importedAt);
            if (add.step() != SQLITE_DONE)
                return rollback(add.error());
            sourceId = sqlite3_last_insert_rowid(db);
        }
        int failedAt = 0;
        if (const QString e = insertRunsRaw(db, s.runs, QVector<qint64>(s.runs.size(), sourceId),
                                            counts, failedAt);
            !e.isEmpty())
            return rollback(e);
    }
    if (counts.imported > 0)
        if (const QString e = markRunsChanged(); !e.isEmpty())
            return rollback(e);
    if (!m_db.commit())
        return rollback(sqlError(m_db.lastError()));
    if (added)
        *added = counts.imported;
    return {};
}

QString HistoryStore::refreshNotes(int *changed)
{
    QHash<QString, QString> remote;
    if (const QString e = m_team->notesDigests(remote); !e.isEmpty())
        return e;
    // The copy's noted runs; after refreshRuns the copy holds every key the server holds.
    QHash<QString, QPair<qint64, QString>> local; // run_key -> (id, md5 of the notes)
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT run_key, id, notes FROM runs WHERE notes IS NOT NULL")))
            return tr("%1: cannot read the working copy %2: %3")
                .arg(m_path, m_db.databaseName(), sqlError(q.lastError()));
        while (q.next())
            local.insert(
                q.value(0).toString(),
                {q.value(1).toLongLong(),
                 QString::fromLatin1(QCryptographicHash::hash(q.value(2).toString().toUtf8(),
                                                              QCryptographicHash::Md5)
                                         .toHex())});
    }
    QStringList differ;
    for (auto it = remote.constBegin(); it != remote.constEnd(); ++it)
        if (local.value(it.key()).second != it.value())
            differ << it.key();
    const QVector<qint64> differIds = runIdsOfKeys(differ);
    QHash<QString, QString> notes;
    if (const QString e = m_team->notesOf(differ, notes); !e.isEmpty())
        return e;
    LocalOnly guard(m_localOnly);
    int count = 0;
    for (qsizetype i = 0; i < differ.size(); ++i) {
        if (differIds.at(i) <= 0)
            continue; // not in the copy (refreshRuns brought every run; a run added since)
        if (const QString e = setRunNotes(differIds.at(i), notes.value(differ.at(i))); !e.isEmpty())
            return e;
        ++count;
    }
    // Notes cleared on the server.
    for (auto it = local.constBegin(); it != local.constEnd(); ++it) {
        if (remote.contains(it.key()))
            continue;
        if (const QString e = setRunNotes(it.value().first, QString()); !e.isEmpty())
            return e;
        ++count;
    }
    if (changed)
        *changed = count;
    return {};
}

QString HistoryStore::takeServerProfiles(int *taken)
{
    QVector<StoredProfile> published;
    if (const QString e = m_team->profiles(published); !e.isEmpty())
        return e;
    return takeProfiles(published, taken);
}

QString HistoryStore::profilesToServer(const QVector<StoredProfile> &profiles, bool replaceAll,
                                       std::optional<qint64> fittedOn)
{
    // Calibration runs on the copy: its profiles are saved there first (any role may calibrate
    // locally), then published for the team where the role may.
    {
        LocalOnly guard(m_localOnly);
        if (const QString e = saveProfiles(profiles, replaceAll, fittedOn); !e.isEmpty())
            return e;
    }
    if (!m_team->canPublishProfiles())
        return {};
    QSet<QString> names;
    for (const StoredProfile &p : profiles)
        names.insert(p.name);
    QString error;
    QVector<StoredProfile> saved;
    for (const StoredProfile &p : this->profiles(&error))
        if (names.contains(p.name))
            saved << p;
    if (!error.isEmpty())
        return error;
    if (const QString e = m_team->pushProfiles(saved, replaceAll); !e.isEmpty())
        return tr("%1 (they are saved in the working copy)").arg(e);
    return {};
}

ImportOutcome HistoryStore::importToServer(const SourceInfo &source, const QVector<RunRecord> &runs,
                                           bool replaceSource)
{
    // importRuns() checked every run's ranges before coming here.
    ImportOutcome out;
    m_failure = Failure::None;
    const SyncOutcome pushed =
        m_team->push({{source, runs}}, replaceSource ? PushMode::Replace : PushMode::Sync);
    if (!pushed.ok()) {
        m_failure = pushed.readOnly ? Failure::NotWritable : Failure::Other;
        out.error = pushed.error;
        return out;
    }
    {
        LocalOnly guard(m_localOnly);
        const ImportOutcome local = importRuns(source, runs, replaceSource);
        if (!local.ok()) {
            out.error = tr("%1: the runs of %2 are stored on the server, but the working copy "
                           "could not take them (%3); they appear at the next open")
                            .arg(m_path, source.fileName, local.error);
            return out;
        }
    }
    // The server's counts: runs another node stored first are duplicates there, and an undo
    // removes only the runs this import added.
    out.imported = pushed.added;
    out.duplicates = pushed.duplicates;
    out.duplicateSource = pushed.sourceKnown && !replaceSource;
    out.replaced = pushed.replaced;
    for (const qint64 id : runIdsOfKeys(pushed.addedKeys))
        if (id > 0)
            out.runIds << id;
    return out;
}

QString HistoryStore::sourceRunsOf(const QVector<qint64> &ids, QVector<SourceRuns> &out) const
{
    out.clear();
    QString error;
    const QVector<RunRecord> rows = runsByIds(ids, &error);
    if (!error.isEmpty())
        return error;
    const QMap<qint64, SourceInfo> known = sources(&error);
    if (!error.isEmpty())
        return error;
    QMap<qint64, int> index;
    for (const RunRecord &r : rows) {
        auto it = index.find(r.sourceId);
        if (it == index.end()) {
            it = index.insert(r.sourceId, int(out.size()));
            out.append({known.value(r.sourceId), {}});
        }
        out[*it].runs.append(r);
    }
    return {};
}

ImportOutcome HistoryStore::mergeToServer(const QString &otherDbPath)
{
    ImportOutcome out;
    {
        LocalOnly guard(m_localOnly);
        out = mergeFrom(otherDbPath);
    }
    if (!out.ok() || out.runIds.isEmpty())
        return out;
    QVector<SourceRuns> groups;
    QString error = sourceRunsOf(out.runIds, groups);
    SyncOutcome pushed;
    if (error.isEmpty()) {
        pushed = m_team->push(groups, PushMode::AddRuns);
        error = pushed.error;
    }
    if (!error.isEmpty()) {
        // The copy follows the server: what the merge added to it goes again.
        LocalOnly guard(m_localOnly);
        QString ignored;
        deleteRuns(out.runIds, &ignored);
        m_failure = pushed.readOnly ? Failure::NotWritable : Failure::Other;
        ImportOutcome bad;
        bad.error = error;
        return bad;
    }
    out.imported = pushed.added;
    out.duplicates += pushed.duplicates;
    out.runIds.clear();
    for (const qint64 id : runIdsOfKeys(pushed.addedKeys))
        if (id > 0)
            out.runIds << id;
    return out;
}

RemovedRuns HistoryStore::deleteOnServer(const QVector<qint64> &ids, QString *error)
{
    RemovedRuns removed;
    {
        LocalOnly guard(m_localOnly);
        removed = deleteRuns(ids, error);
    }
    if (removed.isEmpty())
        return removed;
    bool readOnly = false;
    if (const QString e = m_team->deleteRuns(removed.runKeys, nullptr, &readOnly); !e.isEmpty()) {
        LocalOnly guard(m_localOnly);
        restoreRuns(removed);
        m_failure = readOnly ? Failure::NotWritable : Failure::Other;
        if (error)
            *error = e;
        return {};
    }
    return removed;
}

QString HistoryStore::restoreToServer(const RemovedRuns &removed, QVector<qint64> *restoredIds)
{
    QString error;
    QMap<qint64, SourceInfo> known = sources(&error);
    if (!error.isEmpty())
        return error;
    for (const StoredSource &s : removed.sources)
        known.insert(s.id, s.info);
    QVector<SourceRuns> groups;
    QMap<qint64, int> index;
    for (const RunRecord &r : removed.runs) {
        auto it = index.find(r.sourceId);
        if (it == index.end()) {
            it = index.insert(r.sourceId, int(groups.size()));
            groups.append({known.value(r.sourceId), {}});
        }
        groups[*it].runs.append(r);
    }
    const SyncOutcome pushed = m_team->push(groups, PushMode::AddRuns);
    if (!pushed.ok()) {
        m_failure = pushed.readOnly ? Failure::NotWritable : Failure::Other;
        return pushed.error;
    }
    LocalOnly guard(m_localOnly);
    return restoreRuns(removed, restoredIds);
}

QString HistoryStore::notesToServer(qint64 id, const QString &notes)
{
    QString key, before;
    {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("SELECT run_key, notes FROM runs WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec() || !q.next())
            return tr("%1: cannot change the notes of run %2: %3")
                .arg(m_path)
                .arg(id)
                .arg(q.lastError().isValid() ? sqlError(q.lastError())
                                             : tr("no run with id %1").arg(id));
        key = q.value(0).toString();
        before = q.value(1).toString();
    }
    bool readOnly = false;
    if (const QString e = m_team->setNotes(key, notes, &readOnly); !e.isEmpty()) {
        m_failure = readOnly ? Failure::NotWritable : Failure::Other;
        return e;
    }
    LocalOnly guard(m_localOnly);
    return setRunNotes(id, notes);
}

} // namespace moeplan::core
