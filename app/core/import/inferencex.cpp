// InferenceX (formerly InferenceMAX) processed results: the rows utils/process_result.py
// writes (one object, or a list in agg_*.json), with the deployment in the row and latencies
// in seconds under keys without "_ms".

#include "formats.h"

#include <QDate>

#include <cmath>

namespace moeplan::core::import {

namespace {

int score(const QJsonObject &o)
{
    if (hasKey(o, "tput_per_gpu") || hasKey(o, "output_tput_per_gpu"))
        return 70;
    if (hasKey(o, "hw") && hasKey(o, "framework") && (hasKey(o, "conc") || hasKey(o, "mean_ttft")))
        return 60;
    return 0;
}

void read(const QJsonObject &o, Record &rec, Parsed &file)
{
    if (file.tool.isEmpty())
        file.tool = QStringLiteral("inferencex-agg");
    JsonFields in(o);
    Deployment &d = rec.stated;
    RunRecord &r = rec.run;
    auto refuse = [&](const QString &why) { rec.refusal = why; };
    d.gpu = in.string(QStringLiteral("hw"));
    if (d.gpu.isEmpty())
        d.gpu = in.string(QStringLiteral("device")); // the perf-eval ingest rows
    d.model = in.string(QStringLiteral("model"));
    if (d.model.isEmpty())
        d.model = in.string(QStringLiteral("infmax_model_prefix"));
    d.precision = in.string(QStringLiteral("precision"));
    d.engine = serverEngine(in.string(QStringLiteral("framework")));
    if (!in.error.isEmpty())
        return refuse(in.error);

    auto count = [&](const char *key, int blank) {
        const auto v = in.number(QLatin1String(key));
        if (!v)
            return blank;
        if (*v < 1 || *v != std::floor(*v) || *v > 1e6) {
            in.fail(Importers::tr("\"%1\" must be a whole number in [1, 1e6], not %2")
                        .arg(QLatin1String(key))
                        .arg(*v));
            return 1;
        }
        return int(*v);
    };
    const bool disagg = truthy(o.value(QLatin1String("disagg")));
    const bool multinode = truthy(o.value(QLatin1String("is_multinode"))) || disagg ||
                           o.contains(QLatin1String("decode_tp"));
    // Multinode aggregated (newest process_result.py): no decode GPUs; the "prefill" side is
    // the whole deployment.
    const bool multinodeAgg =
        multinode && !disagg && in.number(QStringLiteral("num_decode_gpu")).value_or(-1) == 0;
    int decodeGpus = 0;
    if (!multinode) {
        const int tp = count("tp", 0);
        if (tp == 0)
            return refuse(Importers::tr("no parallel plan (\"tp\")"));
        const int ep = count("ep", 1);
        const bool dp = truthy(o.value(QLatin1String("dp_attention")));
        d.tp = dp ? 1 : tp;
        d.dp = dp ? tp : 1;
        d.ep = ep;
        d.gpus = tp; // process_result.py divides by tp: one replica of tp GPUs
        decodeGpus = d.gpus;
        d.serving = QStringLiteral("agg");
    } else {
        auto phase = [&](const char *prefix, int &workers, int &tpOut, int &epOut, int &dpOut) {
            const QString p = QLatin1String(prefix);
            const int tp = count(qPrintable(p + QStringLiteral("tp")), 0);
            if (tp == 0)
                in.fail(Importers::tr("no parallel plan (\"%1tp\")").arg(p));
            const int ep = count(qPrintable(p + QStringLiteral("ep")), 1);
            const bool dp = truthy(o.value(p + QStringLiteral("dp_attention")));
            workers = count(qPrintable(p + QStringLiteral("num_workers")), 1);
            tpOut = dp ? 1 : std::max(1, tp);
            dpOut = dp ? std::max(1, tp) : 1;
            epOut = ep;
        };
        int pw = 0, ptp = 0, pep = 0, pdp = 0, dw = 0, dtp = 0, dep = 0, ddp = 0;
        phase("prefill_", pw, ptp, pep, pdp);
        if (!multinodeAgg)
            phase("decode_", dw, dtp, dep, ddp);
        if (!in.error.isEmpty())
            return refuse(in.error);
        const int prefillGpus = count("num_prefill_gpu", countProduct({pw, ptp, pdp}));
        decodeGpus = multinodeAgg ? 0 : count("num_decode_gpu", countProduct({dw, dtp, ddp}));
        if (multinodeAgg) {
            d.serving = QStringLiteral("agg");
            d.tp = ptp;
            d.ep = pep;
            d.dp = pdp;
            d.gpus = prefillGpus;
            decodeGpus = prefillGpus; // output_tput_per_gpu is over all GPUs then
        } else if (disagg) {
            d.serving = QStringLiteral("disagg");
            d.prefillWorkers = pw;
            d.prefillTp = ptp;
            d.prefillEp = pep;
            d.prefillDp = pdp;
            d.decodeWorkers = dw;
            d.decodeTp = dtp;
            d.decodeEp = dep;
            d.decodeDp = ddp;
            d.gpus = countSum({prefillGpus, decodeGpus});
        } else {
            d.serving = QStringLiteral("agg");
            d.tp = dtp;
            d.ep = dep;
            d.dp = ddp;
            d.gpus = decodeGpus;
        }
    }
    if (!in.error.isEmpty())
        return refuse(in.error);

    // Latencies: process_result.py stores seconds under the key without "_ms".
    auto lat = [&](const char *stat, const char *metric) {
        const QString base = QLatin1String(stat) + QLatin1Char('_') + QLatin1String(metric);
        if (in.has(base + QStringLiteral("_ms")))
            return in.number(base + QStringLiteral("_ms"));
        const auto v = in.number(base);
        return v ? std::optional<double>(*v * 1000.0) : std::nullopt;
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
        return refuse(in.error);
    if (!r.tpotMeanMs) {
        const auto intvty = in.number(QStringLiteral("mean_intvty"));
        if (intvty && *intvty > 0)
            r.tpotMeanMs = 1000.0 / *intvty;
    }
    std::optional<double> *all[] = {&r.ttftMeanMs,   &r.ttftMedianMs, &r.ttftP99Ms, &r.tpotMeanMs,
                                    &r.tpotMedianMs, &r.tpotP99Ms,    &r.itlMeanMs, &r.e2eMeanMs};
    bool allZero = true;
    for (auto *v : all) {
        allZero = allZero && (!*v || **v == 0);
        if (*v && **v < 0)
            return refuse(Importers::tr("negative latency (%1 ms)").arg(**v));
    }
    if (allZero)
        return refuse(Importers::tr("every latency is zero or missing (a failed run)"));
    for (auto *v : all) {
        if (*v && **v == 0)
            v->reset();
    }

    // Throughputs: per GPU in the file (output per decode GPU when disaggregated).
    const auto perGpu = in.number(QStringLiteral("tput_per_gpu"));
    // The "role keys" schema: output_tput_per_gpu is then over all GPUs, and the per-decode-GPU
    // figure has its own key.
    const bool roleKeys = in.has(QStringLiteral("output_tput_per_decode_gpu"));
    if (roleKeys)
        decodeGpus = d.gpus;
    const auto outPerGpu = in.number(QStringLiteral("output_tput_per_gpu"));
    if (!in.error.isEmpty())
        return refuse(in.error);
    if ((perGpu && *perGpu < 0) || (outPerGpu && *outPerGpu < 0))
        return refuse(Importers::tr("negative throughput"));
    if (outPerGpu && *outPerGpu == 0)
        return refuse(Importers::tr("output throughput is zero (a failed run)"));
    if (perGpu)
        r.totalTokS = *perGpu * d.gpus;
    if (outPerGpu)
        r.outputTokS = *outPerGpu * decodeGpus;

    const auto conc = in.number(QStringLiteral("conc"));
    if (conc && *conc > 0) {
        r.concurrencyConfigured = conc;
        const int ranks =
            d.serving == QLatin1String("disagg") ? d.decodeWorkers * d.decodeDp : std::max(1, d.dp);
        if (ranks > 0)
            d.batchPerRank = *conc / double(ranks);
    }
    QString e;
    if (const auto isl = in.number(QStringLiteral("isl")); isl && *isl > 0)
        d.isl = countOf(*isl, QStringLiteral("isl"), e);
    if (const auto osl = in.number(QStringLiteral("osl")); osl && *osl > 0)
        d.osl = countOf(*osl, QStringLiteral("osl"), e);
    if (!e.isEmpty())
        return refuse(e);
    in.error.clear();
    QString spec = o.value(QLatin1String("spec_decoding")).toString().toLower();
    if (spec.isEmpty() && truthy(o.value(QLatin1String("mtp"))))
        spec = QStringLiteral("mtp");
    if (!spec.isEmpty() && spec != QLatin1String("none") && spec != QLatin1String("false"))
        d.drafterKind = spec;
    const QString image = o.value(QLatin1String("image")).toString();
    r.notes = Importers::tr("InferenceX aggregate");
    if (!image.isEmpty())
        r.notes += QStringLiteral("; image ") + image;
    const QString date = o.value(QLatin1String("date")).toString();
    r.measuredAt = isoDateTime(date);
    if (r.measuredAt.isEmpty() && date.size() == 10 &&
        QDate::fromString(date, Qt::ISODate).isValid())
        r.measuredAt = date;
}

} // namespace

JsonFormat inferenceXFormat()
{
    return {"inferencex-agg", score, read};
}

} // namespace moeplan::core::import
