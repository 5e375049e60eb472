#include "params.h"

#include <cmath>

namespace moeplan {

CalibrationParams CalibrationParams::ideal(double overheadMs) noexcept
{
    CalibrationParams p;
    p.stepOverheadMs = overheadMs;
    p.layerOverheadUs = 0;
    p.moeLayerOverheadUs = 0;
    p.draftOverheadMs = 0;
    p.sequenceOverheadUs = 0;
    p.commOverlap = 0;
    p.expertImbalance = 1.0;
    return p;
}

CalibrationParams CalibrationParams::datasheet() noexcept
{
    // Typical achieved fractions of datasheet peaks for LLM decode (docs/model.md, "Defaults"):
    // peers report pure rooflines 1.4-2x optimistic; AIConfigurator's system files apply 0.8 to
    // HBM bandwidth.
    CalibrationParams p;
    p.hbmEfficiency = 0.75;
    p.computeEfficiency = 0.6;
    p.nvlinkEfficiency = 0.7;
    p.networkEfficiency = 0.7;
    p.moeEfficiency = 0.85;
    p.lowPrecisionGain = 0.85;
    p.weightOnlyEfficiency = 0.95;
    p.stepOverheadMs = 3.0;
    p.layerOverheadUs = 20.0;
    p.moeLayerOverheadUs = 10.0;
    p.draftOverheadMs = 0.5;
    p.sequenceOverheadUs = 20.0;
    p.networkHopLatencyUs = 15.0;
    p.epLatencyUs = 10.0;
    p.commOverlap = 0.5;
    p.expertImbalance = 1.3;
    p.prefillEfficiency = 0.5;
    p.prefillOverheadMs = 20.0;
    p.queueFactor = 0.05;
    p.prefillQueue = 1.0;
    p.kvTransferExposed = 1.0;
    p.disaggQueueFactor = 0.25;
    p.poolPrefillEfficiency = 0.5;
    p.disaggOverheadMs = 100.0;
    p.aggPrefillShare = 0.9;
    p.dpPrefillStall = 0.9; // little balancing unless the engine's runs show it
    p.promptStallMs = 5.0;
    p.prefillChunkTokens = 16384.0;
    return p;
}

ModelError CalibrationParams::check() const noexcept
{
    auto bad = [](double v, double lo, double hi) { return !std::isfinite(v) || v < lo || v > hi; };
    for (double eff : {hbmEfficiency, computeEfficiency, nvlinkEfficiency, networkEfficiency,
                       prefillEfficiency, moeEfficiency, weightOnlyEfficiency}) {
        if (bad(eff, 1e-3, 1.0))
            return {ErrorCode::InvalidParameter, eff, 1.0};
    }
    for (double v :
         {stepOverheadMs, layerOverheadUs, moeLayerOverheadUs, draftOverheadMs, sequenceOverheadUs,
          nvlinkLatencyUs, networkHopLatencyUs, epLatencyUs, prefillOverheadMs, queueFactor,
          memoryReserveGB, disaggQueueFactor, disaggOverheadMs, promptStallMs}) {
        if (bad(v, 0.0, 1e6))
            return {ErrorCode::InvalidParameter, v, 1e6};
    }
    if (bad(lowPrecisionGain, 0.0, 1.0))
        return {ErrorCode::InvalidParameter, lowPrecisionGain, 1.0};
    if (bad(commOverlap, 0.0, 1.0))
        return {ErrorCode::InvalidParameter, commOverlap, 1.0};
    if (bad(poolPrefillEfficiency, 0.0, 1.0))
        return {ErrorCode::InvalidParameter, poolPrefillEfficiency, 1.0};
    if (bad(prefillQueue, 0.0, 100.0))
        return {ErrorCode::InvalidParameter, prefillQueue, 100.0};
    if (bad(kvTransferExposed, 0.0, 1.0))
        return {ErrorCode::InvalidParameter, kvTransferExposed, 1.0};
    if (bad(aggPrefillShare, 0.0, 1.0))
        return {ErrorCode::InvalidParameter, aggPrefillShare, 1.0};
    if (bad(dpPrefillStall, 0.0, 1.0))
        return {ErrorCode::InvalidParameter, dpPrefillStall, 1.0};
    if (bad(prefillChunkTokens, 1.0, 1e9))
        return {ErrorCode::InvalidParameter, prefillChunkTokens, 1e9};
    if (bad(expertImbalance, 1.0, 64.0))
        return {ErrorCode::InvalidParameter, expertImbalance, 64.0};
    return {};
}

std::string_view errorName(ErrorCode code) noexcept
{
    switch (code) {
    case ErrorCode::None:
        return "none";
    case ErrorCode::NoGpus:
        return "no_gpus";
    case ErrorCode::ZeroBatch:
        return "zero_batch";
    case ErrorCode::PlanTooLarge:
        return "plan_too_large";
    case ErrorCode::PlanDoesNotDivide:
        return "plan_does_not_divide";
    case ErrorCode::InvalidParallelism:
        return "invalid_parallelism";
    case ErrorCode::AcceptanceBelowOne:
        return "acceptance_below_one";
    case ErrorCode::AcceptanceAboveDraft:
        return "acceptance_above_draft";
    case ErrorCode::NegativeDraftTokens:
        return "invalid_draft_tokens";
    case ErrorCode::InvalidSequenceLength:
        return "invalid_sequence_length";
    case ErrorCode::UnknownModel:
        return "unknown_model";
    case ErrorCode::UnknownGpu:
        return "unknown_gpu";
    case ErrorCode::UnknownPrecision:
        return "unknown_precision";
    case ErrorCode::TopologyUnsupported:
        return "topology_unsupported";
    case ErrorCode::InvalidNicSpeed:
        return "invalid_nic_speed";
    case ErrorCode::InvalidParameter:
        return "invalid_parameter";
    case ErrorCode::NonFiniteResult:
        return "non_finite_result";
    case ErrorCode::InvalidTarget:
        return "invalid_target";
    }
    return "unknown";
}

} // namespace moeplan
