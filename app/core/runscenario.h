#pragma once
// What every reading of a stored run as a scenario shares: the calibration's placement
// (calibration/placement.cpp) and the planner's "Open in Planner" (rundiagnosis.cpp) each lay
// the run out their own way, from the same basics.

#include "historystore.h"

#include "catalog.h"
#include "scenario.h"

namespace moeplan::core {

struct RunBasics
{
    const ModelSpec *model = nullptr; ///< null: the catalog does not describe the run's model
    const GpuSpec *gpu = nullptr;     ///< null: nor its GPU kind
    /// Model, GPU kind, precision (the model's default where the run's is empty or unknown to
    /// the catalog), topology (NVL72 only on a kind whose NVLink domain holds 72) and
    /// speculative decoding (acceptance > 1, with at least the draft tokens it implies). Not
    /// set: sequence lengths, plan, batch, GPUs.
    Scenario scenario;
    double concurrency = 0; ///< configured, else achieved, else 0
};

/// The basics of `run`; `scenario` is filled only where both model and GPU kind are known.
RunBasics runBasics(const Catalog &catalog, const RunRecord &run);

/// A stated worker or replica: TP x DP attention ranks with EP experts, MoE TP the attention
/// ranks per expert group where EP divides them (else 0), each size at least 1.
Parallelism statedParallelism(int tp, int dp, int ep);

} // namespace moeplan::core
