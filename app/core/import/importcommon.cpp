#include "importcommon.h"

#include "messages.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <limits>

namespace moeplan::core::import {

int countProduct(std::initializer_list<int> factors)
{
    qint64 p = 1;
    for (const int f : factors) {
        if (f <= 0)
            return f == 0 ? 0 : f;
        p = std::min<qint64>(p * f, std::numeric_limits<int>::max());
    }
    return int(p);
}

int countSum(std::initializer_list<int> terms)
{
    qint64 s = 0;
    for (const int t : terms)
        s = std::min<qint64>(s + t, std::numeric_limits<int>::max());
    return int(s);
}

Deployment deploymentFromJson(const QJsonObject &given, QString *error)
{
    Deployment out;
    // "--tp 8" alone means a TP-8 plan, "--ep 8" alone an EP-8 one (the scenario's default plan
    // is EP, which would read "--tp 8" as TP 8 x EP 8).
    QJsonObject d = given;
    if (!d.contains(QLatin1String("plan")) && d.contains(QLatin1String("tp")) &&
        !d.contains(QLatin1String("ep")))
        d.insert(QStringLiteral("plan"), QStringLiteral("tp"));
    else if (!d.contains(QLatin1String("plan")) && d.contains(QLatin1String("ep")) &&
             !d.contains(QLatin1String("tp")))
        d.insert(QStringLiteral("plan"), QStringLiteral("ep"));
    const ScenarioParse parsed = scenarioFromJson(d);
    if (!parsed.ok()) {
        if (error)
            *error = Importers::tr("deployment: %1").arg(parsed.error);
        return out;
    }
    const Scenario &s = parsed.scenario;
    auto has = [&](const char *k) { return d.contains(QLatin1String(k)); };
    if (has("model"))
        out.model = QString::fromStdString(s.model);
    if (has("gpu"))
        out.gpu = QString::fromStdString(s.gpu);
    if (has("gpus"))
        out.gpus = s.gpus;
    if (has("topology"))
        out.topology = QString::fromUtf8(topologyName(s.topology).data());
    if (has("engine") && s.engine != "any")
        out.engine = serverEngine(QString::fromStdString(s.engine));
    if (has("precision") && s.precision != "default")
        out.precision = QString::fromStdString(s.precision);
    if (has("serving"))
        out.serving = QString::fromUtf8(servingName(s.serving).data());
    if (s.serving == Serving::Disaggregated) {
        if (has("prefill")) {
            const Parallelism p = s.prefill.parallelism;
            out.prefillWorkers = s.prefill.workers;
            out.prefillTp = p.attnTp;
            out.prefillDp = p.attnDp;
            out.prefillEp = p.moeEp;
        }
        if (has("decode")) {
            const Parallelism p = s.decode.parallelism;
            out.decodeWorkers = s.decode.workers;
            out.decodeTp = p.attnTp;
            out.decodeDp = p.attnDp;
            out.decodeEp = p.moeEp;
        }
    } else if (has("plan") || has("tp") || has("ep")) {
        const Parallelism p = parallelismFor(s);
        if (p.attnTp < 1 || p.attnDp < 1 || p.moeEp < 1) {
            if (error)
                *error =
                    Importers::tr("deployment: invalid plan (tp %1, ep %2)").arg(s.tp).arg(s.ep);
            return out;
        }
        out.tp = p.attnTp;
        out.dp = p.attnDp;
        out.ep = p.moeEp;
        out.pp = 1;
    }
    if (has("isl"))
        out.isl = s.isl;
    if (has("osl"))
        out.osl = s.osl;
    if (has("draft_tokens"))
        out.draftTokens = s.draftTokens;
    if (has("batch"))
        out.batchPerReplica = double(s.batch);
    return out;
}

// ---------------------------------------------------------------------------------------------
// Finishing a record

namespace {

QString topologyOfGpu(const NameResolver &names, const GpuName &gpu)
{
    if (gpu.inCatalog) {
        if (const GpuSpec *g = names.catalog().gpu(gpu.id.toStdString()))
            return g->form == GpuForm::Nvl72 ? QStringLiteral("nvl72") : QStringLiteral("hgx-ib");
    }
    return gpu.rackScale ? QStringLiteral("nvl72") : QStringLiteral("hgx-ib");
}

/// Hosts spanned: 8 GPUs per HGX node, 4 per Grace-Blackwell compute tray.
int nodesFor(int gpus, const QString &topology)
{
    const int perNode = topology == QLatin1String("nvl72") ? 4 : 8;
    return gpus > 0 ? int((qint64(gpus) + perNode - 1) / perNode) : 0; // gpus may be INT_MAX
}

bool statesAggPlan(const Deployment &d)
{
    return d.tp > 0 || d.ep > 0 || d.dp > 0;
}
bool statesDisaggPlan(const Deployment &d)
{
    return d.prefillTp > 0 || d.decodeTp > 0 || d.prefillWorkers > 0 || d.decodeWorkers > 0;
}

QString planText(int tp, int dp, int ep)
{
    return QStringLiteral("TP%1 DP%2 EP%3")
        .arg(std::max(1, tp))
        .arg(std::max(1, dp))
        .arg(std::max(1, ep));
}

} // namespace

Finished finish(Record record, const Deployment &flags, const NameResolver &names,
                bool requireMeasurement)
{
    Finished out;
    if (!record.refusal.isEmpty()) {
        out.refusal = record.refusal;
        return out;
    }
    const Deployment &f = record.stated;
    RunRecord &r = record.run;
    auto need = [&](const QString &why) {
        out.refusal = why;
        out.needsDeployment = true;
        return out;
    };

    // Model: the file's name; the deployment's where the file names none.
    {
        const ModelName fromFile = f.model.isEmpty() ? ModelName{} : names.model(f.model);
        const ModelName fromFlag = flags.model.isEmpty() ? ModelName{} : names.model(flags.model);
        ModelName m;
        if (fromFile.raw.isEmpty() && fromFlag.raw.isEmpty())
            return need(Importers::tr("no model: the file names none; give --model"));
        if (fromFile.raw.isEmpty()) {
            m = fromFlag;
        } else {
            m = fromFile;
            if (!fromFlag.raw.isEmpty() && fromFlag.id != fromFile.id)
                out.notes << Importers::tr(
                                 "model: the file says \"%1\", the deployment \"%2\"; the file's "
                                 "is kept")
                                 .arg(fromFile.raw, fromFlag.raw);
        }
        r.model = m.id;
        if (!m.inCatalog)
            out.notes << Importers::tr(
                             "model \"%1\" is not in the catalog: stored as \"%2\" (calibration "
                             "skips it until the catalog describes it)")
                             .arg(m.raw, m.id);
        if (m.byRule && m.raw.compare(m.id, Qt::CaseInsensitive) != 0)
            r.notes = (r.notes.isEmpty() ? QString() : r.notes + QStringLiteral("; ")) +
                      Importers::tr("model as written: %1").arg(m.raw);
        // Precision: the file's, else its model name's suffix, else the deployment's.
        QString precision = f.precision;
        if (precision.isEmpty())
            precision = m.precision;
        if (precision.isEmpty())
            precision = flags.precision;
        if (!precision.isEmpty()) {
            const QString canonical = canonicalPrecision(precision);
            const ModelSpec *spec = names.catalog().model(m.id.toStdString());
            const PrecisionSpec *p = nullptr;
            if (spec && m.inCatalog) {
                p = spec->precision(precision.toStdString());
                if (!p && !canonical.isEmpty())
                    p = spec->precision(canonical.toStdString());
            }
            r.precision = p ? QString::fromStdString(p->id)
                            : (canonical.isEmpty() ? precision.toLower() : canonical);
        }
    }

    // Engine: the server the file names, else the deployment's; never the client's backend.
    r.engine = !f.engine.isEmpty() ? f.engine : flags.engine;
    if (!f.engine.isEmpty() && !flags.engine.isEmpty() && f.engine != flags.engine)
        out.notes << Importers::tr(
                         "engine: the file says %1, the deployment %2; the file's is kept")
                         .arg(f.engine, flags.engine);
    if (r.engine.isEmpty()) {
        r.engine = QStringLiteral("unknown");
        out.notes << Importers::tr(
            "the file does not name the serving engine: stored as unknown (give "
            "--engine)");
    }
    r.engineVersion = f.engineVersion.isEmpty() ? flags.engineVersion : f.engineVersion;

    // GPU kind.
    {
        const GpuName fromFile = f.gpu.isEmpty() ? GpuName{} : names.gpu(f.gpu);
        const GpuName fromFlag = flags.gpu.isEmpty() ? GpuName{} : names.gpu(flags.gpu);
        GpuName g;
        if (fromFile.raw.isEmpty() && fromFlag.raw.isEmpty())
            return need(
                Importers::tr("no GPU kind: the file names none; give --gpu or a deployment"));
        if (fromFile.raw.isEmpty()) {
            g = fromFlag;
        } else {
            g = fromFile;
            if (!fromFlag.raw.isEmpty() && fromFlag.id != fromFile.id)
                out.notes << Importers::tr(
                                 "GPU: the file says \"%1\", the deployment \"%2\"; the file's is "
                                 "kept")
                                 .arg(fromFile.raw, fromFlag.raw);
        }
        r.gpu = g.id;
        if (!g.inCatalog)
            out.notes << Importers::tr(
                             "GPU \"%1\" is not in the catalog: stored as \"%2\" (calibration "
                             "skips it until the catalog describes it)")
                             .arg(g.raw, g.id);
        if (g.byRule && g.raw.compare(g.id, Qt::CaseInsensitive) != 0)
            r.notes = (r.notes.isEmpty() ? QString() : r.notes + QStringLiteral("; ")) +
                      Importers::tr("GPU as written: %1").arg(g.raw);
        r.topology = !f.topology.isEmpty()       ? f.topology
                     : !flags.topology.isEmpty() ? flags.topology
                                                 : topologyOfGpu(names, g);
    }

    // Serving mode and parallel plan: the file's plan whole where it states one.
    r.serving = !f.serving.isEmpty()       ? f.serving
                : !flags.serving.isEmpty() ? flags.serving
                                           : QStringLiteral("agg");
    if (!f.serving.isEmpty() && !flags.serving.isEmpty() && f.serving != flags.serving)
        out.notes << Importers::tr(
                         "serving: the file says %1, the deployment %2; the file's is kept")
                         .arg(f.serving, flags.serving);
    const bool disagg = r.serving == QLatin1String("disagg");
    int replicasDp = 0; // attention-DP ranks that share the client's concurrency
    if (!disagg) {
        const Deployment *plan = statesAggPlan(f) ? &f : statesAggPlan(flags) ? &flags : nullptr;
        if (!plan)
            return need(
                Importers::tr("no parallel plan: the file states none; give --plan/--tp/--ep"));
        if (plan == &f && statesAggPlan(flags) &&
            (std::max(1, f.tp) != std::max(1, flags.tp) ||
             std::max(1, f.dp) != std::max(1, flags.dp) ||
             std::max(1, f.ep) != std::max(1, flags.ep)))
            out.notes << Importers::tr(
                             "plan: the file says %1, the deployment %2; the file's is kept")
                             .arg(planText(f.tp, f.dp, f.ep),
                                  planText(flags.tp, flags.dp, flags.ep));
        r.tp = std::max(1, plan->tp);
        r.attnDp = std::max(1, plan->dp);
        r.ep = std::max(1, plan->ep);
        r.pp = std::max(1, plan->pp);
        const int ranks = countProduct({r.tp, r.attnDp, r.pp});
        r.gpus = f.gpus > 0 ? f.gpus : flags.gpus > 0 ? flags.gpus : ranks;
        if (r.gpus < ranks || r.gpus % ranks != 0)
            return need(Importers::tr(
                            "%1 GPUs do not hold whole replicas of %2 GPUs (TP %3 x DP %4 x PP %5)")
                            .arg(r.gpus)
                            .arg(ranks)
                            .arg(r.tp)
                            .arg(r.attnDp)
                            .arg(r.pp));
        replicasDp = countProduct({r.gpus / ranks, r.attnDp});
        r.prefillWorkers = r.prefillTp = r.prefillEp = r.prefillDp = 0;
        r.decodeWorkers = r.decodeTp = r.decodeEp = r.decodeDp = 0;
    } else {
        const Deployment *plan = statesDisaggPlan(f)       ? &f
                                 : statesDisaggPlan(flags) ? &flags
                                                           : nullptr;
        if (!plan)
            return need(
                Importers::tr("no prefill/decode plan: the file states none; give a deployment "
                              "with \"prefill\" and \"decode\""));
        r.prefillWorkers = plan->prefillWorkers;
        r.prefillTp = std::max(1, plan->prefillTp);
        r.prefillDp = std::max(1, plan->prefillDp);
        r.prefillEp = std::max(1, plan->prefillEp);
        r.decodeWorkers = plan->decodeWorkers;
        r.decodeTp = std::max(1, plan->decodeTp);
        r.decodeDp = std::max(1, plan->decodeDp);
        r.decodeEp = std::max(1, plan->decodeEp);
        r.tp = r.decodeTp;
        r.ep = r.decodeEp;
        r.attnDp = r.decodeDp;
        r.pp = std::max(1, plan->pp);
        const int gpus = f.gpus > 0 ? f.gpus : flags.gpus;
        const bool workersKnown = r.prefillWorkers >= 1 && r.decodeWorkers >= 1;
        if (!workersKnown) {
            // Underdetermined: stored as it is, with the unknown worker counts left empty and
            // the GPU count at what it certainly is (at least one worker of each kind);
            // predictions for it span the worker counts the history makes plausible.
            r.prefillWorkers = std::max(0, r.prefillWorkers);
            r.decodeWorkers = std::max(0, r.decodeWorkers);
            QStringList missing;
            if (r.prefillWorkers < 1)
                missing << QStringLiteral("prefill workers");
            if (r.decodeWorkers < 1)
                missing << QStringLiteral("decode workers");
            r.gpus =
                gpus > 0
                    ? gpus
                    : countSum(
                          {countProduct({std::max(1, r.prefillWorkers), r.prefillTp, r.prefillDp}),
                           countProduct({std::max(1, r.decodeWorkers), r.decodeTp, r.decodeDp})});
            out.notes << (gpus > 0
                              ? Importers::tr(
                                    "underdetermined (not stated: %1): the batch per decode "
                                    "worker is unknown; stored with the worker counts empty "
                                    "(calibration leaves the run out, predictions span the "
                                    "plausible worker counts)")
                                    .arg(unstatedList(missing))
                              : Importers::tr(
                                    "underdetermined (not stated: %1): the batch per decode "
                                    "worker is unknown; stored with the worker counts empty and "
                                    "%2 GPUs as the least it used (calibration leaves the run "
                                    "out, predictions span the plausible worker counts)")
                                    .arg(unstatedList(missing))
                                    .arg(r.gpus));
        } else {
            r.gpus = gpus > 0
                         ? gpus
                         : countSum({countProduct({r.prefillWorkers, r.prefillTp, r.prefillDp}),
                                     countProduct({r.decodeWorkers, r.decodeTp, r.decodeDp})});
            replicasDp = countProduct({r.decodeWorkers, r.decodeDp});
        }
    }
    r.nodes = nodesFor(r.gpus, r.topology);

    // Sequence lengths: the file's settings, else its measured means, else the deployment's.
    if (f.isl > 0)
        r.isl = f.isl;
    else if (r.isl <= 0)
        r.isl = flags.isl;
    if (f.osl > 0)
        r.osl = f.osl;
    else if (r.osl <= 0)
        r.osl = flags.osl;

    // Speculative decoding.
    r.draftTokens = f.draftTokens > 0 ? f.draftTokens : flags.draftTokens;
    r.drafterKind = f.drafterKind;
    if (r.drafterKind.isEmpty() &&
        (r.draftTokens > 0 || (r.acceptanceLength && *r.acceptanceLength > 1.0)))
        r.drafterKind = QStringLiteral("unknown");

    // Load per attention-DP rank.
    if (f.batchPerRank)
        r.batchPerRank = f.batchPerRank;
    else if (flags.batchPerReplica && r.attnDp > 0)
        r.batchPerRank = disagg ? *flags.batchPerReplica / double(std::max(1, replicasDp))
                                : *flags.batchPerReplica / double(r.attnDp);
    else if (r.concurrencyConfigured && replicasDp > 0)
        r.batchPerRank = *r.concurrencyConfigured / double(replicasDp);

    // What was measured: something, and nothing out of physical range.
    const bool anyLatency = r.ttftMeanMs || r.ttftMedianMs || r.tpotMeanMs || r.tpotMedianMs ||
                            r.e2eMeanMs || r.itlMeanMs;
    if (requireMeasurement && !anyLatency && !r.outputTokS && !r.totalTokS) {
        out.refusal = Importers::tr("no latency or throughput measured");
        return out;
    }
    if (const QString e = r.rangeError(); !e.isEmpty()) {
        out.refusal = e;
        return out;
    }
    if (requireMeasurement)
        noteStatistics(r, out.notes);
    out.run = std::move(r);
    return out;
}

void noteStatistics(const RunRecord &r, QStringList &notes)
{
    if (!r.tpotMeanMs && r.tpotMedianMs)
        notes << Importers::tr(
            "TPOT: the file gives the median, not the mean; calibration uses the median");
    if (!r.ttftMeanMs && r.ttftMedianMs)
        notes << Importers::tr(
            "TTFT: the file gives the median, not the mean; calibration uses the median");
    if (!r.tpotMeanMs && !r.tpotMedianMs)
        notes << Importers::tr(
            "no TPOT in the file: calibration cannot use this run for decode speed");
}

// ---------------------------------------------------------------------------------------------
// Numbers, units, JSON, CSV

double msPerUnit(const QString &unit)
{
    const QString u = unit.trimmed().toLower();
    if (u == QLatin1String("ms") || u == QLatin1String("msec") ||
        u == QLatin1String("milliseconds") || u == QLatin1String("millisecond"))
        return 1.0;
    if (u == QLatin1String("s") || u == QLatin1String("sec") || u == QLatin1String("secs") ||
        u == QLatin1String("seconds") || u == QLatin1String("second"))
        return 1000.0;
    if (u == QLatin1String("us") || u == QLatin1String("µs") || u == QLatin1String("usec") ||
        u == QLatin1String("microseconds"))
        return 1e-3;
    if (u == QLatin1String("ns") || u == QLatin1String("nsec") || u == QLatin1String("nanoseconds"))
        return 1e-6;
    return 0.0;
}

std::optional<double> numberOfText(QString t, QString *error)
{
    t = t.trimmed();
    if (t.isEmpty() || t == QLatin1String("N/A") || t == QLatin1String("n/a") ||
        t == QLatin1String("-") || t.compare(QLatin1String("null"), Qt::CaseInsensitive) == 0 ||
        t.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        return std::nullopt;
    if (t.compare(QLatin1String("nan"), Qt::CaseInsensitive) == 0 ||
        t.contains(QLatin1String("inf"), Qt::CaseInsensitive)) {
        if (error)
            *error = Importers::tr("\"%1\" is not finite").arg(t.left(40));
        return std::nullopt;
    }
    QString plain = t;
    // Thousands separators ("1,019.69"): a comma followed by exactly three digits.
    static const QRegularExpression thousands(QStringLiteral("^-?\\d{1,3}(,\\d{3})+(\\.\\d*)?$"));
    if (thousands.match(plain).hasMatch())
        plain.remove(QLatin1Char(','));
    bool ok = false;
    const double d = plain.toDouble(&ok);
    if (!ok || !std::isfinite(d)) {
        if (error)
            *error = Importers::tr("\"%1\" is not a number").arg(t.left(40));
        return std::nullopt;
    }
    return d;
}

std::optional<double> numberOf(const QJsonValue &v, QString *error)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (!std::isfinite(d)) {
            if (error)
                *error = Importers::tr("not finite");
            return std::nullopt;
        }
        return d;
    }
    if (v.isString()) {
        const QString t = v.toString();
        if (t == QLatin1String("NaN") || t.endsWith(QLatin1String("Infinity"))) {
            if (error)
                *error = Importers::tr("\"%1\" is not finite").arg(t);
            return std::nullopt;
        }
        return numberOfText(t, error);
    }
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    if (error)
        *error = Importers::tr("not a number");
    return std::nullopt;
}

std::optional<double> JsonFields::number(const QString &k)
{
    if (!has(k))
        return std::nullopt;
    QString why;
    const QJsonValue v = m_o.value(k);
    if (v.isBool() || v.isArray() || v.isObject()) {
        fail(Importers::tr("\"%1\" must be a number").arg(k));
        return std::nullopt;
    }
    const auto n = numberOf(v, &why);
    if (!why.isEmpty())
        fail(Importers::tr("\"%1\": %2").arg(k, why));
    return n;
}

std::optional<double>
JsonFields::firstOf(std::initializer_list<std::pair<const char *, double>> keys)
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

QString JsonFields::string(const QString &k)
{
    if (!has(k))
        return {};
    const QJsonValue v = m_o.value(k);
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 12);
    if (!v.isString()) {
        fail(Importers::tr("\"%1\" must be a string").arg(k));
        return {};
    }
    return v.toString();
}

QJsonValue valueAt(const QJsonObject &o, const QString &dottedPath)
{
    const QStringList parts = dottedPath.split(QLatin1Char('.'));
    QJsonValue v = o;
    for (const QString &p : parts) {
        if (v.isArray()) {
            bool isIndex = false;
            const int i = p.toInt(&isIndex);
            if (!isIndex)
                return QJsonValue(QJsonValue::Undefined);
            v = v.toArray().at(i);
        } else if (v.isObject()) {
            v = v.toObject().value(p);
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return v;
}

QString firstString(const QJsonObject &o, const QStringList &paths)
{
    for (const QString &p : paths) {
        QJsonValue v = valueAt(o, p);
        if (v.isArray() && !v.toArray().isEmpty())
            v = v.toArray().first();
        if (v.isString() && !v.toString().trimmed().isEmpty())
            return v.toString().trimmed();
    }
    return {};
}

bool truthy(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool();
    if (v.isDouble())
        return v.toDouble() != 0;
    const QString s = v.toString().trimmed().toLower();
    return s == QLatin1String("true") || s == QLatin1String("1") || s == QLatin1String("yes");
}

QByteArray quoteNonFiniteLiterals(const QByteArray &json)
{
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
            return QByteArrayView(json).sliced(i).startsWith(QByteArrayView(word, n));
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

QVector<QStringList> parseCsv(const QString &text, QVector<int> &lineOf)
{
    QVector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    int line = 1, rowLine = 1;
    auto endRow = [&] {
        row << field;
        field.clear();
        rows << row;
        lineOf << rowLine;
        row.clear();
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
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            endRow();
            rowLine = ++line;
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty())
        endRow();
    return rows;
}

QString decodeText(const QByteArray &bytes)
{
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        auto decoder = QStringDecoder(bytes.startsWith("\xFF\xFE") ? QStringDecoder::Utf16LE
                                                                   : QStringDecoder::Utf16BE);
        QString s = decoder(QByteArrayView(bytes).sliced(2));
        return s;
    }
    QString s = QString::fromUtf8(bytes);
    if (s.startsWith(QChar(0xFEFF)))
        s.remove(0, 1);
    return s;
}

QString serverEngine(const QString &name)
{
    QString n = name.trimmed().toLower();
    if (n.startsWith(QLatin1String("dynamo-")) || n.startsWith(QLatin1String("dynamo_")))
        n = n.mid(7);
    if (n.isEmpty())
        return {};
    if (n.startsWith(QLatin1String("sglang")))
        return n == QLatin1String("sglang-oai") || n == QLatin1String("sglang-oai-chat")
                   ? QString()
                   : QStringLiteral("sglang");
    if (n.startsWith(QLatin1String("vllm")))
        return QStringLiteral("vllm");
    if (n.contains(QLatin1String("trt")) || n.contains(QLatin1String("tensorrt")))
        return QStringLiteral("trtllm");
    // Client protocols, not servers.
    static const QStringList clients{
        QStringLiteral("openai"),       QStringLiteral("openai-chat"),
        QStringLiteral("openai-audio"), QStringLiteral("openai-embeddings"),
        QStringLiteral("http"),         QStringLiteral("openai_chat"),
        QStringLiteral("chat"),         QStringLiteral("completions"),
        QStringLiteral("generate"),     QStringLiteral("unknown")};
    if (clients.contains(n))
        return {};
    return n;
}

namespace {
const QRegularExpression &offset()
{
    static const QRegularExpression re(QStringLiteral("[+-]\\d{2}:?\\d{2}$"));
    return re;
}
} // namespace

QString isoDateTime(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return {};
    QDateTime d = QDateTime::fromString(t, Qt::ISODateWithMs);
    if (!d.isValid())
        d = QDateTime::fromString(t, Qt::ISODate);
    if (!d.isValid()) {
        // "2026-01-02 03:04:05.123456" (Python's str(datetime)): microseconds cut to ms.
        static const QRegularExpression py(QStringLiteral(
            "^(\\d{4}-\\d{2}-\\d{2})[ T](\\d{2}:\\d{2}:\\d{2})(\\.\\d+)?(Z|[+-]\\d{2}:?\\d{2})?$"));
        const QRegularExpressionMatch m = py.match(t);
        if (!m.hasMatch())
            return {};
        QString rebuilt = m.captured(1) + QLatin1Char('T') + m.captured(2);
        if (!m.captured(3).isEmpty())
            rebuilt += m.captured(3).left(4);
        rebuilt += m.captured(4);
        d = QDateTime::fromString(rebuilt, Qt::ISODateWithMs);
        if (!d.isValid())
            return {};
    }
    if (d.timeSpec() == Qt::LocalTime && !t.endsWith(QLatin1Char('Z')) &&
        !offset().match(t).hasMatch())
        return d.toString(Qt::ISODate); // as written: no zone
    return d.toUTC().toString(Qt::ISODate);
}

} // namespace moeplan::core::import
