#include "catalog.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <utility>

namespace moeplan {

namespace {
char lower(char c) noexcept
{
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

template <class Spec> bool matches(const Spec &s, std::string_view name) noexcept
{
    if (iequals(s.id, name))
        return true;
    return std::any_of(s.aliases.begin(), s.aliases.end(),
                       [&](const std::string &a) { return iequals(a, name); });
}
} // namespace

bool iequals(std::string_view a, std::string_view b) noexcept
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

std::string_view precisionName(ComputePrecision p) noexcept
{
    switch (p) {
    case ComputePrecision::BF16:
        return "bf16";
    case ComputePrecision::FP8:
        return "fp8";
    case ComputePrecision::FP4:
        return "fp4";
    }
    return "bf16";
}

std::optional<ComputePrecision> parseComputePrecision(std::string_view s) noexcept
{
    if (iequals(s, "bf16") || iequals(s, "fp16"))
        return ComputePrecision::BF16;
    if (iequals(s, "fp8"))
        return ComputePrecision::FP8;
    if (iequals(s, "fp4"))
        return ComputePrecision::FP4;
    return std::nullopt;
}

ComputePrecision GpuSpec::runsAs(ComputePrecision p) const noexcept
{
    if (p == ComputePrecision::FP4 && fp4Tflops <= 0)
        p = ComputePrecision::FP8;
    if (p == ComputePrecision::FP8 && fp8Tflops <= 0)
        p = ComputePrecision::BF16;
    return p;
}

double GpuSpec::peakTflops(ComputePrecision p) const noexcept
{
    switch (runsAs(p)) {
    case ComputePrecision::FP4:
        return fp4Tflops;
    case ComputePrecision::FP8:
        return fp8Tflops;
    case ComputePrecision::BF16:
        break;
    }
    return bf16Tflops;
}

bool GpuSpec::supportsNatively(ComputePrecision p) const noexcept
{
    switch (p) {
    case ComputePrecision::FP4:
        return fp4Tflops > 0;
    case ComputePrecision::FP8:
        return fp8Tflops > 0;
    case ComputePrecision::BF16:
        return bf16Tflops > 0;
    }
    return false;
}

const PrecisionSpec *ModelSpec::precision(std::string_view idOrAlias) const noexcept
{
    if (iequals(idOrAlias, "default") || idOrAlias.empty())
        idOrAlias = defaultPrecision;
    for (const auto &p : precisions) {
        if (matches(p, idOrAlias))
            return &p;
    }
    return nullptr;
}

double ModelShape::routedBytes() const noexcept
{
    if (!spec || !precision)
        return 0;
    return expertParams * spec->experts * spec->moeLayers * precision->routedBytesPerParam;
}

double ModelShape::otherBytes() const noexcept
{
    if (!spec || !precision)
        return 0;
    const double routedParams = expertParams * spec->experts * spec->moeLayers;
    return (totalParams - routedParams) * precision->otherBytesPerParam;
}

double ModelShape::kvBytesPerToken() const noexcept
{
    if (!precision)
        return 0;
    return kvElemsPerTokenPerLayer * attnFullLayers * precision->kvBytesPerElem;
}

ModelShape deriveShape(const ModelSpec &m, const PrecisionSpec &prec) noexcept
{
    ModelShape s;
    s.spec = &m;
    s.precision = &prec;
    const double h = m.hidden;
    const double mats = m.gatedFfn ? 3.0 : 2.0;
    const AttentionSpec &a = m.attention;

    // Attention projections of one full-attention layer. Sums of dimensions are taken in
    // double: two fields near INT_MAX (valid catalog values) would overflow int.
    if (a.kind == AttentionKind::MLA) {
        const double qk = double(a.qkNopeHeadDim) + a.qkRopeHeadDim;
        const double latent = double(a.kvLoraRank) + a.qkRopeHeadDim; // KV per token and layer
        const double q = a.qLoraRank > 0 ? h * a.qLoraRank + double(a.qLoraRank) * a.heads * qk
                                         : h * a.heads * qk;
        const double kvA = h * latent;
        const double kvB = double(a.kvLoraRank) * a.heads * (double(a.qkNopeHeadDim) + a.vHeadDim);
        const double o = double(a.heads) * a.vHeadDim * h;
        s.attentionParamsPerLayer = q + kvA + kvB + o;
        s.kvElemsPerTokenPerLayer = latent;
        // Absorbed MLA decode: scores over (latent + rope), context over the latent, per head.
        s.attnFlopsPerTokenPerCtx = 2.0 * a.heads * latent + 2.0 * a.heads * a.kvLoraRank;
        // Prefill, multi-head form: scores over the (nope + rope) key, context over the value.
        s.attnPrefillFlopsPerTokenPerCtx = 2.0 * a.heads * qk + 2.0 * a.heads * a.vHeadDim;
    } else {
        const double qo = 2.0 * h * a.heads * a.headDim;
        const double kv = 2.0 * h * a.kvHeads * a.headDim;
        s.attentionParamsPerLayer = qo + kv;
        s.kvElemsPerTokenPerLayer = 2.0 * a.kvHeads * a.headDim;
        s.attnFlopsPerTokenPerCtx = 4.0 * a.heads * a.headDim;
        s.attnPrefillFlopsPerTokenPerCtx = s.attnFlopsPerTokenPerCtx;
    }

    s.attnFullLayers = a.fullLayers > 0 ? std::min(a.fullLayers, m.layers) : m.layers;
    const int others = m.layers - s.attnFullLayers;
    if (a.kind == AttentionKind::Hybrid && a.linearValueHeads > 0) {
        s.attnLinearLayers = others;
        const double qk = double(a.linearKeyHeads) * a.linearKeyHeadDim;
        const double v = double(a.linearValueHeads) * a.linearValueHeadDim;
        // q, k, v, gate and output projections of a gated linear-attention layer.
        s.linearAttentionParamsPerLayer = h * (2 * qk + 2 * v) + v * h;
        s.linearStateElemsPerLayer =
            double(a.linearValueHeads) * a.linearKeyHeadDim * a.linearValueHeadDim;
    } else {
        s.attnWindowLayers = others;
    }

    s.expertParams = m.isMoe() ? mats * h * m.expertFfn : 0.0;
    s.sharedParamsPerLayer = m.isMoe() ? mats * h * double(m.sharedExperts) * m.sharedFfn : 0.0;
    s.routerParamsPerLayer = m.isMoe() ? h * m.experts : 0.0;
    s.denseFfnParamsPerLayer = mats * h * m.denseFfn;
    s.embeddingParams = double(m.vocab) * h;
    s.lmHeadParams = m.tiedEmbeddings ? 0.0 : double(m.vocab) * h;
    const double layerParams =
        s.attentionParamsPerLayer +
        (m.isMoe() ? s.expertParams * m.experts + s.sharedParamsPerLayer + s.routerParamsPerLayer
                   : s.denseFfnParamsPerLayer);
    s.mtpParams = m.mtpLayers * (layerParams + 2.0 * h * h);

    const double attnAll = s.attentionParamsPerLayer * (s.attnFullLayers + s.attnWindowLayers) +
                           s.linearAttentionParamsPerLayer * s.attnLinearLayers;
    const double moeAll = m.moeLayers * (s.expertParams * m.experts + s.sharedParamsPerLayer +
                                         s.routerParamsPerLayer);
    const double denseAll = m.denseLayers() * s.denseFfnParamsPerLayer;
    s.totalParams = attnAll + moeAll + denseAll + s.embeddingParams + s.lmHeadParams;

    const double moeActive =
        m.moeLayers * (s.expertParams * m.topK + s.sharedParamsPerLayer + s.routerParamsPerLayer);
    s.activeParams = attnAll + moeActive + denseAll + s.lmHeadParams;

    if (m.isMoe())
        s.log1mKOverE = std::log1p(-double(m.topK) / double(m.experts));
    return s;
}

namespace {
using P = CatalogProblem;

void need(std::vector<CatalogIssue> &out, const std::string &entry, bool ok, const char *field,
          CatalogProblem problem, double value = 0)
{
    if (!ok)
        out.push_back({entry, field, problem, value, 0, 0, {}});
}

bool finitePositive(double v)
{
    return std::isfinite(v) && v > 0;
}
} // namespace

std::string_view catalogProblemName(CatalogProblem p) noexcept
{
    switch (p) {
    case P::Empty:
        return "empty";
    case P::OutOfRange:
        return "out_of_range";
    case P::NotAboveMinimum:
        return "not_above_minimum";
    case P::BelowBf16Peak:
        return "below_bf16_peak";
    case P::BelowFp8Peak:
        return "below_fp8_peak";
    case P::CountOutOfRange:
        return "count_out_of_range";
    case P::NoSource:
        return "no_source";
    case P::NotPositive:
        return "not_positive";
    case P::Negative:
        return "negative";
    case P::MoeLayersOutOfRange:
        return "moe_layers_out_of_range";
    case P::MlaNeedsRanks:
        return "mla_needs_ranks";
    case P::GqaNeedsHeads:
        return "gqa_needs_heads";
    case P::KvHeadsAboveHeads:
        return "kv_heads_above_heads";
    case P::MoeNeedsExperts:
        return "moe_needs_experts";
    case P::TopKOutOfRange:
        return "top_k_out_of_range";
    case P::DenseNeedsFfn:
        return "dense_needs_ffn";
    case P::NoPrecision:
        return "no_precision";
    case P::DefaultPrecisionMissing:
        return "default_precision_missing";
    case P::BytesOutOfRange:
        return "bytes_out_of_range";
    case P::ParamsDisagree:
        return "params_disagree";
    }
    return "unknown";
}

std::vector<CatalogIssue> validate(const GpuSpec &g)
{
    std::vector<CatalogIssue> out;
    const std::string &e = g.id;
    // Every problem carries the value, its unit and the range a real part falls in.
    auto range = [&](const char *field, double v, double lo, double hi, const char *unit,
                     bool zeroAllowed = false) {
        if (zeroAllowed && v == 0)
            return;
        if (!(std::isfinite(v) && v > lo && v <= hi))
            out.push_back({e, field, P::OutOfRange, v, lo, hi, unit});
    };
    // Rates the model divides by: in (0, hi], and above kMinDatasheetRate too, since a denormal
    // bandwidth or peak turned a step into infinity.
    auto rate = [&](const char *field, double v, double hi, const char *unit,
                    bool zeroAllowed = false) {
        const std::size_t before = out.size();
        range(field, v, 0, hi, unit, zeroAllowed);
        if (out.size() == before && v != 0 && v <= kMinDatasheetRate)
            out.push_back({e, field, P::NotAboveMinimum, v, kMinDatasheetRate, 0, unit});
    };
    need(out, e, !g.id.empty(), "id", P::Empty);
    rate("flops_tflops.bf16", g.bf16Tflops, 1e5, "TFLOPS");
    rate("flops_tflops.fp8", g.fp8Tflops, 2e5, "TFLOPS", true);
    rate("flops_tflops.fp4", g.fp4Tflops, 4e5, "TFLOPS", true);
    // Dense peaks grow as precision narrows.
    if (g.fp8Tflops > 0 && g.fp8Tflops < g.bf16Tflops)
        out.push_back(
            {e, "flops_tflops.fp8", P::BelowBf16Peak, g.fp8Tflops, g.bf16Tflops, 0, "TFLOPS"});
    if (g.fp4Tflops > 0 && g.fp4Tflops < std::max(g.fp8Tflops, g.bf16Tflops))
        out.push_back({e, "flops_tflops.fp4", P::BelowFp8Peak, g.fp4Tflops,
                       std::max(g.fp8Tflops, g.bf16Tflops), 0, "TFLOPS"});
    range("hbm_gb", g.hbmGB, 0, 10000, "GB");
    rate("hbm_tb_s", g.hbmTBps, 100, "TB/s");
    rate("nvlink_gb_s_per_dir", g.nvlinkGBps, 1e5, "GB/s");
    if (g.nvlinkDomain < 1 || g.nvlinkDomain > 576)
        out.push_back(
            {e, "nvlink_domain", P::CountOutOfRange, double(g.nvlinkDomain), 1, 576, "GPUs"});
    rate("nic_gbps", g.nicGbps, 1e5, "Gb/s");
    range("tdp_w", g.tdpW, 0, 1e4, "W", true);
    range("price_per_gpu_hour", g.pricePerGpuHour, 0, 1000, "USD/GPU-hour", true);
    range("node_overhead_w", g.nodeOverheadW, 0, 1e6, "W", true);
    need(out, e, !g.sources.empty(), "sources", P::NoSource);
    return out;
}

std::vector<CatalogIssue> validate(const ModelSpec &m)
{
    std::vector<CatalogIssue> out;
    const std::string &e = m.id;
    need(out, e, !m.id.empty(), "id", P::Empty);
    need(out, e, m.layers > 0, "layers", P::NotPositive, m.layers);
    need(out, e, m.moeLayers >= 0 && m.moeLayers <= m.layers, "moe_layers", P::MoeLayersOutOfRange,
         m.moeLayers);
    need(out, e, m.hidden > 0, "hidden", P::NotPositive, m.hidden);
    need(out, e, m.vocab > 0, "vocab", P::NotPositive, m.vocab);
    need(out, e, m.attention.heads > 0, "attention.heads", P::NotPositive, m.attention.heads);
    if (m.attention.kind == AttentionKind::MLA) {
        need(out, e, m.attention.kvLoraRank > 0 && m.attention.vHeadDim > 0,
             "attention.kv_lora_rank", P::MlaNeedsRanks);
    } else {
        need(out, e, m.attention.kvHeads > 0 && m.attention.headDim > 0, "attention.kv_heads",
             P::GqaNeedsHeads);
        need(out, e, m.attention.kvHeads <= m.attention.heads, "attention.kv_heads",
             P::KvHeadsAboveHeads, m.attention.kvHeads);
    }
    // Counts validate() has no other rule for must still not be negative: a negative shared
    // expert, MTP layer or head dimension subtracts weights, bytes and time.
    const AttentionSpec &a = m.attention;
    const std::pair<const char *, int> counts[] = {
        {"dense_ffn", m.denseFfn},
        {"expert_ffn", m.expertFfn},
        {"experts", m.experts},
        {"top_k", m.topK},
        {"shared_experts", m.sharedExperts},
        {"shared_ffn", m.sharedFfn},
        {"mtp_layers", m.mtpLayers},
        {"attention.kv_heads", a.kvHeads},
        {"attention.head_dim", a.headDim},
        {"attention.q_lora_rank", a.qLoraRank},
        {"attention.kv_lora_rank", a.kvLoraRank},
        {"attention.qk_nope_head_dim", a.qkNopeHeadDim},
        {"attention.qk_rope_head_dim", a.qkRopeHeadDim},
        {"attention.v_head_dim", a.vHeadDim},
        {"attention.full_layers", a.fullLayers},
        {"attention.window", a.window},
        {"attention.linear_key_heads", a.linearKeyHeads},
        {"attention.linear_value_heads", a.linearValueHeads},
        {"attention.linear_key_head_dim", a.linearKeyHeadDim},
        {"attention.linear_value_head_dim", a.linearValueHeadDim},
    };
    for (const auto &[field, v] : counts)
        need(out, e, v >= 0, field, P::Negative, v);
    if (m.moeLayers > 0) {
        need(out, e, m.experts > 0 && m.expertFfn > 0, "experts", P::MoeNeedsExperts);
        need(out, e, m.topK > 0 && m.topK <= m.experts, "top_k", P::TopKOutOfRange, m.topK);
    }
    if (m.moeLayers < m.layers)
        need(out, e, m.denseFfn > 0, "dense_ffn", P::DenseNeedsFfn);
    need(out, e, !m.precisions.empty(), "precisions", P::NoPrecision);
    need(out, e, m.precision(m.defaultPrecision) != nullptr, "default_precision",
         P::DefaultPrecisionMissing);
    for (const auto &p : m.precisions) {
        need(out, e,
             finitePositive(p.routedBytesPerParam) && p.routedBytesPerParam <= 4 &&
                 finitePositive(p.otherBytesPerParam) && p.otherBytesPerParam <= 4,
             "precisions.bytes_per_param", P::BytesOutOfRange);
        need(out, e, finitePositive(p.kvBytesPerElem) && p.kvBytesPerElem <= 4,
             "precisions.kv_bytes_per_elem", P::BytesOutOfRange, p.kvBytesPerElem);
    }
    need(out, e, !m.sources.empty(), "sources", P::NoSource);

    // The architecture must add up to the stated size (within 25%): catches a wrong field.
    if (out.empty() && m.paramsTotalB > 0) {
        const ModelShape s = deriveShape(m, *m.precision(m.defaultPrecision));
        const double ratio = s.totalParams / (m.paramsTotalB * 1e9);
        if (!(ratio > 0.75 && ratio < 1.25))
            out.push_back({e, "params_total_b", P::ParamsDisagree, m.paramsTotalB,
                           s.totalParams / 1e9, 0, "B"});
    }
    return out;
}

void Catalog::addGpu(GpuSpec gpu)
{
    m_gpus.push_back(std::move(gpu));
}
void Catalog::addModel(ModelSpec model)
{
    m_models.push_back(std::move(model));
}

namespace {
template <class Spec> bool putEntry(std::deque<Spec> &entries, Spec &&spec)
{
    for (Spec &e : entries) {
        if (iequals(e.id, spec.id)) {
            e = std::move(spec);
            return true;
        }
    }
    entries.push_back(std::move(spec));
    return false;
}

template <class Spec> bool removeEntry(std::deque<Spec> &entries, std::string_view id)
{
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [&](const Spec &e) { return iequals(e.id, id); });
    if (it == entries.end())
        return false;
    entries.erase(it);
    return true;
}
} // namespace

bool Catalog::putGpu(GpuSpec gpu)
{
    return putEntry(m_gpus, std::move(gpu));
}
bool Catalog::putModel(ModelSpec model)
{
    return putEntry(m_models, std::move(model));
}
bool Catalog::removeGpu(std::string_view id)
{
    return removeEntry(m_gpus, id);
}
bool Catalog::removeModel(std::string_view id)
{
    return removeEntry(m_models, id);
}

const GpuSpec *Catalog::gpu(std::string_view name) const noexcept
{
    for (const auto &g : m_gpus) {
        if (matches(g, name))
            return &g;
    }
    return nullptr;
}

const ModelSpec *Catalog::model(std::string_view name) const noexcept
{
    for (const auto &m : m_models) {
        if (matches(m, name))
            return &m;
    }
    // "org/Name" also matches an alias "Name"
    if (auto slash = name.rfind('/'); slash != std::string_view::npos)
        return model(name.substr(slash + 1));
    return nullptr;
}

} // namespace moeplan
