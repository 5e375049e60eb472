#pragma once
// Changes to the benchmark history as undo steps: editing a run's notes, deleting runs and
// undoing an import, on the history's own QUndoStack (not the scenario's: a history change
// neither marks the scenario modified nor is lost when another scenario is opened). The window
// joins this stack and the document's in a QUndoGroup, so Edit > Undo acts on the page in front.
// Every store failure is reported through failed(), and a step that can no longer be undone or
// redone leaves the stack instead of pretending to work.

#include "historystore.h"

#include <QObject>
#include <QString>
#include <QVector>

class QUndoStack;

namespace moeplan::core {

class HistoryController final : public QObject
{
    Q_OBJECT
public:
    /// `store` (open) must outlive the controller.
    explicit HistoryController(HistoryStore *store, QObject *parent = nullptr);

    HistoryStore *store() const { return m_store; }
    QUndoStack *undoStack() const { return m_undo; }

    /// Replaces a run's notes (one undo step); false, with failed() emitted, when the store
    /// refuses. No step when the notes are unchanged.
    bool setNotes(qint64 id, const QString &notes);
    /// Deletes runs (one undo step that restores them); false, with failed(), when nothing was
    /// deleted.
    bool deleteRuns(const QVector<qint64> &ids);
    /// Records an import that already stored `ids` (one undo step that takes them out again)
    /// and attached the telemetry rows `telemetryIds` (to those runs or to runs there before;
    /// the undo removes them, the redo attaches them again).
    void recordImport(QVector<qint64> ids, QVector<qint64> telemetryIds = {});

    /// Why the last change failed, and its kind (empty / None after a change that worked).
    QString lastError() const { return m_lastError; }
    HistoryStore::Failure lastFailure() const { return m_lastFailure; }

    // Used by the undo commands: the change without a new step. Each emits failed() when the
    // store refuses and returns false.
    bool applyNotes(qint64 id, const QString &notes);
    bool applyDelete(const QVector<qint64> &ids, RemovedRuns &removed);
    bool applyRestore(const RemovedRuns &removed, QVector<qint64> &restoredIds);
    /// Detaches telemetry rows, returning them (to attach again) in `rows`.
    bool applyDetachTelemetry(const QVector<qint64> &telemetryIds, QVector<StoredTelemetry> &rows);
    /// Attaches rows again to their runs; their new row ids in `ids`.
    bool applyAttachTelemetry(const QVector<StoredTelemetry> &rows, QVector<qint64> &ids);

signals:
    /// Runs were added or removed (a delete, its undo, an import's undo or redo).
    void runsChanged();
    /// One run's notes changed.
    void notesChanged(qint64 id);
    /// Telemetry was detached or attached again by an undo or redo.
    void telemetryChanged();
    /// Runs came back (an undone delete, a redone import), possibly under new ids.
    void runsRestored(const QVector<qint64> &ids);
    /// A change failed: the store's message (naming the file and the reason) and its kind.
    void failed(const QString &message, moeplan::core::HistoryStore::Failure kind);

private:
    void fail(const QString &message);

    HistoryStore *m_store;
    QUndoStack *m_undo;
    QString m_lastError;
    HistoryStore::Failure m_lastFailure = HistoryStore::Failure::None;
};

} // namespace moeplan::core
