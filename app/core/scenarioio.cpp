#include "scenarioio.h"

#include "costmodel.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

#include <cmath>

namespace moeplan::core {

/// The translation context of reading and writing scenarios: ScenarioText::tr("...").
struct ScenarioText
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::ScenarioText)
};

namespace {

using KeyType = ScenarioKey::Type;
// The help texts are translated under the context "Scenario" (scenarioKeyHelp()).
const ScenarioKey kKeyTable[] = {
    {"model", KeyType::String,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "Model id or alias (default kimi-k2.6).")},
    {"gpu", KeyType::String,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "GPU kind id or alias (default b300).")},
    {"gpus", KeyType::Integer,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "GPUs in the deployment (default 8).")},
    {"topology", KeyType::String,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "hgx-ib or nvl72 (default hgx-ib).")},
    {"nic_gbps", KeyType::Number,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "Scale-out NIC per GPU in Gb/s (default: the GPU kind's).")},
    {"plan", KeyType::String,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "tp, ep or tp-replicas (default ep).")},
    {"tp", KeyType::Integer,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "Tensor-parallel size (default 1).")},
    {"ep", KeyType::Integer,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "Expert-parallel size (default 8).")},
    {"batch", KeyType::Integer,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "Sequences in flight per replica (default 64).")},
    {"draft_tokens", KeyType::Integer,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "Draft tokens d per step (default 0).")},
    {"acceptance_length", KeyType::Number,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "Mean committed tokens per step, 1..d+1 (default 1).")},
    {"isl", KeyType::Integer,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "Input sequence length, tokens (default 1024).")},
    {"osl", KeyType::Integer,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "Output sequence length, tokens (default 1024).")},
    {"precision", KeyType::String,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText", "Precision id, or default.")},
    {"engine", KeyType::String,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "trtllm, sglang, vllm or any (default any).")},
    {"calibration", KeyType::String,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "auto, ideal, datasheet or a profile name (default auto).")},
    {"overhead_ms", KeyType::Number,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "Fixed per-step overhead under calibration ideal (default 2).")},
    {"serving", KeyType::String,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "agg or disagg (default agg; disagg needs the prefill and "
                       "decode objects of a scenario file).")},
    {"prefill", KeyType::Object,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "The prefill pool: tp, dp, ep, workers (disagg only).")},
    {"decode", KeyType::Object,
     QT_TRANSLATE_NOOP("moeplan::core::ScenarioText",
                       "The decode pool: tp, dp, ep, workers, batch (disagg only).")},
};

const QStringList kKeys = [] {
    QStringList keys;
    for (const ScenarioKey &k : kKeyTable)
        keys << QLatin1String(k.key);
    return keys;
}();

const QStringList kSideKeys = {QStringLiteral("tp"), QStringLiteral("ep"), QStringLiteral("dp"),
                               QStringLiteral("workers"), QStringLiteral("batch")};

class Fields
{
public:
    Fields(const QJsonObject &o, QString prefix) : m_o(o), m_prefix(std::move(prefix)) {}

    bool has(const QString &k) const { return m_o.contains(k); }
    void integer(const QString &k, int &out)
    {
        if (!m_o.contains(k))
            return;
        const QJsonValue v = m_o.value(k);
        const double d = v.toDouble(NAN);
        if (!v.isDouble() || d != std::floor(d) || std::abs(d) > 1e9)
            return fail(k, ScenarioText::tr("\"%1\" must be a whole number"));
        out = static_cast<int>(d);
    }
    void number(const QString &k, double &out)
    {
        if (!m_o.contains(k))
            return;
        const QJsonValue v = m_o.value(k);
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return fail(k, ScenarioText::tr("\"%1\" must be a number"));
        out = v.toDouble();
    }
    void string(const QString &k, std::string &out)
    {
        if (!m_o.contains(k))
            return;
        const QJsonValue v = m_o.value(k);
        if (!v.isString() || v.toString().isEmpty())
            return fail(k, ScenarioText::tr("\"%1\" must be a non-empty string"));
        out = v.toString().toStdString();
    }
    template <class E, class Parse>
    void choice(const QString &k, E &out, Parse parse, const char *allowed)
    {
        if (!m_o.contains(k))
            return;
        const QJsonValue v = m_o.value(k);
        const auto parsed = v.isString() ? parse(v.toString().toStdString()) : std::nullopt;
        if (!parsed)
            return fail(k, ScenarioText::tr("\"%1\" must be one of %2"), QLatin1String(allowed));
        out = *parsed;
    }
    void unknownKeys(const QStringList &known)
    {
        for (auto it = m_o.begin(); it != m_o.end(); ++it) {
            if (!known.contains(it.key()))
                return fail(it.key(), ScenarioText::tr("\"%1\" is not a scenario key"));
        }
    }
    /// Remembers the first problem: `sentence` names the key as %1 and takes `a2`, `a3` as %2
    /// and %3. The problem keeps %1 open, so the CLI can name the key as its --flag.
    void fail(const QString &k, const QString &sentence, const QString &a2 = {},
              const QString &a3 = {})
    {
        if (!m_error.isEmpty())
            return;
        const QString keep = QStringLiteral("%1");
        m_key = m_prefix + k;
        m_problem = a2.isNull()   ? sentence
                    : a3.isNull() ? sentence.arg(keep, a2)
                                  : sentence.arg(keep, a2, a3);
        m_error = QString(m_problem).arg(m_key);
    }
    QString m_error;
    QString m_key, m_problem; ///< of the first failure

private:
    QJsonObject m_o;
    QString m_prefix;
};

void readSide(const QJsonObject &parent, const QString &key, WorkerPlan &side, Fields &outer)
{
    if (!parent.contains(key))
        return;
    if (!parent.value(key).isObject())
        return outer.fail(key, ScenarioText::tr("\"%1\" must be an object"));
    Fields f(parent.value(key).toObject(), key + QLatin1Char('.'));
    f.unknownKeys(kSideKeys);
    int tp = side.parallelism.attnTp, dp = side.parallelism.attnDp;
    int ep = side.parallelism.moeEp;
    f.integer(QStringLiteral("tp"), tp);
    f.integer(QStringLiteral("dp"), dp);
    const bool epGiven = f.has(QStringLiteral("ep"));
    f.integer(QStringLiteral("ep"), ep);
    f.integer(QStringLiteral("workers"), side.workers);
    f.integer(QStringLiteral("batch"), side.batch);
    // A negative batch was taken as "the scenario's batch" and saved as such (fuzz_scenario).
    if (side.batch < 0)
        f.fail(QStringLiteral("batch"),
               ScenarioText::tr("\"%1\" must not be negative (0 = the scenario's batch)"));
    // In 64 bits: tp and dp up to 1e9 each overflowed int (undefined behaviour).
    const long long ranks = static_cast<long long>(tp) * dp;
    if (f.m_error.isEmpty() && (tp < 1 || dp < 1))
        f.fail(tp < 1 ? QStringLiteral("tp") : QStringLiteral("dp"),
               ScenarioText::tr("\"%1\" must be at least 1"));
    if (f.m_error.isEmpty() && ranks > kMaxGpus)
        f.fail(QStringLiteral("dp"),
               ScenarioText::tr("\"%1\" gives tp x dp = %2 GPUs per worker, more than %3"),
               QString::number(ranks), QString::number(kMaxGpus));
    if (!f.m_error.isEmpty())
        ep = 1;
    else if (!epGiven)
        ep = static_cast<int>(ranks);
    if (f.m_error.isEmpty() && (ep < 1 || ranks % ep != 0))
        f.fail(QStringLiteral("ep"), ScenarioText::tr("\"%1\" must divide tp x dp"));
    side.parallelism = {tp, dp, ep > 0 && f.m_error.isEmpty() ? static_cast<int>(ranks / ep) : 1,
                        ep};
    if (!f.m_error.isEmpty() && outer.m_error.isEmpty()) {
        outer.m_error = f.m_error;
        outer.m_key = f.m_key;
        outer.m_problem = f.m_problem;
    }
}

} // namespace

QStringList scenarioKeys()
{
    return kKeys;
}

std::span<const ScenarioKey> scenarioKeyTable()
{
    return kKeyTable;
}

QString scenarioKeyHelp(const ScenarioKey &key)
{
    return ScenarioText::tr(key.help);
}

ScenarioParse scenarioFromJson(const QJsonObject &o, const Scenario &base)
{
    ScenarioParse out;
    Scenario &s = out.scenario;
    s = base;
    Fields f(o, QString());
    f.unknownKeys(kKeys);
    f.string(QStringLiteral("model"), s.model);
    f.string(QStringLiteral("gpu"), s.gpu);
    f.integer(QStringLiteral("gpus"), s.gpus);
    f.choice(QStringLiteral("topology"), s.topology, parseTopology, "hgx-ib, nvl72");
    f.number(QStringLiteral("nic_gbps"), s.nicGbps);
    f.choice(QStringLiteral("plan"), s.plan, parsePlan, "tp, ep, tp-replicas");
    f.integer(QStringLiteral("tp"), s.tp);
    f.integer(QStringLiteral("ep"), s.ep);
    f.integer(QStringLiteral("batch"), s.batch);
    f.integer(QStringLiteral("draft_tokens"), s.draftTokens);
    f.number(QStringLiteral("acceptance_length"), s.acceptanceLength);
    f.integer(QStringLiteral("isl"), s.isl);
    f.integer(QStringLiteral("osl"), s.osl);
    f.string(QStringLiteral("precision"), s.precision);
    f.string(QStringLiteral("engine"), s.engine);
    f.string(QStringLiteral("calibration"), s.calibration);
    f.number(QStringLiteral("overhead_ms"), s.overheadMs);
    f.choice(QStringLiteral("serving"), s.serving, parseServing, "agg, disagg");
    readSide(o, QStringLiteral("prefill"), s.prefill, f);
    readSide(o, QStringLiteral("decode"), s.decode, f);
    // Disaggregated: the pools are the deployment and the GPU count is theirs, as the planner
    // keeps it (their setters, the GPU slider). A file that states another count contradicts
    // its pools: the frontier would compare them with aggregated plans on GPUs they do not use.
    if (f.m_error.isEmpty() && s.serving == Serving::Disaggregated) {
        const double pools = poolGpus(s);
        if (pools >= 1 && pools <= kMaxGpus) {
            if (o.contains(QStringLiteral("gpus")) && s.gpus != int(pools))
                f.fail(QStringLiteral("gpus"),
                       ScenarioText::tr("\"%1\" is %2, but the prefill and decode pools use %3 "
                                        "GPUs (leave it out to take theirs)"),
                       QString::number(s.gpus), QString::number(int(pools)));
            else
                s.gpus = int(pools);
        }
    }
    if (f.m_error.isEmpty() && s.serving == Serving::Aggregated &&
        (o.contains(QStringLiteral("prefill")) || o.contains(QStringLiteral("decode"))))
        f.fail(QStringLiteral("serving"),
               ScenarioText::tr("\"%1\" must be \"disagg\" when prefill/decode are given"));
    if (f.m_error.isEmpty() && s.overheadMs < 0)
        f.fail(QStringLiteral("overhead_ms"), ScenarioText::tr("\"%1\" must not be negative"));
    out.error = f.m_error;
    out.key = f.m_key;
    out.problem = f.m_problem;
    return out;
}

ScenarioParse readScenarioFile(const QString &path, const Scenario &base)
{
    ScenarioParse out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = ScenarioText::tr("%1: cannot read: %2").arg(path, file.errorString());
        return out;
    }
    if (file.size() > 1024 * 1024) {
        out.error = ScenarioText::tr("%1: too large for a scenario file").arg(path);
        return out;
    }
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &err);
    if (err.error != QJsonParseError::NoError) {
        out.error = ScenarioText::tr("%1: not valid JSON at offset %2: %3")
                        .arg(path)
                        .arg(err.offset)
                        .arg(err.errorString());
        return out;
    }
    if (!doc.isObject()) {
        out.error = ScenarioText::tr("%1: a scenario is one JSON object").arg(path);
        return out;
    }
    out = scenarioFromJson(doc.object(), base);
    if (!out.ok())
        out.error = path + QStringLiteral(": ") + out.error;
    return out;
}

namespace {
QJsonObject sideToJson(const WorkerPlan &w)
{
    QJsonObject o{{QStringLiteral("tp"), w.parallelism.attnTp},
                  {QStringLiteral("dp"), w.parallelism.attnDp},
                  {QStringLiteral("ep"), w.parallelism.moeEp},
                  {QStringLiteral("workers"), w.workers}};
    if (w.batch > 0)
        o.insert(QStringLiteral("batch"), w.batch);
    return o;
}
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}
QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
} // namespace

QJsonObject scenarioToJson(const Scenario &s)
{
    QJsonObject o{
        {QStringLiteral("model"), qs(s.model)},
        {QStringLiteral("gpu"), qs(s.gpu)},
        {QStringLiteral("gpus"), s.gpus},
        {QStringLiteral("topology"), qs(topologyName(s.topology))},
        {QStringLiteral("nic_gbps"), s.nicGbps},
        {QStringLiteral("plan"), qs(planName(s.plan))},
        {QStringLiteral("tp"), s.tp},
        {QStringLiteral("ep"), s.ep},
        {QStringLiteral("batch"), s.batch},
        {QStringLiteral("draft_tokens"), s.draftTokens},
        {QStringLiteral("acceptance_length"), s.acceptanceLength},
        {QStringLiteral("isl"), s.isl},
        {QStringLiteral("osl"), s.osl},
        {QStringLiteral("precision"), qs(s.precision)},
        {QStringLiteral("engine"), qs(s.engine)},
        {QStringLiteral("calibration"), qs(s.calibration)},
        {QStringLiteral("overhead_ms"), s.overheadMs},
        {QStringLiteral("serving"), qs(servingName(s.serving))},
    };
    if (s.serving == Serving::Disaggregated) {
        o.insert(QStringLiteral("prefill"), sideToJson(s.prefill));
        o.insert(QStringLiteral("decode"), sideToJson(s.decode));
    }
    return o;
}

QString writeScenarioFile(const QString &path, const Scenario &s)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ScenarioText::tr("%1: cannot write: %2").arg(path, file.errorString());
    const QByteArray data = QJsonDocument(scenarioToJson(s)).toJson(QJsonDocument::Indented);
    if (file.write(data) != data.size() || !file.commit())
        return ScenarioText::tr("%1: cannot write: %2").arg(path, file.errorString());
    return {};
}

} // namespace moeplan::core
