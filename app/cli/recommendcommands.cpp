// moeplan-cli recommend: the cheapest deployments for a throughput target at a per-user floor,
// across GPU kinds, topologies and plans (app/core/recommend.h).

#include "calibration.h"
#include "catalogloader.h"
#include "cliutil.h"
#include "commands.h"
#include "messages.h"
#include "recommend.h"
#include "usercatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <cmath>

namespace moeplan::cli {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

/// --NAME as a finite number >= 0 (> 0 unless zeroAllowed); untouched when not given.
bool numberOption(const QCommandLineParser &p, const QString &name, double &value, QString &error,
                  bool zeroAllowed)
{
    if (!p.isSet(name))
        return true;
    const QString text = p.value(name);
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || (!zeroAllowed && v == 0)) {
        error = (zeroAllowed ? Cli::tr("--%1: \"%2\" is not a non-negative number")
                             : Cli::tr("--%1: \"%2\" is not a positive number"))
                    .arg(name, text);
        return false;
    }
    value = v;
    return true;
}

/// Values of a repeatable option, each also split at commas.
QStringList listOption(const QCommandLineParser &p, const QString &name)
{
    QStringList out;
    for (const QString &v : p.values(name))
        for (const QString &part : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
            out << part.trimmed();
    return out;
}

/// GPU=VALUE pairs of a repeatable option into `map` (by catalog id).
bool pairsOption(const QCommandLineParser &p, const QString &name, const Catalog &catalog,
                 QMap<QString, double> &map, QString &error)
{
    for (const QString &pair : listOption(p, name)) {
        const int eq = pair.indexOf(QLatin1Char('='));
        bool ok = false;
        const double v = eq > 0 ? pair.mid(eq + 1).toDouble(&ok) : 0;
        const GpuSpec *g = eq > 0 ? catalog.gpu(pair.left(eq).toStdString()) : nullptr;
        if (eq <= 0 || !ok || !std::isfinite(v) || v < 0) {
            error = Cli::tr("--%1: \"%2\" is not GPU=NUMBER").arg(name, pair);
            return false;
        }
        if (!g) {
            error = Cli::tr("--%1: unknown GPU kind \"%2\" (see moeplan-cli catalog)")
                        .arg(name, pair.left(eq));
            return false;
        }
        map.insert(qs(g->id), v);
    }
    return true;
}

QString fmt(double v, int decimals = 0)
{
    return QString::number(v, 'f', decimals);
}

void printTable(const Catalog &catalog, const core::Recommendation &r, int top)
{
    QTextStream out(stdout);
    const SizingTarget &t = r.target;
    out << Cli::tr("Target: %1 output tokens/s at >= %2 tokens/s per user")
               .arg(fmt(t.tokensPerSecond), fmt(t.minTokensPerSecondPerUser, 1));
    if (t.maxTtftMs > 0)
        out << Cli::tr(", TTFT <= %1 ms").arg(fmt(t.maxTtftMs));
    out << "\n"
        << Cli::tr("Searched %1 evaluations in %2 ms.")
               .arg(r.result.evaluations)
               .arg(fmt(r.elapsedMs, 0))
        << "\n\n";
    const QStringList header{Cli::tr("#"),        Cli::tr("hardware"),  Cli::tr("plan"),
                             Cli::tr("GPUs"),     Cli::tr("batch"),     Cli::tr("tok/s/user [80%]"),
                             Cli::tr("tok/s"),    Cli::tr("TTFT ms"),   Cli::tr("headroom GB"),
                             Cli::tr("binding"),  Cli::tr("$/hour"),    Cli::tr("$/Mtok"),
                             Cli::tr("tok/s/MW"), Cli::tr("provenance")};
    QVector<QStringList> rows;
    int rank = 0;
    for (const SizingOption &o : r.result.options) {
        if (top > 0 && rank >= top)
            break;
        ++rank;
        rows.append(
            {QString::number(rank), core::hardwareLabel(catalog, o.gpu, o.topology),
             core::optionPlanLabel(o), QString::number(o.gpus), QString::number(o.batch),
             QStringLiteral("%1 [%2-%3]")
                 .arg(fmt(o.tokensPerSecondPerUser, 1), fmt(o.perUserLo, 1), fmt(o.perUserHi, 1)),
             fmt(o.tokensPerSecond), fmt(o.ttftMs), fmt(o.memoryHeadroomGB, 1),
             core::ceilingLabel(o.binding), o.usdPerHour > 0 ? fmt(o.usdPerHour, 2) : Cli::tr("-"),
             o.usdPerMillionTokens > 0 ? fmt(o.usdPerMillionTokens, 3) : Cli::tr("-"),
             o.tokensPerSecondPerMW > 0 ? fmt(o.tokensPerSecondPerMW) : Cli::tr("-"),
             core::optionSourceLabel(o)});
    }
    QVector<int> width(header.size());
    for (int c = 0; c < header.size(); ++c) {
        width[c] = int(header[c].size());
        for (const QStringList &row : rows)
            width[c] = std::max(width[c], int(row[c].size()));
    }
    auto line = [&](const QStringList &cells) {
        QString l;
        for (int c = 0; c < cells.size(); ++c)
            l += (c ? QStringLiteral("  ") : QString()) + cells[c].leftJustified(width[c]);
        out << l.trimmed() << "\n";
    };
    if (rows.isEmpty()) {
        out << Cli::tr("No deployment meets the target.") << "\n";
    } else {
        line(header);
        for (const QStringList &row : rows)
            line(row);
    }
    bool any = false;
    for (const SizingFamilyResult &f : r.result.families) {
        if (f.failure == SizingFailure::None || f.failure == SizingFailure::Unplaceable)
            continue;
        if (!any)
            out << "\n" << Cli::tr("Families that fail:") << "\n";
        any = true;
        out << "  " << core::hardwareLabel(catalog, f.gpu, f.topology) << ", "
            << core::familyLabel(f.family, f.serving) << ": " << core::failureText(f, t) << "\n";
    }
    if (r.result.hasNearest) {
        const SizingOption &n = r.result.nearest;
        out << "\n"
            << Cli::tr("Nearest: %1, %2 on %3 GPUs: %4 tokens/s at %5 tokens/s per user (%6% short "
                       "of the target, %7% short of the floor)")
                   .arg(core::hardwareLabel(catalog, n.gpu, n.topology), core::optionPlanLabel(n))
                   .arg(n.gpus)
                   .arg(fmt(n.tokensPerSecond), fmt(n.tokensPerSecondPerUser, 1))
                   .arg(fmt(100 * r.result.nearestThroughputShortfall, 0),
                        fmt(100 * r.result.nearestPerUserShortfall, 0))
            << "\n";
    }
}

} // namespace

int runRecommend(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Cli::tr("Size a deployment for a target: every GPU kind and topology asked for, every GPU "
                "count up to --max-gpus, TP replicas, EP with DP attention and TP x EP, aggregated "
                "and disaggregated, each with the largest batch meeting the per-user floor; the "
                "cheapest of each family, ranked. Example:\n"
                "  moeplan-cli recommend --model kimi-k2.6 --target-tokens-per-s 200000 "
                "--min-tokens-per-s-per-user 50 --json"));
    // The search chooses these; --gpu, --topology and --serving are its own (lists).
    const QStringList chosen{QStringLiteral("gpu"),      QStringLiteral("gpus"),
                             QStringLiteral("topology"), QStringLiteral("plan"),
                             QStringLiteral("tp"),       QStringLiteral("ep"),
                             QStringLiteral("batch"),    QStringLiteral("serving")};
    addScenarioOptions(p, false, chosen);
    p.addOption({QStringLiteral("target-tokens-per-s"),
                 Cli::tr("Aggregate output tokens/s to serve (required)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("min-tokens-per-s-per-user"),
                 Cli::tr("Per-user speed floor, tokens/s (default 0: none)."),
                 QStringLiteral("U")});
    p.addOption({QStringLiteral("max-tpot-ms"),
                 Cli::tr("The floor as a TPOT limit instead: 1000 / U ms."), QStringLiteral("MS")});
    p.addOption({QStringLiteral("max-ttft-ms"), Cli::tr("TTFT limit, ms (default: none)."),
                 QStringLiteral("MS")});
    p.addOption({QStringLiteral("gpu"),
                 Cli::tr("GPU kind to consider; repeat or list with commas (default: all)."),
                 QStringLiteral("ID")});
    p.addOption({QStringLiteral("topology"),
                 Cli::tr("hgx-ib or nvl72; repeat or list with commas (default: both)."),
                 QStringLiteral("T")});
    p.addOption({QStringLiteral("serving"), Cli::tr("agg, disagg or both (default both)."),
                 QStringLiteral("MODE")});
    p.addOption({QStringLiteral("max-gpus"), Cli::tr("Largest deployment, GPUs (default 576)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("price"),
                 Cli::tr("$ per GPU-hour for a kind, GPU=USD; repeatable (default: the saved "
                         "settings, else the catalog's)."),
                 QStringLiteral("GPU=USD")});
    p.addOption({QStringLiteral("gpu-watts"),
                 Cli::tr("Board power per GPU for a kind, GPU=W; repeatable (default: TDP)."),
                 QStringLiteral("GPU=W")});
    p.addOption({QStringLiteral("node-watts"),
                 Cli::tr("Power per node (8 GPUs) or NVL72 rack besides the GPUs, GPU=W; "
                         "repeatable."),
                 QStringLiteral("GPU=W")});
    p.addOption({QStringLiteral("facility-overhead"),
                 Cli::tr("PUE - 1 for cooling and power delivery (default: saved, else 0.3)."),
                 QStringLiteral("X")});
    p.addOption({QStringLiteral("sort"), Cli::tr("cost, gpus or power (default cost)."),
                 QStringLiteral("KEY")});
    p.addOption({QStringLiteral("top"), Cli::tr("Rows to print (default 10; 0 = all)."),
                 QStringLiteral("K")});
    p.addOption({QStringLiteral("json"), Cli::tr("Print one JSON object.")});
    p.addOption({QStringLiteral("db"),
                 Cli::tr("History database whose calibration profiles --calibration auto uses."),
                 QStringLiteral("FILE|URL")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.positionalArguments().isEmpty())
        return fail(
            Cli::tr("unexpected argument \"%1\"").arg(p.positionalArguments().constFirst()));

    const core::ScenarioParse parsed = scenarioFromFlags(p, chosen);
    if (!parsed.ok())
        return fail(parsed.error);
    const Catalog &catalog = core::appCatalog();

    core::RecommendInput in;
    in.workload = parsed.scenario;
    in.economics = core::ReportSettingsStore::load();
    QString error;
    if (!p.isSet(QStringLiteral("target-tokens-per-s")))
        return fail(Cli::tr("--target-tokens-per-s is required"));
    double maxTpot = 0, maxGpus = 576, top = 10;
    if (!numberOption(p, QStringLiteral("target-tokens-per-s"), in.target.tokensPerSecond, error,
                      false) ||
        !numberOption(p, QStringLiteral("min-tokens-per-s-per-user"),
                      in.target.minTokensPerSecondPerUser, error, true) ||
        !numberOption(p, QStringLiteral("max-tpot-ms"), maxTpot, error, false) ||
        !numberOption(p, QStringLiteral("max-ttft-ms"), in.target.maxTtftMs, error, false) ||
        !numberOption(p, QStringLiteral("max-gpus"), maxGpus, error, false) ||
        !numberOption(p, QStringLiteral("top"), top, error, true) ||
        !numberOption(p, QStringLiteral("facility-overhead"), in.economics.facilityOverhead, error,
                      true) ||
        !pairsOption(p, QStringLiteral("price"), catalog, in.economics.usdPerGpuHour, error) ||
        !pairsOption(p, QStringLiteral("gpu-watts"), catalog, in.economics.wattsPerGpu, error) ||
        !pairsOption(p, QStringLiteral("node-watts"), catalog, in.economics.nodeOverheadW, error))
        return fail(error);
    if (p.isSet(QStringLiteral("max-tpot-ms"))) {
        if (p.isSet(QStringLiteral("min-tokens-per-s-per-user")))
            return fail(Cli::tr("give --min-tokens-per-s-per-user or --max-tpot-ms, not both"));
        in.target.minTokensPerSecondPerUser = 1000.0 / maxTpot;
    }
    if (maxGpus != std::floor(maxGpus) || maxGpus > kMaxGpus)
        return fail(Cli::tr("--max-gpus: \"%1\" is not a whole number of GPUs from 1 to %2")
                        .arg(p.value(QStringLiteral("max-gpus")))
                        .arg(kMaxGpus));
    in.maxGpus = int(maxGpus);
    in.gpus = listOption(p, QStringLiteral("gpu"));
    for (const QString &t : listOption(p, QStringLiteral("topology"))) {
        const auto topo = parseTopology(t.toStdString());
        if (!topo)
            return fail(Cli::tr("--topology: \"%1\" is not hgx-ib or nvl72").arg(t));
        if (!in.topologies.contains(*topo))
            in.topologies.append(*topo);
    }
    const QString serving = p.value(QStringLiteral("serving"));
    if (serving == QLatin1String("agg"))
        in.disaggregated = false;
    else if (serving == QLatin1String("disagg"))
        in.aggregated = false;
    else if (!serving.isEmpty() && serving != QLatin1String("both"))
        return fail(Cli::tr("--serving: \"%1\" is not agg, disagg or both").arg(serving));
    SizingOrder order = SizingOrder::Cost;
    const QString sort = p.value(QStringLiteral("sort"));
    if (sort == QLatin1String("gpus"))
        order = SizingOrder::Gpus;
    else if (sort == QLatin1String("power"))
        order = SizingOrder::Power;
    else if (!sort.isEmpty() && sort != QLatin1String("cost"))
        return fail(Cli::tr("--sort: \"%1\" is not cost, gpus or power").arg(sort));

    // As Size It: the deployments the history measured of the model, on any kind, correct
    // the options that are such deployments.
    core::ProfileSet profiles;
    QVector<core::RunRecord> runs;
    Scenario anyKind = in.workload;
    anyKind.gpu.clear();
    if (!profilesFromDb(p, profiles, error, &anyKind, &runs))
        return fail(error);
    core::addHistoryCorrections(profiles, catalog, runs);
    core::Recommendation r = core::recommend(catalog, in, &profiles);
    if (!r.ok())
        return fail(r.error);
    sortOptions(r.result.options, order);
    if (p.isSet(QStringLiteral("json"))) {
        QTextStream(stdout) << QJsonDocument(core::recommendationToJson(catalog, r, int(top)))
                                   .toJson(QJsonDocument::Indented);
    } else {
        printTable(catalog, r, int(top));
    }
    return 0;
}

} // namespace moeplan::cli
