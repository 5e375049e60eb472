#pragma once
// AIPerf and GenAI-Perf profile exports share one shape: metric tags, each with statistics in
// a unit. The JSON and CSV readers fill a ProfileExport; one converter makes the record.

#include "importcommon.h"

#include <QHash>

namespace moeplan::core::import {

/// One metric: statistics by name (avg, p50, p99, value, ...), in `unit`.
struct ProfileMetric
{
    QString unit;
    QHash<QString, double> stats;
};

struct ProfileExport
{
    QHash<QString, ProfileMetric> metrics; ///< by tag (time_to_first_token, ...)
    bool cancelled = false;
    bool streamingOff = false; ///< a non-streaming run: no TTFT or per-token timing
    QString model, backend, endpointType;
    std::optional<double> concurrency, requestRate;
    std::optional<double> islSetting, oslSetting;
    QString startTime; ///< as stored (isoDateTime)
    QString error;     ///< a malformed value
};

/// The record of a profile export (refusal set for a cancelled or failed run).
Record recordOfProfile(const ProfileExport &p);

} // namespace moeplan::core::import
