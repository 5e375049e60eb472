// SGLang `python -m sglang.bench_serving` JSON lines (python/sglang/bench_serving.py): bare
// Infinity literals, the achieved concurrency, the acceptance length, and the server's own
// arguments under `server_info` (flat, or {prefill[], decode[]} in PD-disaggregation mode).

#include "formats.h"

#include <QJsonArray>

namespace moeplan::core::import {

namespace {

int score(const QJsonObject &o)
{
    if (hasSglangKeys(o))
        return hasKey(o, "mean_ttft_ms") || hasKey(o, "mean_tpot_ms") || hasKey(o, "median_ttft_ms")
                   ? 60
                   : 30;
    return 0;
}

int positiveInt(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() >= 1 && v.toDouble() <= 1e6 ? int(v.toDouble()) : 0;
}

struct ServerShape
{
    int tp = 0, dp = 0, ep = 0, gpus = 0; ///< store convention; 0 = not stated
    QString model, version, speculative;
    int draftTokens = 0;
    std::optional<double> acceptLength;
};

/// One server's arguments (ServerArgs as /get_server_info returns them).
ServerShape shapeOf(const QJsonObject &s)
{
    ServerShape out;
    const int tpSize = positiveInt(s.value(QLatin1String("tp_size")));
    const int dpSize = std::max(1, positiveInt(s.value(QLatin1String("dp_size"))));
    int epSize = positiveInt(s.value(QLatin1String("ep_size")));
    if (epSize == 0)
        epSize = positiveInt(s.value(QLatin1String("expert_parallel_size")));
    if (epSize == 0 && truthy(s.value(QLatin1String("enable_ep_moe"))))
        epSize = tpSize;
    const bool dpAttention = truthy(s.value(QLatin1String("enable_dp_attention")));
    if (tpSize > 0) {
        if (dpAttention && tpSize % dpSize == 0) {
            // --tp is the replica's GPUs; attention is split into dp_size data-parallel ranks.
            out.tp = tpSize / dpSize;
            out.dp = dpSize;
            out.gpus = tpSize;
        } else {
            out.tp = tpSize;
            out.dp = 1;
            out.gpus = countProduct({tpSize, dpSize}); // dp_size replicas behind one router
        }
        out.ep = std::max(1, epSize);
    }
    out.model = s.value(QLatin1String("model_path")).toString();
    if (out.model.isEmpty())
        out.model = s.value(QLatin1String("served_model_name")).toString();
    out.version = s.value(QLatin1String("version")).toString();
    out.speculative = s.value(QLatin1String("speculative_algorithm")).toString().toLower();
    out.draftTokens = positiveInt(s.value(QLatin1String("speculative_num_draft_tokens")));
    const QJsonArray states = s.value(QLatin1String("internal_states")).toArray();
    if (!states.isEmpty()) {
        const QJsonValue al =
            states.first().toObject().value(QLatin1String("avg_spec_accept_length"));
        if (al.isDouble() && al.toDouble() > 0)
            out.acceptLength = al.toDouble();
    }
    return out;
}

void read(const QJsonObject &o, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("sglang-bench-serving");
    JsonFields in(o);
    RunRecord &r = rec.run;
    Deployment &d = rec.stated;
    const QString backend = in.string(QStringLiteral("backend")).toLower();
    // "sglang" is the native /generate client: the server is SGLang. "vllm" and "sglang-oai*"
    // speak OpenAI's API to any server.
    if (backend != QLatin1String("vllm"))
        d.engine = serverEngine(backend);
    d.model = in.string(QStringLiteral("model_id"));
    if (d.model.isEmpty())
        d.model = in.string(QStringLiteral("model"));
    if (!in.error.isEmpty()) {
        rec.refusal = in.error;
        return;
    }

    // The server's arguments, when the benchmark recorded them.
    const QJsonValue info = o.value(QLatin1String("server_info"));
    if (info.isObject()) {
        const QJsonObject s = info.toObject();
        const QJsonArray prefill = s.value(QLatin1String("prefill")).toArray();
        const QJsonArray decode = s.value(QLatin1String("decode")).toArray();
        ServerShape any;
        if (!prefill.isEmpty() || !decode.isEmpty()) {
            d.serving = QStringLiteral("disagg");
            const ServerShape p =
                prefill.isEmpty() ? ServerShape{} : shapeOf(prefill.first().toObject());
            const ServerShape dc =
                decode.isEmpty() ? ServerShape{} : shapeOf(decode.first().toObject());
            d.prefillWorkers = int(prefill.size());
            d.prefillTp = p.tp;
            d.prefillDp = p.dp;
            d.prefillEp = p.ep;
            d.decodeWorkers = int(decode.size());
            d.decodeTp = dc.tp;
            d.decodeDp = dc.dp;
            d.decodeEp = dc.ep;
            if (p.gpus > 0 && dc.gpus > 0)
                d.gpus = countSum({countProduct({p.gpus, d.prefillWorkers}),
                                   countProduct({dc.gpus, d.decodeWorkers})});
            any = dc.model.isEmpty() ? p : dc;
        } else {
            any = shapeOf(s);
            const QString mode = s.value(QLatin1String("disaggregation_mode")).toString();
            if (mode == QLatin1String("prefill") || mode == QLatin1String("decode"))
                rec.run.notes = Importers::tr("server_info of one %1 server only").arg(mode);
            else if (any.tp > 0) {
                d.tp = any.tp;
                d.dp = any.dp;
                d.ep = any.ep;
                d.gpus = any.gpus;
            }
        }
        if (!any.model.isEmpty())
            d.model = any.model;
        if (d.engine.isEmpty() || !any.version.isEmpty())
            d.engine = QStringLiteral("sglang");
        d.engineVersion = any.version;
        if (!any.speculative.isEmpty() && any.speculative != QLatin1String("none")) {
            d.drafterKind = any.speculative;
            d.draftTokens = any.draftTokens;
        }
        if (any.acceptLength)
            r.acceptanceLength = any.acceptLength;
    }

    if (!readServeMetrics(in, rec))
        return;
    if (!r.ttftMeanMs && !r.ttftMedianMs && !r.tpotMeanMs && !r.tpotMedianMs) {
        rec.refusal = Importers::tr("no TTFT or TPOT (mean or median)");
        return;
    }
    const QString mc = QStringLiteral("max_concurrency");
    if (in.has(mc)) {
        const auto v = in.number(mc);
        if (v && !(*v > 0)) {
            rec.refusal = Importers::tr("\"max_concurrency\" must be positive, not %1").arg(*v);
            return;
        }
        r.concurrencyConfigured = v;
    }
    // SGLang's "concurrency" is the achieved mean: sum of e2e latencies / duration.
    if (in.has(QStringLiteral("concurrency")))
        r.concurrencyAchieved = in.number(QStringLiteral("concurrency"));
    else if (r.requestsPerS && r.e2eMeanMs)
        r.concurrencyAchieved = *r.requestsPerS * *r.e2eMeanMs / 1000.0;
    if (!in.error.isEmpty()) {
        rec.refusal = in.error;
        return;
    }

    // Sequence lengths: the random dataset's settings (the measured means otherwise).
    if (in.string(QStringLiteral("dataset_name")) == QLatin1String("random")) {
        QString e;
        if (const auto v = in.number(QStringLiteral("random_input_len")); v && *v > 0)
            d.isl = countOf(*v, QStringLiteral("random_input_len"), e);
        if (const auto v = in.number(QStringLiteral("random_output_len")); v && *v > 0)
            d.osl = countOf(*v, QStringLiteral("random_output_len"), e);
        if (!e.isEmpty()) {
            rec.refusal = e;
            return;
        }
        // A range ratio below 1 draws lengths below the setting: the measured means say more.
        const auto ratio = in.number(QStringLiteral("random_range_ratio"));
        if (ratio && *ratio < 1.0) {
            d.isl = 0;
            d.osl = 0;
        }
    }
    in.error.clear();
    if (const auto al = in.number(QStringLiteral("accept_length")); al && *al > 0)
        r.acceptanceLength = al;
    in.error.clear();
    const QString tag = in.string(QStringLiteral("tag"));
    in.error.clear();
    if (!tag.isEmpty())
        r.notes = (r.notes.isEmpty() ? QString() : r.notes + QStringLiteral("; ")) +
                  Importers::tr("tag %1").arg(tag);
}

} // namespace

JsonFormat sglangFormat()
{
    return {"sglang-bench-serving", score, read};
}

} // namespace moeplan::core::import
