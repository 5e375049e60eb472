#pragma once
// Sizing: the cheapest deployments that serve a target (docs/model.md, "Sizing for a target").
//
//   size(catalog, request) -> SizingResult   (one model, many GPU kinds and topologies)
//
// The space is every GPU count up to SizingRequest::maxGpus made of replicas (aggregated) or
// prefill and decode workers (disaggregated) of the shapes shapesUpTo() lists, each with the
// largest batch that meets the per-user speed (and TTFT) floor. For a fixed shape the least
// number of replicas meeting the target is the cheapest; the disaggregated search is a
// branch-and-bound on GPUs that keeps the optimum (the bound is stated in docs/model.md).

#include "costmodel.h"

#include <optional>
#include <string>
#include <vector>

namespace moeplan {

/// What the deployment must serve.
struct SizingTarget
{
    double tokensPerSecond = 0;           ///< aggregate output tokens/s, > 0
    double minTokensPerSecondPerUser = 0; ///< per-user speed floor (1000 / max TPOT), >= 0
    double maxTtftMs = 0;                 ///< 0 = no TTFT limit
};

/// Price and power of one GPU kind. A "node" is the unit power overhead is counted in: an
/// 8-GPU HGX/OAM node, or a 72-GPU NVL72 rack.
struct GpuEconomics
{
    double pricePerGpuHour = 0;      ///< USD per GPU-hour, 0 = unknown (cost not ranked)
    double wattsPerGpu = 0;          ///< board power
    double overheadWattsPerNode = 0; ///< host CPUs, NICs, switches, fans per node or rack
    int gpusPerNode = 8;
    double facilityOverhead = 0; ///< PUE - 1: cooling and power delivery on top of the IT load
};

/// What the history's measured loads of one deployment correct the model by, for this workload
/// on this GPU kind (a deployment measured at other loads: docs/model.md, "Deployments measured
/// at other loads"). Aggregated: one replica shape; any number of such replicas is the same
/// deployment. Disaggregated: the decode worker's shape and count and the prefill worker's
/// shape; the prefill worker count and the batch are load.
struct PlanCorrection
{
    Serving serving = Serving::Aggregated;
    Parallelism shape;        ///< one aggregated replica, or one decode worker
    int decodeWorkers = 0;    ///< disaggregated: the measured decode worker count
    Parallelism prefillShape; ///< disaggregated: one prefill worker
    double stepFactor = 1.0;  ///< on step time and TPOT, on top of SizingParams'
    double ttftFactor = 1.0;
    /// The corrected prediction's 80% TPOT band (log), replacing SizingParams' when hasBand.
    double tpotLogLo = 0, tpotLogHi = 0;
    bool hasBand = false;
    int runs = 0; ///< the measured runs it comes from
};

/// Parameters and calibration offsets of one GPU kind, as the core chooses them.
struct SizingParams
{
    CalibrationParams params = CalibrationParams::datasheet();
    double stepFactor = 1.0; ///< architecture offset on step time and TPOT
    double ttftFactor = 1.0;
    /// 80% interval of log(measured / predicted) TPOT; both 0 when there is none.
    double tpotLogLo = -0.405, tpotLogHi = 0.405;
    Provenance provenance = Provenance::Datasheet;
    /// Deployments the history measured (at most one per deployment): an option that is such
    /// a deployment is predicted with its correction.
    std::vector<PlanCorrection> corrections;
};

/// One GPU kind on one topology to consider.
struct SizingCandidate
{
    std::string gpu; ///< catalog id or alias
    Topology topology = Topology::HgxIb;
    GpuEconomics economics;
    SizingParams params; ///< for aggregated options
    /// For disaggregated options, where they differ from `params`: one profile carries other
    /// offsets and 80% intervals for disaggregated runs (docs/model.md, "Calibration").
    std::optional<SizingParams> disaggregatedParams;
    const SizingParams &paramsFor(Serving s) const noexcept
    {
        return s == Serving::Disaggregated && disaggregatedParams ? *disaggregatedParams : params;
    }
};

struct SizingRequest
{
    /// Model, precision, ISL/OSL, drafter and acceptance, engine, calibration and NIC; plan,
    /// GPU kind, topology, GPU count and batch are what the search chooses.
    Scenario workload;
    SizingTarget target;
    std::vector<SizingCandidate> candidates;
    int maxGpus = 576;
    bool aggregated = true;
    bool disaggregated = true;
    int maxBatchPerRank = 4096; ///< sequences per attention-DP rank
};

/// A plan family: the shape class of one replica (aggregated) or decode worker.
enum class SizingFamily
{
    TpReplicas,    ///< TP-k replicas (k = 1 .. 512; one replica is plain TP)
    EpDpAttention, ///< EP-e with data-parallel attention (attention TP 1), replicated
    TpEp           ///< attention TP t > 1 x DP e/t with EP-e MoE, replicated
};
std::string_view familyName(SizingFamily f) noexcept; ///< "tp-replicas", "ep-dp", "tp-ep"

/// Why a family has no deployment that meets the target.
enum class SizingFailure
{
    None,
    Unplaceable,  ///< the GPU kind has no form for this topology
    Memory,       ///< no shape fits the weights and one sequence's KV cache in HBM
    OverheadWall, ///< too slow per user even alone: the fixed per-step overhead binds
    Interconnect, ///< too slow per user even alone: exposed communication binds
    Sla,          ///< too slow per user even alone: compute or HBM binds
    Ttft,         ///< no shape meets the TTFT limit
    GpuBudget,    ///< meets the SLA but needs more than maxGpus GPUs for the target
    Evaluation    ///< the model refused every shape (e.g. an invalid workload)
};
std::string_view failureName(SizingFailure f) noexcept; ///< "memory", "overhead_wall", ...

/// One deployment the search found.
struct SizingOption
{
    Scenario scenario; ///< exact scenario-file keys: evaluate(catalog, scenario) reproduces it
    std::string gpu;   ///< catalog id
    Topology topology = Topology::HgxIb;
    Serving serving = Serving::Aggregated;
    SizingFamily family = SizingFamily::TpReplicas;
    Parallelism shape;        ///< one replica / decode worker
    int replicas = 1;         ///< replicas / decode workers
    int batch = 1;            ///< sequences per replica / decode worker
    Parallelism prefillShape; ///< disaggregated only
    int prefillWorkers = 0;   ///< disaggregated only
    int gpus = 0;

    double tokensPerSecond = 0, tokensPerSecondLo = 0, tokensPerSecondHi = 0;
    double tokensPerSecondPerUser = 0, perUserLo = 0, perUserHi = 0;
    double tpotMs = 0;
    double ttftMs = 0;
    double memoryPerGpuGB = 0;
    double memoryHeadroomGB = 0; ///< HBM minus what the decode side holds per GPU
    Ceiling binding = Ceiling::Memory;
    double usdPerHour = 0;          ///< 0 when the price is unknown
    double usdPerMillionTokens = 0; ///< 0 when the price is unknown
    double powerW = 0;
    double tokensPerSecondPerMW = 0; ///< 0 when the power is unknown
    Provenance provenance = Provenance::Datasheet;
    /// Measured runs of this deployment at other loads that corrected the prediction
    /// (PlanCorrection), 0 when none did.
    int correctedByRuns = 0;
    std::uint32_t warnings = 0;
};

/// The outcome of one family on one GPU kind and topology.
struct SizingFamilyResult
{
    std::string gpu;
    Topology topology = Topology::HgxIb;
    Serving serving = Serving::Aggregated;
    SizingFamily family = SizingFamily::TpReplicas;
    SizingFailure failure = SizingFailure::None; ///< None: `best` meets the target
    int best = -1;                               ///< index into SizingResult::options when feasible
    /// For a failure: the most the family reaches (per-user speed alone, or tokens/s within
    /// the GPU budget at the floor), to say how far off the target is.
    double reachedPerUser = 0;
    double reachedTokensPerSecond = 0;
    double reachedTtftMs = 0; ///< the least TTFT reached when that is what fails
};

struct SizingResult
{
    std::vector<SizingOption> options; ///< best of each feasible family, cheapest first
    std::vector<SizingFamilyResult> families;
    /// When no family is feasible: the deployment that comes closest (least relative shortfall
    /// in per-user speed, throughput and TTFT), with `nearestShortfall` its shortfalls.
    bool hasNearest = false;
    SizingOption nearest;
    double nearestPerUserShortfall = 0;    ///< fraction of the floor missed, 0 = met
    double nearestThroughputShortfall = 0; ///< fraction of the target missed, 0 = met
    double nearestTtftExcess = 0;          ///< fraction over the TTFT limit, 0 = met
    long evaluations = 0;                  ///< model evaluations the search made
};

/// Orders of SizingResult::options.
enum class SizingOrder
{
    Cost, ///< $/hour (unknown prices last), then GPUs
    Gpus, ///< GPUs, then $/hour
    Power ///< watts, then GPUs
};
void sortOptions(std::vector<SizingOption> &options, SizingOrder order);

/// Replica (or worker) shapes with at most `maxRanks` ranks the search considers, by family:
/// TP-k for k a power of two; EP-e for e in {2, 4} and every multiple of 8, with attention TP
/// t in {1, 2, 4, 8} dividing e (t = 1: EpDpAttention; t > 1: TpEp).
struct SizingShape
{
    SizingFamily family;
    Parallelism par;
};
std::vector<SizingShape> shapesUpTo(int maxRanks);

/// The scenario-file keys of a shape (plan, tp, ep) for `replicas` aggregated replicas.
Scenario aggregatedScenario(const Scenario &workload, const std::string &gpu, Topology t,
                            const SizingShape &shape, int replicas, int batch);

/// Facility power of `gpus` GPUs: GPUs x (W + node overhead / GPUs per node) x (1 + facility
/// overhead). A deployment that uses part of a node or rack carries its share of the overhead,
/// as it pays for its share of the GPU-hours.
double deploymentPowerW(const GpuEconomics &e, int gpus) noexcept;

/// Applies the architecture offsets (step factor on step time, TPOT and the speeds; TTFT
/// factor on TTFT) to an evaluation, as every prediction does.
void applyOffsets(Evaluation &e, double stepFactor, double ttftFactor) noexcept;

/// The correction of `params` for a deployment served `serving`, or null: aggregated replicas
/// of `shape`, or `decodeWorkers` decode workers of `shape` with prefill workers of
/// `prefillShape` (disaggregated).
const PlanCorrection *correctionOf(const SizingParams &params, Serving serving,
                                   const Parallelism &shape, int decodeWorkers = 0,
                                   const Parallelism &prefillShape = {}) noexcept;

Result<SizingResult> size(const Catalog &catalog, const SizingRequest &request);

} // namespace moeplan
