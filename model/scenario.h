#pragma once
// A deployment to evaluate: the scenario-file keys of design/architecture.md as a value type.

#include <optional>
#include <string>
#include <string_view>

namespace moeplan {

enum class Topology
{
    HgxIb, ///< 8-GPU NVLink nodes joined by InfiniBand ("hgx-ib")
    Nvl72  ///< 72-GPU NVLink domains joined by InfiniBand ("nvl72")
};

enum class PlanKind
{
    TP,        ///< one replica, tensor parallel over tp GPUs ("tp")
    EP,        ///< expert parallel over ep GPUs with data-parallel attention ("ep")
    TPReplicas ///< independent copies of tp GPUs ("tp-replicas")
};

enum class Serving
{
    Aggregated,   ///< prefill and decode share the GPUs ("agg")
    Disaggregated ///< separate prefill and decode workers ("disagg")
};

std::string_view topologyName(Topology t) noexcept;
std::optional<Topology> parseTopology(std::string_view s) noexcept;
std::string_view planName(PlanKind p) noexcept;
std::optional<PlanKind> parsePlan(std::string_view s) noexcept;
std::string_view servingName(Serving s) noexcept;
std::optional<Serving> parseServing(std::string_view s) noexcept;

/// How one replica's ranks are split, per the AIConfigurator convention:
/// attnTp * attnDp == moeTp * moeEp == ranks.
struct Parallelism
{
    int attnTp = 1;
    int attnDp = 1;
    int moeTp = 1;
    int moeEp = 1;
    int ranks() const noexcept { return attnTp * attnDp; }
    bool operator==(const Parallelism &) const = default;
};

/// One side of a disaggregated deployment.
struct WorkerPlan
{
    Parallelism parallelism;
    int workers = 1;
    int batch = 0; ///< sequences per worker (decode side); 0 = derive from the scenario batch
    bool operator==(const WorkerPlan &) const = default;
};

struct Scenario
{
    std::string model = "kimi-k2.6";
    std::string gpu = "b300";
    int gpus = 8;
    Topology topology = Topology::HgxIb;
    double nicGbps = 0; ///< 0 = the GPU kind's default NIC
    PlanKind plan = PlanKind::EP;
    int tp = 1;
    int ep = 8;
    int batch = 64; ///< sequences in flight per replica (summed over its attention-DP ranks)
    int draftTokens = 0;
    double acceptanceLength = 1.0;
    int isl = 1024;
    int osl = 1024;
    std::string precision = "default";
    std::string engine = "any";
    std::string calibration = "auto";
    double overheadMs = 2.0; ///< fixed per-step overhead under calibration "ideal"
    Serving serving = Serving::Aggregated;
    WorkerPlan prefill; ///< disaggregated only
    WorkerPlan decode;  ///< disaggregated only

    bool operator==(const Scenario &) const = default;
};

/// The ranks of one replica for the scenario's plan keys (aggregated serving).
Parallelism parallelismFor(const Scenario &s) noexcept;

/// GPUs of one pool of a disaggregated deployment: its workers times one worker's ranks
/// (none for fewer than one worker). A double, so that no stated values overflow; exact for any
/// count a valid scenario can hold.
double poolGpus(const WorkerPlan &w) noexcept;
/// GPUs of a disaggregated scenario's prefill and decode pools together: the scenario file and
/// the planner keep its GPU count equal to it, and resolve() refuses a count below it.
double poolGpus(const Scenario &s) noexcept;

} // namespace moeplan
