#pragma once
// The merge's bulk copy (internal to the store).
// A merged database's runs are copied by one INSERT ... SELECT where they can be: every row
// the SQL condition bulkCopyCondition() admits is one the strict per-row path (StmtReader in
// strict mode, then RunRecord::rangeError()) would accept and store with the same values and the
// same run_key; the SELECT normalises the values as the binder does (bulkCopyValue()) and
// moeplan_run_key() keys them. Every other row takes the per-row path, which refuses it with a
// message or stores it. So the condition may be stricter than the checks, never looser.

#include <QString>

#include <sqlite3.h>

namespace moeplan::core::history {

/// Registers the merge's SQL functions on a connection; an empty string or the problem.
QString registerMergeFunctions(sqlite3 *db);

/// The ids of the rows of merge_src.runs that meet bulkCopyCondition(), into temp.merge_bulk
/// (the condition is evaluated once: as a WHERE clause, term by term, each row stopping at its
/// first failed term).
QString bulkSelectSql();

/// INSERT ... SELECT of the rows of merge_src.runs listed in temp.merge_bulk, keyed by
/// moeplan_run_key(), their sources mapped through temp.merge_map.
QString bulkCopySql();

} // namespace moeplan::core::history
