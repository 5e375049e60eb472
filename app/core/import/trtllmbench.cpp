// TensorRT-LLM `trtllm-bench throughput` text report: "= SECTION" banners and "Label: value"
// lines (REQUEST DETAILS, WORLD + RUNTIME INFORMATION, PERFORMANCE OVERVIEW) and the per-request
// "[TPOT] P50 : x" breakdowns, in ms and tokens/s.

#include "formats.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace moeplan::core::import {

namespace {

bool sniff(const QString &text)
{
    // A banner line "= PERFORMANCE OVERVIEW" (not the words quoted in prose) and the report's
    // throughput line.
    static const QRegularExpression banner(QStringLiteral("(^|\\n)= PERFORMANCE OVERVIEW\\s*\\n"));
    return banner.match(text.left(65536)).hasMatch() &&
           text.contains(QLatin1String("Request Throughput (req/sec):"));
}

Parsed parse(const QString &text, const QString &)
{
    Parsed out;
    out.tool = QStringLiteral("trtllm-bench");
    QHash<QString, QString> kv;
    for (const QString &raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        const int colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0 || line.startsWith(QLatin1Char('=')))
            continue;
        const QString key = line.left(colon).simplified().toLower();
        if (!kv.contains(key))
            kv.insert(key, line.mid(colon + 1).trimmed());
    }
    Record rec;
    RunRecord &r = rec.run;
    Deployment &d = rec.stated;
    QString why;
    auto num = [&](const char *key) -> std::optional<double> {
        const auto it = kv.constFind(QLatin1String(key));
        if (it == kv.constEnd())
            return std::nullopt;
        QString e;
        const auto v = numberOfText(QString(*it).remove(QLatin1Char('%')), &e);
        if (!e.isEmpty() && why.isEmpty() && *it != QLatin1String("None"))
            why = Importers::tr("\"%1\": %2").arg(QLatin1String(key), e);
        return v;
    };
    d.engine = QStringLiteral("trtllm");
    d.model = kv.value(QStringLiteral("model"));
    // Parallel sizes: whole numbers in [1, 1e6] (a larger value is no deployment and does not
    // fit an int); anything else refuses the report naming the line.
    auto size = [&](const char *key, const char *label, int &slot) {
        const auto v = num(key);
        if (!v)
            return;
        if (*v >= 1 && *v <= 1e6 && *v == std::floor(*v))
            slot = int(*v);
        else if (why.isEmpty())
            why = Importers::tr("\"%1\" must be a whole number in [1, 1e6], not %2")
                      .arg(QLatin1String(label))
                      .arg(*v);
    };
    size("tp size", "TP Size", d.tp);
    size("pp size", "PP Size", d.pp);
    size("ep size", "EP Size", d.ep);
    r.concurrencyAchieved = num("number of concurrent requests");
    QString e;
    if (const auto v = num("average input length (tokens)"); v && *v > 0)
        r.isl = countOf(*v, QStringLiteral("Average Input Length"), e);
    if (const auto v = num("average output length (tokens)"); v && *v > 0)
        r.osl = countOf(*v, QStringLiteral("Average Output Length"), e);
    r.requestsPerS = num("request throughput (req/sec)");
    r.outputTokS = num("total output throughput (tokens/sec)");
    r.totalTokS = num("total token throughput (tokens/sec)");
    r.e2eMeanMs = num("average request latency (ms)");
    r.ttftMeanMs = num("average time-to-first-token [ttft] (ms)");
    r.tpotMeanMs = num("average time-per-output-token [tpot] (ms)");
    r.ttftMedianMs = num("[ttft] p50");
    r.ttftP99Ms = num("[ttft] p99");
    r.tpotMedianMs = num("[tpot] p50");
    r.tpotP99Ms = num("[tpot] p99");
    // The GPU count: total output over the per-GPU figure, when that is a whole number.
    const auto perGpu = num("per gpu output throughput (tps/gpu)");
    if (r.outputTokS && perGpu && *perGpu > 0) {
        const double g = *r.outputTokS / *perGpu;
        if (std::abs(g - std::round(g)) < 0.01 && g >= 1 && g <= 1e6)
            d.gpus = int(std::lround(g));
    }
    if (!why.isEmpty())
        rec.refusal = why;
    else if (!e.isEmpty())
        rec.refusal = e;
    out.add(std::move(rec));
    return out;
}

} // namespace

TextFormat trtllmBenchFormat()
{
    return {"trtllm-bench", sniff, parse};
}

} // namespace moeplan::core::import
