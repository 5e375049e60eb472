#pragma once
// Catalog value types: GPU kinds and models, as read from resources/catalog/*.json by the core.
// Plain data plus validation and the derived per-(model, precision) shape the cost model uses.

#include "error.h"

#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace moeplan {

enum class ComputePrecision
{
    BF16,
    FP8,
    FP4
};

std::string_view precisionName(ComputePrecision p) noexcept;
std::optional<ComputePrecision> parseComputePrecision(std::string_view s) noexcept;

enum class GpuForm
{
    Hgx,   ///< 8-GPU baseboard nodes
    Nvl72, ///< Grace-Blackwell parts in a 72-GPU NVLink domain
    Oam    ///< AMD OAM baseboards
};

/// Where a catalog entry comes from: compiled in, or the user catalog (application data folder).
enum class CatalogOrigin
{
    Bundled,
    User
};

struct GpuSpec
{
    std::string id; ///< catalog id, e.g. "b300"
    std::string name;
    std::vector<std::string> aliases;
    std::string vendor;
    double bf16Tflops = 0; ///< dense peak, 0 when absent
    double fp8Tflops = 0;
    double fp4Tflops = 0;
    double hbmGB = 0;      ///< capacity, 1e9 bytes
    double hbmTBps = 0;    ///< HBM bandwidth, 1e12 bytes/s
    double nvlinkGBps = 0; ///< NVLink per GPU per direction, 1e9 bytes/s
    int nvlinkDomain = 8;  ///< GPUs in one NVLink domain
    double nicGbps = 0;    ///< scale-out NIC per GPU, Gb/s
    double tdpW = 0;
    double pricePerGpuHour = 0; ///< USD per GPU-hour, 0 = not stated
    /// Power besides the GPUs per node (8-GPU HGX/OAM) or rack (NVL72): host CPUs, NICs,
    /// switches, fans. 0 = not stated.
    double nodeOverheadW = 0;
    std::string economicsSource; ///< where the price and node overhead come from
    GpuForm form = GpuForm::Hgx;
    std::string sibling; ///< same silicon in the other topology ("b300" <-> "gb300")
    std::vector<std::string> sources;
    std::string notes;
    CatalogOrigin origin = CatalogOrigin::Bundled;

    /// Dense peak FLOP/s for a precision; a precision the GPU lacks runs at the next wider one
    /// it has (FP4 weights on Hopper are dequantised to FP8/BF16).
    double peakTflops(ComputePrecision p) const noexcept;
    /// The precision the tensor cores run `p` at: `p`, or the next wider one the GPU has.
    ComputePrecision runsAs(ComputePrecision p) const noexcept;
    bool supportsNatively(ComputePrecision p) const noexcept;
};

enum class AttentionKind
{
    MLA,   ///< multi-head latent attention (DeepSeek, Kimi): a compressed latent KV per token
    GQA,   ///< grouped-query attention (also plain MHA with kvHeads == heads)
    Hybrid ///< GQA full-attention layers interleaved with linear-attention layers (Qwen3.5)
};

struct AttentionSpec
{
    AttentionKind kind = AttentionKind::GQA;
    int heads = 0;
    // GQA / hybrid
    int kvHeads = 0;
    int headDim = 0;
    // MLA
    int qLoraRank = 0;
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;
    /// Layers whose KV cache grows with context; the others use a window or linear attention.
    int fullLayers = 0;
    int window = 0; ///< sliding window (tokens) of the non-full attention layers, 0 = none
    // Linear-attention layers (hybrid): constant-size state per sequence.
    int linearKeyHeads = 0;
    int linearValueHeads = 0;
    int linearKeyHeadDim = 0;
    int linearValueHeadDim = 0;
};

struct PrecisionSpec
{
    std::string id; ///< e.g. "fp4"
    std::vector<std::string> aliases;
    double routedBytesPerParam = 2.0; ///< routed experts
    double otherBytesPerParam = 2.0;  ///< attention, dense/shared FFN, embeddings, lm_head
    ComputePrecision routedCompute = ComputePrecision::BF16;
    ComputePrecision otherCompute = ComputePrecision::BF16;
    double kvBytesPerElem = 2.0;
    std::string source;
    std::string notes;
};

enum class DrafterKind
{
    None,
    Mtp,
    Eagle3,
    Other
};

struct DrafterSpec
{
    DrafterKind kind = DrafterKind::None;
    int defaultDraftTokens = 0;         ///< 0 = no published default
    double defaultAcceptanceLength = 0; ///< 0 = no published default
    std::string source;
};

struct ModelSpec
{
    std::string id; ///< catalog id, e.g. "kimi-k2.6"
    std::string name;
    std::vector<std::string> aliases;
    double paramsTotalB = 0;  ///< stated total, billions (consistency check only)
    double paramsActiveB = 0; ///< stated activated per token, billions
    int layers = 0;
    int moeLayers = 0; ///< layers with routed experts; the rest have a dense FFN
    int hidden = 0;
    int denseFfn = 0;
    int expertFfn = 0;
    int experts = 0;
    int topK = 0;
    int sharedExperts = 0;
    int sharedFfn = 0;
    bool gatedFfn = true;
    int vocab = 0;
    bool tiedEmbeddings = false;
    AttentionSpec attention;
    int mtpLayers = 0;
    DrafterSpec drafter;
    std::string defaultPrecision;
    std::vector<PrecisionSpec> precisions;
    std::vector<std::string> sources;
    std::string notes;
    CatalogOrigin origin = CatalogOrigin::Bundled;

    int denseLayers() const noexcept { return layers - moeLayers; }
    bool isMoe() const noexcept { return moeLayers > 0 && experts > 0; }
    /// The precision with this id or alias (case-insensitive); "default" is the default.
    const PrecisionSpec *precision(std::string_view idOrAlias) const noexcept;
};

/// Parameter counts and per-token sizes derived once from a ModelSpec and a precision, so that
/// an evaluation does no string work and no pow() it can avoid.
struct ModelShape
{
    const ModelSpec *spec = nullptr;
    const PrecisionSpec *precision = nullptr;

    // parameters (counts, not bytes)
    double attentionParamsPerLayer = 0; ///< full-attention layer projections
    double linearAttentionParamsPerLayer = 0;
    double expertParams = 0;         ///< one routed expert in one layer
    double sharedParamsPerLayer = 0; ///< shared experts of one MoE layer
    double denseFfnParamsPerLayer = 0;
    double routerParamsPerLayer = 0;
    double embeddingParams = 0;
    double lmHeadParams = 0;
    double mtpParams = 0;

    double totalParams = 0;
    double activeParams = 0; ///< per token, as computed from the architecture

    int attnFullLayers = 0;
    int attnWindowLayers = 0;
    int attnLinearLayers = 0;

    /// KV elements per token per full-attention layer, before any TP split.
    double kvElemsPerTokenPerLayer = 0;
    /// Linear-attention state elements per sequence per layer.
    double linearStateElemsPerLayer = 0;
    /// FLOPs per query token per context token per full-attention layer (QK^T and AV), as
    /// decode runs it (MLA absorbed into the latent).
    double attnFlopsPerTokenPerCtx = 0;
    /// The same as prefill runs it: MLA engines decompress the latent to per-head keys and
    /// values for a prompt (multi-head form, fewer FLOPs per context token than the absorbed
    /// one); other attention kinds as in decode.
    double attnPrefillFlopsPerTokenPerCtx = 0;
    /// log1p(-k/E), for the expected-distinct-experts law.
    double log1mKOverE = 0;

    double routedBytes() const noexcept;
    double otherBytes() const noexcept; ///< all non-routed weights
    double weightBytes() const noexcept { return routedBytes() + otherBytes(); }
    /// KV-cache bytes one more token of context adds to a sequence: the full-attention layers
    /// (window and linear-attention layers hold a bounded state instead).
    double kvBytesPerToken() const noexcept;
};

/// What is wrong with a catalog field. No strings, as with ErrorCode: the core words each
/// problem as one translated sentence (core::catalogIssueMessage).
enum class CatalogProblem
{
    Empty,                   ///< a required text is empty
    OutOfRange,              ///< value outside (lo, hi] unit
    NotAboveMinimum,         ///< value (a rate) not above lo = kMinDatasheetRate
    BelowBf16Peak,           ///< the FP8 peak (value) below the BF16 peak (limit)
    BelowFp8Peak,            ///< the FP4 peak (value) below the FP8/BF16 peak (limit)
    CountOutOfRange,         ///< a whole value outside [lo, hi] unit
    NoSource,                ///< no source cited
    NotPositive,             ///< a count must be > 0
    Negative,                ///< a count must be >= 0
    MoeLayersOutOfRange,     ///< moe_layers not in [0, layers]
    MlaNeedsRanks,           ///< MLA without kv_lora_rank and v_head_dim
    GqaNeedsHeads,           ///< GQA without kv_heads and head_dim
    KvHeadsAboveHeads,       ///< kv_heads > heads
    MoeNeedsExperts,         ///< MoE layers without experts and expert_ffn
    TopKOutOfRange,          ///< top_k not in [1, experts]
    DenseNeedsFfn,           ///< dense layers without dense_ffn
    NoPrecision,             ///< no precision offered
    DefaultPrecisionMissing, ///< default_precision not among the offered ones
    BytesOutOfRange,         ///< bytes per parameter or KV element not in (0, 4]
    ParamsDisagree, ///< params_total_b (value) off by > 25% from the architecture's sum (lo), B
};

/// The problem's identifier ("out_of_range", ...), for logs and machine-readable output.
std::string_view catalogProblemName(CatalogProblem p) noexcept;

/// A problem found in a catalog entry. `field` names the offending field (a JSON key path);
/// `value`, `lo`, `hi` and `unit` carry what the message needs.
struct CatalogIssue
{
    std::string entry;
    std::string field;
    CatalogProblem problem = CatalogProblem::Empty;
    double value = 0;
    double lo = 0;
    double hi = 0;
    std::string unit;
};

/// A GPU kind's peak FLOP/s, bandwidths and NIC speed (TFLOPS, TB/s, GB/s, Gb/s), and a
/// scenario's NIC override, must exceed this (validate(), resolve()). It is far below any real
/// part, and above it every time the model computes stays finite for every valid model (counts
/// up to INT_MAX) within the scenario limits; a denormal rate turned steps into infinity.
constexpr double kMinDatasheetRate = 1e-3;

std::vector<CatalogIssue> validate(const GpuSpec &gpu);
std::vector<CatalogIssue> validate(const ModelSpec &model);

ModelShape deriveShape(const ModelSpec &model, const PrecisionSpec &precision) noexcept;

/// Case-insensitive equality on ASCII.
bool iequals(std::string_view a, std::string_view b) noexcept;

/// The set of known GPUs and models. Lookup is by id or alias, case-insensitively; for models
/// also by the last path component of a Hugging Face id and by common suffixes (-FP8, -FP4...).
class Catalog
{
public:
    void addGpu(GpuSpec gpu);
    void addModel(ModelSpec model);
    /// Replaces the entry with the same id in place (references to it stay valid and see the
    /// new values), or adds it. Returns true when an entry was replaced.
    bool putGpu(GpuSpec gpu);
    bool putModel(ModelSpec model);
    /// Removes the entry with this id (exact, case-insensitive). Invalidates references to
    /// every entry: only for catalogs nobody else holds (the command line, tests).
    bool removeGpu(std::string_view id);
    bool removeModel(std::string_view id);

    const std::deque<GpuSpec> &gpus() const noexcept { return m_gpus; }
    const std::deque<ModelSpec> &models() const noexcept { return m_models; }

    const GpuSpec *gpu(std::string_view idOrAlias) const noexcept;
    const ModelSpec *model(std::string_view idOrAlias) const noexcept;

private:
    std::deque<GpuSpec> m_gpus; // deque: pointers stay valid as entries are added
    std::deque<ModelSpec> m_models;
};

} // namespace moeplan
