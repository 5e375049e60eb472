#pragma once
// Sweeps over load and GPU count, and the upper-left Pareto frontier.

#include "costmodel.h"

#include <span>
#include <vector>

namespace moeplan {

/// `points` integers log-spaced over [lo, hi] inclusive, de-duplicated, ascending.
std::vector<int> logSpaced(int lo, int hi, int points);

struct SweepPoint
{
    int batch = 0;
    int gpus = 0;
    ModelError error; ///< code None when `eval` is valid
    Evaluation eval;
};

/// Evaluate the resolved scenario at each batch (sequences per replica).
std::vector<SweepPoint> sweepBatch(const ResolvedScenario &r, const CalibrationParams &p,
                                   std::span<const int> batches);

/// Indices of the points on the upper-left frontier of (x, y) where larger is better on both
/// axes (e.g. x = tokens/s/user, y = tokens/s/GPU), ordered by ascending x.
std::vector<std::size_t> paretoFrontier(std::span<const double> x, std::span<const double> y);

} // namespace moeplan
