// MLPerf Inference LoadGen's mlperf_log_summary.txt: "key : value" lines in sections
// (Results Summary, Additional Stats, Test Parameters Used), latencies in nanoseconds. The LLM
// benchmarks add first-token and time-per-output-token lines and tokens per second. The
// summary names neither the model nor the system: those come from the deployment.

#include "formats.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace moeplan::core::import {

namespace {

bool sniff(const QString &text)
{
    // The banner: a line of '=' then "MLPerf Results Summary" on its own line.
    static const QRegularExpression banner(
        QStringLiteral("^\\s*=+\\s*\\n\\s*MLPerf Results Summary\\s*\\n"));
    return banner.match(text.left(4096)).hasMatch();
}

/// What an MLPerf submission's folder layout states:
/// <division>/<submitter>/results/<system>/<benchmark>/<Scenario>/performance/run_N/ with
/// <division>/<submitter>/systems/<system>.json beside it (the system description).
struct SubmissionFacts
{
    QString system, benchmark, scenario, accelerator;
    int accelerators = 0;
    bool compliance = false;
};

SubmissionFacts submissionFacts(const QString &path)
{
    SubmissionFacts f;
    const QString abs = QFileInfo(path).absoluteFilePath();
    f.compliance = abs.contains(QLatin1String("/compliance/"));
    static const QRegularExpression layout(
        QStringLiteral("^(.*)/results/([^/]+)/([^/]+)/([^/]+)/performance/run_\\d+/[^/]+$"));
    const QRegularExpressionMatch m = layout.match(abs);
    if (!m.hasMatch())
        return f;
    f.system = m.captured(2);
    f.benchmark = m.captured(3);
    f.scenario = m.captured(4);
    QFile sys(m.captured(1) + QStringLiteral("/systems/") + f.system + QStringLiteral(".json"));
    if (sys.size() < 1024 * 1024 && sys.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(sys.readAll()).object();
        f.accelerator = o.value(QLatin1String("accelerator_model_name")).toString();
        const int perNode = o.value(QLatin1String("accelerators_per_node")).toInt();
        const int nodes = std::max(1, o.value(QLatin1String("number_of_nodes")).toInt());
        if (perNode > 0 && perNode <= 100000)
            f.accelerators = countProduct({perNode, nodes});
    }
    return f;
}

/// The MLPerf benchmark id without its accuracy target: "llama2-70b-99.9" -> "llama2-70b".
QString modelOfBenchmark(const QString &benchmark)
{
    QString b = benchmark;
    static const QRegularExpression target(QStringLiteral("-(99|99\\.9)$"));
    b.remove(target);
    static const QRegularExpression interactive(QStringLiteral("-interactive$"));
    b.remove(interactive);
    return b;
}

/// "Mean First Token latency (ns)" -> "mean first token latency (ns)": keys compared
/// lower-cased with runs of spaces folded.
QString keyOf(const QString &k)
{
    return k.simplified().toLower();
}

Parsed parse(const QString &text, const QString &path)
{
    Parsed out;
    out.tool = QStringLiteral("mlperf-loadgen");
    QHash<QString, QString> kv;
    QString section;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.startsWith(QLatin1String("====")))
            continue;
        if (i > 0 && lines.at(i - 1).trimmed().startsWith(QLatin1String("====")) &&
            !line.contains(QLatin1Char(':'))) {
            section = line.toLower();
            continue;
        }
        const int colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            continue;
        const QString key = keyOf(line.left(colon));
        const QString value = line.mid(colon + 1).trimmed();
        const QString full = section.startsWith(QLatin1String("test parameters"))
                                 ? QStringLiteral("param ") + key
                                 : key;
        if (!kv.contains(full))
            kv.insert(full, value);
    }
    Record rec;
    RunRecord &r = rec.run;
    const SubmissionFacts facts = submissionFacts(path);
    if (facts.compliance) {
        rec.refusal = Importers::tr("an MLPerf compliance (audit) rerun, not a performance result");
        out.add(std::move(rec));
        return out;
    }
    rec.stated.model = modelOfBenchmark(facts.benchmark);
    rec.stated.gpu = facts.accelerator;
    rec.stated.gpus = facts.accelerators;
    QString scenario = kv.value(QStringLiteral("scenario"));
    const QString mode = kv.value(QStringLiteral("mode"));
    const QString result = kv.value(QStringLiteral("result is"));
    const QString sut = kv.value(QStringLiteral("sut name"));
    if (scenario.isEmpty()) {
        out.error = Importers::tr("an MLPerf summary without \"Scenario :\"");
        return out;
    }
    if (!mode.isEmpty() && !mode.contains(QLatin1String("Performance"), Qt::CaseInsensitive)) {
        rec.refusal = Importers::tr("an MLPerf %1 run, not a performance run").arg(mode);
        out.add(std::move(rec));
        return out;
    }
    if (result.compare(QLatin1String("VALID"), Qt::CaseInsensitive) != 0) {
        rec.refusal =
            result.isEmpty()
                ? Importers::tr("the MLPerf summary gives no result (\"Result is :\")")
                : Importers::tr("LoadGen marked the run %1: not a valid measurement").arg(result);
        out.add(std::move(rec));
        return out;
    }
    QString error;
    auto plain = [&](std::initializer_list<const char *> keys) -> std::optional<double> {
        for (const char *k : keys) {
            const auto it = kv.constFind(QLatin1String(k));
            if (it == kv.constEnd())
                continue;
            QString why;
            const auto v = numberOfText(*it, &why);
            if (!why.isEmpty() && error.isEmpty())
                error = Importers::tr("\"%1\": %2").arg(QLatin1String(k), why);
            return v;
        }
        return std::nullopt;
    };
    // Nanoseconds to ms.
    auto ns = [&](std::initializer_list<const char *> keys) -> std::optional<double> {
        const auto v = plain(keys);
        return v ? std::optional<double>(*v * 1e-6) : std::nullopt;
    };
    r.ttftMeanMs = ns({"mean first token latency (ns)"});
    r.ttftMedianMs = ns({"50.00 percentile first token latency (ns)"});
    r.ttftP99Ms = ns({"99.00 percentile first token latency (ns)"});
    r.tpotMeanMs = ns({"mean time per output token (ns)", "mean time to output token (ns)"});
    r.tpotMedianMs = ns({"50.00 percentile time to output token (ns)"});
    r.tpotP99Ms = ns({"99.00 percentile time to output token (ns)"});
    r.e2eMeanMs = ns({"mean latency (ns)"});
    r.outputTokS = plain({"completed tokens per second", "tokens per second"});
    r.requestsPerS = plain({"completed samples per second", "samples per second"});
    if (!error.isEmpty()) {
        rec.refusal = error;
        out.add(std::move(rec));
        return out;
    }
    // Offline has no latency target: its latencies are of the whole batch, not a user's.
    const QString sc = scenario.toLower();
    if (sc == QLatin1String("offline")) {
        r.ttftMeanMs.reset();
        r.ttftMedianMs.reset();
        r.ttftP99Ms.reset();
        r.tpotMeanMs.reset();
        r.tpotMedianMs.reset();
        r.tpotP99Ms.reset();
        r.e2eMeanMs.reset();
    }
    // v6 Interactive runs say "Scenario : Server"; the submission folder says Interactive.
    if (facts.benchmark.endsWith(QLatin1String("-interactive")) ||
        (facts.scenario.compare(QLatin1String("Interactive"), Qt::CaseInsensitive) == 0 &&
         sc == QLatin1String("server")))
        scenario = QStringLiteral("Interactive");
    r.notes = Importers::tr("MLPerf %1 scenario").arg(scenario);
    if (!sut.isEmpty())
        r.notes += Importers::tr("; SUT %1").arg(sut);
    out.add(std::move(rec));
    return out;
}

} // namespace

TextFormat mlperfSummaryFormat()
{
    return {"mlperf-loadgen", sniff, parse};
}

} // namespace moeplan::core::import
