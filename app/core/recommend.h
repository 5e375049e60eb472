#pragma once
// "What should we buy?": the sizing search (model/sizing.h) fed with the calibration of each
// GPU kind, the prices and power of the report settings, and its result as text and JSON for
// the CLI's `recommend`, the Size it page and the report's Options section.

#include "planning.h"
#include "reportdata.h"
#include "sizing.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace moeplan::core {

class ProfileSet;

struct RecommendInput
{
    /// Model, precision, ISL/OSL, drafter and acceptance, engine, calibration, NIC.
    Scenario workload;
    SizingTarget target;
    QStringList gpus;             ///< GPU kind ids or aliases; empty = every kind in the catalog
    QVector<Topology> topologies; ///< empty = both
    bool aggregated = true;
    bool disaggregated = true;
    int maxGpus = 576;
    ReportSettings economics; ///< prices, power and facility overhead (catalog defaults under)
};

struct Recommendation
{
    QString error; ///< one line naming the bad value; the rest is empty then
    SizingResult result;
    SizingTarget target;
    /// The calibration each GPU kind was sized with, by kind id (ParamsChoice::label).
    QMap<QString, QString> calibration;
    double elapsedMs = 0;
    bool ok() const { return error.isEmpty(); }
};

/// Runs the search. Unknown GPU kinds or a bad target give `error`; kinds that cannot be
/// placed on a topology (an HGX part asked for NVL72) come back as failed families.
Recommendation recommend(const Catalog &catalog, const RecommendInput &input,
                         const ProfileSet *profiles);

/// "TP replicas", "EP, DP attention", "TP x EP"; with ", disaggregated" when so.
QString familyLabel(SizingFamily f, Serving s);
/// "3×EP-72", "2×TP-8", "P 2×TP-8 + D 1×EP-64 (TP-2 attn)": replicas (or workers) × one
/// replica's shape in parallelismLabel()'s words.
QString optionPlanLabel(const SizingOption &o);
/// Where an option's numbers come from: "calibrated", "transferred", "datasheet"; with ", 3 run(s)
/// measured" where the history measured the deployment at other loads and corrected it.
QString optionSourceLabel(const SizingOption &o);
/// "B300 HGX+IB" / "GB300 NVL72".
QString hardwareLabel(const Catalog &catalog, const std::string &gpu, Topology t);
/// One translated line: why the family fails and how far it got, e.g. "overhead wall: 182
/// tokens/s per user at best alone, below the floor of 250".
QString failureText(const SizingFamilyResult &f, const SizingTarget &target);
/// The failure's one-word name, as JSON carries it ("memory", "overhead_wall", ...).
QString failureKey(SizingFailure f);

/// One option as `moeplan-cli recommend --json` prints it; `scenario` is accepted by
/// `moeplan-cli eval --scenario` as it is.
QJsonObject optionToJson(const Catalog &catalog, const SizingOption &o);
QJsonObject recommendationToJson(const Catalog &catalog, const Recommendation &r, int top);

} // namespace moeplan::core
