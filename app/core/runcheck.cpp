#include "runcheck.h"

#include "numbertext.h"

#include "historystore.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <cmath>
#include <memory>
#include <unordered_map>
#include <vector>

namespace moeplan::core {

namespace {

/// The translation context of the run check: RunCheckText::tr("...").
struct RunCheckText
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::RunCheckText)
};

QString factorText(double f)
{
    return QLocale().toString(f, 'f', 2);
}

/// "12.3 ms", "1,175 ms": as many decimals as the magnitude deserves, in the locale.
QString millisecondsText(double ms)
{
    return RunCheckText::tr("%1 ms").arg(numberText(ms));
}

/// "6.25–8.91 ms".
QString millisecondsBandText(double lo, double hi)
{
    return RunCheckText::tr("%1–%2 ms").arg(numberText(lo), numberText(hi));
}

/// One metric's measurement beside the model's prediction and the corrected one.
struct Metric
{
    QString name;
    double measured = 0;
    double point = 0, lo = 0, hi = 0;
    bool corrected = false;
    double cPoint = 0, cLo = 0, cHi = 0;
    int others = 0;
};

/// The sentence on one metric, and its verdict.
QString finding(const Metric &m, CheckVerdict &verdict, bool &unexplained)
{
    const QString measured = millisecondsText(m.measured);
    if (m.corrected) {
        if (m.measured >= m.cLo && m.measured <= m.cHi) {
            verdict = CheckVerdict::Agrees;
            if (m.measured < m.lo || m.measured > m.hi)
                return RunCheckText::tr("%1 agrees with this deployment's %Ln other measured "
                                        "load(s): the model is off by a factor of %2 for the "
                                        "whole deployment, not for this load.",
                                        nullptr, m.others)
                    .arg(m.name, factorText(m.cPoint / m.point));
            return RunCheckText::tr("%1 agrees with the model and with this deployment's %Ln other "
                                    "measured load(s).",
                                    nullptr, m.others)
                .arg(m.name);
        }
        // Beyond the band by more than twice its width on that side.
        const bool disagrees =
            farOutsideBand(std::log(m.measured / m.cPoint), std::log(m.cLo / m.cPoint),
                           std::log(m.cHi / m.cPoint));
        verdict = disagrees ? CheckVerdict::Disagrees : CheckVerdict::OutsideBand;
        const QString band = millisecondsBandText(m.cLo, m.cHi);
        if (disagrees)
            return RunCheckText::tr("%1 disagrees with this deployment's %Ln other measured "
                                    "load(s): measured %2, %3× the %4 they imply (80% band %5). "
                                    "Check this run: a cold start, a warm-up, another engine "
                                    "build or setting?",
                                    nullptr, m.others)
                .arg(m.name, measured, factorText(m.measured / m.cPoint),
                     millisecondsText(m.cPoint), band);
        return RunCheckText::tr(
                   "%1 is outside the 80% band of this deployment's %Ln other measured "
                   "load(s): measured %2, %3× the %4 they imply (band %5). One load "
                   "in five falls outside such a band.",
                   nullptr, m.others)
            .arg(m.name, measured, factorText(m.measured / m.cPoint), millisecondsText(m.cPoint),
                 band);
    }
    if (m.measured >= m.lo && m.measured <= m.hi) {
        verdict = CheckVerdict::InsideModelBand;
        return RunCheckText::tr("%1 is inside the model's 80% band.").arg(m.name);
    }
    verdict = CheckVerdict::OffModel;
    unexplained = true;
    return RunCheckText::tr("%1 measured %2 is %3× the model's %4 (80% band %5).")
        .arg(m.name, measured, factorText(m.measured / m.point), millisecondsText(m.point),
             millisecondsBandText(m.lo, m.hi));
}

} // namespace

QString checkVerdictKey(CheckVerdict v)
{
    switch (v) {
    case CheckVerdict::Unchecked:
        break;
    case CheckVerdict::Agrees:
        return QStringLiteral("agrees");
    case CheckVerdict::OutsideBand:
        return QStringLiteral("outside-band");
    case CheckVerdict::Disagrees:
        return QStringLiteral("disagrees");
    case CheckVerdict::InsideModelBand:
        return QStringLiteral("inside-model-band");
    case CheckVerdict::OffModel:
        return QStringLiteral("off-model");
    case CheckVerdict::Underdetermined:
        return QStringLiteral("underdetermined");
    }
    return QStringLiteral("unchecked");
}

std::optional<RunCheck> checkRun(const Catalog &catalog, const ProfileSet &profiles,
                                 const RunRecord &run, const QVector<RunRecord> &sameKind,
                                 QString *error)
{
    std::vector<Observation> history;
    history.reserve(std::size_t(sameKind.size()));
    for (Placement &p : placeRuns(catalog, sameKind)) {
        if (p.obs)
            history.push_back(std::move(*p.obs));
    }
    Placement placed = placeRun(catalog, run);
    StatedWorkers stated;
    stated.add(history);
    stated.settle(catalog, run, placed);
    if (!placed.obs) {
        if (error)
            *error =
                RunCheckText::tr("This run cannot be set beside the model: %1").arg(placed.reason);
        return std::nullopt;
    }
    return checkRun(catalog, profiles, *placed.obs, history, error);
}

std::optional<RunCheck> checkRun(const Catalog &catalog, const ProfileSet &profiles,
                                 const Observation &obs, const std::vector<Observation> &history,
                                 QString *error)
{
    return checkRun(LoadChecker(catalog, profiles, loadsOfDeployment(obs, history)), obs, error);
}

std::optional<RunCheck> checkRun(const LoadChecker &checker, const Observation &obs, QString *error)
{
    RunCheck out;
    out.check = checker.check(obs);
    const Prediction &model = out.check.model;
    if (!model.ok) {
        if (error)
            *error = RunCheckText::tr("The model cannot predict this run: %1").arg(model.reason);
        return std::nullopt;
    }
    if (obs.tpotMs > 0)
        out.measuredTpotMs = obs.tpotMs;
    if (obs.ttftMs > 0)
        out.measuredTtftMs = obs.ttftMs;
    if (model.underdetermined) {
        if (out.measuredTpotMs)
            out.tpotVerdict = CheckVerdict::Underdetermined;
        if (out.measuredTtftMs)
            out.ttftVerdict = CheckVerdict::Underdetermined;
        out.findings << RunCheckText::tr("The run leaves its deployment underdetermined (%1): the "
                                         "model's interval spans the plausible deployments, and "
                                         "the run is not compared with other loads.")
                            .arg(model.reason);
        return out;
    }
    if (obs.workersSettledBy > 0)
        out.findings << RunCheckText::tr("The run does not state its worker counts; it is checked "
                                         "as %1 prefill and %2 decode worker(s), which the %Ln "
                                         "stated run(s) of its deployment all ran.",
                                         nullptr, obs.workersSettledBy)
                            .arg(obs.resolved.prefill.count)
                            .arg(obs.resolved.decode.count);
    const Prediction &c = out.check.corrected;
    bool unexplained = false;
    auto add = [&](const QString &name, const std::optional<double> &measured, double point,
                   double lo, double hi, double cPoint, double cLo, double cHi, int others,
                   CheckVerdict &verdict) {
        if (!measured || !(point > 0))
            return;
        Metric m{name, *measured, point, lo, hi, c.ok && others > 0, cPoint, cLo, cHi, others};
        out.findings << finding(m, verdict, unexplained);
    };
    add(RunCheckText::tr("TPOT"), out.measuredTpotMs, model.tpotMs, model.tpotLoMs, model.tpotHiMs,
        c.tpotMs, c.tpotLoMs, c.tpotHiMs, out.check.otherTpotLoads, out.tpotVerdict);
    add(RunCheckText::tr("TTFT"), out.measuredTtftMs, model.ttftMs, model.ttftLoMs, model.ttftHiMs,
        c.ttftMs, c.ttftLoMs, c.ttftHiMs, out.check.otherTtftLoads, out.ttftVerdict);
    out.tpotDisagrees = out.tpotVerdict == CheckVerdict::Disagrees;
    out.ttftDisagrees = out.ttftVerdict == CheckVerdict::Disagrees;
    if (unexplained)
        out.findings << RunCheckText::tr("No other load of this deployment is in the history, so "
                                         "whether the run or the model is off cannot be told.");
    return out;
}

namespace {

QString kindKey(const RunRecord &r)
{
    return r.model + QLatin1Char('|') + r.gpu + QLatin1Char('|') + r.engine;
}

/// Every run of `runs` placed once: `placed` (nullopt where it cannot be), `reasons` (why
/// not), and the placed ones added to `byKind` unless `pool` says no. Their stated worker
/// counts join `stated`, which then settles the runs that leave theirs out.
void placeAll(const Catalog &catalog, const QVector<RunRecord> &runs,
              std::vector<std::optional<Observation>> &placed, std::vector<QString> &reasons,
              std::unordered_map<QString, std::vector<Observation>> &byKind, StatedWorkers &stated,
              const std::function<bool(qsizetype)> &pool = {})
{
    placed.assign(std::size_t(runs.size()), std::nullopt);
    reasons.assign(std::size_t(runs.size()), QString());
    std::vector<Placement> all;
    all.reserve(std::size_t(runs.size()));
    for (const RunRecord &r : runs) {
        all.push_back(placeRun(catalog, r));
        if (all.back().obs)
            stated.add(*all.back().obs);
    }
    for (qsizetype i = 0; i < runs.size(); ++i) {
        Placement &p = all[std::size_t(i)];
        stated.settle(catalog, runs.at(i), p);
        if (p.obs) {
            if (!pool || pool(i))
                byKind[kindKey(runs.at(i))].push_back(*p.obs);
            placed[std::size_t(i)] = std::move(p.obs);
        } else {
            reasons[std::size_t(i)] = p.reason;
        }
    }
}

HistoryRunCheck checkPlaced(const std::optional<Observation> &obs, const QString &reason,
                            const LoadChecker &checker)
{
    HistoryRunCheck c;
    if (obs)
        c.check = checkRun(checker, *obs, &c.error);
    else
        c.error = RunCheckText::tr("This run cannot be set beside the model: %1").arg(reason);
    return c;
}

/// One LoadChecker per model, GPU kind and engine, made when first asked for.
class Checkers
{
public:
    Checkers(const Catalog &catalog, const ProfileSet &profiles,
             std::unordered_map<QString, std::vector<Observation>> &byKind)
        : m_catalog(catalog), m_profiles(profiles), m_byKind(byKind)
    {}
    const LoadChecker &of(const RunRecord &r)
    {
        const QString key = kindKey(r);
        auto it = m_checkers.find(key);
        if (it == m_checkers.end())
            it = m_checkers
                     .emplace(key, std::make_unique<LoadChecker>(m_catalog, m_profiles,
                                                                 std::move(m_byKind[key])))
                     .first;
        return *it->second;
    }

private:
    const Catalog &m_catalog;
    const ProfileSet &m_profiles;
    std::unordered_map<QString, std::vector<Observation>> &m_byKind;
    std::unordered_map<QString, std::unique_ptr<LoadChecker>> m_checkers;
};

} // namespace

std::vector<HistoryRunCheck> checkRuns(const Catalog &catalog, const ProfileSet &profiles,
                                       const QVector<RunRecord> &runs,
                                       const std::function<bool(const RunRecord &)> &select)
{
    std::vector<std::optional<Observation>> placed;
    std::vector<QString> reasons;
    std::unordered_map<QString, std::vector<Observation>> byKind;
    StatedWorkers stated;
    placeAll(catalog, runs, placed, reasons, byKind, stated);
    Checkers checkers(catalog, profiles, byKind);
    std::vector<HistoryRunCheck> out;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const RunRecord &r = runs.at(i);
        if (select && !select(r))
            continue;
        const std::size_t k = std::size_t(i);
        out.push_back(checkPlaced(placed[k], reasons[k], checkers.of(r)));
        out.back().runId = r.id;
    }
    return out;
}

std::vector<HistoryRunCheck> checkNewRuns(const Catalog &catalog, const ProfileSet &profiles,
                                          const QVector<RunRecord> &history,
                                          const QVector<RunRecord> &runs,
                                          const QVector<qint64> &storedIds)
{
    std::vector<std::optional<Observation>> placedHistory, placed;
    std::vector<QString> reasonsHistory, reasons;
    std::unordered_map<QString, std::vector<Observation>> byKind;
    StatedWorkers stated;
    placeAll(catalog, history, placedHistory, reasonsHistory, byKind, stated);
    std::vector<qint64> storedAs(std::size_t(runs.size()), 0);
    std::vector<bool> pooled(std::size_t(runs.size()), false);
    QSet<QString> seen;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        // A run the history holds, or one the inputs repeat, is one load, not two.
        const QString key = runs.at(i).runKey();
        storedAs[std::size_t(i)] = storedIds.value(i, 0);
        pooled[std::size_t(i)] = storedAs[std::size_t(i)] == 0 && !seen.contains(key);
        seen.insert(key);
    }
    placeAll(catalog, runs, placed, reasons, byKind, stated,
             [&](qsizetype i) { return bool(pooled[std::size_t(i)]); });
    Checkers checkers(catalog, profiles, byKind);
    std::vector<HistoryRunCheck> out;
    out.reserve(std::size_t(runs.size()));
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const std::size_t k = std::size_t(i);
        out.push_back(checkPlaced(placed[k], reasons[k], checkers.of(runs.at(i))));
        out.back().runId = storedAs[k];
    }
    return out;
}

} // namespace moeplan::core
