#include "historycontroller.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSet>
#include <QUndoCommand>
#include <QUndoStack>

namespace moeplan::core {

namespace {

// The change is made before the command is pushed (so a failure pushes nothing); the first
// redo() is therefore skipped. A later undo or redo that the store refuses makes the command
// obsolete: QUndoStack then drops it (and the steps it would have led to) instead of keeping a
// step that no longer matches the history.

class NotesCommand final : public QUndoCommand
{
public:
    NotesCommand(HistoryController *c, qint64 id, QString before, QString after)
        : QUndoCommand(HistoryController::tr("Edit the notes of run %1").arg(id)), m_c(c), m_id(id),
          m_before(std::move(before)), m_after(std::move(after))
    {}
    void redo() override
    {
        if (m_skipRedo)
            m_skipRedo = false;
        else
            apply(m_after);
    }
    void undo() override { apply(m_before); }

private:
    void apply(const QString &notes)
    {
        if (!m_c || !m_c->applyNotes(m_id, notes))
            setObsolete(true);
    }
    QPointer<HistoryController> m_c;
    qint64 m_id;
    QString m_before, m_after;
    bool m_skipRedo = true;
};

/// Runs that one step took out of the history or put in: a delete (its undo restores them) or
/// an import (its undo deletes them, with the sources they leave empty). Runs whose row ids
/// were taken meanwhile come back under new ids, which the next delete uses.
class RunsCommand final : public QUndoCommand
{
public:
    static RunsCommand *deleted(HistoryController *c, QVector<qint64> ids, RemovedRuns removed)
    {
        auto *cmd = new RunsCommand(
            c, HistoryController::tr("Delete %Ln run(s)", nullptr, int(removed.runs.size())),
            false);
        cmd->m_ids = std::move(ids);
        cmd->m_removed = std::move(removed);
        return cmd;
    }
    static RunsCommand *imported(HistoryController *c, QVector<qint64> ids,
                                 QUndoCommand *parent = nullptr)
    {
        auto *cmd = new RunsCommand(
            c, HistoryController::tr("Import %Ln run(s)", nullptr, int(ids.size())), true, parent);
        cmd->m_ids = std::move(ids);
        return cmd;
    }
    void redo() override
    {
        if (m_skipRedo)
            m_skipRedo = false;
        else if (!(m_presentAfterRedo ? restore() : remove()))
            setObsolete(true);
    }
    void undo() override
    {
        if (!(m_presentAfterRedo ? remove() : restore()))
            setObsolete(true);
    }

private:
    RunsCommand(HistoryController *c, const QString &text, bool presentAfterRedo,
                QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_c(c), m_presentAfterRedo(presentAfterRedo)
    {}
    bool remove()
    {
        RemovedRuns removed;
        if (!m_c || !m_c->applyDelete(m_ids, removed))
            return false;
        m_removed = std::move(removed);
        return true;
    }
    bool restore()
    {
        QVector<qint64> restored;
        if (!m_c || !m_c->applyRestore(m_removed, restored))
            return false;
        m_ids = restored;
        return true;
    }

    QPointer<HistoryController> m_c;
    const bool m_presentAfterRedo; ///< an import: the runs are there after redo
    QVector<qint64> m_ids;
    RemovedRuns m_removed;
    bool m_skipRedo = true;
};

/// The telemetry an import attached to runs that were there before it (the rows of the runs it
/// added go and come back with them): detached by the undo, attached again by the redo.
class TelemetryCommand final : public QUndoCommand
{
public:
    TelemetryCommand(HistoryController *c, QVector<qint64> ids, QUndoCommand *parent)
        : QUndoCommand(parent), m_c(c), m_ids(std::move(ids))
    {}
    void redo() override
    {
        if (m_skipRedo)
            m_skipRedo = false;
        else if (!m_c || !m_c->applyAttachTelemetry(m_rows, m_ids))
            setObsolete(true);
    }
    void undo() override
    {
        if (!m_c || !m_c->applyDetachTelemetry(m_ids, m_rows))
            setObsolete(true);
    }

private:
    QPointer<HistoryController> m_c;
    QVector<qint64> m_ids;
    QVector<StoredTelemetry> m_rows;
    bool m_skipRedo = true;
};

} // namespace

HistoryController::HistoryController(HistoryStore *store, QObject *parent)
    : QObject(parent), m_store(store), m_undo(new QUndoStack(this))
{
    m_undo->setObjectName(QStringLiteral("historyUndoStack"));
}

bool HistoryController::setNotes(qint64 id, const QString &notes)
{
    QString error;
    const std::optional<RunRecord> before = m_store->runById(id, &error);
    if (!before) {
        fail(error.isEmpty()
                 ? tr("%1: no run with id %2 in the history").arg(m_store->path()).arg(id)
                 : error);
        return false;
    }
    if (before->notes == notes)
        return true;
    if (!applyNotes(id, notes))
        return false;
    m_undo->push(new NotesCommand(this, id, before->notes, notes));
    return true;
}

bool HistoryController::deleteRuns(const QVector<qint64> &ids)
{
    if (ids.isEmpty())
        return false;
    RemovedRuns removed;
    if (!applyDelete(ids, removed))
        return false;
    m_undo->push(RunsCommand::deleted(this, ids, std::move(removed)));
    return true;
}

void HistoryController::recordImport(QVector<qint64> ids, QVector<qint64> telemetryIds)
{
    // Rows attached to the runs the import added go and come back with those runs.
    QVector<qint64> others;
    if (!telemetryIds.isEmpty()) {
        const QSet<qint64> added(ids.cbegin(), ids.cend());
        for (const StoredTelemetry &t : m_store->telemetryRows(telemetryIds))
            if (!added.contains(t.runId))
                others << t.id;
    }
    if (ids.isEmpty() && others.isEmpty())
        return;
    if (others.isEmpty()) {
        m_undo->push(RunsCommand::imported(this, std::move(ids)));
        return;
    }
    auto *step = new QUndoCommand(
        ids.isEmpty() ? tr("Attach telemetry to %Ln run(s)", nullptr, int(others.size()))
                      : tr("Import %Ln run(s)", nullptr, int(ids.size())));
    if (!ids.isEmpty())
        RunsCommand::imported(this, std::move(ids), step);
    new TelemetryCommand(this, std::move(others), step);
    m_undo->push(step);
}

bool HistoryController::applyDetachTelemetry(const QVector<qint64> &telemetryIds,
                                             QVector<StoredTelemetry> &rows)
{
    QString error;
    rows = m_store->telemetryRows(telemetryIds, &error);
    if (error.isEmpty())
        error = m_store->detachTelemetry(telemetryIds);
    if (!error.isEmpty()) {
        fail(error);
        return false;
    }
    m_lastError.clear();
    m_lastFailure = HistoryStore::Failure::None;
    emit telemetryChanged();
    return true;
}

bool HistoryController::applyAttachTelemetry(const QVector<StoredTelemetry> &rows,
                                             QVector<qint64> &ids)
{
    QVector<qint64> added;
    for (const StoredTelemetry &t : rows) {
        QVector<qint64> one;
        if (const QString e = m_store->attachTelemetry({t.runId}, t, &one); !e.isEmpty()) {
            fail(e);
            return false;
        }
        added += one;
    }
    ids = added;
    m_lastError.clear();
    m_lastFailure = HistoryStore::Failure::None;
    emit telemetryChanged();
    return true;
}

bool HistoryController::applyNotes(qint64 id, const QString &notes)
{
    if (const QString e = m_store->setRunNotes(id, notes); !e.isEmpty()) {
        fail(e);
        return false;
    }
    m_lastError.clear();
    m_lastFailure = HistoryStore::Failure::None;
    emit notesChanged(id);
    return true;
}

bool HistoryController::applyDelete(const QVector<qint64> &ids, RemovedRuns &removed)
{
    QString error;
    removed = m_store->deleteRuns(ids, &error);
    if (removed.isEmpty()) {
        fail(error.isEmpty()
                 ? tr("%1: none of these runs is in the history any more").arg(m_store->path())
                 : error);
        return false;
    }
    m_lastError.clear();
    m_lastFailure = HistoryStore::Failure::None;
    emit runsChanged();
    return true;
}

bool HistoryController::applyRestore(const RemovedRuns &removed, QVector<qint64> &restoredIds)
{
    if (const QString e = m_store->restoreRuns(removed, &restoredIds); !e.isEmpty()) {
        fail(e);
        return false;
    }
    m_lastError.clear();
    m_lastFailure = HistoryStore::Failure::None;
    emit runsChanged();
    emit runsRestored(restoredIds);
    return true;
}

void HistoryController::fail(const QString &message)
{
    m_lastError = message;
    m_lastFailure = m_store->lastFailure() == HistoryStore::Failure::None
                        ? HistoryStore::Failure::Other
                        : m_store->lastFailure();
    emit failed(message, m_lastFailure);
}

} // namespace moeplan::core
