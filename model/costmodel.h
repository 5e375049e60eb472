#pragma once
// The decode-step cost model (docs/model.md has the equations and their sources).
//
//   resolve(catalog, scenario)  -> ResolvedScenario   (ids, plan and topology checked once)
//   evaluate(resolved, params)  -> Evaluation         (no allocation, no strings: ~1 us)

#include "catalog.h"
#include "error.h"
#include "params.h"
#include "scenario.h"

#include <array>
#include <cstdint>

namespace moeplan {

/// Components of one decode step, in breakdown order.
enum class Component : int
{
    Attention = 0,     ///< attention projections, KV-cache reads, score/context FLOPs
    DenseWeights,      ///< dense-FFN layers, shared experts, router, lm_head
    RoutedExperts,     ///< routed experts, with the expected-distinct-experts law
    PrefillChunks,     ///< prefill tokens sharing decode steps (aggregated serving)
    TpCollectives,     ///< exposed part of tensor-parallel all-reduces
    EpDispatchCombine, ///< exposed part of MoE all-to-all dispatch and combine
    Drafter,           ///< the drafter's forward passes
    Overhead,          ///< fixed per-step, per-layer and speculation overhead
    Count
};
constexpr int kComponentCount = static_cast<int>(Component::Count);
std::string_view componentName(Component c) noexcept; ///< snake_case key, e.g. "routed_experts"

enum class Ceiling
{
    Compute,
    Memory,
    Interconnect,
    Overhead
};
std::string_view ceilingName(Ceiling c) noexcept;

/// Warnings as bits of Evaluation::warnings.
enum Warning : std::uint32_t
{
    WarnNone = 0,
    WarnOutOfMemory = 1u << 0,          ///< weights + KV + reserve exceed HBM
    WarnPrecisionEmulated = 1u << 1,    ///< the GPU lacks the precision's tensor cores
    WarnTopologyHypothetical = 1u << 2, ///< an NVL72 part placed in HGX nodes
    WarnBatchBelowDpRanks = 1u << 3,    ///< fewer sequences than attention-DP ranks: some idle
    WarnCrossesNetwork = 1u << 4,       ///< a collective spans NVLink domains over InfiniBand
    WarnDraftWithoutGain = 1u << 5,     ///< d > 0 but AL == 1: drafting costs, earns nothing
    WarnTpExceedsKvHeads = 1u << 6,     ///< KV heads replicated across TP ranks
    WarnPrefillBound = 1u << 7,         ///< clients wait for prefill: the decode batch runs short
};
constexpr int kWarningCount = 8;
std::string_view warningName(Warning w) noexcept;

enum class Provenance
{
    Measured,
    Calibrated,
    Transferred,
    Datasheet,
    Ideal
};
std::string_view provenanceName(Provenance p) noexcept;

/// The network a deployment runs on, resolved from the scenario's topology and GPU kind.
struct Fabric
{
    Topology topology = Topology::HgxIb;
    int domainSize = 8;          ///< GPUs sharing one NVLink domain
    double nvlinkBytesPerS = 0;  ///< per GPU per direction
    double networkBytesPerS = 0; ///< scale-out NIC per GPU per direction
};

/// One worker group (a replica in aggregated serving, a prefill or decode worker in
/// disaggregated serving).
struct WorkerGroup
{
    Parallelism par;
    int count = 1; ///< replicas / workers
};

/// A scenario with its ids looked up and its plan checked.
struct ResolvedScenario
{
    const GpuSpec *gpu = nullptr;
    ModelShape shape;
    Fabric fabric;
    Serving serving = Serving::Aggregated;
    WorkerGroup decode;  ///< the replicas (agg) or decode workers (disagg)
    WorkerGroup prefill; ///< disagg only
    int gpusUsed = 0;
    int batch = 1; ///< sequences per replica / decode worker
    int draftTokens = 0;
    double acceptanceLength = 1.0;
    int isl = 1024;
    int osl = 1024;
    std::uint32_t warnings = 0;
};

/// Limits resolve() enforces, so no product of them overflows.
constexpr int kMaxGpus = 100000;
constexpr int kMaxBatch = 10000000;
constexpr int kMaxSequence = 10000000;
constexpr int kMaxDraftTokens = 64; ///< draft tokens d per step

/// A worker shape's sizes: each at least 1, attention and MoE ranks equal, at most kMaxGpus
/// (products in 64 bits). None on success. resolve() checks every pool with it.
ModelError checkParallelism(const Parallelism &p) noexcept;

Result<ResolvedScenario> resolve(const Catalog &catalog, const Scenario &s);

/// Per-step results. Times in ms, rates in tokens/s, memory in GB (1e9 bytes).
struct Evaluation
{
    std::array<double, kComponentCount> breakdownMs{};
    double stepMs = 0;
    Ceiling binding = Ceiling::Memory;

    double computeMs = 0;     ///< roofline pieces bound by FLOPs
    double memoryMs = 0;      ///< roofline pieces bound by bytes
    double commTotalMs = 0;   ///< all communication before overlap
    double commExposedMs = 0; ///< the part not hidden behind compute
    double overheadMs = 0;    ///< fixed overheads (incl. speculation bookkeeping)

    double tokensPerStep = 0;    ///< tokens through each MoE layer per step (verify-inflated)
    double expertsTouched = 0;   ///< expected distinct routed experts per layer (whole model)
    double committedPerStep = 0; ///< accepted tokens per step per replica

    double tpotMs = 0;
    double tokensPerSecondPerUser = 0;
    double throughputTokensPerSecond = 0; ///< whole deployment
    double throughputPerGpu = 0;
    double prefillMs = 0;          ///< one prompt on one prefill server (worker or replica)
    double prefillWorkMs = 0;      ///< a prefill server's busy time per prompt when batching
    double kvTransferMs = 0;       ///< exposed KV-cache transfer to the decode pool (disaggregated)
    double prefillQueueMs = 0;     ///< steady closed-loop wait for a prefill server
    double handoffMs = 0;          ///< fixed hand-off cost between the pools (disaggregated)
    double burstMs = 0;            ///< the opening burst's share of the mean wait
    double prefillUtilization = 0; ///< busy share of the prefill servers at that wait
    double ttftMs = 0;

    bool fits = true;
    double memoryPerGpuGB = 0;
    double weightsPerGpuGB = 0;
    double kvPerGpuGB = 0;
    double reservePerGpuGB = 0;
    double hbmCapacityGB = 0;
    double shortfallGB = 0; ///< > 0 when it does not fit

    int replicas = 1;
    int gpusUsed = 0;
    double concurrency = 0; ///< sequences in flight (clients), whole deployment
    /// Sequences decoding at once per decode worker: the batch, less (disaggregated) the
    /// clients waiting for their first token.
    int runningBatch = 0;

    // The seed article's four readings, as the model expects them (fractions of 1).
    double computeUtilization = 0;
    double hbmUtilization = 0;
    double exposedCommShare = 0;
    double overheadShare = 0;

    std::uint32_t warnings = 0;

    double ms(Component c) const noexcept { return breakdownMs[static_cast<int>(c)]; }
};

/// The resolved scenario with an explicit parallelism for `replicas` aggregated replicas, for
/// measured runs whose plan the scenario keys cannot express (e.g. attention TP-4 x DP-2 with
/// MoE TP-2 x EP-4).
Result<ResolvedScenario> withParallelism(ResolvedScenario r, const Parallelism &par, int replicas);

/// Weight bytes one GPU of a worker with plan `par` holds (routed experts split over MoE TP x EP,
/// the rest over attention TP).
double weightBytesPerRank(const ModelShape &s, const Parallelism &par) noexcept;

/// Evaluate one resolved scenario. Errors only for parameters out of range; never NaN.
Result<Evaluation> evaluate(const ResolvedScenario &r, const CalibrationParams &p) noexcept;

/// resolve() then evaluate().
Result<Evaluation> evaluate(const Catalog &catalog, const Scenario &s, const CalibrationParams &p);

/// The steady wait (ms) of C closed-loop clients for c prefill servers of service time S ms,
/// each client spending `thinkMs` between a first token and its next request, with the
/// response time R = baseMs + weight x wait: an M/D/c wait at the arrival rate C / (R + Z)
/// (docs/model.md, "Time to first token"). 0 when C <= c. Never NaN.
double closedLoopWaitMs(double clients, double servers, double serviceMs, double baseMs,
                        double thinkMs, double weight) noexcept;

/// Expected distinct experts touched per layer when `tokens` tokens each pick k of E experts
/// uniformly: E * (1 - (1 - k/E)^tokens).
double expectedDistinctExperts(double experts, double topK, double tokens) noexcept;

} // namespace moeplan
