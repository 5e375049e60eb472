#pragma once
// The telemetry table's rows (internal to the store): read a run's, insert one.

#include "storedtelemetry.h"

#include <QString>
#include <QVector>

#include <sqlite3.h>

namespace moeplan::core::history {

/// Appends the telemetry stored for `runId` to `out`; false and `error` set when it cannot.
bool readTelemetryRows(sqlite3 *db, qint64 runId, QVector<StoredTelemetry> &out, QString *error);

/// Inserts `t` for `runId` (under t.id when `keepId` and that id is free), replacing a row of
/// the same run with the same content; the new row id in `newId`.
bool insertTelemetryRow(sqlite3 *db, const StoredTelemetry &t, qint64 runId, bool keepId,
                        qint64 *newId, QString *error);

} // namespace moeplan::core::history
