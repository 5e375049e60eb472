#pragma once
// The free parameters of the cost model. Calibration (core) fits them per GPU kind and engine;
// `ideal()` and `datasheet()` are the two uncalibrated sets.

#include "error.h"

namespace moeplan {

struct CalibrationParams
{
    // Fractions of datasheet peaks actually achieved (0, 1].
    double hbmEfficiency = 1.0;
    double computeEfficiency = 1.0;
    double nvlinkEfficiency = 1.0;
    double networkEfficiency = 1.0;
    /// Routed-expert (grouped) GEMMs against dense GEMMs: the fraction of the achieved HBM
    /// bandwidth and FLOP/s that the experts' kernels reach, (0, 1]. Many small per-expert
    /// matrices launch, tile and stream worse than one large one.
    double moeEfficiency = 1.0;
    /// Share of the extra FLOP/s of FP8 and FP4 tensor cores over BF16 that kernels realise,
    /// [0, 1]: the peak used at precision x is bf16 + share x (peak(x) - bf16).
    double lowPrecisionGain = 1.0;
    /// Weight-only quantised kernels (weights stored narrower than the tensor cores compute:
    /// INT4 or MXFP4 dequantised to BF16/FP8, FP4 on GPUs without FP4 tensor cores) against
    /// native ones: the fraction of the achieved HBM bandwidth and FLOP/s they reach in the
    /// decode step, (0, 1]. 1 = no dequantising cost (profiles stored before the term existed).
    double weightOnlyEfficiency = 1.0;

    // Fixed costs per decode step.
    double stepOverheadMs = 2.0;  ///< per step, whatever the model (launch, schedule, sample)
    double layerOverheadUs = 0.0; ///< per layer per step (kernel launches that scale with depth)
    /// Extra per MoE layer per step: routing, top-k, permute and unpermute kernels.
    double moeLayerOverheadUs = 0.0;
    double draftOverheadMs = 0.0; ///< per draft token per step (speculation bookkeeping)
    /// Per sequence per step on the busiest rank (scheduling, sampling, detokenising on the
    /// host), microseconds.
    double sequenceOverheadUs = 0.0;

    /// Fraction of communication hidden behind compute (two-batch overlap, fused dispatch), [0, 1].
    double commOverlap = 0.0;
    /// Max/mean routed tokens per EP rank (1 = perfect balance), >= 1.
    double expertImbalance = 1.0;

    // Latency terms of collectives, microseconds.
    /// Per collective inside an NVLink domain (switch-based reduction: ~flat in group size;
    /// seed 000 uses ~5 us per NVLink all-reduce).
    double nvlinkLatencyUs = 5.0;
    double networkHopLatencyUs = 5.0; ///< per log2 step of a collective across InfiniBand
    /// Fixed cost of one dispatch or combine kernel over 8 ranks (x ceil(log2 n) / 3 below 8;
    /// flat beyond inside a switched NVLink domain).
    double epLatencyUs = 8.0;

    // Prefill / TTFT.
    /// Fraction of datasheet peak FLOP/s that prefill (large, compute-bound GEMMs) achieves;
    /// separate from computeEfficiency, which the decode step's small GEMMs set.
    double prefillEfficiency = 1.0;
    double prefillOverheadMs = 0.0; ///< fixed per-request cost before the first token
    /// TTFT: the benchmark's opening burst, prefills waited for per other request queued on the
    /// same prefill server when all clients start at once (the mean over a run of a few waves).
    double queueFactor = 0.0;
    /// TTFT: weight of the steady closed-loop wait at the prefill servers (M/D/c with the
    /// clients' arrival rate; docs/model.md, "Time to first token"), [0, 4]. 0 = no such wait
    /// (profiles stored before the term existed).
    double prefillQueue = 0.0;
    /// TTFT under disaggregation: the exposed share of the KV-cache transfer from the prefill to
    /// the decode worker, [0, 1] (engines stream it layer by layer behind the prefill).
    double kvTransferExposed = 1.0;
    /// TTFT under disaggregation: the opening burst at the prefill pool, prompts' work waited
    /// for per other client queued on the same prefill worker (queueFactor's counterpart).
    double disaggQueueFactor = 0.0;
    /// TTFT under disaggregation: the fixed cost of handing a request from the router to a
    /// prefill worker and its KV cache on to a decode worker (routing, the transfer's set-up,
    /// the decode worker's admission), ms. 0 = none (profiles stored before the term existed).
    double disaggOverheadMs = 0.0;
    /// Fraction of datasheet peak FLOP/s a disaggregated prefill pool achieves (whole batched
    /// prompts, no decode beside them); 0 = prefillEfficiency (profiles stored before the term
    /// existed).
    double poolPrefillEfficiency = 0.0;
    /// Weight of prefill chunks sharing decode steps in aggregated serving [0, 1].
    double aggPrefillShare = 1.0;
    /// Aggregated serving with data-parallel attention, [0, 1]: how far a prompt's attention and
    /// dense work stalls the whole step on the rank that owns it (1), rather than spreading
    /// evenly over the ranks (0) as engines that balance prefill across ranks achieve.
    double dpPrefillStall = 0.0;
    /// Aggregated serving: the decode batch stalls for the prompts that arrive, beyond their own
    /// compute (their prefill pass runs outside the decode step's CUDA graph and is scheduled on
    /// its own), ms per step that takes in at least one. 0 = none (profiles stored before the term
    /// existed, and the pooled profiles that transfer to other kinds).
    double promptStallMs = 0.0;
    /// Prompt tokens the data-parallel attention ranks of a worker add to one decode step at most,
    /// shared by the ranks (SGLang divides its chunked-prefill budget by the DP size).
    double prefillChunkTokens = 1e9;

    // Memory.
    double memoryReserveGB = 6.0; ///< runtime, activations, CUDA graphs, per GPU

    static CalibrationParams ideal(double overheadMs) noexcept;
    /// Datasheet peaks with typical achieved fractions; used where nothing is calibrated.
    static CalibrationParams datasheet() noexcept;

    /// ErrorCode::InvalidParameter when a value is out of range or not finite.
    ModelError check() const noexcept;
};

} // namespace moeplan
