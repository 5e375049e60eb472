#include "importers.h"

#include "catalogloader.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace moeplan::core {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("Importers", s);
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}
QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

/// The engine names the planner knows; others are kept lower-cased.
QString normaliseEngine(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n.startsWith(QLatin1String("sglang")))
        return QStringLiteral("sglang");
    if (n.startsWith(QLatin1String("vllm")))
        return QStringLiteral("vllm");
    if (n.contains(QLatin1String("trt")) || n.contains(QLatin1String("tensorrt")))
        return QStringLiteral("trtllm");
    return n;
}

QString topologyFor(const GpuSpec &gpu)
{
    return gpu.form == GpuForm::Nvl72 ? QStringLiteral("nvl72") : QStringLiteral("hgx-ib");
}

/// Hosts spanned: 8 GPUs per HGX node, 4 per Grace-Blackwell compute tray.
int nodesFor(int gpus, const QString &topology)
{
    const int perNode = topology == QLatin1String("nvl72") ? 4 : 8;
    return gpus > 0 ? (gpus + perNode - 1) / perNode : 0;
}

QString resolvePrecision(const ModelSpec &model, const QString &name)
{
    if (name.isEmpty())
        return {};
    if (const PrecisionSpec *p = model.precision(name.toStdString()))
        return qs(p->id);
    return name.toLower();
}

/// Sets the run's model (catalog id) and precision from the names an engine result file and its
/// deployment give; the error when there is no model or the catalog does not know it.
QString setModel(RunRecord &r, const QString &modelName, const QString &precision)
{
    if (modelName.isEmpty())
        return tr("no model: give --model or a deployment file with \"model\"");
    const ModelSpec *model = bundledCatalog().model(modelName.toStdString());
    if (!model)
        return tr("unknown model \"%1\"").arg(modelName);
    r.model = qs(model->id);
    r.precision = resolvePrecision(*model, precision);
    return {};
}

// ---------------------------------------------------------------------------------------------
// Deployment (engine result files)

/// The deployment of an engine result file, resolved once per file. The model may come from
/// the file itself, so it is resolved per run.
struct Deployment
{
    RunRecord base;    ///< deployment fields filled, metrics empty
    QString model;     ///< from the deployment; empty = take the file's
    QString precision; ///< as given; resolved against the model per run
    bool hasEngine = false;
    bool hasIsl = false, hasOsl = false;
    int replicasDp = 1; ///< attention-DP ranks over all replicas (decode side when disagg)
    QString error;
    bool incomplete = false; ///< the error is a missing GPU kind, plan or GPU count
};

Deployment resolveDeployment(const QJsonObject &d)
{
    Deployment out;
    const ScenarioParse parsed = scenarioFromJson(d);
    if (!parsed.ok()) {
        out.error = tr("deployment: %1").arg(parsed.error);
        return out;
    }
    const Scenario &s = parsed.scenario;
    const Catalog &catalog = bundledCatalog();
    auto has = [&](const char *k) { return d.contains(QLatin1String(k)); };

    if (!has("gpu")) {
        out.error = tr("no GPU kind: give --gpu or a deployment file with \"gpu\"");
        out.incomplete = true;
        return out;
    }
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    if (!gpu) {
        out.error = tr("unknown GPU \"%1\"").arg(qs(s.gpu));
        return out;
    }
    const bool disagg = s.serving == Serving::Disaggregated;
    if (!disagg && !has("plan") && !has("tp") && !has("ep")) {
        out.error = tr("no parallel plan: give --plan/--tp/--ep or a deployment file with them");
        out.incomplete = true;
        return out;
    }
    if (disagg && (!has("prefill") || !has("decode"))) {
        out.error = tr("no parallel plan: disaggregated serving needs \"prefill\" and \"decode\"");
        out.incomplete = true;
        return out;
    }

    RunRecord &r = out.base;
    r.gpu = qs(gpu->id);
    r.topology = has("topology") ? qs(topologyName(s.topology)) : topologyFor(*gpu);
    r.serving = qs(servingName(s.serving));
    r.pp = 1;
    int gpus = 0;
    if (!disagg) {
        const Parallelism p = parallelismFor(s);
        if (p.attnTp < 1 || p.attnDp < 1 || p.moeEp < 1) {
            out.error = tr("deployment: invalid plan (tp %1, ep %2)").arg(s.tp).arg(s.ep);
            return out;
        }
        r.tp = p.attnTp;
        r.ep = p.moeEp;
        r.attnDp = p.attnDp;
        gpus = has("gpus") ? s.gpus : p.ranks();
        if (gpus < p.ranks() || gpus % p.ranks() != 0) {
            out.error = tr("deployment: %1 GPUs do not hold whole replicas of %2 GPUs")
                            .arg(gpus)
                            .arg(p.ranks());
            return out;
        }
        out.replicasDp = gpus / p.ranks() * p.attnDp;
    } else {
        const Parallelism pf = s.prefill.parallelism, dc = s.decode.parallelism;
        r.prefillWorkers = s.prefill.workers;
        r.prefillTp = pf.attnTp;
        r.prefillEp = pf.moeEp;
        r.prefillDp = pf.attnDp;
        r.decodeWorkers = s.decode.workers;
        r.decodeTp = dc.attnTp;
        r.decodeEp = dc.moeEp;
        r.decodeDp = dc.attnDp;
        r.tp = dc.attnTp;
        r.ep = dc.moeEp;
        r.attnDp = dc.attnDp;
        if (s.prefill.workers < 1 || s.decode.workers < 1) {
            out.error = tr("deployment: prefill and decode need at least one worker each");
            return out;
        }
        gpus =
            has("gpus") ? s.gpus : s.prefill.workers * pf.ranks() + s.decode.workers * dc.ranks();
        out.replicasDp = s.decode.workers * dc.attnDp;
    }
    if (gpus < 1) {
        out.error = tr("no GPU count: give --gpus");
        out.incomplete = true;
        return out;
    }
    r.gpus = gpus;
    r.nodes = nodesFor(gpus, r.topology);
    if (has("engine") && s.engine != "any") {
        r.engine = normaliseEngine(qs(s.engine));
        out.hasEngine = true;
    }
    if (has("model"))
        out.model = qs(s.model);
    if (has("precision") && s.precision != "default")
        out.precision = qs(s.precision);
    out.hasIsl = has("isl");
    out.hasOsl = has("osl");
    r.isl = out.hasIsl ? s.isl : 0;
    r.osl = out.hasOsl ? s.osl : 0;
    r.draftTokens = has("draft_tokens") ? s.draftTokens : 0;
    if (r.draftTokens > 0)
        r.drafterKind = QStringLiteral("unknown");
    if (has("batch") && out.replicasDp > 0)
        r.batchPerRank = double(s.batch) *
                         (disagg ? 1.0 : double(gpus / parallelismFor(s).ranks())) /
                         double(out.replicasDp);
    return out;
}

// ---------------------------------------------------------------------------------------------
// JSON engine results

/// Reads numbers from one result object; the first problem is kept in `error`.
class Reader
{
public:
    explicit Reader(const QJsonObject &o) : m_o(o) {}

    bool has(const QString &k) const { return m_o.contains(k) && !m_o.value(k).isNull(); }

    /// A number, or nullopt when absent or null. Non-numbers and non-finite values are errors.
    std::optional<double> number(const QString &k)
    {
        if (!has(k))
            return std::nullopt;
        const QJsonValue v = m_o.value(k);
        if (v.isString()) {
            const QString t = v.toString();
            if (t == QLatin1String("NaN"))
                fail(tr("\"%1\" is NaN").arg(k));
            else if (t.endsWith(QLatin1String("Infinity")) ||
                     t.compare(QLatin1String("inf"), Qt::CaseInsensitive) == 0)
                fail(tr("\"%1\" is infinite").arg(k));
            else
                fail(tr("\"%1\" must be a number, not \"%2\"").arg(k, t.left(40)));
            return std::nullopt;
        }
        if (!v.isDouble()) {
            fail(tr("\"%1\" must be a number").arg(k));
            return std::nullopt;
        }
        return v.toDouble();
    }
    /// The first of several spellings that is present; `scale` converts its unit.
    std::optional<double> firstOf(std::initializer_list<std::pair<const char *, double>> keys)
    {
        for (const auto &[key, scale] : keys) {
            const QString k = QLatin1String(key);
            if (has(k)) {
                const auto v = number(k);
                return v ? std::optional<double>(*v * scale) : std::nullopt;
            }
        }
        return std::nullopt;
    }
    QString string(const QString &k)
    {
        if (!has(k))
            return {};
        const QJsonValue v = m_o.value(k);
        if (!v.isString()) {
            fail(tr("\"%1\" must be a string").arg(k));
            return {};
        }
        return v.toString();
    }
    void fail(const QString &why)
    {
        if (error.isEmpty())
            error = why;
    }
    QString error;

private:
    QJsonObject m_o;
};

enum class JsonFlavour
{
    Vllm,
    VllmLegacy,
    Sglang,
    AiPerf,
    GenAiPerf,
    InferenceX,
    Unknown
};

JsonFlavour flavourOf(const QJsonObject &o)
{
    auto has = [&](const char *k) { return o.contains(QLatin1String(k)); };
    if (has("aiperf_version") || has("was_cancelled") ||
        (has("schema_version") && has("benchmark_id")))
        return JsonFlavour::AiPerf;
    if (has("time_to_first_token") || has("request_latency") || has("inter_token_latency"))
        return JsonFlavour::GenAiPerf;
    if (has("tput_per_gpu") || has("output_tput_per_gpu"))
        return JsonFlavour::InferenceX;
    if (has("mean_e2e_latency_ms") || has("total_output_tokens_retokenized") ||
        has("accept_length") || has("random_input_len") || has("sharegpt_output_len"))
        return JsonFlavour::Sglang;
    if (has("mean_ttft_ms") || has("mean_tpot_ms") || has("mean_e2el_ms") || has("mean_ttft")) {
        if (has("benchmark_start_time_unix") || has("best_of") || has("request_goodput:"))
            return JsonFlavour::VllmLegacy;
        return JsonFlavour::Vllm;
    }
    return JsonFlavour::Unknown;
}

QString toolName(JsonFlavour f)
{
    switch (f) {
    case JsonFlavour::Vllm:
        return QStringLiteral("vllm-bench-serve");
    case JsonFlavour::VllmLegacy:
        return QStringLiteral("vllm-benchmark-serving");
    case JsonFlavour::Sglang:
        return QStringLiteral("sglang-bench-serving");
    case JsonFlavour::AiPerf:
        return QStringLiteral("aiperf");
    case JsonFlavour::GenAiPerf:
        return QStringLiteral("genai-perf");
    case JsonFlavour::InferenceX:
        return QStringLiteral("inferencex-agg");
    case JsonFlavour::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

/// vLLM's "%Y%m%d-%H%M%S" (the node's local time, no zone) as ISO 8601 without a zone; empty
/// when malformed. Parsed by hand: QDateTime::fromString consults the time-zone database on
/// every call, which dominates large imports.
QString vllmDate(const QString &t)
{
    if (t.size() != 15 || t.at(8) != QLatin1Char('-'))
        return {};
    auto num = [&](int from, int n) {
        bool ok = false;
        const int v = QStringView(t).mid(from, n).toInt(&ok);
        return ok ? v : -1;
    };
    const QDate date(num(0, 4), num(4, 2), num(6, 2));
    const QTime time(num(9, 2), num(11, 2), num(13, 2));
    if (!date.isValid() || !time.isValid())
        return {};
    return date.toString(Qt::ISODate) + QLatin1Char('T') + time.toString(Qt::ISODate);
}

QString convertProfileJson(const QJsonObject &o, const Deployment &dep, RunRecord &r);

/// Converts one engine result object; returns an error (without the file name) or fills `r`.
QString convertEngineRun(const QJsonObject &o, JsonFlavour flavour, const Deployment &dep,
                         RunRecord &r)
{
    if (flavour == JsonFlavour::AiPerf || flavour == JsonFlavour::GenAiPerf)
        return convertProfileJson(o, dep, r);
    if (flavour == JsonFlavour::Unknown)
        return tr("not a recognised benchmark result (no vLLM/SGLang mean_ttft_ms, mean_tpot_ms "
                  "or mean_e2el_ms, no AIPerf/GenAI-Perf metrics, no InferenceX tput_per_gpu)");
    if (!dep.error.isEmpty())
        return dep.error;
    const bool sglang = flavour == JsonFlavour::Sglang;
    Reader in(o);
    r = dep.base;

    // Model: the deployment's, else the file's.
    QString modelName = dep.model;
    if (modelName.isEmpty())
        modelName = in.string(QStringLiteral("model_id"));
    if (modelName.isEmpty())
        modelName = in.string(QStringLiteral("model"));
    if (modelName.isEmpty())
        modelName = in.string(QStringLiteral("tokenizer_id"));
    if (!in.error.isEmpty())
        return in.error;
    if (const QString e = setModel(r, modelName, dep.precision); !e.isEmpty())
        return e;

    if (!dep.hasEngine) {
        const QString backend = normaliseEngine(in.string(QStringLiteral("backend")));
        const bool known = backend == QLatin1String("sglang") || backend == QLatin1String("vllm") ||
                           backend == QLatin1String("trtllm");
        r.engine = known ? backend : sglang ? QStringLiteral("sglang") : QStringLiteral("vllm");
    }
    if (!in.error.isEmpty())
        return in.error;

    // Counts.
    const auto completed = in.number(QStringLiteral("completed"));
    const auto totalIn = in.number(QStringLiteral("total_input_tokens"));
    const auto totalOut = in.number(QStringLiteral("total_output_tokens"));
    if (!in.error.isEmpty())
        return in.error;
    if (completed && *completed <= 0)
        return tr("no request completed (a failed run)");

    // Latencies: "_ms" keys in ms; the same names without "_ms" are seconds.
    auto lat = [&](const char *stat, std::initializer_list<const char *> names) {
        for (const char *n : names) {
            const QString ms =
                QLatin1String(stat) + QLatin1Char('_') + QLatin1String(n) + QStringLiteral("_ms");
            if (in.has(ms))
                return in.number(ms);
            const QString sec = QLatin1String(stat) + QLatin1Char('_') + QLatin1String(n);
            if (in.has(sec)) {
                const auto v = in.number(sec);
                return v ? std::optional<double>(*v * 1000.0) : std::nullopt;
            }
        }
        return std::optional<double>();
    };
    r.ttftMeanMs = lat("mean", {"ttft"});
    r.ttftMedianMs = lat("median", {"ttft"});
    r.ttftP99Ms = lat("p99", {"ttft"});
    r.tpotMeanMs = lat("mean", {"tpot"});
    r.tpotMedianMs = lat("median", {"tpot"});
    r.tpotP99Ms = lat("p99", {"tpot"});
    r.itlMeanMs = lat("mean", {"itl"});
    r.e2eMeanMs = lat("mean", {"e2el", "e2e_latency"});
    if (!in.error.isEmpty())
        return in.error;

    const std::pair<const char *, std::optional<double> *> latencies[] = {
        {"ttft (mean)", &r.ttftMeanMs},     {"ttft (median)", &r.ttftMedianMs},
        {"ttft (p99)", &r.ttftP99Ms},       {"tpot (mean)", &r.tpotMeanMs},
        {"tpot (median)", &r.tpotMedianMs}, {"tpot (p99)", &r.tpotP99Ms},
        {"itl (mean)", &r.itlMeanMs},       {"e2e latency (mean)", &r.e2eMeanMs}};
    bool anyPresent = false, allZero = true;
    for (const auto &[name, value] : latencies) {
        if (!*value)
            continue;
        anyPresent = true;
        if (**value != 0)
            allZero = false;
    }
    if (anyPresent && allZero)
        return tr("every latency is zero (a failed run)");
    for (const auto &[name, value] : latencies) {
        if (*value && **value <= 0)
            return **value < 0
                       ? tr("negative latency: %1 = %2 ms").arg(QLatin1String(name)).arg(**value)
                       : tr("zero latency: %1").arg(QLatin1String(name));
    }
    if (!r.ttftMeanMs)
        return tr("missing required metric mean_ttft_ms");

    const std::optional<double> outPerReq = completed && totalOut && *completed > 0
                                                ? std::optional<double>(*totalOut / *completed)
                                                : std::nullopt;
    if (!r.tpotMeanMs && r.e2eMeanMs && outPerReq && *outPerReq > 1) {
        const double tpot = (*r.e2eMeanMs - *r.ttftMeanMs) / (*outPerReq - 1.0);
        if (!(tpot > 0) || !std::isfinite(tpot))
            return tr("TPOT derived from e2e latency and TTFT is not positive");
        r.tpotMeanMs = tpot;
    }
    if (!r.tpotMeanMs)
        return tr("missing required metric mean_tpot_ms (nor e2e latency, TTFT and output tokens "
                  "to derive it)");

    // Throughputs, tokens/s and requests/s.
    r.outputTokS = in.firstOf({{"output_throughput", 1.0}});
    r.totalTokS = in.firstOf({{"total_token_throughput", 1.0}, {"total_throughput", 1.0}});
    r.requestsPerS = in.firstOf({{"request_throughput", 1.0}});
    const auto inputTokS = in.firstOf({{"input_throughput", 1.0}});
    if (!in.error.isEmpty())
        return in.error;
    if (!r.totalTokS && r.outputTokS && inputTokS)
        r.totalTokS = *r.outputTokS + *inputTokS;
    for (const auto &[name, value] :
         {std::pair<const char *, std::optional<double> *>{"output_throughput", &r.outputTokS},
          {"total throughput", &r.totalTokS},
          {"request_throughput", &r.requestsPerS}}) {
        if (*value && **value < 0)
            return tr("negative throughput: %1").arg(QLatin1String(name));
    }
    if (r.outputTokS && *r.outputTokS == 0)
        return tr("output throughput is zero (a failed run)");

    // Concurrency: the client's limit vs the mean in flight.
    const QString mc = QStringLiteral("max_concurrency");
    if (in.has(mc)) {
        const auto v = in.number(mc);
        if (!in.error.isEmpty())
            return in.error;
        if (v && *v <= 0)
            return tr("\"max_concurrency\" must be positive");
        r.concurrencyConfigured = v;
    }
    if (sglang && in.has(QStringLiteral("concurrency")))
        r.concurrencyAchieved = in.number(QStringLiteral("concurrency"));
    else if (r.requestsPerS && r.e2eMeanMs)
        r.concurrencyAchieved = *r.requestsPerS * *r.e2eMeanMs / 1000.0; // Little's law
    if (!in.error.isEmpty())
        return in.error;
    if (!r.batchPerRank && r.concurrencyConfigured && dep.replicasDp > 0)
        r.batchPerRank = *r.concurrencyConfigured / double(dep.replicasDp);

    // Sequence lengths: the deployment's, else the tool's settings, else the measured means.
    const bool random =
        sglang && in.string(QStringLiteral("dataset_name")) == QLatin1String("random");
    const double ril = random ? in.number(QStringLiteral("random_input_len")).value_or(0) : 0;
    const double rol = random ? in.number(QStringLiteral("random_output_len")).value_or(0) : 0;
    const double perReqIn = completed && totalIn && *completed > 0 ? *totalIn / *completed : 0;
    const double perReqOut = outPerReq.value_or(0);
    if (!dep.hasIsl)
        r.isl = int(std::lround(ril > 0 ? ril : perReqIn));
    if (!dep.hasOsl)
        r.osl = int(std::lround(rol > 0 ? rol : perReqOut));
    in.error.clear(); // the sequence-length hints are optional

    // Speculative decoding.
    const auto al = in.firstOf({{"spec_decode_acceptance_length", 1.0}, {"accept_length", 1.0}});
    if (!in.error.isEmpty())
        return in.error;
    if (al && *al > 0) {
        r.acceptanceLength = al;
        if (r.drafterKind.isEmpty() && *al > 1.0)
            r.drafterKind = QStringLiteral("unknown");
    }

    // When it was measured.
    if (in.has(QStringLiteral("benchmark_start_time_unix"))) {
        const auto t = in.number(QStringLiteral("benchmark_start_time_unix"));
        if (t)
            r.measuredAt =
                QDateTime::fromMSecsSinceEpoch(qint64(*t * 1000.0)).toUTC().toString(Qt::ISODate);
        in.error.clear();
    }
    if (r.measuredAt.isEmpty() && in.has(QStringLiteral("date"))) {
        r.measuredAt = vllmDate(in.string(QStringLiteral("date")));
        in.error.clear();
    }
    const QString label = in.string(QStringLiteral("label"));
    in.error.clear();
    if (!label.isEmpty())
        r.notes = tr("label %1").arg(label);
    return {};
}

// ---------------------------------------------------------------------------------------------
// AIPerf / GenAI-Perf profile exports (JSON and CSV share one converter)

/// One metric of a profile export: statistics by name (avg, p50, p99, value, ...), in `unit`.
struct ProfileMetric
{
    QString unit;
    QHash<QString, double> stats;
};

/// The metrics of a profile export by tag (time_to_first_token, ...) and what else is known.
struct ProfileExport
{
    QHash<QString, ProfileMetric> metrics;
    bool aiperf = true;
    bool cancelled = false;
    QString toolVersion;
    QString model;   ///< from input_config, when given
    QString backend; ///< from input_config, when given
    std::optional<double> concurrency;
    QString startTime; ///< ISO 8601 when given
    QString error;     ///< a malformed value
};

/// Multiplier from a time unit to milliseconds; 0 when not a time unit.
double msPerUnit(const QString &unit)
{
    const QString u = unit.trimmed().toLower();
    if (u == QLatin1String("ms") || u == QLatin1String("milliseconds"))
        return 1.0;
    if (u == QLatin1String("s") || u == QLatin1String("sec") || u == QLatin1String("seconds"))
        return 1000.0;
    if (u == QLatin1String("us") || u == QLatin1String("microseconds"))
        return 1e-3;
    if (u == QLatin1String("ns") || u == QLatin1String("nanoseconds"))
        return 1e-6;
    return 0.0;
}

/// Finds a number under `key` in an object tree (depth-limited), e.g. input_config.loadgen.
std::optional<double> findNumber(const QJsonObject &o, const QString &key, int depth = 3)
{
    const QJsonValue v = o.value(key);
    if (v.isDouble())
        return v.toDouble();
    if (depth > 0) {
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            if (it.value().isObject()) {
                if (const auto n = findNumber(it.value().toObject(), key, depth - 1))
                    return n;
            }
        }
    }
    return std::nullopt;
}

QString findString(const QJsonObject &o, const QStringList &keys, int depth = 3)
{
    for (const QString &key : keys) {
        const QJsonValue v = o.value(key);
        if (v.isString() && !v.toString().isEmpty())
            return v.toString();
        if (v.isArray() && !v.toArray().isEmpty() && v.toArray().first().isString())
            return v.toArray().first().toString();
    }
    if (depth > 0) {
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            if (it.value().isObject()) {
                const QString s = findString(it.value().toObject(), keys, depth - 1);
                if (!s.isEmpty())
                    return s;
            }
        }
    }
    return {};
}

ProfileExport profileFromJson(const QJsonObject &o)
{
    ProfileExport p;
    p.aiperf = o.contains(QLatin1String("aiperf_version")) ||
               o.contains(QLatin1String("schema_version")) ||
               o.contains(QLatin1String("was_cancelled"));
    p.toolVersion = o.value(QLatin1String("aiperf_version")).toString();
    const QJsonValue cancelled = o.value(QLatin1String("was_cancelled"));
    p.cancelled = cancelled.isBool() ? cancelled.toBool() : false;
    // Metrics sit at the top level (and under "records" in some versions).
    QJsonObject tags = o;
    if (o.value(QLatin1String("records")).isObject())
        tags = o.value(QLatin1String("records")).toObject();
    for (auto it = tags.constBegin(); it != tags.constEnd(); ++it) {
        if (!it.value().isObject())
            continue;
        const QJsonObject block = it.value().toObject();
        if (!block.contains(QLatin1String("avg")) && !block.contains(QLatin1String("value")))
            continue;
        ProfileMetric m;
        m.unit = block.value(QLatin1String("unit")).toString();
        for (auto s = block.constBegin(); s != block.constEnd(); ++s) {
            if (s.key() == QLatin1String("unit"))
                continue;
            if (s.value().isDouble())
                m.stats.insert(s.key(), s.value().toDouble());
            else if (s.value().isString() && s.key() != QLatin1String("unit") &&
                     (s.key() == QLatin1String("avg") || s.key() == QLatin1String("p50") ||
                      s.key() == QLatin1String("p99")))
                p.error = tr("\"%1.%2\" must be a number, not \"%3\"")
                              .arg(it.key(), s.key(), s.value().toString().left(40));
        }
        p.metrics.insert(it.key(), m);
    }
    const QJsonObject config = o.value(QLatin1String("input_config")).toObject();
    p.model = findString(config, {QStringLiteral("model_names"), QStringLiteral("model"),
                                  QStringLiteral("model_name")});
    p.backend = findString(config, {QStringLiteral("backend")});
    p.concurrency = findNumber(config, QStringLiteral("concurrency"));
    const QJsonValue start = o.value(QLatin1String("start_time"));
    if (start.isString()) {
        const QDateTime t = QDateTime::fromString(start.toString(), Qt::ISODateWithMs);
        if (t.isValid())
            p.startTime = t.toUTC().toString(Qt::ISODate);
    }
    return p;
}

/// Converts a profile export; returns an error (without the file name) or fills `r`.
QString convertProfileExport(const ProfileExport &p, const Deployment &dep, RunRecord &r)
{
    if (p.cancelled)
        return tr("a cancelled run (was_cancelled is true): not a valid measurement");
    if (!p.error.isEmpty())
        return p.error;
    auto has = [&](const char *tag) { return p.metrics.contains(QLatin1String(tag)); };
    if (!has("time_to_first_token") || !has("request_latency") ||
        (!has("inter_token_latency") && !has("output_sequence_length")))
        return tr("core metrics missing (time_to_first_token, request_latency, "
                  "inter_token_latency): a cancelled or failed run");
    if (!dep.error.isEmpty())
        return dep.error;
    r = dep.base;

    if (const QString e = setModel(r, dep.model.isEmpty() ? p.model : dep.model, dep.precision);
        !e.isEmpty())
        return e;
    if (!dep.hasEngine) {
        const QString backend = normaliseEngine(
            p.backend == QLatin1String("tensorrtllm") ? QStringLiteral("trtllm") : p.backend);
        if (backend != QLatin1String("sglang") && backend != QLatin1String("vllm") &&
            backend != QLatin1String("trtllm"))
            return tr("no engine: give --engine or a deployment file with \"engine\"");
        r.engine = backend;
    }

    QString error;
    auto timeStat = [&](const char *tag, const char *stat) -> std::optional<double> {
        const auto it = p.metrics.constFind(QLatin1String(tag));
        if (it == p.metrics.constEnd() || !it->stats.contains(QLatin1String(stat)))
            return std::nullopt;
        const double scale = it->unit.isEmpty() ? 1.0 : msPerUnit(it->unit);
        if (scale == 0.0) {
            if (error.isEmpty())
                error = tr("%1 has the unit \"%2\", not a time").arg(QLatin1String(tag), it->unit);
            return std::nullopt;
        }
        const double v = it->stats.value(QLatin1String(stat)) * scale;
        if (!std::isfinite(v) && error.isEmpty())
            error = tr("%1 is not finite").arg(QLatin1String(tag));
        return v;
    };
    auto plain = [&](const char *tag, const char *stat = "avg") -> std::optional<double> {
        const auto it = p.metrics.constFind(QLatin1String(tag));
        if (it == p.metrics.constEnd())
            return std::nullopt;
        if (it->stats.contains(QLatin1String(stat)))
            return it->stats.value(QLatin1String(stat));
        if (it->stats.contains(QStringLiteral("value")))
            return it->stats.value(QStringLiteral("value"));
        return std::nullopt;
    };
    r.ttftMeanMs = timeStat("time_to_first_token", "avg");
    r.ttftMedianMs = timeStat("time_to_first_token", "p50");
    r.ttftP99Ms = timeStat("time_to_first_token", "p99");
    // AIPerf's and GenAI-Perf's inter_token_latency is (latency - TTFT) / (OSL - 1): TPOT.
    r.tpotMeanMs = timeStat("inter_token_latency", "avg");
    r.tpotMedianMs = timeStat("inter_token_latency", "p50");
    r.tpotP99Ms = timeStat("inter_token_latency", "p99");
    r.itlMeanMs = timeStat("inter_chunk_latency", "avg");
    r.e2eMeanMs = timeStat("request_latency", "avg");
    if (!error.isEmpty())
        return error;
    const std::optional<double> osl = plain("output_sequence_length");
    const std::optional<double> isl = plain("input_sequence_length");
    if (!r.tpotMeanMs && r.e2eMeanMs && r.ttftMeanMs && osl && *osl > 1)
        r.tpotMeanMs = (*r.e2eMeanMs - *r.ttftMeanMs) / (*osl - 1.0);
    const std::pair<const char *, std::optional<double> *> latencies[] = {
        {"time_to_first_token", &r.ttftMeanMs},       {"time_to_first_token p50", &r.ttftMedianMs},
        {"time_to_first_token p99", &r.ttftP99Ms},    {"inter_token_latency", &r.tpotMeanMs},
        {"inter_token_latency p50", &r.tpotMedianMs}, {"inter_token_latency p99", &r.tpotP99Ms},
        {"inter_chunk_latency", &r.itlMeanMs},        {"request_latency", &r.e2eMeanMs}};
    bool allZero = true;
    for (const auto &[name, value] : latencies)
        allZero = allZero && (!*value || **value == 0);
    if (allZero)
        return tr("every latency is zero (a failed run)");
    for (const auto &[name, value] : latencies) {
        if (*value && !(**value > 0))
            return tr("%1 must be positive, not %2").arg(QLatin1String(name)).arg(**value);
    }
    if (!r.tpotMeanMs)
        return tr("missing inter_token_latency (TPOT)");

    r.outputTokS = plain("output_token_throughput");
    r.requestsPerS = plain("request_throughput");
    r.totalTokS = plain("total_token_throughput");
    for (const auto *v : {&r.outputTokS, &r.requestsPerS, &r.totalTokS}) {
        if (*v && (!std::isfinite(**v) || **v < 0))
            return tr("a throughput is negative or not finite");
    }
    if (r.outputTokS && *r.outputTokS == 0)
        return tr("output throughput is zero (a failed run)");
    r.concurrencyConfigured = p.concurrency && *p.concurrency > 0 ? p.concurrency : std::nullopt;
    if (r.requestsPerS && r.e2eMeanMs)
        r.concurrencyAchieved = *r.requestsPerS * *r.e2eMeanMs / 1000.0; // Little's law
    if (!r.batchPerRank && r.concurrencyConfigured && dep.replicasDp > 0)
        r.batchPerRank = *r.concurrencyConfigured / double(dep.replicasDp);
    if (!dep.hasIsl && isl && *isl > 0)
        r.isl = int(std::lround(*isl));
    if (!dep.hasOsl && osl && *osl > 0)
        r.osl = int(std::lround(*osl));
    r.measuredAt = p.startTime;
    return {};
}

QString convertProfileJson(const QJsonObject &o, const Deployment &dep, RunRecord &r)
{
    return convertProfileExport(profileFromJson(o), dep, r);
}

// ---------------------------------------------------------------------------------------------
// InferenceX aggregate result (agg_*.json, written by InferenceX's utils/process_result.py)

bool truthy(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool();
    if (v.isDouble())
        return v.toDouble() != 0;
    const QString s = v.toString().trimmed().toLower();
    return s == QLatin1String("true") || s == QLatin1String("1") || s == QLatin1String("yes");
}

/// Converts one InferenceX aggregate row, which carries its own deployment; `dep` may only
/// name the model or GPU where the row's names are not in the catalog.
QString convertInferenceX(const QJsonObject &o, const QJsonObject &depObject, RunRecord &r)
{
    Reader in(o);
    const Catalog &catalog = bundledCatalog();
    r = RunRecord{};

    QString gpuName = depObject.value(QLatin1String("gpu")).toString();
    if (gpuName.isEmpty())
        gpuName = in.string(QStringLiteral("hw"));
    const GpuSpec *gpu = catalog.gpu(gpuName.toStdString());
    // Runner names carry suffixes ("b200-nb", "h200_dgxc"): try the part before them.
    if (!gpu && !gpuName.isEmpty()) {
        const QString stem = gpuName.section(QRegularExpression(QStringLiteral("[-_]")), 0, 0);
        gpu = catalog.gpu(stem.toStdString());
    }
    if (!gpu)
        return gpuName.isEmpty() ? tr("no GPU kind (\"hw\")")
                                 : tr("unknown GPU \"%1\"").arg(gpuName);
    QString modelName = depObject.value(QLatin1String("model")).toString();
    if (modelName.isEmpty())
        modelName = in.string(QStringLiteral("model"));
    const ModelSpec *model = catalog.model(modelName.toStdString());
    if (!model)
        return modelName.isEmpty() ? tr("no model") : tr("unknown model \"%1\"").arg(modelName);
    r.model = qs(model->id);
    r.gpu = qs(gpu->id);
    r.topology = topologyFor(*gpu);
    r.precision = resolvePrecision(*model, in.string(QStringLiteral("precision")));
    QString framework = in.string(QStringLiteral("framework")).trimmed().toLower();
    if (framework.startsWith(QLatin1String("dynamo-")))
        framework = framework.mid(7);
    r.engine = normaliseEngine(framework);
    if (r.engine.isEmpty())
        return tr("no engine (\"framework\")");
    if (!in.error.isEmpty())
        return in.error;

    auto count = [&](const char *key, int blank) {
        const auto v = in.number(QLatin1String(key));
        if (!v)
            return blank;
        if (*v < 1 || *v != std::floor(*v) || *v > 1e6) {
            in.fail(tr("\"%1\" must be a whole number >= 1").arg(QLatin1String(key)));
            return 1;
        }
        return int(*v);
    };
    const bool disagg = truthy(o.value(QLatin1String("disagg")));
    const bool multinode = truthy(o.value(QLatin1String("is_multinode"))) || disagg ||
                           o.contains(QLatin1String("decode_tp"));
    int decodeGpus = 0;
    if (!multinode) {
        const int tp = count("tp", 0);
        if (tp == 0)
            return tr("no parallel plan (\"tp\")");
        const int ep = count("ep", 1);
        const bool dp = truthy(o.value(QLatin1String("dp_attention")));
        r.tp = dp ? 1 : tp;
        r.attnDp = dp ? tp : 1;
        r.ep = ep;
        r.gpus = tp; // process_result.py divides by tp: one replica of tp GPUs
        decodeGpus = r.gpus;
    } else {
        auto phase = [&](const char *prefix, int &workers, int &tpOut, int &epOut, int &dpOut) {
            const QString p = QLatin1String(prefix);
            const int tp = count(qPrintable(p + QStringLiteral("tp")), 0);
            if (tp == 0)
                in.fail(tr("no parallel plan (\"%1tp\")").arg(p));
            const int ep = count(qPrintable(p + QStringLiteral("ep")), 1);
            const bool dp = truthy(o.value(p + QStringLiteral("dp_attention")));
            workers = count(qPrintable(p + QStringLiteral("num_workers")), 1);
            tpOut = dp ? 1 : std::max(1, tp);
            dpOut = dp ? std::max(1, tp) : 1;
            epOut = ep;
        };
        phase("prefill_", r.prefillWorkers, r.prefillTp, r.prefillEp, r.prefillDp);
        phase("decode_", r.decodeWorkers, r.decodeTp, r.decodeEp, r.decodeDp);
        if (!in.error.isEmpty())
            return in.error;
        const int prefillGpus =
            count("num_prefill_gpu", r.prefillWorkers * r.prefillTp * r.prefillDp);
        decodeGpus = count("num_decode_gpu", r.decodeWorkers * r.decodeTp * r.decodeDp);
        r.serving = disagg ? QStringLiteral("disagg") : QStringLiteral("agg");
        r.tp = r.decodeTp;
        r.ep = r.decodeEp;
        r.attnDp = r.decodeDp;
        r.gpus = prefillGpus + decodeGpus;
        if (!disagg) {
            r.prefillWorkers = r.prefillTp = r.prefillEp = r.prefillDp = 0;
            r.decodeWorkers = r.decodeTp = r.decodeEp = r.decodeDp = 0;
            r.gpus = decodeGpus;
        }
    }
    if (!in.error.isEmpty())
        return in.error;
    r.nodes = nodesFor(r.gpus, r.topology);

    // Latencies: process_result.py stores seconds under the key without "_ms".
    auto lat = [&](const char *stat, const char *metric) {
        return in.firstOf(
            {{qPrintable(QLatin1String(stat) + QLatin1Char('_') + QLatin1String(metric) +
                         QStringLiteral("_ms")),
              1.0},
             {qPrintable(QLatin1String(stat) + QLatin1Char('_') + QLatin1String(metric)), 1000.0}});
    };
    r.ttftMeanMs = lat("mean", "ttft");
    r.ttftMedianMs = lat("median", "ttft");
    r.ttftP99Ms = lat("p99", "ttft");
    r.tpotMeanMs = lat("mean", "tpot");
    r.tpotMedianMs = lat("median", "tpot");
    r.tpotP99Ms = lat("p99", "tpot");
    r.itlMeanMs = lat("mean", "itl");
    r.e2eMeanMs = lat("mean", "e2el");
    if (!in.error.isEmpty())
        return in.error;
    if (!r.tpotMeanMs) {
        const auto intvty = in.number(QStringLiteral("mean_intvty"));
        if (intvty && *intvty > 0)
            r.tpotMeanMs = 1000.0 / *intvty;
    }
    bool allZero = true;
    for (const auto *v : {&r.ttftMeanMs, &r.ttftMedianMs, &r.ttftP99Ms, &r.tpotMeanMs,
                          &r.tpotMedianMs, &r.tpotP99Ms, &r.itlMeanMs, &r.e2eMeanMs}) {
        allZero = allZero && (!*v || **v == 0);
        if (*v && !(**v > 0) && **v != 0)
            return tr("negative latency");
    }
    if (allZero)
        return tr("every latency is zero or missing (a failed run)");
    for (const auto *v : {&r.ttftMeanMs, &r.ttftMedianMs, &r.ttftP99Ms, &r.tpotMeanMs,
                          &r.tpotMedianMs, &r.tpotP99Ms, &r.itlMeanMs, &r.e2eMeanMs}) {
        if (*v && **v == 0)
            return tr("zero latency");
    }
    if (!r.ttftMeanMs)
        return tr("missing required metric mean_ttft");
    if (!r.tpotMeanMs)
        return tr("missing required metric mean_tpot");

    // Throughputs: per GPU in the file (output per decode GPU when disaggregated).
    const auto perGpu = in.number(QStringLiteral("tput_per_gpu"));
    const auto outPerGpu = in.number(QStringLiteral("output_tput_per_gpu"));
    if (!in.error.isEmpty())
        return in.error;
    if ((perGpu && *perGpu < 0) || (outPerGpu && *outPerGpu < 0))
        return tr("negative throughput");
    if (outPerGpu && *outPerGpu == 0)
        return tr("output throughput is zero (a failed run)");
    if (perGpu)
        r.totalTokS = *perGpu * r.gpus;
    if (outPerGpu)
        r.outputTokS = *outPerGpu * decodeGpus;

    const auto conc = in.number(QStringLiteral("conc"));
    if (conc && *conc > 0) {
        r.concurrencyConfigured = conc;
        const int ranks =
            r.serving == QLatin1String("disagg") ? r.decodeWorkers * r.decodeDp : r.attnDp;
        if (ranks > 0)
            r.batchPerRank = *conc / double(ranks);
    }
    const auto isl = in.number(QStringLiteral("isl"));
    const auto osl = in.number(QStringLiteral("osl"));
    r.isl = isl && *isl > 0 ? int(std::lround(*isl)) : 0;
    r.osl = osl && *osl > 0 ? int(std::lround(*osl)) : 0;
    in.error.clear();
    QString spec = o.value(QLatin1String("spec_decoding")).toString().toLower();
    if (spec.isEmpty() && o.contains(QLatin1String("mtp")))
        spec = QStringLiteral("mtp");
    if (!spec.isEmpty() && spec != QLatin1String("none") && spec != QLatin1String("false"))
        r.drafterKind = spec;
    const QString image = o.value(QLatin1String("image")).toString();
    r.notes = tr("InferenceX aggregate");
    if (!image.isEmpty())
        r.notes += QStringLiteral("; image ") + image;
    const QString date = o.value(QLatin1String("date")).toString();
    if (QDate::fromString(date, Qt::ISODate).isValid())
        r.measuredAt = date;
    return {};
}

ImportedFile importJson(const QByteArray &bytes, const QString &fileName, const QJsonObject &dep)
{
    ImportedFile out;
    // The project's own runs file (docs/database.md, e.g. the bundled reference history): it
    // carries its deployments.
    if (bytes.contains("\"moeplan-history-runs\"")) {
        const QJsonObject o = QJsonDocument::fromJson(bytes).object();
        if (o.value(QStringLiteral("format")).toString() == QLatin1String("moeplan-history-runs")) {
            out.source.tool = QStringLiteral("moeplan-history-runs");
            if (const QString e = HistoryStore::runsFromJson(bytes, out.runs); !e.isEmpty()) {
                out.runs.clear();
                out.error = tr("%1: %2").arg(fileName, e);
            }
            return out;
        }
    }
    const QByteArray text = quoteNonFiniteLiterals(bytes);
    const Deployment deployment = resolveDeployment(dep);
    bool toolSet = false;
    // Converts one object; `where` is empty for a single-object file, else "line N"/"element N".
    auto take = [&](const QJsonObject &o, const QString &where) {
        const JsonFlavour flavour = flavourOf(o);
        if (!toolSet) {
            out.source.tool = toolName(flavour);
            toolSet = true;
        }
        RunRecord r;
        const QString why = flavour == JsonFlavour::InferenceX
                                ? convertInferenceX(o, dep, r)
                                : convertEngineRun(o, flavour, deployment, r);
        if (why.isEmpty()) {
            out.runs.append(std::move(r));
            return true;
        }
        out.runs.clear();
        out.error = where.isEmpty() ? tr("%1: %2").arg(fileName, why)
                                    : tr("%1: %2: %3").arg(fileName, where, why);
        out.needsDeployment =
            flavour != JsonFlavour::InferenceX && deployment.incomplete && why == deployment.error;
        return false;
    };

    QJsonParseError err{};
    const QJsonDocument whole = QJsonDocument::fromJson(text, &err);
    if (err.error == QJsonParseError::NoError) {
        if (whole.isObject()) {
            take(whole.object(), QString());
            return out;
        }
        const QJsonArray a = whole.array();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a.at(i).isObject()) {
                out.runs.clear();
                out.error =
                    tr("%1: element %2 of the array is not an object").arg(fileName).arg(i + 1);
                return out;
            }
            if (!take(a.at(i).toObject(), tr("element %1").arg(i + 1)))
                return out;
        }
        if (out.runs.isEmpty())
            out.error = tr("%1: holds no benchmark result").arg(fileName);
        return out;
    }

    // JSON lines (--append-result, SGLang --output-file): one object per line.
    int lineNo = 0, nonEmpty = 0;
    qsizetype pos = 0;
    // One line: no newline between the first and the last non-blank character.
    qsizetype first = 0, last = text.size();
    while (first < last && std::isspace(static_cast<unsigned char>(text.at(first))))
        ++first;
    while (last > first && std::isspace(static_cast<unsigned char>(text.at(last - 1))))
        --last;
    const bool oneLine = QByteArrayView(text).sliced(first, last - first).indexOf('\n') < 0;
    while (pos < text.size()) {
        qsizetype end = text.indexOf('\n', pos);
        if (end < 0)
            end = text.size();
        ++lineNo;
        const QByteArray line =
            QByteArray::fromRawData(text.constData() + pos, end - pos).trimmed();
        pos = end + 1;
        if (line.isEmpty())
            continue;
        ++nonEmpty;
        QJsonParseError lineErr{};
        const QJsonDocument d = QJsonDocument::fromJson(line, &lineErr);
        if (lineErr.error != QJsonParseError::NoError) {
            out.runs.clear();
            out.error = oneLine ? tr("%1: not valid JSON (truncated?) at offset %2: %3")
                                      .arg(fileName)
                                      .arg(err.offset)
                                      .arg(err.errorString())
                                : tr("%1: line %2: not valid JSON (truncated?): %3")
                                      .arg(fileName)
                                      .arg(lineNo)
                                      .arg(lineErr.errorString());
            return out;
        }
        if (!d.isObject()) {
            out.runs.clear();
            out.error = tr("%1: line %2: not a JSON object").arg(fileName).arg(lineNo);
            return out;
        }
        if (!take(d.object(), tr("line %1").arg(lineNo)))
            return out;
    }
    if (nonEmpty == 0 || out.runs.isEmpty())
        out.error = tr("%1: holds no benchmark result").arg(fileName);
    return out;
}

// ---------------------------------------------------------------------------------------------
// AIConfigurator-style measured-runs CSV

/// Splits CSV text into records of fields (RFC 4180 quoting); `lineOf` gets each record's first
/// line number.
QVector<QStringList> parseCsv(const QString &text, QVector<int> &lineOf)
{
    QVector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false, fieldStarted = false;
    int line = 1, rowLine = 1;
    auto endRow = [&] {
        row << field;
        field.clear();
        if (!(row.size() == 1 && row.first().isEmpty() && !fieldStarted)) {
            rows << row;
            lineOf << rowLine;
        }
        row.clear();
        fieldStarted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            quoted = true;
            fieldStarted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
            fieldStarted = true;
        } else if (c == QLatin1Char('\n')) {
            endRow();
            rowLine = ++line;
        } else if (c != QLatin1Char('\r')) {
            field += c;
            fieldStarted = true;
        }
    }
    if (fieldStarted || !field.isEmpty() || !row.isEmpty())
        endRow();
    return rows;
}

// ---------------------------------------------------------------------------------------------
// AIPerf / GenAI-Perf CSV exports: tables separated by blank rows, each starting "Metric,..."

ImportedFile importProfileCsv(const QByteArray &bytes, const QString &fileName,
                              const QJsonObject &depObject)
{
    ImportedFile out;
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QVector<int> lineOf;
    const QVector<QStringList> rows = parseCsv(text, lineOf);
    ProfileExport p;
    // GenAI-Perf names its units "(per sec)" and capitalises "Time To First Token".
    p.aiperf = !text.contains(QLatin1String("(per sec)")) &&
               !text.contains(QLatin1String("Time To First Token"));
    out.source.tool = p.aiperf ? QStringLiteral("aiperf") : QStringLiteral("genai-perf");
    static const QRegularExpression nameAndUnit(QStringLiteral("^(.*?)\\s*\\(([^()]*)\\)\\s*$"));
    QStringList columns;
    bool statTable = false;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QStringList &row = rows.at(i);
        const QString first = row.value(0).trimmed();
        if (first.isEmpty())
            continue; // a blank separator row
        if (first.compare(QLatin1String("Metric"), Qt::CaseInsensitive) == 0) {
            columns.clear();
            for (const QString &c : row)
                columns << c.trimmed().toLower();
            // Telemetry tables ("Metric,GPU,avg,...") are per GPU: not read.
            statTable = columns.size() >= 2 && columns.at(1) != QLatin1String("gpu");
            continue;
        }
        if (!statTable)
            continue;
        QString display = first, unit;
        const QRegularExpressionMatch m = nameAndUnit.match(first);
        if (m.hasMatch()) {
            display = m.captured(1);
            unit = m.captured(2).trimmed();
        }
        const QString tag =
            display.trimmed().toLower().simplified().replace(QLatin1Char(' '), QLatin1Char('_'));
        ProfileMetric metric;
        metric.unit = unit;
        for (qsizetype c = 1; c < row.size() && c < columns.size(); ++c) {
            QString v = row.at(c).trimmed();
            if (v.isEmpty() || v == QLatin1String("N/A"))
                continue;
            v.remove(QLatin1Char(',')); // "1,019.69"
            bool ok = false;
            const double d = v.toDouble(&ok);
            if (!ok || !std::isfinite(d)) {
                out.error = tr("%1: line %2: %3 %4 is not a number: \"%5\"")
                                .arg(fileName)
                                .arg(lineOf.at(i))
                                .arg(first, columns.at(c), row.at(c).left(40));
                return out;
            }
            QString stat = columns.at(c);
            if (stat == QLatin1String("value"))
                metric.stats.insert(QStringLiteral("avg"), d);
            metric.stats.insert(stat, d);
        }
        if (!metric.stats.isEmpty())
            p.metrics.insert(tag, metric);
    }
    if (p.metrics.isEmpty()) {
        out.error = tr("%1: an AIPerf/GenAI-Perf CSV without metrics").arg(fileName);
        return out;
    }
    const Deployment deployment = resolveDeployment(depObject);
    RunRecord r;
    const QString why = convertProfileExport(p, deployment, r);
    if (!why.isEmpty()) {
        out.error = tr("%1: %2").arg(fileName, why);
        out.needsDeployment = deployment.incomplete && why == deployment.error;
        return out;
    }
    out.runs << r;
    return out;
}

const char *const kAicColumns[] = {"id",
                                   "silicon_data_source",
                                   "backend",
                                   "backend_version",
                                   "model_path",
                                   "system",
                                   "precision",
                                   "mode",
                                   "isl",
                                   "osl",
                                   "batch_size",
                                   "tp_size",
                                   "pp_size",
                                   "attention_dp_size",
                                   "moe_tp_size",
                                   "moe_ep_size",
                                   "prefill_batch_size",
                                   "prefill_num_workers",
                                   "prefill_tp_size",
                                   "prefill_pp_size",
                                   "prefill_attention_dp_size",
                                   "prefill_moe_tp_size",
                                   "prefill_moe_ep_size",
                                   "decode_batch_size",
                                   "decode_num_workers",
                                   "decode_tp_size",
                                   "decode_pp_size",
                                   "decode_attention_dp_size",
                                   "decode_moe_tp_size",
                                   "decode_moe_ep_size",
                                   "silicon_ttft_ms",
                                   "silicon_tpot_ms"};

class CsvRow
{
public:
    CsvRow(const QStringList &fields, const QHash<QString, int> &index)
        : m_fields(fields), m_index(index)
    {}
    QString text(const char *col) const
    {
        return m_fields.value(m_index.value(QLatin1String(col), -1)).trimmed();
    }
    /// A whole number >= 1; blank gives `blank` (0 = required). With `zeroIsOne`, 0 means "not
    /// used" (AIConfigurator writes moe_ep_size 0 for dense models) and reads as 1.
    int positive(const char *col, int blank = 0, bool zeroIsOne = false)
    {
        const QString t = text(col);
        if (zeroIsOne && t == QLatin1String("0"))
            return 1;
        if (t.isEmpty()) {
            if (blank == 0)
                fail(tr("%1 is blank").arg(QLatin1String(col)));
            return blank;
        }
        bool ok = false;
        const double d = t.toDouble(&ok);
        if (!ok || d != std::floor(d) || d < 1 || d > 1e7) {
            fail(tr("%1 must be a whole number >= 1, not \"%2\"").arg(QLatin1String(col), t));
            return 1;
        }
        return int(d);
    }
    std::optional<double> latency(const char *col)
    {
        const QString t = text(col);
        bool ok = false;
        const double d = t.toDouble(&ok);
        if (t.isEmpty())
            fail(tr("%1 is blank (no measurement)").arg(QLatin1String(col)));
        else if (!ok || !std::isfinite(d))
            fail(tr("%1 is not a finite number: \"%2\"").arg(QLatin1String(col), t));
        else if (d <= 0)
            fail(tr("%1 must be positive, not %2").arg(QLatin1String(col), t));
        else
            return d;
        return std::nullopt;
    }
    void fail(const QString &why)
    {
        if (error.isEmpty())
            error = why;
    }
    QString error;

private:
    const QStringList &m_fields;
    const QHash<QString, int> &m_index;
};

struct AicRowOptions
{
    bool requireMeasurements = true;
    bool assumeOneWorker = false;
};

QString convertAicRow(CsvRow &row, RunRecord &r, const AicRowOptions &options, bool &assumedWorkers)
{
    assumedWorkers = false;
    const Catalog &catalog = bundledCatalog();
    const QString modelName = row.text("model_path");
    const ModelSpec *model = catalog.model(modelName.toStdString());
    if (!model)
        return tr("unknown model \"%1\"").arg(modelName);
    const QString gpuName = row.text("system");
    const GpuSpec *gpu = catalog.gpu(gpuName.toStdString());
    if (!gpu)
        return tr("unknown GPU \"%1\"").arg(gpuName);
    r.model = qs(model->id);
    r.gpu = qs(gpu->id);
    r.topology = topologyFor(*gpu);
    r.precision = resolvePrecision(*model, row.text("precision"));
    r.engine = normaliseEngine(row.text("backend"));
    if (r.engine.isEmpty())
        return tr("backend is blank");
    r.engineVersion = row.text("backend_version");
    r.isl = row.positive("isl");
    r.osl = row.positive("osl");

    const QString mode = row.text("mode").toLower();
    if (mode == QLatin1String("agg")) {
        r.serving = QStringLiteral("agg");
        r.tp = row.positive("tp_size");
        r.pp = row.positive("pp_size", 1);
        r.attnDp = row.positive("attention_dp_size", 1, true);
        row.positive("moe_tp_size", 1, true);
        r.ep = row.positive("moe_ep_size", 1, true);
        r.gpus = r.tp * r.attnDp * r.pp;
        if (!row.text("batch_size").isEmpty())
            r.batchPerRank = row.positive("batch_size");
    } else if (mode == QLatin1String("disagg")) {
        r.serving = QStringLiteral("disagg");
        if (row.text("prefill_num_workers").isEmpty() || row.text("decode_num_workers").isEmpty()) {
            if (!options.assumeOneWorker)
                return tr("disaggregated run without prefill/decode worker counts: the GPU count "
                          "is unknown");
            assumedWorkers = true;
        }
        r.prefillWorkers = row.positive("prefill_num_workers", 1);
        r.prefillTp = row.positive("prefill_tp_size");
        const int prefillPp = row.positive("prefill_pp_size", 1);
        r.prefillDp = row.positive("prefill_attention_dp_size", 1, true);
        row.positive("prefill_moe_tp_size", 1, true);
        r.prefillEp = row.positive("prefill_moe_ep_size", 1, true);
        r.decodeWorkers = row.positive("decode_num_workers", 1);
        r.decodeTp = row.positive("decode_tp_size");
        const int decodePp = row.positive("decode_pp_size", 1);
        r.decodeDp = row.positive("decode_attention_dp_size", 1, true);
        row.positive("decode_moe_tp_size", 1, true);
        r.decodeEp = row.positive("decode_moe_ep_size", 1, true);
        // The summary plan is the decode side's: it sets TPOT.
        r.tp = r.decodeTp;
        r.ep = r.decodeEp;
        r.attnDp = r.decodeDp;
        r.pp = decodePp;
        r.gpus = r.prefillWorkers * r.prefillTp * r.prefillDp * prefillPp +
                 r.decodeWorkers * r.decodeTp * r.decodeDp * decodePp;
        // Per attention-DP rank, like batch_size: in every disaggregated row of the public
        // sample the client concurrency is decode workers x decode_batch_size x decode DP.
        if (!row.text("decode_batch_size").isEmpty())
            r.batchPerRank = row.positive("decode_batch_size");
    } else {
        return tr("mode must be agg or disagg, not \"%1\"").arg(mode);
    }
    if (options.requireMeasurements || !row.text("silicon_ttft_ms").isEmpty())
        r.ttftMeanMs = row.latency("silicon_ttft_ms");
    if (options.requireMeasurements || !row.text("silicon_tpot_ms").isEmpty())
        r.tpotMeanMs = row.latency("silicon_tpot_ms");
    if (!row.error.isEmpty())
        return row.error;
    r.nodes = nodesFor(r.gpus, r.topology);

    // "db-dump/...; config_id=759; silicon_concurrency=4; measured=...; image"
    const QStringList parts = row.text("silicon_data_source").split(QLatin1Char(';'));
    QString image;
    for (const QString &raw : parts) {
        const QString p = raw.trimmed();
        if (p.startsWith(QLatin1String("silicon_concurrency="))) {
            bool ok = false;
            const double c = p.mid(20).toDouble(&ok);
            if (!ok || !(c > 0) || !std::isfinite(c))
                return tr("silicon_concurrency must be positive, not \"%1\"").arg(p.mid(20));
            r.concurrencyConfigured = c;
        } else if (p.startsWith(QLatin1String("measured="))) {
            const QDateTime t = QDateTime::fromString(p.mid(9), Qt::ISODateWithMs);
            if (t.isValid())
                r.measuredAt = t.toUTC().toString(Qt::ISODate);
        } else if (p.startsWith(QLatin1String("image="))) {
            image = p.mid(6);
        } else if (p.contains(QLatin1Char('/')) && p.contains(QLatin1Char(':')) &&
                   !p.contains(QLatin1Char('='))) {
            image = p;
        }
    }
    // Worker counts were assumed and the decode batch is blank: the client's concurrency is
    // spread over the decode workers.
    if (assumedWorkers && !r.batchPerRank && r.concurrencyConfigured && r.decodeWorkers > 0)
        r.batchPerRank =
            *r.concurrencyConfigured / double(r.decodeWorkers) / double(std::max(1, r.decodeDp));
    r.notes = tr("AIConfigurator row %1").arg(row.text("id"));
    if (assumedWorkers)
        r.notes += tr("; 1 prefill and 1 decode worker assumed");
    if (!image.isEmpty())
        r.notes += QStringLiteral("; image ") + image;
    return {};
}

ImportedFile importAicCsv(const QByteArray &bytes, const QString &fileName)
{
    ImportedFile out;
    out.source.tool = QStringLiteral("aiconfigurator-csv");
    QString fileError;
    const QVector<CsvRowResult> rows =
        parseMeasuredRunsCsv(bytes, fileName, true, false, &fileError);
    if (!fileError.isEmpty()) {
        out.error = fileError;
        return out;
    }
    for (const CsvRowResult &row : rows) {
        if (row.run)
            out.runs << *row.run;
        else
            out.rejectedRows << tr("%1: line %2: %3").arg(fileName).arg(row.line).arg(row.reason);
    }
    if (out.runs.isEmpty()) {
        out.error = out.rejectedRows.isEmpty()
                        ? tr("%1: holds no measured runs").arg(fileName)
                        : tr("%1: no usable row (%2 rejected; first: %3)")
                              .arg(fileName)
                              .arg(out.rejectedRows.size())
                              .arg(out.rejectedRows.first().mid(fileName.size() + 2));
    }
    return out;
}

} // namespace

QVector<CsvRowResult> parseMeasuredRunsCsv(const QByteArray &data, const QString &fileName,
                                           bool requireMeasurements,
                                           bool assumeOneWorkerWhenUnknown, QString *fileError)
{
    QVector<CsvRowResult> out;
    auto fileFails = [&](const QString &e) {
        if (fileError)
            *fileError = e;
        return QVector<CsvRowResult>();
    };
    if (fileError)
        fileError->clear();
    if (data.size() > kMaxImportBytes)
        return fileFails(tr("%1: larger than 200 MB; refused").arg(fileName));
    QVector<int> lineOf;
    const QVector<QStringList> rows = parseCsv(QString::fromUtf8(data), lineOf);
    if (rows.isEmpty())
        return fileFails(tr("%1: empty CSV").arg(fileName));
    QHash<QString, int> index;
    const QStringList &header = rows.first();
    for (int i = 0; i < header.size(); ++i)
        index.insert(header.at(i).trimmed(), i);
    for (const char *col : kAicColumns) {
        const QLatin1String name(col);
        const bool measured =
            name == QLatin1String("silicon_ttft_ms") || name == QLatin1String("silicon_tpot_ms");
        if (!index.contains(name) && (requireMeasurements || !measured))
            return fileFails(
                tr("%1: not an AIConfigurator measured-runs CSV: the column %2 is missing")
                    .arg(fileName, name));
    }
    const AicRowOptions options{requireMeasurements, assumeOneWorkerWhenUnknown};
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &fields = rows.at(i);
        CsvRowResult result;
        result.line = lineOf.at(i);
        CsvRow row(fields, index);
        result.id = row.text("id");
        if (fields.size() != header.size()) {
            result.reason = tr("%1 fields where the header has %2 (truncated?)")
                                .arg(fields.size())
                                .arg(header.size());
            out << result;
            continue;
        }
        RunRecord r;
        const QString why = convertAicRow(row, r, options, result.assumedWorkers);
        if (why.isEmpty())
            result.run = r;
        else
            result.reason = why;
        out << result;
    }
    return out;
}

QByteArray quoteNonFiniteLiterals(const QByteArray &json)
{
    // Fast path: nothing to do for strict JSON.
    if (!json.contains("Infinity") && !json.contains("NaN"))
        return json;
    QByteArray out;
    out.reserve(json.size() + 64);
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < json.size())
                out += json.at(++i);
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out += c;
            continue;
        }
        auto literal = [&](const char *word) {
            const qsizetype n = qsizetype(qstrlen(word));
            return json.mid(i, n) == word;
        };
        if (literal("-Infinity")) {
            out += "\"-Infinity\"";
            i += 8;
        } else if (literal("Infinity")) {
            out += "\"Infinity\"";
            i += 7;
        } else if (literal("NaN")) {
            out += "\"NaN\"";
            i += 2;
        } else {
            out += c;
        }
    }
    return out;
}

ImportedFile importResultBytes(const QByteArray &bytes, const QString &fileName,
                               const QJsonObject &deployment)
{
    ImportedFile out;
    if (bytes.size() > kMaxImportBytes) {
        out.error = tr("%1: larger than 200 MB; refused").arg(fileName);
        return out;
    }
    if (bytes.startsWith(QByteArray("SQLite format 3\0", 16))) {
        out.error = tr("%1: an SQLite database; merge it as a history database").arg(fileName);
        return out;
    }
    qsizetype start = 0;
    while (start < bytes.size() && std::isspace(static_cast<unsigned char>(bytes.at(start))))
        ++start;
    if (start == bytes.size()) {
        out.error = tr("%1: empty file").arg(fileName);
        return out;
    }
    if (start == 0 && bytes.startsWith("\xEF\xBB\xBF"))
        start = 3;
    const char first = bytes.at(start);
    const QByteArray firstLine =
        bytes.left(bytes.indexOf('\n') < 0 ? bytes.size() : bytes.indexOf('\n'));
    if (first == '{' || first == '[')
        out = importJson(bytes, fileName, deployment);
    else if (firstLine.contains("silicon_ttft_ms") || firstLine.contains("silicon_data_source"))
        out = importAicCsv(bytes, fileName);
    else if (bytes.mid(start, 7) == "Metric," || bytes.mid(start, 8) == "\"Metric\"")
        out = importProfileCsv(bytes, fileName, deployment);
    else
        out.error = tr("%1: not a recognised benchmark result (expected vLLM, SGLang, AIPerf, "
                       "GenAI-Perf or InferenceX JSON, an AIPerf/GenAI-Perf CSV, or an "
                       "AIConfigurator measured-runs CSV)")
                        .arg(fileName);
    if (!out.ok())
        out.runs.clear();
    out.source.fileName = QFileInfo(fileName).fileName();
    out.source.contentSha256 =
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    return out;
}

ImportedFile importResultFile(const QString &path, const QJsonObject &deployment)
{
    ImportedFile out;
    QFile file(path);
    const QFileInfo info(path);
    if (info.isDir()) {
        out.error = tr("%1: is a directory").arg(path);
        return out;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return out;
    }
    if (file.size() > kMaxImportBytes) {
        out.error = tr("%1: larger than 200 MB (%2 MB); refused")
                        .arg(path)
                        .arg(file.size() / (1024 * 1024));
        return out;
    }
    return importResultBytes(file.readAll(), path, deployment);
}

} // namespace moeplan::core
