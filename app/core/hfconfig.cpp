#include "hfconfig.h"

#include "import/names.h"
#include "messages.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>

namespace moeplan::core {

/// The translation context of reading a Hugging Face config.json: HfConfig::tr("...").
struct HfConfig
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::HfConfig)
};

namespace {

constexpr qint64 kMaxConfigBytes = 16 << 20;

/// Typed access to one config object; the first problem is kept, named by its full key
/// ("text_config.hidden_size").
class Fields
{
public:
    Fields(const QJsonObject &o, QString prefix, QString &error)
        : m_o(o), m_prefix(std::move(prefix)), m_error(error)
    {}

    QString key(const char *k) const { return m_prefix + QLatin1String(k); }
    bool has(const char *k) const
    {
        const QJsonValue v = m_o.value(QLatin1String(k));
        return !v.isUndefined() && !v.isNull();
    }
    QJsonValue value(const char *k) const { return m_o.value(QLatin1String(k)); }
    const QJsonObject &object() const { return m_o; }

    /// A whole number in [lo, hi]; `fallback` when absent (or a problem when required).
    int integer(const char *k, int fallback, bool required = false, int lo = 0,
                int hi = 100'000'000)
    {
        const QJsonValue v = value(k);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(HfConfig::tr("%1 is missing").arg(key(k)));
            return fallback;
        }
        if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble())) {
            fail(HfConfig::tr("%1 is not a whole number").arg(key(k)));
            return fallback;
        }
        const double d = v.toDouble();
        if (d < lo || d > hi) {
            fail(HfConfig::tr("%1 = %2 is outside [%3, %4]").arg(key(k)).arg(d).arg(lo).arg(hi));
            return fallback;
        }
        return int(d);
    }
    int required(const char *k, int lo = 1, int hi = 100'000'000)
    {
        return integer(k, 0, true, lo, hi);
    }
    bool boolean(const char *k, bool fallback)
    {
        const QJsonValue v = value(k);
        if (v.isBool())
            return v.toBool();
        if (!v.isUndefined() && !v.isNull())
            fail(HfConfig::tr("%1 is not true or false").arg(key(k)));
        return fallback;
    }
    QString string(const char *k) const { return value(k).toString(); }
    /// A list of whole numbers (mlp_only_layers, moe_layers, no_rope_layers).
    std::vector<int> integers(const char *k)
    {
        std::vector<int> out;
        const QJsonValue v = value(k);
        if (v.isUndefined() || v.isNull())
            return out;
        if (!v.isArray()) {
            fail(HfConfig::tr("%1 is not a list").arg(key(k)));
            return out;
        }
        for (const QJsonValue &e : v.toArray()) {
            if (!e.isDouble() && !e.isBool()) {
                fail(HfConfig::tr("%1 holds a value that is not a number").arg(key(k)));
                return {};
            }
            out.push_back(e.isBool() ? int(e.toBool()) : e.toInt());
        }
        return out;
    }
    void fail(const QString &why)
    {
        if (m_error.isEmpty())
            m_error = why;
    }
    bool ok() const { return m_error.isEmpty(); }

private:
    QJsonObject m_o;
    QString m_prefix;
    QString &m_error;
};

/// The layer families, as far as module names and defaults go.
enum class Family
{
    DeepSeek, ///< n_routed_experts, first_k_dense_replace, moe_layer_freq (DeepSeek, Kimi, GLM)
    Qwen,     ///< num_experts, decoder_sparse_step, mlp_only_layers, shared_expert_*
    Mixtral,  ///< num_local_experts in every layer (Mixtral, MiniMax, gpt-oss)
    Llama4,   ///< num_local_experts every interleave_moe_layer_step-th layer + a shared expert
    Dense
};

/// One class of weight tensor, for deciding which the quantisation leaves in BF16.
enum class Tensor
{
    Attention,
    LinearAttention,
    Routed,
    Shared,
    Router,
    DenseFfn,
    Embedding,
    LmHead,
    Count
};

struct Naming
{
    QString experts = QStringLiteral("mlp.experts.0.down_proj");
    QString shared = QStringLiteral("mlp.shared_experts.down_proj");
    QString router = QStringLiteral("mlp.gate");
    QString dense = QStringLiteral("mlp.down_proj");
};

Naming namingFor(Family f, const QString &modelType)
{
    Naming n;
    if (f == Family::Qwen)
        n.shared = QStringLiteral("mlp.shared_expert.down_proj");
    if (f == Family::Mixtral && modelType != QLatin1String("gpt_oss")) {
        n.experts = QStringLiteral("block_sparse_moe.experts.0.w2");
        n.router = QStringLiteral("block_sparse_moe.gate");
    }
    if (modelType == QLatin1String("gpt_oss")) {
        n.experts = QStringLiteral("mlp.experts");
        n.router = QStringLiteral("mlp.router");
    }
    if (f == Family::Llama4) {
        n.experts = QStringLiteral("feed_forward.experts");
        n.shared = QStringLiteral("feed_forward.shared_expert.down_proj");
        n.router = QStringLiteral("feed_forward.router");
        n.dense = QStringLiteral("feed_forward.down_proj");
    }
    return n;
}

/// Module-name patterns of a quantisation's exclusion list, as the quantisers match them:
/// "re:" regular expressions (compressed-tensors, anchored at the start), shell wildcards
/// (ModelOpt), and plain names matched on whole dotted components (transformers'
/// modules_to_not_convert). A multimodal wrapper's "language_model." prefix is dropped.
class Exclusions
{
public:
    void add(const QString &raw)
    {
        QString p = raw.trimmed();
        if (p.isEmpty())
            return;
        if (p.startsWith(QLatin1String("re:"))) {
            QRegularExpression re(QStringLiteral("^(?:") + p.mid(3) + QLatin1Char(')'));
            if (re.isValid())
                m_regex.push_back(re);
            return;
        }
        for (const char *prefix : {"model.language_model.", "language_model."}) {
            if (p.startsWith(QLatin1String(prefix))) {
                p = p.mid(qsizetype(std::strlen(prefix)));
                if (!p.startsWith(QLatin1String("model.")) &&
                    p.startsWith(QLatin1String("layers.")))
                    p.prepend(QLatin1String("model."));
                break;
            }
        }
        if (p.contains(QLatin1Char('*')) || p.contains(QLatin1Char('?'))) {
            // A wildcard names a module and everything under it ("model.layers.*.self_attn").
            const QString re = QRegularExpression::wildcardToRegularExpression(
                p, QRegularExpression::UnanchoredWildcardConversion);
            m_regex.push_back(QRegularExpression(
                QRegularExpression::anchoredPattern(QStringLiteral("(?:%1)(?:\\..*)?").arg(re))));
            return;
        }
        m_plain.push_back(QLatin1Char('.') + p + QLatin1Char('.'));
    }
    bool empty() const { return m_regex.empty() && m_plain.empty(); }
    bool matches(const QString &name) const
    {
        const QString dotted = QLatin1Char('.') + name + QLatin1Char('.');
        for (const QString &p : m_plain) {
            if (dotted.contains(p))
                return true;
        }
        for (const QRegularExpression &re : m_regex) {
            if (re.match(name).hasMatch())
                return true;
        }
        return false;
    }

private:
    std::vector<QRegularExpression> m_regex;
    std::vector<QString> m_plain;
};

void addAll(Exclusions &into, const QJsonValue &list)
{
    for (const QJsonValue &v : list.toArray())
        into.add(v.toString());
}

/// What the quantization_config says about weights and the KV cache.
struct Quant
{
    QString method; ///< empty = none
    double bytes = 2.0;
    ComputePrecision compute = ComputePrecision::BF16;
    double kvBytes = 2.0;
    QString id = QStringLiteral("bf16");
    QStringList aliases;
    Exclusions keepBf16;
    QString describe; ///< for the precision's source line
};

bool readQuant(const QJsonObject &root, const QJsonObject &text, Quant &q, QString &error,
               QStringList &notes)
{
    QJsonObject qc = root.value(QLatin1String("quantization_config")).toObject();
    QString where = QStringLiteral("quantization_config");
    if (qc.isEmpty() && text != root) {
        qc = text.value(QLatin1String("quantization_config")).toObject();
        where = QStringLiteral("text_config.quantization_config");
    }
    if (qc.isEmpty()) {
        const QString dtype = root.value(QLatin1String("torch_dtype"))
                                  .toString(root.value(QLatin1String("dtype")).toString());
        if (dtype == QLatin1String("float32"))
            notes << HfConfig::tr(
                "weights are stored as float32; planned at BF16 (2 bytes per weight), "
                "as servers load them");
        q.describe =
            HfConfig::tr("unquantised (%1)").arg(dtype.isEmpty() ? QStringLiteral("bf16") : dtype);
        return true;
    }
    q.method = qc.value(QLatin1String("quant_method")).toString().toLower();
    const auto kvFrom = [&](const QJsonObject &scheme) {
        if (scheme.value(QLatin1String("num_bits")).toInt() == 8)
            q.kvBytes = 1.0;
    };
    kvFrom(qc.value(QLatin1String("kv_cache_scheme")).toObject());
    if (qc.value(QLatin1String("kv_cache_quant_algo")).toString().toUpper() == QLatin1String("FP8"))
        q.kvBytes = 1.0;

    auto setFloat = [&](int bits, bool activations) {
        q.bytes = bits / 8.0;
        if (bits == 8) {
            q.compute = activations ? ComputePrecision::FP8 : ComputePrecision::BF16;
            q.id = QStringLiteral("fp8");
        } else {
            q.compute = activations ? ComputePrecision::FP4 : ComputePrecision::BF16;
            q.id = QStringLiteral("fp4");
        }
    };
    auto setInt = [&](int bits) {
        q.bytes = bits / 8.0;
        q.compute = ComputePrecision::BF16; // weight-only: dequantised for BF16 GEMMs
        q.id = QStringLiteral("int%1").arg(bits);
        q.aliases = {QStringLiteral("w%1a16").arg(bits)};
    };

    if (q.method == QLatin1String("fp8") || q.method == QLatin1String("fbgemm_fp8")) {
        setFloat(8, true);
        addAll(q.keepBf16, qc.value(QLatin1String("modules_to_not_convert")));
        addAll(q.keepBf16, qc.value(QLatin1String("ignored_layers")));
        const QJsonArray block = qc.value(QLatin1String("weight_block_size")).toArray();
        q.describe = block.size() == 2 ? HfConfig::tr("FP8 (%1x%2 blocks)")
                                             .arg(block.at(0).toInt())
                                             .arg(block.at(1).toInt())
                                       : HfConfig::tr("FP8");
    } else if (q.method == QLatin1String("mxfp4")) {
        setFloat(4, true);
        q.aliases = {QStringLiteral("mxfp4")};
        addAll(q.keepBf16, qc.value(QLatin1String("modules_to_not_convert")));
        q.describe = HfConfig::tr("MXFP4");
    } else if (q.method == QLatin1String("modelopt")) {
        const QString algo = qc.value(QLatin1String("quant_algo")).toString().toUpper();
        if (algo == QLatin1String("NVFP4")) {
            setFloat(4, true);
            q.aliases = {QStringLiteral("nvfp4")};
        } else if (algo == QLatin1String("FP8") || algo == QLatin1String("FP8_BLOCK_SCALES") ||
                   algo == QLatin1String("FP8_PB_WO")) {
            setFloat(8, algo != QLatin1String("FP8_PB_WO"));
        } else if (algo == QLatin1String("W4A8_AWQ") || algo == QLatin1String("W4A16_AWQ") ||
                   algo == QLatin1String("INT4_AWQ")) {
            setInt(4);
        } else {
            error = HfConfig::tr(
                        "%1.quant_algo \"%2\" is not understood: its bytes per weight are unknown")
                        .arg(where, algo);
            return false;
        }
        addAll(q.keepBf16, qc.value(QLatin1String("ignore")));
        addAll(q.keepBf16, qc.value(QLatin1String("exclude_modules")));
        q.describe = HfConfig::tr("ModelOpt %1").arg(algo);
    } else if (q.method == QLatin1String("compressed-tensors")) {
        const QJsonObject groups = qc.value(QLatin1String("config_groups")).toObject();
        if (groups.isEmpty()) {
            error = HfConfig::tr("%1.config_groups is missing: the bytes per weight are unknown")
                        .arg(where);
            return false;
        }
        // The groups of one checkpoint agree on the scheme in every release seen; a mix is
        // refused rather than averaged without the per-module counts.
        int bits = -1;
        QString type;
        int actBits = 0;
        QString actType;
        for (auto it = groups.begin(); it != groups.end(); ++it) {
            const QJsonObject g = it.value().toObject();
            const QJsonObject w = g.value(QLatin1String("weights")).toObject();
            const QJsonObject a = g.value(QLatin1String("input_activations")).toObject();
            const int b = w.value(QLatin1String("num_bits")).toInt();
            const QString t = w.value(QLatin1String("type")).toString(QStringLiteral("int"));
            if (bits >= 0 && (b != bits || t != type)) {
                error =
                    HfConfig::tr("%1.config_groups mix weight formats (%2-bit %3 and %4-bit %5); "
                                 "not supported")
                        .arg(where)
                        .arg(bits)
                        .arg(type)
                        .arg(b)
                        .arg(t);
                return false;
            }
            bits = b;
            type = t;
            actBits = a.value(QLatin1String("num_bits")).toInt();
            actType = a.value(QLatin1String("type")).toString();
        }
        if (bits != 4 && bits != 8) {
            error = HfConfig::tr("%1.config_groups: %2-bit weights are not supported (4 or 8)")
                        .arg(where)
                        .arg(bits);
            return false;
        }
        if (type == QLatin1String("float")) {
            setFloat(bits, actBits > 0);
            if (bits == 4)
                q.aliases = {QStringLiteral("nvfp4")};
        } else if (actBits > 0) {
            // INT8/INT4 with quantised activations: integer tensor cores, planned at the FP8
            // rate they share on Hopper and Blackwell.
            q.bytes = bits / 8.0;
            q.compute = ComputePrecision::FP8;
            q.id = QStringLiteral("w%1a%2").arg(bits).arg(actBits);
            notes << HfConfig::tr(
                         "%1: integer activations (%2-bit) are planned at the FP8 tensor-core rate")
                         .arg(where)
                         .arg(actBits);
        } else {
            setInt(bits);
        }
        addAll(q.keepBf16, qc.value(QLatin1String("ignore")));
        q.describe =
            HfConfig::tr("compressed-tensors %1-bit %2%3")
                .arg(bits)
                .arg(type, actBits > 0
                               ? HfConfig::tr(", %1-bit %2 activations").arg(actBits).arg(actType)
                               : HfConfig::tr(", weight-only"));
    } else if (q.method == QLatin1String("awq") || q.method == QLatin1String("gptq") ||
               q.method == QLatin1String("auto-round") || q.method == QLatin1String("hqq")) {
        const int bits =
            qc.value(QLatin1String("bits")).toInt(qc.value(QLatin1String("w_bit")).toInt());
        if (bits != 4 && bits != 8) {
            error = HfConfig::tr("%1.bits = %2: only 4- and 8-bit %3 weights are supported")
                        .arg(where)
                        .arg(qc.value(QLatin1String("bits")).toVariant().toString(), q.method);
            return false;
        }
        setInt(bits);
        addAll(q.keepBf16, qc.value(QLatin1String("modules_to_not_convert")));
        // GPTQModel's per-module rules: a "-:" key is a regular expression of modules left
        // unquantised.
        const QJsonObject dynamic = qc.value(QLatin1String("dynamic")).toObject();
        for (auto it = dynamic.begin(); it != dynamic.end(); ++it) {
            if (it.key().startsWith(QLatin1String("-:")))
                q.keepBf16.add(QStringLiteral("re:") + it.key().mid(2));
        }
        // AWQ and GPTQ leave lm_head in BF16 unless the config says it is quantised.
        if (!qc.value(QLatin1String("lm_head")).toBool())
            q.keepBf16.add(QStringLiteral("lm_head"));
        const int group = qc.value(QLatin1String("group_size"))
                              .toInt(qc.value(QLatin1String("q_group_size")).toInt());
        q.describe = HfConfig::tr("%1 INT%2%3")
                         .arg(q.method.toUpper())
                         .arg(bits)
                         .arg(group > 0 ? HfConfig::tr(", group size %1").arg(group) : QString());
    } else if (q.method == QLatin1String("bitsandbytes")) {
        const bool four = qc.value(QLatin1String("load_in_4bit")).toBool();
        const bool eight = qc.value(QLatin1String("load_in_8bit")).toBool();
        if (!four && !eight) {
            error =
                HfConfig::tr("%1: bitsandbytes without load_in_4bit or load_in_8bit").arg(where);
            return false;
        }
        setInt(four ? 4 : 8);
        addAll(q.keepBf16, qc.value(QLatin1String("llm_int8_skip_modules")));
        q.keepBf16.add(QStringLiteral("lm_head"));
        q.describe = HfConfig::tr("bitsandbytes %1-bit").arg(four ? 4 : 8);
    } else {
        error = HfConfig::tr(
                    "%1.quant_method \"%2\" is not understood: its bytes per weight are unknown")
                    .arg(where, q.method.isEmpty() ? HfConfig::tr("(missing)") : q.method);
        return false;
    }
    notes << HfConfig::tr("quantisation scales are not counted (at most 1/16 byte per weight)");
    return true;
}

/// The layers' attention kinds: full, sliding/chunked (window), linear.
struct LayerKinds
{
    std::vector<char> kind; ///< 'f', 'w', 'l' per layer
    int window = 0;
};

bool readLayerKinds(Fields &t, Family family, const QString &modelType, int layers, LayerKinds &out,
                    QStringList &notes)
{
    out.kind.assign(std::size_t(layers), 'f');
    const QJsonValue types = t.value("layer_types");
    const int sliding = t.integer("sliding_window", 0, false, 0, 100'000'000);
    if (types.isArray()) {
        const QJsonArray a = types.toArray();
        if (a.size() != layers) {
            t.fail(HfConfig::tr("%1 has %2 entries for %3 layers")
                       .arg(t.key("layer_types"))
                       .arg(a.size())
                       .arg(layers));
            return false;
        }
        for (int i = 0; i < layers; ++i) {
            const QString k = a.at(i).toString();
            if (k == QLatin1String("full_attention") || k == QLatin1String("attention") ||
                k == QLatin1String("global_attention"))
                out.kind[std::size_t(i)] = 'f';
            else if (k == QLatin1String("sliding_attention") ||
                     k == QLatin1String("chunked_attention"))
                out.kind[std::size_t(i)] = 'w';
            else if (k == QLatin1String("linear_attention"))
                out.kind[std::size_t(i)] = 'l';
            else {
                t.fail(HfConfig::tr(
                           "%1[%2] = \"%3\" is not an attention kind this reader knows (full, "
                           "sliding, chunked or linear attention)")
                           .arg(t.key("layer_types"))
                           .arg(i)
                           .arg(k));
                return false;
            }
        }
        out.window = sliding;
    } else if (t.value("attn_type_list").isArray()) {
        // MiniMax-01/M1: 0 = lightning (linear) attention, 1 = softmax attention.
        const std::vector<int> list = t.integers("attn_type_list");
        if (int(list.size()) != layers) {
            t.fail(HfConfig::tr("%1 has %2 entries for %3 layers")
                       .arg(t.key("attn_type_list"))
                       .arg(list.size())
                       .arg(layers));
            return false;
        }
        for (int i = 0; i < layers; ++i)
            out.kind[std::size_t(i)] = list[std::size_t(i)] == 1 ? 'f' : 'l';
    } else if (t.has("full_attention_interval")) {
        const int every = t.required("full_attention_interval", 1, layers);
        for (int i = 0; i < layers; ++i)
            out.kind[std::size_t(i)] = (i + 1) % std::max(1, every) == 0 ? 'f' : 'l';
    } else if (family == Family::Llama4 && t.integer("attention_chunk_size", 0) > 0) {
        // RoPE layers attend within chunks; the NoPE layers (no_rope_layers[i] == 0, by
        // default every fourth) attend to the whole context.
        out.window = t.integer("attention_chunk_size", 0);
        std::vector<int> rope = t.integers("no_rope_layers");
        if (rope.empty()) {
            for (int i = 0; i < layers; ++i)
                rope.push_back((i + 1) % 4 != 0 ? 1 : 0);
        }
        if (int(rope.size()) != layers) {
            t.fail(HfConfig::tr("%1 has %2 entries for %3 layers")
                       .arg(t.key("no_rope_layers"))
                       .arg(rope.size())
                       .arg(layers));
            return false;
        }
        for (int i = 0; i < layers; ++i)
            out.kind[std::size_t(i)] = rope[std::size_t(i)] ? 'w' : 'f';
    } else if (sliding > 0 && t.boolean("use_sliding_window", false)) {
        // Qwen2-style: layers from max_window_layers on use the window.
        const int from = t.integer("max_window_layers", layers, false, 0, layers);
        for (int i = from; i < layers; ++i)
            out.kind[std::size_t(i)] = 'w';
        out.window = sliding;
    } else if (sliding > 0 &&
               (modelType == QLatin1String("mistral") || modelType == QLatin1String("mixtral"))) {
        std::fill(out.kind.begin(), out.kind.end(), 'w');
        out.window = sliding;
        notes << HfConfig::tr("sliding_window %1 applies to every layer (Mistral)").arg(sliding);
    }
    const bool hasWindow = std::count(out.kind.begin(), out.kind.end(), 'w') > 0;
    const bool hasLinear = std::count(out.kind.begin(), out.kind.end(), 'l') > 0;
    if (hasWindow && hasLinear) {
        t.fail(HfConfig::tr("%1 mixes sliding-window and linear-attention layers; not supported")
                   .arg(t.key("layer_types")));
        return false;
    }
    if (hasWindow && out.window <= 0) {
        t.fail(HfConfig::tr("%1 is missing (the config has sliding-window layers)")
                   .arg(t.key("sliding_window")));
        return false;
    }
    return t.ok();
}

QString firstString(const QJsonValue &v)
{
    if (v.isArray() && !v.toArray().isEmpty())
        return v.toArray().at(0).toString();
    return v.toString();
}

bool mentionsMoe(const QString &s)
{
    return s.contains(QLatin1String("moe"), Qt::CaseInsensitive) ||
           s.contains(QLatin1String("mixtral"), Qt::CaseInsensitive);
}

} // namespace

QString hfNameFromPath(const QString &path)
{
    const QFileInfo fi(path);
    QString base = fi.completeBaseName();
    static const QRegularExpression hash(QStringLiteral("^[0-9a-f]{40}$"));
    if (base.compare(QLatin1String("config"), Qt::CaseInsensitive) == 0) {
        // The folder's name; through a Hugging Face cache snapshot, the repository's folder.
        const QStringList parts = QDir::cleanPath(fi.absolutePath()).split(QLatin1Char('/'));
        base = parts.value(parts.size() - 1);
        if (hash.match(base).hasMatch() && parts.size() >= 3 &&
            parts.at(parts.size() - 2) == QLatin1String("snapshots"))
            base = parts.at(parts.size() - 3);
    }
    if (base.startsWith(QLatin1String("models--")))
        base = base.mid(8);
    base.replace(QLatin1String("--"), QLatin1String("/"));
    if (base.isEmpty() || base == QLatin1String(".") || hash.match(base).hasMatch())
        return {};
    return base;
}

HfConfigRead modelFromHfConfig(const QByteArray &json, const QString &path,
                               const HfConfigOptions &options)
{
    HfConfigRead out;
    auto refuse = [&](const QString &why) {
        out.error = HfConfig::tr("%1: %2").arg(path, why);
        out.model.reset();
        return out;
    };
    QJsonParseError perr{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (perr.error != QJsonParseError::NoError)
        return refuse(HfConfig::tr("not valid JSON at offset %1: %2")
                          .arg(perr.offset)
                          .arg(perr.errorString()));
    if (!doc.isObject())
        return refuse(HfConfig::tr("not a Hugging Face config.json (not a JSON object)"));
    const QJsonObject root = doc.object();
    if (!root.contains(QLatin1String("model_type")) &&
        !root.contains(QLatin1String("architectures")))
        return refuse(
            HfConfig::tr("not a Hugging Face config.json (no model_type or architectures)"));

    // Multimodal wrappers keep the language model's fields in a nested object.
    QJsonObject text = root;
    QString prefix;
    for (const char *nested : {"text_config", "llm_config", "language_config"}) {
        const QJsonValue v = root.value(QLatin1String(nested));
        if (v.isObject() && v.toObject().contains(QLatin1String("hidden_size"))) {
            text = v.toObject();
            prefix = QLatin1String(nested) + QLatin1Char('.');
            out.notes << HfConfig::tr(
                             "language model read from %1 (a multimodal wrapper: the vision "
                             "and audio towers are not counted)")
                             .arg(QLatin1String(nested));
            break;
        }
    }
    QString error;
    Fields t(text, prefix, error);
    const QString modelType = text.value(QLatin1String("model_type"))
                                  .toString(root.value(QLatin1String("model_type")).toString());
    const QString arch = firstString(text.value(QLatin1String("architectures")).isUndefined()
                                         ? root.value(QLatin1String("architectures"))
                                         : text.value(QLatin1String("architectures")));

    ModelSpec m;
    m.hidden = t.required("hidden_size", 1, 1'000'000);
    m.layers = t.required("num_hidden_layers", 1, 10'000);
    m.vocab = t.required("vocab_size", 1, 100'000'000);
    const int heads = t.required("num_attention_heads", 1, 100'000);
    if (!t.ok())
        return refuse(error);

    // ---- experts and which layers have them
    Family family = Family::Dense;
    std::vector<bool> moe(std::size_t(m.layers), false);
    if (t.boolean("enable_moe_block", false))
        return refuse(HfConfig::tr("%1: layers with both a dense MLP and an expert block "
                                   "(enable_moe_block, Gemma 4) are not supported")
                          .arg(t.key("enable_moe_block")));
    if (t.integer("n_routed_experts", 0) > 0) {
        family = Family::DeepSeek;
        m.experts = t.required("n_routed_experts", 1, 100'000);
        m.topK = t.required("num_experts_per_tok", 1, 100'000);
        m.expertFfn = t.required("moe_intermediate_size", 1, 10'000'000);
        m.sharedExperts = t.integer("n_shared_experts", 0, false, 0, 1000);
        m.sharedFfn = m.expertFfn;
        const int firstDense = t.integer("first_k_dense_replace", 0, false, 0, m.layers);
        const int freq = t.integer("moe_layer_freq", 1, false, 1, m.layers);
        for (int i = 0; i < m.layers; ++i)
            moe[std::size_t(i)] = i >= firstDense && i % freq == 0;
        m.mtpLayers = t.integer("num_nextn_predict_layers", 0, false, 0, 100);
    } else if (t.integer("num_experts", 0) > 0) {
        family = Family::Qwen;
        m.experts = t.required("num_experts", 1, 100'000);
        m.topK = t.required("num_experts_per_tok", 1, 100'000);
        m.expertFfn = t.required("moe_intermediate_size", 1, 10'000'000);
        m.sharedFfn = t.integer("shared_expert_intermediate_size", 0, false, 0, 10'000'000);
        m.sharedExperts = m.sharedFfn > 0 ? 1 : 0;
        const int step = t.integer("decoder_sparse_step", 1, false, 1, m.layers);
        const std::vector<int> mlpOnly = t.integers("mlp_only_layers");
        const std::set<int> dense(mlpOnly.begin(), mlpOnly.end());
        for (int i = 0; i < m.layers; ++i)
            moe[std::size_t(i)] = !dense.count(i) && (i + 1) % step == 0;
        m.mtpLayers = t.integer("mtp_num_hidden_layers", 0, false, 0, 100);
    } else if (t.integer("num_local_experts", 0) > 0) {
        m.experts = t.required("num_local_experts", 1, 100'000);
        m.topK = t.has("num_experts_per_tok") ? t.required("num_experts_per_tok", 1, 100'000)
                                              : t.integer("experts_per_token", 0, true, 1, 100'000);
        if (modelType.startsWith(QLatin1String("llama4"))) {
            family = Family::Llama4;
            m.expertFfn = t.required("intermediate_size", 1, 10'000'000);
            m.sharedExperts = 1; // Llama 4 MoE layers always add one shared expert
            m.sharedFfn = m.expertFfn;
            std::vector<int> listed = t.integers("moe_layers");
            if (listed.empty()) {
                const int step = t.integer("interleave_moe_layer_step", 1, false, 1, m.layers);
                for (int i = step - 1; i < m.layers; i += step)
                    listed.push_back(i);
            }
            for (int i : listed) {
                if (i >= 0 && i < m.layers)
                    moe[std::size_t(i)] = true;
            }
        } else {
            family = Family::Mixtral;
            m.expertFfn = t.has("moe_intermediate_size")
                              ? t.required("moe_intermediate_size", 1, 10'000'000)
                              : t.required("intermediate_size", 1, 10'000'000);
            m.sharedFfn = t.integer("shared_intermediate_size", 0, false, 0, 10'000'000);
            m.sharedExperts = m.sharedFfn > 0 ? 1 : 0;
            std::fill(moe.begin(), moe.end(), true);
            if (t.boolean("use_mtp", false))
                m.mtpLayers = t.integer("num_mtp_modules", 0, false, 0, 100);
        }
    } else if (mentionsMoe(modelType) || mentionsMoe(arch)) {
        return refuse(HfConfig::tr("%1 names a mixture-of-experts architecture (%2), but none of "
                                   "num_experts, num_local_experts or n_routed_experts is set")
                          .arg(prefix + QStringLiteral("model_type"),
                               modelType.isEmpty() ? arch : modelType));
    }
    m.moeLayers = int(std::count(moe.begin(), moe.end(), true));
    if (m.experts > 0 && m.topK > m.experts)
        return refuse(HfConfig::tr("%1 = %2 exceeds the %3 experts")
                          .arg(t.key("num_experts_per_tok"))
                          .arg(m.topK)
                          .arg(m.experts));
    if (m.moeLayers < m.layers) {
        m.denseFfn = family == Family::Llama4 ? t.required("intermediate_size_mlp", 1, 10'000'000)
                                              : t.required("intermediate_size", 1, 10'000'000);
    }
    if (!t.ok())
        return refuse(error);
    // ---- attention
    AttentionSpec &a = m.attention;
    a.heads = heads;
    if (t.integer("kv_lora_rank", 0) > 0) {
        a.kind = AttentionKind::MLA;
        a.qLoraRank = t.integer("q_lora_rank", 0, false, 0, 1'000'000);
        a.kvLoraRank = t.required("kv_lora_rank", 1, 1'000'000);
        a.qkNopeHeadDim = t.required("qk_nope_head_dim", 1, 100'000);
        a.qkRopeHeadDim = t.required("qk_rope_head_dim", 0, 100'000);
        a.vHeadDim = t.required("v_head_dim", 1, 100'000);
        if (t.has("index_n_heads"))
            out.notes << HfConfig::tr(
                "the sparse-attention indexer (index_n_heads) is not counted (about "
                "0.1% of the weights)");
    } else {
        a.kind = AttentionKind::GQA;
        if (!t.has("num_key_value_heads"))
            out.notes << HfConfig::tr(
                "num_key_value_heads is absent: every head keeps its own K and V "
                "(multi-head attention), as transformers assumes");
        a.kvHeads = t.integer("num_key_value_heads", heads, false, 1, heads);
        if (t.has("head_dim")) {
            a.headDim = t.required("head_dim", 1, 100'000);
        } else if (m.hidden % heads == 0) {
            a.headDim = m.hidden / heads;
        } else {
            return refuse(
                HfConfig::tr("%1 is missing and hidden_size %2 is not a multiple of %3 heads")
                    .arg(t.key("head_dim"))
                    .arg(m.hidden)
                    .arg(heads));
        }
        if (text.value(QLatin1String("attn_output_gate")).toBool())
            out.notes << HfConfig::tr(
                "the gated attention output (attn_output_gate) is not counted (under "
                "0.2% of the weights)");
    }
    if (!t.ok())
        return refuse(error);
    LayerKinds kinds;
    if (!readLayerKinds(t, family, modelType, m.layers, kinds, out.notes))
        return refuse(error);
    a.fullLayers = int(std::count(kinds.kind.begin(), kinds.kind.end(), 'f'));
    const int linear = int(std::count(kinds.kind.begin(), kinds.kind.end(), 'l'));
    if (linear > 0 && t.value("attn_type_list").isArray()) {
        // Lightning attention projects q, k, v and an output gate with the softmax layers'
        // head count and width.
        a.kind = AttentionKind::Hybrid;
        a.linearKeyHeads = a.linearValueHeads = heads;
        a.linearKeyHeadDim = a.linearValueHeadDim = a.headDim;
        out.notes << HfConfig::tr(
                         "lightning-attention layers (attn_type_list 0) are read as linear "
                         "attention with %1 heads of %2")
                         .arg(heads)
                         .arg(a.headDim);
    } else if (linear > 0) {
        a.kind = AttentionKind::Hybrid;
        a.linearKeyHeads = t.required("linear_num_key_heads", 1, 100'000);
        a.linearValueHeads = t.required("linear_num_value_heads", 1, 100'000);
        a.linearKeyHeadDim = t.required("linear_key_head_dim", 1, 100'000);
        a.linearValueHeadDim = t.required("linear_value_head_dim", 1, 100'000);
        if (!t.ok())
            return refuse(error);
        if (a.kind == AttentionKind::Hybrid && m.attention.qLoraRank > 0)
            return refuse(
                HfConfig::tr("latent attention with linear-attention layers is not supported"));
    } else if (a.fullLayers < m.layers) {
        a.window = kinds.window;
    }

    // ---- embeddings
    const QJsonValue tie = text.value(QLatin1String("tie_word_embeddings"));
    const QJsonValue tieRoot = root.value(QLatin1String("tie_word_embeddings"));
    if (tie.isBool())
        m.tiedEmbeddings = tie.toBool();
    else if (tieRoot.isBool())
        m.tiedEmbeddings = tieRoot.toBool();
    else
        out.notes << HfConfig::tr(
            "tie_word_embeddings is absent: the output head is counted as its own "
            "matrix (untied)");
    const QString act = text.value(QLatin1String("hidden_act"))
                            .toString(text.value(QLatin1String("hidden_activation")).toString());
    m.gatedFfn = true; // every family read here uses a gated FFN (SwiGLU/GeGLU)
    if (!act.isEmpty() && !act.contains(QLatin1String("silu")) &&
        !act.contains(QLatin1String("swiglu")) && !act.contains(QLatin1String("gelu")))
        out.notes << HfConfig::tr("hidden_act \"%1\": the FFN is counted as gated (three matrices)")
                         .arg(act);

    // ---- drafter
    if (m.mtpLayers > 0) {
        m.drafter.kind = DrafterKind::Mtp;
        m.drafter.source =
            HfConfig::tr("config.json: %1 multi-token-prediction layer(s); no published "
                         "acceptance length")
                .arg(m.mtpLayers)
                .toStdString();
    }

    // ---- precision: the checkpoint's own, with the tensors it leaves in BF16
    Quant q;
    if (!readQuant(root, text, q, out.error, out.notes)) {
        out.error = HfConfig::tr("%1: %2").arg(path, out.error);
        return out;
    }
    // Parameter counts per tensor class from the architecture (at any precision).
    PrecisionSpec bf16;
    bf16.id = "bf16";
    m.precisions = {bf16};
    m.defaultPrecision = "bf16";
    const ModelShape shape = deriveShape(m, m.precisions.front());
    PrecisionSpec own;
    own.id = q.id.toStdString();
    for (const QString &al : q.aliases)
        own.aliases.push_back(al.toStdString());
    own.kvBytesPerElem = q.kvBytes;
    own.routedCompute = q.compute;
    own.otherCompute = q.compute;
    if (q.method.isEmpty()) {
        own.routedBytesPerParam = own.otherBytesPerParam = 2.0;
        own.source = HfConfig::tr("config.json: %1").arg(q.describe).toStdString();
    } else {
        const Naming n = namingFor(family, modelType);
        const auto kept = [&](const QString &module) { return q.keepBf16.matches(module); };
        double routedParams = 0, routedBytes = 0, otherParams = 0, otherBytes = 0,
               otherQuantised = 0;
        auto addOther = [&](double params, bool bf16Kept) {
            otherParams += params;
            otherBytes += params * (bf16Kept ? 2.0 : q.bytes);
            if (!bf16Kept)
                otherQuantised += params;
        };
        for (int i = 0; i < m.layers; ++i) {
            const QString L = QStringLiteral("model.layers.%1.").arg(i);
            const char kind = kinds.kind[std::size_t(i)];
            if (kind == 'l')
                addOther(shape.linearAttentionParamsPerLayer,
                         kept(L + QStringLiteral("linear_attn.out_proj")));
            else
                addOther(shape.attentionParamsPerLayer,
                         kept(L + QStringLiteral("self_attn.o_proj")));
            if (moe[std::size_t(i)]) {
                const double rp = shape.expertParams * m.experts;
                routedParams += rp;
                routedBytes += rp * (kept(L + n.experts) ? 2.0 : q.bytes);
                addOther(shape.sharedParamsPerLayer, kept(L + n.shared));
                // Routers are kept in BF16 or wider by every quantiser (and are not linear
                // layers in some families).
                addOther(shape.routerParamsPerLayer, true);
            } else {
                addOther(shape.denseFfnParamsPerLayer, kept(L + n.dense));
            }
        }
        // Embedding tables are not linear layers: no quantiser here converts them.
        otherParams += shape.embeddingParams;
        otherBytes += shape.embeddingParams * 2.0;
        addOther(shape.lmHeadParams, kept(QStringLiteral("lm_head")));
        own.routedBytesPerParam = routedParams > 0 ? routedBytes / routedParams : q.bytes;
        own.otherBytesPerParam = otherParams > 0 ? otherBytes / otherParams : 2.0;
        if (routedParams > 0 && routedBytes >= 2.0 * routedParams)
            own.routedCompute = ComputePrecision::BF16;
        if (otherQuantised < 0.5 * (otherParams - shape.embeddingParams))
            own.otherCompute = ComputePrecision::BF16;
        own.source =
            HfConfig::tr("config.json quantization_config: %1").arg(q.describe).toStdString();
        if (!q.keepBf16.empty())
            own.notes =
                HfConfig::tr("Bytes per weight averaged over the tensors the exclusion list keeps "
                             "in BF16; embeddings stay BF16.")
                    .toStdString();
    }
    m.precisions = {own};
    m.defaultPrecision = own.id;
    // What-if precisions the planner offers for every model (not this checkpoint's own).
    const struct
    {
        const char *id;
        double routed, other;
        ComputePrecision rc, oc;
    } alternatives[] = {
        {"bf16", 2.0, 2.0, ComputePrecision::BF16, ComputePrecision::BF16},
        {"fp8", 1.0, 1.0, ComputePrecision::FP8, ComputePrecision::FP8},
        {"fp4", 0.5, 2.0, ComputePrecision::FP4, ComputePrecision::BF16},
    };
    for (const auto &alt : alternatives) {
        if (m.precision(alt.id))
            continue;
        PrecisionSpec p;
        p.id = alt.id;
        p.routedBytesPerParam = alt.routed;
        p.otherBytesPerParam = alt.other;
        p.routedCompute = alt.rc;
        p.otherCompute = alt.oc;
        p.kvBytesPerElem = 2.0;
        p.source = HfConfig::tr("what-if: the whole model re-quantised, not this checkpoint")
                       .toStdString();
        m.precisions.push_back(std::move(p));
    }

    // ---- identity
    const QString hfName = hfNameFromPath(path);
    QString id = options.id.trimmed();
    if (id.isEmpty() && !hfName.isEmpty())
        id = import::normaliseModelKey(hfName);
    if (id.isEmpty())
        return refuse(
            HfConfig::tr("cannot tell the model's id from the file name; give one (--id)"));
    static const QRegularExpression idChars(QStringLiteral("^[a-z0-9][a-z0-9._+-]{0,63}$"));
    if (!idChars.match(id).hasMatch())
        return refuse(
            HfConfig::tr("id \"%1\": use 1-64 lower-case letters, digits and . _ + - (starting "
                         "with a letter or digit)")
                .arg(id));
    m.id = id.toStdString();
    QString name = options.name.trimmed();
    if (name.isEmpty())
        name = hfName.isEmpty() ? id : hfName.section(QLatin1Char('/'), -1);
    m.name = name.toStdString();
    QStringList aliases;
    auto alias = [&](const QString &candidate) {
        if (!candidate.isEmpty() && candidate.compare(id, Qt::CaseInsensitive) != 0 &&
            !aliases.contains(candidate, Qt::CaseInsensitive))
            aliases << candidate;
    };
    alias(hfName);
    alias(hfName.section(QLatin1Char('/'), -1));
    alias(name);
    for (const QString &candidate : aliases)
        m.aliases.push_back(candidate.toStdString());
    const ModelShape own_shape = deriveShape(m, *m.precision("default"));
    m.paramsTotalB = own_shape.totalParams / 1e9;
    m.paramsActiveB = own_shape.activeParams / 1e9;
    m.sources = {HfConfig::tr("Hugging Face config.json (%1, model_type %2), read %3")
                     .arg(QFileInfo(path).fileName(), modelType.isEmpty() ? arch : modelType,
                          QDate::currentDate().toString(Qt::ISODate))
                     .toStdString()};
    m.notes = out.notes.join(QStringLiteral("; ")).toStdString();
    m.origin = CatalogOrigin::User;
    if (const auto issues = validate(m); !issues.empty()) {
        return refuse(HfConfig::tr("the derived entry is not usable: %1")
                          .arg(catalogIssueMessage(issues.front())));
    }
    out.model = std::move(m);
    return out;
}

QString readHfConfigBytes(const QString &path, QByteArray &out)
{
    const QFileInfo fi(path);
    if (!fi.exists())
        return HfConfig::tr("%1: no such file").arg(path);
    if (!fi.isFile())
        return HfConfig::tr("%1: not a regular file").arg(path);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return HfConfig::tr("%1: cannot read: %2").arg(path, f.errorString());
    out = f.read(kMaxConfigBytes + 1);
    if (out.size() > kMaxConfigBytes)
        return HfConfig::tr("%1: larger than 16 MiB; not a config.json").arg(path);
    return {};
}

HfConfigRead modelFromHfConfigFile(const QString &path, const HfConfigOptions &options)
{
    QByteArray data;
    HfConfigRead out;
    out.error = readHfConfigBytes(path, data);
    if (!out.error.isEmpty())
        return out;
    return modelFromHfConfig(data, path, options);
}

bool looksLikeHfConfig(const QString &path)
{
    const QFileInfo fi(path);
    if (!fi.isFile() || fi.size() > kMaxConfigBytes ||
        fi.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) != 0)
        return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject o = QJsonDocument::fromJson(f.read(kMaxConfigBytes)).object();
    if (!o.contains(QLatin1String("model_type")) && !o.contains(QLatin1String("architectures")))
        return false;
    return o.contains(QLatin1String("hidden_size")) ||
           o.value(QLatin1String("text_config")).toObject().contains(QLatin1String("hidden_size"));
}

ModelFigures modelFigures(const ModelSpec &model, const QString &precision)
{
    ModelFigures f;
    const PrecisionSpec *p = model.precision(precision.toStdString());
    if (!p)
        return f;
    const ModelShape s = deriveShape(model, *p);
    f.precision = QString::fromStdString(p->id);
    f.totalParams = s.totalParams;
    f.activeParams = s.activeParams;
    f.weightBytes = s.weightBytes();
    f.kvBytesPerToken = s.kvBytesPerToken();
    f.layers = model.layers;
    f.moeLayers = model.moeLayers;
    f.experts = model.experts;
    f.expertsPerToken = model.topK;
    return f;
}

} // namespace moeplan::core
