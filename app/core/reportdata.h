#pragma once
// What exported charts and the one-page report say besides the plot: the assumptions footnote,
// the plotted data as CSV, the options for a throughput target, and the cost and power
// views. Maths and text only; the widgets layer draws them.

#include "plannerdocument.h"
#include "sizing.h"

#include <QMap>
#include <QString>

#include <optional>

namespace moeplan::core {

/// The charts that can be exported.
enum class ChartKind
{
    Frontier,  ///< per-user speed against aggregate throughput, both topologies
    Breakdown, ///< where the step time goes, the binding ceiling, the four readings
    Scaling    ///< single-user speed and throughput against GPU count, both topologies
};

/// "frontier", "breakdown", "scaling" (the CLI's --kind values).
QString chartKindName(ChartKind kind);
std::optional<ChartKind> parseChartKind(const QString &name);
/// The default title of an exported chart, e.g. "Throughput frontier: Kimi K2.6 on B300 HGX+IB".
QString chartTitle(const Catalog &catalog, const PlannerResult &result, ChartKind kind);

/// One paragraph stating what the numbers assume: model, precision, GPU kind and count,
/// topology, plan and load, drafter, calibration profile (with its provenance and fit date)
/// and the app version.
QString assumptionsFootnote(const Catalog &catalog, const PlannerResult &result);

/// The GPUs the result's deployment uses (a disaggregated deployment's pools): what the report,
/// the footnote, the cost and the power count; the scenario's count when it did not evaluate.
int deploymentGpus(const PlannerResult &result);

/// The plotted data of one chart as CSV (RFC 4180, header row first, '.' decimals).
QString chartCsv(const PlannerResult &result, ChartKind kind);

/// Dollars per million output tokens: price x GPUs / (tokens/s x 3600) x 1e6. NaN when the
/// throughput is not positive or an input is not finite.
double costPerMillionTokens(double usdPerGpuHour, int gpus, double tokensPerSecond);

/// Output tokens/s per megawatt of facility power (deploymentPowerW()). NaN when the power is
/// not positive or an input is not finite.
double tokensPerSecondPerMW(double tokensPerSecond, int gpus, const GpuEconomics &economics);

/// The report's editable inputs (ReportSettingsStore keeps them between runs).
struct ReportSettings
{
    /// The user's $ per GPU-hour by GPU kind id, over the catalog's default (documented with
    /// its source in the catalog: prices vary by provider, contract and year). A kind with
    /// neither has no cost view.
    QMap<QString, double> usdPerGpuHour;
    /// The user's board power per GPU (W) by kind, over the catalog's TDP.
    QMap<QString, double> wattsPerGpu;
    /// The user's node (HGX/OAM, 8 GPUs) or rack (NVL72) overhead (W) by kind, over the
    /// catalog's.
    QMap<QString, double> nodeOverheadW;
    /// PUE - 1: facility power on top of the GPUs' (cooling, power delivery). 0.3 (PUE 1.3) is
    /// a placeholder assumption, not a measurement; edit it for your site.
    double facilityOverhead = 0.3;
    double targetTokS = 100000; ///< aggregate output tokens/s of the report's Options and Size It
    double minPerUserTokS = 50; ///< per-user speed the target must hold
};

/// Price and power of one GPU kind: the user's values where set, else the catalog's; the
/// facility overhead from `settings`; 8 GPUs per node, 72 per NVL72 rack.
GpuEconomics economicsFor(const GpuSpec &gpu, const ReportSettings &settings);
/// True when the price of `gpu` is the user's, not the catalog's.
bool priceIsUserSet(const GpuSpec &gpu, const ReportSettings &settings);

/// Cost and power of a result's operating point (the operating-point panel and the report).
struct CostAndPower
{
    GpuEconomics economics;
    bool priceUserSet = false;
    std::optional<double> usdPerHour;    ///< GPUs x price, when there is a price
    std::optional<double> usdPerMTokens; ///< at the operating point (fitting, priced)
    double powerKW = 0;                  ///< deploymentPowerW() of the GPUs, kW
    double tokensPerSecondPerMW = 0;     ///< NaN when there is no fitting operating point
};
CostAndPower costAndPower(const Catalog &catalog, const PlannerResult &result,
                          const ReportSettings &settings);

/// The report's derived figures for one result.
struct ReportFigures
{
    GpuEconomics economics; ///< price and power used
    bool priceUserSet = false;
    double powerKW = 0;                   ///< deploymentPowerW() of the GPUs, kW
    double tokensPerSecondPerMW = 0;      ///< at the scenario's operating point (NaN when none)
    std::optional<double> usdPerGpuHour;  ///< the price used, when there is one
    std::optional<double> costPerMTokens; ///< at the scenario's operating point
    /// The report's "Options": the cheapest deployments for the target across every GPU kind,
    /// topology and plan (core::recommend()), at most three; with `optionsNote` saying why
    /// there are none (or what comes nearest).
    std::vector<SizingOption> options;
    QString optionsNote;
};
/// `profiles`: the calibration the options are sized with (the planner's); null = datasheet
/// for every kind but the scenario's own parameters.
ReportFigures reportFigures(const Catalog &catalog, const PlannerResult &result,
                            const ReportSettings &settings, const ProfileSet *profiles = nullptr);

/// Typed settings keys for the report inputs (QSettings under "report/"); never raw strings
/// elsewhere.
class ReportSettingsStore final
{
public:
    static ReportSettings load();
    static void save(const ReportSettings &settings);
};

} // namespace moeplan::core
