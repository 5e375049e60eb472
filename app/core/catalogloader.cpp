#include "catalogloader.h"

#include "messages.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>
#include <cstdio>

namespace moeplan::core {

/// The translation context of the catalog loader: CatalogLoader::tr("...").
struct CatalogLoader
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::CatalogLoader)
};

namespace {

/// The largest whole number a catalog field may hold (every count in a catalog is far smaller).
constexpr double kMaxWholeNumber = 1e9;

/// Reads typed fields of one entry and remembers the first type error, as one sentence naming
/// the field by its whole key path ("attention.linear.key_heads").
class Reader
{
public:
    explicit Reader(const QJsonObject &o, QString prefix = {}) : m_o(o), m_prefix(std::move(prefix))
    {}

    double number(const char *key, double fallback = 0)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isDouble()) {
            fail(key, CatalogLoader::tr("%1 is not a number"));
            return fallback;
        }
        return v.toDouble();
    }
    int integer(const char *key, int fallback = 0)
    {
        const double d = number(key, fallback);
        // Range first: converting a double outside int's range is undefined behaviour.
        if (!(std::abs(d) <= kMaxWholeNumber)) {
            fail(key, CatalogLoader::tr("%1 is outside [-%2, %2]"),
                 QString::number(kMaxWholeNumber, 'f', 0));
            return fallback;
        }
        if (d != std::trunc(d)) {
            fail(key, CatalogLoader::tr("%1 is not a whole number"));
            return fallback;
        }
        return static_cast<int>(d);
    }
    bool boolean(const char *key, bool fallback)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool()) {
            fail(key, CatalogLoader::tr("%1 is not true or false"));
            return fallback;
        }
        return v.toBool();
    }
    std::string string(const char *key, bool required = false)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            // Qualified in full: inside a member named `string`, lupdate does not resolve a
            // plain CatalogLoader::tr to its class (tst_translations).
            if (required)
                fail(key, moeplan::core::CatalogLoader::tr("%1 is missing"));
            return {};
        }
        if (!v.isString()) {
            fail(key, moeplan::core::CatalogLoader::tr("%1 is not a string"));
            return {};
        }
        return v.toString().toStdString();
    }
    std::vector<std::string> strings(const char *key)
    {
        std::vector<std::string> out;
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return out;
        if (!v.isArray()) {
            fail(key, CatalogLoader::tr("%1 is not a list of strings"));
            return out;
        }
        for (const QJsonValue &s : v.toArray()) {
            if (!s.isString()) {
                fail(key, CatalogLoader::tr("%1 is not a list of strings"));
                return {};
            }
            out.push_back(s.toString().toStdString());
        }
        return out;
    }
    QJsonObject object(const char *key)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isNull() && !v.isObject())
            fail(key, CatalogLoader::tr("%1 is not an object"));
        return v.toObject();
    }
    /// Remembers `sentence` (its %1 the field's key path, its %2 `arg`) unless a problem is
    /// already remembered.
    void fail(const char *key, const QString &sentence, const QString &arg = {})
    {
        if (!m_error.isEmpty())
            return;
        const QString path = m_prefix + QString::fromLatin1(key);
        m_error = arg.isNull() ? sentence.arg(path) : sentence.arg(path, arg);
    }
    /// A reader of the object at `key`, its fields named under this one's path.
    Reader nested(const char *key)
    {
        return Reader(object(key), m_prefix + QString::fromLatin1(key) + QLatin1Char('.'));
    }
    /// Takes the first problem of a nested reader.
    void adopt(const Reader &inner)
    {
        if (m_error.isEmpty())
            m_error = inner.m_error;
    }
    const QString &error() const { return m_error; }

private:
    QJsonObject m_o;
    QString m_prefix;
    QString m_error;
};

bool parseArray(const QByteArray &json, const QString &origin, const char *key, QJsonArray &out,
                CatalogLoad &into)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError) {
        into.problems << CatalogLoader::tr("%1: not valid JSON at offset %2: %3")
                             .arg(origin)
                             .arg(err.offset)
                             .arg(err.errorString());
        return false;
    }
    const QJsonValue arr = doc.object().value(QLatin1String(key));
    if (!doc.isObject() || !arr.isArray()) {
        into.problems << CatalogLoader::tr("%1: expected an object with a \"%2\" list")
                             .arg(origin, QLatin1String(key));
        return false;
    }
    out = arr.toArray();
    return true;
}

QString entryName(const QJsonValue &v, qsizetype index)
{
    const QString id = v.toObject().value(QLatin1String("id")).toString();
    return id.isEmpty() ? QStringLiteral("#%1").arg(index + 1) : id;
}

void reportIssues(const std::vector<CatalogIssue> &issues, const QString &origin,
                  const QString &entry, CatalogLoad &into)
{
    for (const CatalogIssue &i : issues) {
        into.problems << CatalogLoader::tr("%1: entry \"%2\" skipped: %3")
                             .arg(origin, entry, catalogIssueMessage(i));
    }
}

AttentionKind attentionKind(const std::string &s, Reader &r)
{
    if (s == "mla")
        return AttentionKind::MLA;
    if (s == "gqa" || s == "mha")
        return AttentionKind::GQA;
    if (s == "hybrid")
        return AttentionKind::Hybrid;
    r.fail("kind", CatalogLoader::tr("%1 must be mla, gqa or hybrid"));
    return AttentionKind::GQA;
}

ComputePrecision computePrecision(const std::string &s, Reader &r, const char *key)
{
    if (s.empty())
        return ComputePrecision::BF16; // the documented default
    if (auto p = parseComputePrecision(s))
        return *p;
    r.fail(key, CatalogLoader::tr("%1 must be bf16, fp8 or fp4"));
    return ComputePrecision::BF16;
}

QString entryProblem(const QString &origin, const QString &entry, const QString &why)
{
    return CatalogLoader::tr("%1: entry \"%2\" skipped: %3").arg(origin, entry, why);
}

} // namespace

QString gpuFromJson(const QJsonObject &o, GpuSpec &g)
{
    Reader r(o);
    g = GpuSpec{};
    g.id = r.string("id", true);
    g.name = r.string("name");
    g.aliases = r.strings("aliases");
    g.vendor = r.string("vendor");
    Reader flops = r.nested("flops_tflops");
    g.bf16Tflops = flops.number("bf16");
    g.fp8Tflops = flops.number("fp8");
    g.fp4Tflops = flops.number("fp4");
    r.adopt(flops);
    g.hbmGB = r.number("hbm_gb");
    g.hbmTBps = r.number("hbm_tb_s");
    g.nvlinkGBps = r.number("nvlink_gb_s_per_dir");
    g.nvlinkDomain = r.integer("nvlink_domain", 8);
    g.nicGbps = r.number("nic_gbps");
    g.tdpW = r.number("tdp_w");
    g.pricePerGpuHour = r.number("price_per_gpu_hour");
    g.nodeOverheadW = r.number("node_overhead_w");
    g.economicsSource = r.string("economics_source");
    const std::string form = r.string("form");
    if (form == "nvl72")
        g.form = GpuForm::Nvl72;
    else if (form == "oam")
        g.form = GpuForm::Oam;
    else if (form.empty() || form == "hgx")
        g.form = GpuForm::Hgx;
    else
        r.fail("form", CatalogLoader::tr("%1 must be hgx, nvl72 or oam"));
    g.sibling = r.string("sibling");
    g.sources = r.strings("sources");
    g.notes = r.string("notes");
    return r.error();
}

QString modelFromJson(const QJsonObject &o, ModelSpec &m)
{
    Reader r(o);
    m = ModelSpec{};
    m.id = r.string("id", true);
    m.name = r.string("name");
    m.aliases = r.strings("aliases");
    m.paramsTotalB = r.number("params_total_b");
    m.paramsActiveB = r.number("params_active_b");
    m.layers = r.integer("layers");
    m.moeLayers = r.integer("moe_layers");
    m.hidden = r.integer("hidden");
    m.denseFfn = r.integer("dense_ffn");
    m.expertFfn = r.integer("expert_ffn");
    m.experts = r.integer("experts");
    m.topK = r.integer("top_k");
    m.sharedExperts = r.integer("shared_experts");
    m.sharedFfn = r.integer("shared_ffn", m.expertFfn);
    m.gatedFfn = r.boolean("gated_ffn", true);
    m.vocab = r.integer("vocab");
    m.tiedEmbeddings = r.boolean("tied_embeddings", false);
    m.mtpLayers = r.integer("mtp_layers");

    Reader a = r.nested("attention");
    AttentionSpec &at = m.attention;
    at.kind = attentionKind(a.string("kind", true), a);
    at.heads = a.integer("heads");
    at.kvHeads = a.integer("kv_heads");
    at.headDim = a.integer("head_dim");
    at.qLoraRank = a.integer("q_lora_rank");
    at.kvLoraRank = a.integer("kv_lora_rank");
    at.qkNopeHeadDim = a.integer("qk_nope_head_dim");
    at.qkRopeHeadDim = a.integer("qk_rope_head_dim");
    at.vHeadDim = a.integer("v_head_dim");
    at.fullLayers = a.integer("full_layers", m.layers);
    at.window = a.integer("window");
    Reader lin = a.nested("linear");
    at.linearKeyHeads = lin.integer("key_heads");
    at.linearValueHeads = lin.integer("value_heads");
    at.linearKeyHeadDim = lin.integer("key_head_dim");
    at.linearValueHeadDim = lin.integer("value_head_dim");
    a.adopt(lin);
    r.adopt(a);

    Reader d = r.nested("drafter");
    const std::string dk = d.string("kind");
    m.drafter.kind = dk == "mtp"                  ? DrafterKind::Mtp
                     : dk == "eagle3"             ? DrafterKind::Eagle3
                     : dk.empty() || dk == "none" ? DrafterKind::None
                                                  : DrafterKind::Other;
    m.drafter.defaultDraftTokens = d.integer("default_draft_tokens");
    m.drafter.defaultAcceptanceLength = d.number("default_acceptance_length");
    m.drafter.source = d.string("source");
    r.adopt(d);

    m.defaultPrecision = r.string("default_precision", true);
    const QJsonValue precs = o.value(QLatin1String("precisions"));
    if (!precs.isArray())
        r.fail("precisions", CatalogLoader::tr("%1 is not a list"));
    const QJsonArray precList = precs.toArray();
    for (qsizetype i = 0; i < precList.size(); ++i) {
        Reader p(precList.at(i).toObject(), QStringLiteral("precisions[%1].").arg(i));
        PrecisionSpec ps;
        ps.id = p.string("id", true);
        ps.aliases = p.strings("aliases");
        ps.routedBytesPerParam = p.number("routed_bytes_per_param", 2.0);
        ps.otherBytesPerParam = p.number("other_bytes_per_param", 2.0);
        ps.routedCompute = computePrecision(p.string("routed_compute"), p, "routed_compute");
        ps.otherCompute = computePrecision(p.string("other_compute"), p, "other_compute");
        ps.kvBytesPerElem = p.number("kv_bytes_per_elem", 2.0);
        ps.source = p.string("source");
        ps.notes = p.string("notes");
        r.adopt(p);
        m.precisions.push_back(std::move(ps));
    }
    m.sources = r.strings("sources");
    m.notes = r.string("notes");
    return r.error();
}

namespace {
QJsonArray stringArray(const std::vector<std::string> &v)
{
    QJsonArray a;
    for (const std::string &s : v)
        a.append(QString::fromStdString(s));
    return a;
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

const char *formName(GpuForm f)
{
    switch (f) {
    case GpuForm::Nvl72:
        return "nvl72";
    case GpuForm::Oam:
        return "oam";
    case GpuForm::Hgx:
        break;
    }
    return "hgx";
}

const char *attentionName(AttentionKind k)
{
    switch (k) {
    case AttentionKind::MLA:
        return "mla";
    case AttentionKind::Hybrid:
        return "hybrid";
    case AttentionKind::GQA:
        break;
    }
    return "gqa";
}

const char *drafterName(DrafterKind k)
{
    switch (k) {
    case DrafterKind::Mtp:
        return "mtp";
    case DrafterKind::Eagle3:
        return "eagle3";
    case DrafterKind::Other:
        return "other";
    case DrafterKind::None:
        break;
    }
    return "none";
}
} // namespace

QJsonObject gpuToJson(const GpuSpec &g)
{
    QJsonObject flops{{QStringLiteral("bf16"), g.bf16Tflops}};
    if (g.fp8Tflops > 0)
        flops.insert(QStringLiteral("fp8"), g.fp8Tflops);
    if (g.fp4Tflops > 0)
        flops.insert(QStringLiteral("fp4"), g.fp4Tflops);
    QJsonObject o{{QStringLiteral("id"), qs(g.id)},
                  {QStringLiteral("name"), qs(g.name)},
                  {QStringLiteral("aliases"), stringArray(g.aliases)},
                  {QStringLiteral("vendor"), qs(g.vendor)},
                  {QStringLiteral("flops_tflops"), flops},
                  {QStringLiteral("hbm_gb"), g.hbmGB},
                  {QStringLiteral("hbm_tb_s"), g.hbmTBps},
                  {QStringLiteral("nvlink_gb_s_per_dir"), g.nvlinkGBps},
                  {QStringLiteral("nvlink_domain"), g.nvlinkDomain},
                  {QStringLiteral("nic_gbps"), g.nicGbps},
                  {QStringLiteral("tdp_w"), g.tdpW},
                  {QStringLiteral("form"), QLatin1String(formName(g.form))},
                  {QStringLiteral("sources"), stringArray(g.sources)}};
    if (g.pricePerGpuHour > 0)
        o.insert(QStringLiteral("price_per_gpu_hour"), g.pricePerGpuHour);
    if (g.nodeOverheadW > 0)
        o.insert(QStringLiteral("node_overhead_w"), g.nodeOverheadW);
    if (!g.economicsSource.empty())
        o.insert(QStringLiteral("economics_source"), qs(g.economicsSource));
    if (!g.sibling.empty())
        o.insert(QStringLiteral("sibling"), qs(g.sibling));
    if (!g.notes.empty())
        o.insert(QStringLiteral("notes"), qs(g.notes));
    return o;
}

QJsonObject modelToJson(const ModelSpec &m)
{
    const AttentionSpec &a = m.attention;
    QJsonObject att{{QStringLiteral("kind"), QLatin1String(attentionName(a.kind))},
                    {QStringLiteral("heads"), a.heads},
                    {QStringLiteral("full_layers"), a.fullLayers},
                    {QStringLiteral("window"), a.window}};
    if (a.kind == AttentionKind::MLA) {
        att.insert(QStringLiteral("q_lora_rank"), a.qLoraRank);
        att.insert(QStringLiteral("kv_lora_rank"), a.kvLoraRank);
        att.insert(QStringLiteral("qk_nope_head_dim"), a.qkNopeHeadDim);
        att.insert(QStringLiteral("qk_rope_head_dim"), a.qkRopeHeadDim);
        att.insert(QStringLiteral("v_head_dim"), a.vHeadDim);
    } else {
        att.insert(QStringLiteral("kv_heads"), a.kvHeads);
        att.insert(QStringLiteral("head_dim"), a.headDim);
    }
    if (a.linearValueHeads > 0) {
        att.insert(QStringLiteral("linear"),
                   QJsonObject{{QStringLiteral("key_heads"), a.linearKeyHeads},
                               {QStringLiteral("value_heads"), a.linearValueHeads},
                               {QStringLiteral("key_head_dim"), a.linearKeyHeadDim},
                               {QStringLiteral("value_head_dim"), a.linearValueHeadDim}});
    }
    QJsonObject drafter{{QStringLiteral("kind"), QLatin1String(drafterName(m.drafter.kind))}};
    if (m.drafter.defaultDraftTokens > 0)
        drafter.insert(QStringLiteral("default_draft_tokens"), m.drafter.defaultDraftTokens);
    if (m.drafter.defaultAcceptanceLength > 0)
        drafter.insert(QStringLiteral("default_acceptance_length"),
                       m.drafter.defaultAcceptanceLength);
    if (!m.drafter.source.empty())
        drafter.insert(QStringLiteral("source"), qs(m.drafter.source));
    QJsonArray precs;
    for (const PrecisionSpec &p : m.precisions) {
        QJsonObject po{{QStringLiteral("id"), qs(p.id)},
                       {QStringLiteral("aliases"), stringArray(p.aliases)},
                       {QStringLiteral("routed_bytes_per_param"), p.routedBytesPerParam},
                       {QStringLiteral("other_bytes_per_param"), p.otherBytesPerParam},
                       {QStringLiteral("routed_compute"),
                        QString::fromUtf8(precisionName(p.routedCompute).data(),
                                          qsizetype(precisionName(p.routedCompute).size()))},
                       {QStringLiteral("other_compute"),
                        QString::fromUtf8(precisionName(p.otherCompute).data(),
                                          qsizetype(precisionName(p.otherCompute).size()))},
                       {QStringLiteral("kv_bytes_per_elem"), p.kvBytesPerElem}};
        if (!p.source.empty())
            po.insert(QStringLiteral("source"), qs(p.source));
        if (!p.notes.empty())
            po.insert(QStringLiteral("notes"), qs(p.notes));
        precs.append(po);
    }
    QJsonObject o{{QStringLiteral("id"), qs(m.id)},
                  {QStringLiteral("name"), qs(m.name)},
                  {QStringLiteral("aliases"), stringArray(m.aliases)},
                  {QStringLiteral("params_total_b"), m.paramsTotalB},
                  {QStringLiteral("params_active_b"), m.paramsActiveB},
                  {QStringLiteral("layers"), m.layers},
                  {QStringLiteral("moe_layers"), m.moeLayers},
                  {QStringLiteral("hidden"), m.hidden},
                  {QStringLiteral("dense_ffn"), m.denseFfn},
                  {QStringLiteral("expert_ffn"), m.expertFfn},
                  {QStringLiteral("experts"), m.experts},
                  {QStringLiteral("top_k"), m.topK},
                  {QStringLiteral("shared_experts"), m.sharedExperts},
                  {QStringLiteral("shared_ffn"), m.sharedFfn},
                  {QStringLiteral("gated_ffn"), m.gatedFfn},
                  {QStringLiteral("vocab"), m.vocab},
                  {QStringLiteral("tied_embeddings"), m.tiedEmbeddings},
                  {QStringLiteral("attention"), att},
                  {QStringLiteral("mtp_layers"), m.mtpLayers},
                  {QStringLiteral("drafter"), drafter},
                  {QStringLiteral("default_precision"), qs(m.defaultPrecision)},
                  {QStringLiteral("precisions"), precs},
                  {QStringLiteral("sources"), stringArray(m.sources)}};
    if (!m.notes.empty())
        o.insert(QStringLiteral("notes"), qs(m.notes));
    return o;
}

namespace {
QString joinIssues(const std::vector<CatalogIssue> &issues)
{
    QStringList out;
    for (const CatalogIssue &i : issues)
        out << catalogIssueMessage(i);
    return out.join(QStringLiteral("; "));
}
} // namespace

QString checkGpu(const GpuSpec &g)
{
    return joinIssues(validate(g));
}

QString checkModel(const ModelSpec &m)
{
    return joinIssues(validate(m));
}

void loadGpus(const QByteArray &json, const QString &origin, CatalogLoad &into)
{
    QJsonArray arr;
    if (!parseArray(json, origin, "gpus", arr, into))
        return;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString name = entryName(arr.at(i), i);
        if (!arr.at(i).isObject()) {
            into.problems
                << CatalogLoader::tr("%1: entry %2 skipped: not an object").arg(origin, name);
            continue;
        }
        GpuSpec g;
        if (const QString error = gpuFromJson(arr.at(i).toObject(), g); !error.isEmpty()) {
            into.problems << entryProblem(origin, name, error);
            continue;
        }
        if (const auto issues = validate(g); !issues.empty()) {
            reportIssues(issues, origin, name, into);
            continue;
        }
        if (into.catalog.gpu(g.id)) {
            into.problems << entryProblem(origin, name, CatalogLoader::tr("duplicate id"));
            continue;
        }
        into.catalog.addGpu(std::move(g));
    }
}

void loadModels(const QByteArray &json, const QString &origin, CatalogLoad &into)
{
    QJsonArray arr;
    if (!parseArray(json, origin, "models", arr, into))
        return;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString name = entryName(arr.at(i), i);
        if (!arr.at(i).isObject()) {
            into.problems
                << CatalogLoader::tr("%1: entry %2 skipped: not an object").arg(origin, name);
            continue;
        }
        ModelSpec m;
        if (const QString error = modelFromJson(arr.at(i).toObject(), m); !error.isEmpty()) {
            into.problems << entryProblem(origin, name, error);
            continue;
        }
        if (const auto issues = validate(m); !issues.empty()) {
            reportIssues(issues, origin, name, into);
            continue;
        }
        if (into.catalog.model(m.id)) {
            into.problems << entryProblem(origin, name, CatalogLoader::tr("duplicate id"));
            continue;
        }
        into.catalog.addModel(std::move(m));
    }
}

namespace {
bool readFile(const QString &path, QByteArray &out, CatalogLoad &into)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        into.problems << CatalogLoader::tr("%1: cannot read: %2").arg(path, f.errorString());
        return false;
    }
    out = f.readAll();
    return true;
}
} // namespace

CatalogLoad loadCatalogFiles(const QString &gpusFile, const QString &modelsFile)
{
    CatalogLoad load;
    QByteArray data;
    if (!gpusFile.isEmpty() && readFile(gpusFile, data, load))
        loadGpus(data, gpusFile, load);
    if (!modelsFile.isEmpty() && readFile(modelsFile, data, load))
        loadModels(data, modelsFile, load);
    return load;
}

CatalogLoad loadBundledCatalog()
{
    return loadCatalogFiles(QStringLiteral(":/catalog/gpus.json"),
                            QStringLiteral(":/catalog/models.json"));
}

const Catalog &bundledCatalog()
{
    static const Catalog catalog = [] {
        CatalogLoad load = loadBundledCatalog();
        for (const QString &p : load.problems)
            std::fprintf(stderr, "moeplan: %s\n", qPrintable(p));
        return std::move(load.catalog);
    }();
    return catalog;
}

} // namespace moeplan::core
